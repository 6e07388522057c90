import { ERROR_CODES, LANGUAGES } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/http/error-status.ts';

describe('error catalogue', () => {
  it('has a status and a message in every language for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      const key = code.includes('.') ? code : `errors.${code}`;
      for (const language of LANGUAGES)
        expect(translate(language, 'common', key), `${language} ${code}`).not.toBe(key);
    }
  });
});
