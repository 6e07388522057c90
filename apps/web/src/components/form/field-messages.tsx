import type { FieldMessage } from './field-errors.ts';
import { useErrorText } from './use-error-text.ts';

/** The error list under a field. Not a live region: the form announces failures once, on submit. */
export function FieldMessages({ id, messages }: { id: string; messages: FieldMessage[] }) {
  const text = useErrorText();
  return (
    <ul className="field__errors" id={id}>
      {messages.map((message) => (
        <li key={message.key}>
          <ErrorMark />
          <span>{text(message)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Errors never rely on colour alone (docs/product/look-and-feel.md#status-is-visible-without-reading). */
function ErrorMark() {
  return (
    <svg className="field__error-mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
