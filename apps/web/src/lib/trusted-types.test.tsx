import '../components/widgets/test-setup.ts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TimeField } from '../components/widgets/time-field.tsx';
import {
  allowedHtml,
  allowedScriptUrl,
  installTrustedTypesPolicy,
  RADIX_SELECT_VIEWPORT_CSS,
} from './trusted-types.ts';

const ORIGIN = 'http://app.localhost:3000';

function OpenSelect() {
  const [value, setValue] = useState<string | null>('10:00');
  return <TimeField label="Start" value={value} onChange={setValue} placeholder="--:--" />;
}

describe('the Trusted Types default policy', () => {
  afterEach(cleanup);

  it("passes Radix select's stylesheet, exactly as the library writes it", async () => {
    render(<OpenSelect />);
    screen.getByRole('combobox', { name: 'Start' }).focus();
    await userEvent.setup().keyboard('{Enter}');
    const written = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
    const radix = written.find((css) => css.includes('data-radix-select-viewport'));
    // A Radix upgrade that changes this CSS fails here (and, in the browser, as a CSP error).
    expect(radix).toBe(RADIX_SELECT_VIEWPORT_CSS);
    expect(allowedHtml(radix!)).toBe(radix);
  });

  it('refuses any other HTML', () => {
    expect(allowedHtml('<img src=x onerror=alert(1)>')).toBeNull();
    expect(allowedHtml(`${RADIX_SELECT_VIEWPORT_CSS} `)).toBeNull();
    expect(allowedHtml('')).toBeNull();
  });

  it("passes the service worker's URL and no other script URL", () => {
    expect(allowedScriptUrl('/sw.js', ORIGIN)).toBe('/sw.js');
    expect(allowedScriptUrl(`${ORIGIN}/sw.js`, ORIGIN)).toBe(`${ORIGIN}/sw.js`);
    for (const url of ['https://evil.example/sw.js', '/assets/sw.js', '/sw.js?x=1', '/evil.js', 'data:,x']) {
      expect(allowedScriptUrl(url, ORIGIN), url).toBeNull();
    }
  });

  it('installs one policy named default, which lets no script string through', () => {
    const created: { name: string; rules: Record<string, (input: string) => string | null> }[] = [];
    installTrustedTypesPolicy(
      { createPolicy: (name, rules) => created.push({ name, rules: rules as never }) },
      ORIGIN,
    );
    expect(created.map((policy) => policy.name)).toEqual(['default']);
    const rules = created[0]!.rules;
    expect(rules.createScript!('alert(1)')).toBeNull();
    expect(rules.createScriptURL!('/sw.js')).toBe('/sw.js');
    expect(rules.createHTML!('<b>x</b>')).toBeNull();
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installTrustedTypesPolicy(undefined, ORIGIN)).not.toThrow();
  });
});
