import { describe, expect, it } from 'vitest';
import { loginBody, patchUserBody, registerBody, resetBody } from './auth.ts';

const valid = {
  email: 'Pat@Example.com',
  email_confirmation: 'pat@example.com',
  password: 'long-enough',
  password_confirmation: 'long-enough',
  username: 'pat.trainer',
  theme: 'professional',
  agree: true,
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('registerBody', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const parsed = registerBody.parse(valid);
    expect(parsed.email).toBe('pat@example.com');
  });

  it.each([
    [{ email: 'no-at-sign.com', email_confirmation: 'no-at-sign.com' }, 'email', 'validation.email'],
    [{ email: 'a@b', email_confirmation: 'a@b' }, 'email', 'validation.email'],
    [{ email_confirmation: 'other@example.com' }, 'email_confirmation', 'validation.same_emails'],
    [{ password: 'short', password_confirmation: 'short' }, 'password', 'validation.password_length'],
    [{ password_confirmation: 'different-one' }, 'password_confirmation', 'validation.same_passwords'],
    [{ username: 'has space' }, 'username', 'validation.username'],
    [{ username: '' }, 'username', 'validation.required'],
    [{ agree: false }, 'agree', 'validation.agree'],
    [{ theme: 'admin' }, 'theme', 'validation.invalid'],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'validation.timezone'],
    [{ language: 'de' }, 'language', 'validation.language'],
  ])('rejects %j on %s with %s', (change, field, message) => {
    const result = registerBody.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });

  it('reports every missing field as required', () => {
    const errors = fieldErrors(registerBody.safeParse({}));
    for (const field of ['email', 'password', 'username'])
      expect(errors[field]).toEqual(['validation.required']);
  });

  it('accepts exactly 8 characters, the stated minimum', () => {
    expect(
      registerBody.safeParse({ ...valid, password: '12345678', password_confirmation: '12345678' }).success,
    ).toBe(true);
  });
});

describe('other account bodies', () => {
  it('login needs both fields', () => {
    expect(fieldErrors(loginBody.safeParse({ email: 'x@y.z' })).password).toEqual(['validation.required']);
  });

  it('reset needs matching passwords', () => {
    const result = resetBody.safeParse({
      token: 't',
      email: 'x@y.z',
      password: 'long-enough',
      password_confirmation: 'long-enougH',
    });
    expect(fieldErrors(result).password_confirmation).toEqual(['validation.same_passwords']);
  });

  it('PATCH user takes only known fields with valid zones', () => {
    expect(patchUserBody.safeParse({ timezone: 'Pacific/Chatham', language: 'pt-br' }).success).toBe(true);
    expect(patchUserBody.safeParse({ timezone: 'Nowhere/Land' }).success).toBe(false);
    expect(patchUserBody.safeParse({ email: 'sneaky@example.com' }).success).toBe(false);
  });
});

describe('cross-field errors', () => {
  it('come together with the other field errors on the first submit', () => {
    const errors = fieldErrors(
      registerBody.safeParse({
        ...valid,
        email_confirmation: 'other@example.com',
        password_confirmation: 'different-one',
        username: 'has space',
        agree: false,
      }),
    );
    expect(errors.email_confirmation).toEqual(['validation.same_emails']);
    expect(errors.password_confirmation).toEqual(['validation.same_passwords']);
    expect(errors.username).toEqual(['validation.username']);
    expect(errors.agree).toEqual(['validation.agree']);
  });
});
