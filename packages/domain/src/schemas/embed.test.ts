import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBED_ORIGIN_PATTERN, embedOriginField, embedSettingsBody, MAX_EMBED_ORIGINS } from './embed.ts';

/**
 * The sites allowed to frame the booking widget (docs/decisions/0053-booking-widget.md): what is
 * accepted goes into a `frame-ancestors` header, so it must be one origin and nothing else.
 */
describe('an allowed origin', () => {
  it('is cut to its origin and lower-cased', () => {
    expect(embedOriginField.parse(' https://Studio.Example:8443/book?x=1#top ')).toBe(
      'https://studio.example:8443',
    );
    expect(embedOriginField.parse('http://LOCALHOST:5173')).toBe('http://localhost:5173');
    expect(embedOriginField.parse('http://127.0.0.1')).toBe('http://127.0.0.1');
    // An address with a user name keeps only its origin: no credentials reach the header.
    expect(embedOriginField.parse('https://user:pass@studio.example')).toBe('https://studio.example');
  });

  it('refuses what is not an https origin (or http on this machine)', () => {
    for (const bad of [
      'http://studio.example',
      'ftp://studio.example',
      'https://*.studio.example',
      'studio.example',
      "'self'",
      '*',
      'data:',
    ])
      expect(embedOriginField.safeParse(bad).success, bad).toBe(false);
  });

  it('never lets anything through that could end or add a CSP source or directive', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.webUrl().map((url) => `${url}; script-src *`),
        ),
        (input) => {
          const parsed = embedOriginField.safeParse(input);
          if (parsed.success) {
            expect(parsed.data).toMatch(EMBED_ORIGIN_PATTERN);
            expect(parsed.data).not.toMatch(/[\s;,'"*]/);
          }
        },
      ),
    );
  });

  it(`keeps each once and at most ${MAX_EMBED_ORIGINS}`, () => {
    expect(
      embedSettingsBody.parse({ allowed_origins: ['https://a.example', 'https://A.example/x'] })
        .allowed_origins,
    ).toEqual(['https://a.example']);
    const many = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://s${i}.example`);
    expect(embedSettingsBody.safeParse({ allowed_origins: many }).success).toBe(false);
  });
});
