import { LANGUAGES, VALIDATION_MESSAGES } from '@sessionbook/domain';
import { translate } from '@sessionbook/i18n';
import { describe, expect, it } from 'vitest';

describe('validation messages', () => {
  it('has a message in every language for every field error key (scheduling keys included)', () => {
    for (const key of Object.values(VALIDATION_MESSAGES))
      for (const language of LANGUAGES)
        expect(translate(language, 'common', key), `${language} ${key}`).not.toBe(key);
  });
});
