import { describe, expect, it } from 'vitest';
import { clientBody, clientListQuery, inviteClientsBody } from './clients.ts';
import { groupBody } from './groups.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('clientBody', () => {
  it('normalises contacts and blanks', () => {
    expect(
      clientBody.parse({ full_name: ' Bo ', email: ' Bo@X.io ', phone: '+31 6 1234 5678', comment: '' }),
    ).toEqual({ full_name: 'Bo', email: 'bo@x.io', phone: '+31612345678', comment: null });
    expect(clientBody.parse({ full_name: 'Bo', phone: '+3161234567', email: '' })).toMatchObject({
      email: null,
    });
  });

  it.each([
    [{ full_name: 'Bo' }, 'email', 'validation.contact_required'],
    [{ full_name: 'Bo', email: '', phone: ' ' }, 'email', 'validation.contact_required'],
    [{ full_name: '', email: 'a@b.c' }, 'full_name', 'validation.required'],
    [{ full_name: 'Bo', email: 'not-an-email' }, 'email', 'validation.email'],
    [{ full_name: 'Bo', phone: '0612345678' }, 'phone', 'validation.phone'],
    [{ full_name: 'Bo', email: 'a@b.c', comment: 'x'.repeat(5001) }, 'comment', 'validation.too_long'],
  ])('rejects %j on %s with %s', (body, field, message) => {
    expect(fieldErrors(clientBody.safeParse(body))[field]).toContain(message);
  });
});

describe('inviteClientsBody', () => {
  it('names the bad item by index', () => {
    const errors = fieldErrors(
      inviteClientsBody.safeParse({ emails: ['a@b.c', 'bad'], phones: ['+31', '+3161234567'] }),
    );
    expect(errors).toEqual({ 'emails.1': ['validation.email'], 'phones.0': ['validation.phone'] });
  });
  it('needs at least one contact', () => {
    expect(fieldErrors(inviteClientsBody.safeParse({}))).toEqual({ emails: ['validation.contact_required'] });
  });
  it('normalises items', () => {
    expect(inviteClientsBody.parse({ emails: ['A@B.cd'], phones: ['+31 6 1234 5678'] })).toEqual({
      emails: ['a@b.cd'],
      phones: ['+31612345678'],
    });
  });
});

describe('clientListQuery and groupBody', () => {
  it('defaults and coerces the query', () => {
    expect(clientListQuery.parse({})).toEqual({ status: 'all', page: 1, with_groups: false });
    expect(
      clientListQuery.parse({ status: 'pending', page: '3', with_groups: 'true', search: ' an ' }),
    ).toEqual({
      status: 'pending',
      page: 3,
      with_groups: true,
      search: 'an',
    });
    expect(clientListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(clientListQuery.safeParse({ status: 'ended' }).success).toBe(false);
  });
  it('checks member ids as one field', () => {
    expect(fieldErrors(groupBody.safeParse({ name: 'A', client_ids: ['nope'] }))).toEqual({
      client_ids: ['validation.invalid'],
    });
    expect(fieldErrors(groupBody.safeParse({ client_ids: [] }))).toEqual({ name: ['validation.required'] });
  });
});
