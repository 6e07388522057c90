import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from './session-store.ts';
import { useTestConfig } from '../test/helpers.ts';
import { attachmentName, downloadFromApi } from './download-file.ts';

describe('downloading a file of the API (docs/decisions/0048-import-and-export.md)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the file name the server gives', () => {
    expect(attachmentName('attachment; filename="sessionbook-ledger-2026-11-27.csv"')).toBe(
      'sessionbook-ledger-2026-11-27.csv',
    );
    expect(attachmentName(null)).toBeNull();
  });

  it('fetches with the token and saves under the server’s name; a refusal is an ApiError', async () => {
    useTestConfig();
    updateSession({ token: 'tok' });
    const fetched = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          headers: { 'content-disposition': 'attachment; filename="sessionbook-clients-2026-11-27.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await downloadFromApi('professional/export/clients.csv', 'fallback.csv');
    const [url, init] = fetched.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://app.localhost:3000/api/professional/export/clients.csv');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(clicked).toEqual(['sessionbook-clients-2026-11-27.csv']);

    fetched.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Forbidden.', code: 'forbidden' }), { status: 403 }),
    );
    await expect(downloadFromApi('professional/export.zip', 'x.zip')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
    });
  });
});
