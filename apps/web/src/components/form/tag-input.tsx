/**
 * TagInput: the tag input of docs/product/rules.md#tag-input, for lists of e-mails and phone numbers.
 *
 *   <TagInput
 *     label={t('…')}
 *     value={tags} onChange={setTags}          // controlled: the list of tags
 *     validate={(tag) => 'validation.email'}   // optional: a `common` message key for a bad tag, or undefined
 *     tagErrors={{ 'a@b': ['validation.already_invited'] }}  // optional: server messages per tag
 *     hint={…} error={…}                        // optional: hint and a message for the whole field
 *   />
 *
 * Typing a comma, pressing Enter or leaving the field turns the text into tags; pasted text is split
 * by commas and line breaks (splitContactTags). Duplicates (case-insensitive) are dropped. Backspace
 * in the empty field removes the last tag. Each tag is a list item with its own remove button; a bad
 * tag is marked with an icon, a dashed border and its message in text, never by colour alone.
 */
import { splitContactTags } from '@sessionbook/domain';
import { useId, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text.ts';
import './tag-input.css';

export interface TagInputProps {
  label: ReactNode;
  value: string[];
  onChange: (tags: string[]) => void;
  validate?: (tag: string) => string | undefined;
  tagErrors?: Record<string, string[]>;
  hint?: ReactNode;
  /** A `common` message key for the field as a whole (e.g. "enter an e-mail or a phone number"). */
  error?: string | undefined;
  placeholder?: string;
  inputMode?: 'text' | 'email';
  name?: string;
}

/** Adds the tags of `text` to `tags`, skipping case-insensitive duplicates. */
export function mergeTags(tags: string[], text: string): string[] {
  const known = new Set(tags.map((tag) => tag.toLowerCase()));
  const added = splitContactTags(text).filter((tag) => !known.has(tag.toLowerCase()));
  return added.length > 0 ? [...tags, ...added] : tags;
}

export function TagInput({
  label,
  value,
  onChange,
  validate,
  tagErrors = {},
  hint,
  error,
  placeholder,
  inputMode = 'email',
  name,
}: TagInputProps) {
  const { t } = useTranslation('book');
  const errorText = useErrorText();
  const id = useId();
  const [draft, setDraft] = useState('');

  const problems = value.map((tag) => {
    const own = validate?.(tag);
    const server = tagErrors[tag] ?? [];
    return [...(own ? [{ key: own }] : []), ...server.map((key) => ({ key }))];
  });
  const invalidCount = problems.filter((list) => list.length > 0).length;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = invalidCount > 0 || error ? `${id}-error` : undefined;

  const commit = (text: string) => {
    const next = mergeTags(value, text);
    if (next !== value) onChange(next);
    setDraft('');
  };

  const onInput = (text: string) => {
    if (/[,\n]/.test(text)) commit(text);
    else setDraft(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (draft.trim()) {
        event.preventDefault();
        commit(draft);
      }
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!text) return;
    event.preventDefault();
    commit(`${draft},${text}`);
  };

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <div className="field tag-input">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div
        className={['tag-input__box', invalidCount > 0 && 'tag-input__box--invalid']
          .filter(Boolean)
          .join(' ')}
      >
        {value.length > 0 && (
          <ul className="tag-input__tags" aria-label={t('tag_input.entered', { count: value.length })}>
            {value.map((tag, index) => {
              const invalid = (problems[index]?.length ?? 0) > 0;
              return (
                <li key={tag} className={['tag', invalid && 'tag--invalid'].filter(Boolean).join(' ')}>
                  {invalid && <InvalidMark />}
                  <span className="tag__text">{tag}</span>
                  {invalid && <span className="visually-hidden">{t('tag_input.invalid_suffix')}</span>}
                  <button
                    type="button"
                    className="tag__remove"
                    aria-label={t('tag_input.remove', { tag })}
                    onClick={() => remove(index)}
                  >
                    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                      <path
                        d="M4 4l8 8M12 4l-8 8"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      />
                    </svg>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <input
          id={id}
          name={name}
          className="tag-input__input"
          value={draft}
          placeholder={placeholder}
          inputMode={inputMode}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalidCount > 0 || error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={() => draft.trim() && commit(draft)}
        />
      </div>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {errorId && (
        <ul className="field__errors" id={errorId}>
          {error && (
            <li>
              <InvalidMark />
              <span>{errorText({ key: error })}</span>
            </li>
          )}
          {value.map((tag, index) =>
            (problems[index] ?? []).map((problem) => (
              <li key={`${tag}-${problem.key}`}>
                <InvalidMark />
                <span>
                  <strong className="tag-input__error-tag">{tag}</strong>: {errorText(problem)}
                </span>
              </li>
            )),
          )}
        </ul>
      )}
    </div>
  );
}

function InvalidMark() {
  return (
    <svg className="field__error-mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
