import { useTranslation } from 'react-i18next';
import type { FieldMessage } from './field-errors.ts';

/** Translates field messages (keys of `common`); server messages are lowercased (docs/product/rules.md#server-field-errors). */
export function useErrorText(): (message: FieldMessage) => string {
  const { t, i18n } = useTranslation('common');
  return (message) => {
    const text = t(message.key, { defaultValue: message.key });
    return message.server ? text.toLocaleLowerCase(i18n.language) : text;
  };
}
