import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBERED_REDIRECT_MS, rememberRedirect, takeRememberedRedirect } from './remembered-redirect.ts';

describe('the redirect remembered at sign-up', () => {
  afterEach(() => localStorage.clear());

  it('is taken once', () => {
    rememberRedirect('/@alex', 1_000);
    expect(takeRememberedRedirect(2_000)).toBe('/@alex');
    expect(takeRememberedRedirect(3_000)).toBeNull();
  });

  it('keeps only same-origin app paths', () => {
    rememberRedirect('//evil.example/x');
    rememberRedirect('https://evil.example');
    rememberRedirect(null);
    expect(localStorage.getItem('sign_up_redirect')).toBeNull();
    localStorage.setItem('sign_up_redirect', JSON.stringify({ path: '//evil.example', at: Date.now() }));
    expect(takeRememberedRedirect()).toBeNull();
  });

  it('is dropped after a week, and when unreadable', () => {
    rememberRedirect('/@alex', 0);
    expect(takeRememberedRedirect(REMEMBERED_REDIRECT_MS + 1)).toBeNull();
    expect(localStorage.getItem('sign_up_redirect')).toBeNull();
    localStorage.setItem('sign_up_redirect', 'not json');
    expect(takeRememberedRedirect()).toBeNull();
  });
});
