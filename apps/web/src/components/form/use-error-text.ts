import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './field-errors.ts';

/**
 * Translates field messages (keys of `common`) as the catalogue writes them: in sentence case, whether
 * the app or the server found the problem (docs/decisions/0037-one-voice-one-look.md).
 */
export function useErrorText(): (message: FieldMessage) => string {
  const { t } = useTranslation('common');
  return (message) => t(message.key, { defaultValue: message.key });
}
