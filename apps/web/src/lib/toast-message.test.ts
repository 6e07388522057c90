import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../i18n.ts';
import { setupI18n } from '../test/helpers.ts';
import { ApiError } from './api-client.ts';
import { toastKeyFor } from './toast-message.ts';

describe('toast message mapping (docs/product/errors.md#how-the-app-shows-errors)', () => {
  beforeAll(setupI18n);

  it('hides a plain 401 but shows a named sign-in failure', () => {
    expect(toastKeyFor(new ApiError(401, 'Unauthenticated.', 'unauthenticated'))).toBeNull();
    expect(toastKeyFor(new ApiError(401, 'x', 'common.auth.credentials'))).toBe(
      'common:common.auth.credentials',
    );
    expect(i18next.t('common:common.auth.credentials')).toBe('These credentials do not match our records.');
  });

  it('prefers the first field error, then the code, then the status', () => {
    expect(toastKeyFor(new ApiError(422, 'x', 'validation', { email: ['validation.email'] }))).toBe(
      'common:validation.email',
    );
    expect(toastKeyFor(new ApiError(403, 'x', 'forbidden'))).toBe('common:errors.forbidden');
    expect(toastKeyFor(new ApiError(504, 'x'))).toBe('common:network_errors.504');
  });

  it('shows the spec message of any dotted error code (professional not found)', () => {
    expect(toastKeyFor(new ApiError(404, 'x', 'error.professional.not_found'))).toBe(
      'common:error.professional.not_found',
    );
    expect(i18next.t('common:error.professional.not_found')).toBe('This professional could not be found.');
  });

  it('falls back to unknown, and uses cors when nothing answered', () => {
    expect(toastKeyFor(new ApiError(418, 'x'))).toBe('common:network_errors.unknown');
    expect(toastKeyFor(new ApiError(0, 'network_errors.cors', 'network_errors.cors'))).toBe(
      'common:network_errors.cors',
    );
    expect(toastKeyFor(new Error('boom'))).toBe('common:network_errors.unknown');
  });

  it('treats strings as app keys unless they name a namespace', () => {
    expect(toastKeyFor('offline.offline')).toBe('app:offline.offline');
    expect(toastKeyFor('auth:x.y')).toBe('auth:x.y');
  });
});
