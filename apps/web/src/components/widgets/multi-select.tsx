import { INFINITE_LIST_THRESHOLD } from '@sessionbook/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from './avatar.tsx';
import { cx, FieldFoot, useFieldIds } from './field.tsx';
import { CheckIcon } from './icons.tsx';
import type { MultiSelectProps } from './types.ts';

/**
 * A search box over a multi-selectable listbox. The listbox keeps DOM focus and points at the active
 * option with aria-activedescendant (arrows, Home/End, Space or Enter toggles), so the search box and
 * the list are two tab stops however long the list grows. When the item INFINITE_LIST_THRESHOLD (10)
 * from the end scrolls into view, or the keyboard reaches it, the next page is asked for.
 */
export function MultiSelect({
  label,
  hideLabel,
  hint,
  error,
  name,
  className,
  items,
  selected,
  onChange,
  search,
  onSearchChange,
  searchLabel,
  hasMore,
  loadMore,
  loading,
  emptyText,
}: MultiSelectProps) {
  const { t } = useTranslation('widgets');
  const { id, labelId, hintId, errorId, describedBy, messages, invalid } = useFieldIds(hint, error);
  const searchId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(-1);
  const selectedSet = new Set(selected);
  const optionId = (index: number) => `${id}-option-${index}`;
  const triggerIndex = Math.max(0, items.length - INFINITE_LIST_THRESHOLD);

  // One request per list length: the caller's `loading` may lag a render behind our call.
  const requestedAt = useRef<number | null>(null);
  const requestMore = () => {
    if (!hasMore || loading || requestedAt.current === items.length) return;
    requestedAt.current = items.length;
    loadMore();
  };
  const requestMoreRef = useRef(requestMore);
  useEffect(() => {
    requestMoreRef.current = requestMore;
  });

  useEffect(() => {
    const list = listRef.current;
    const target = list?.querySelector(`#${CSS.escape(optionId(triggerIndex))}`);
    // jsdom and very old browsers have no IntersectionObserver; the keyboard path still loads.
    if (!list || !target || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) requestMoreRef.current();
      },
      { root: list },
    );
    observer.observe(target);
    return () => observer.disconnect();
    // optionId is derived from id, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [triggerIndex, hasMore, loading, items.length]);

  // A new search gives a new list: the active option starts over.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    setActive(-1);
    requestedAt.current = null;
  }
  const current = active >= items.length ? items.length - 1 : active;

  const toggle = (index: number) => {
    const item = items[index];
    if (!item || item.disabledReason) return;
    onChange(
      selectedSet.has(item.id) ? selected.filter((value) => value !== item.id) : [...selected, item.id],
    );
  };

  const activate = (index: number) => {
    if (items.length === 0) return;
    const next = Math.min(Math.max(index, 0), items.length - 1);
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    if (next >= items.length - INFINITE_LIST_THRESHOLD) requestMoreRef.current();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => current + 1,
      ArrowUp: () => current - 1,
      Home: () => 0,
      End: () => items.length - 1,
      PageDown: () => current + INFINITE_LIST_THRESHOLD,
      PageUp: () => current - INFINITE_LIST_THRESHOLD,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      activate(move());
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (current >= 0) toggle(current);
    }
  };

  const countText = t('multi_select.selected', { count: selected.length });

  return (
    <div className={cx('field', 'multi-select', className)}>
      <span className={hideLabel ? 'field__label visually-hidden' : 'field__label'} id={labelId}>
        {label}
      </span>
      <label className="visually-hidden" htmlFor={searchId}>
        {searchLabel}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input multi-select__search"
        value={search}
        autoComplete="off"
        enterKeyHint="search"
        aria-controls={items.length > 0 ? id : undefined}
        onChange={(event) => onSearchChange(event.target.value)}
        onKeyDown={(event) => {
          // Down from the search box goes into the results, as in a combobox.
          if (event.key === 'ArrowDown' && items.length > 0) {
            event.preventDefault();
            listRef.current?.focus();
            activate(Math.max(current, 0));
          }
        }}
      />
      <p className="multi-select__count" aria-live="polite">
        {countText}
      </p>
      {items.length > 0 ? (
        <ul
          ref={listRef}
          id={id}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          aria-busy={loading ? true : undefined}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          tabIndex={0}
          className="multi-select__list"
          onKeyDown={onListKeyDown}
          onFocus={() => {
            if (current < 0)
              activate(
                Math.max(
                  0,
                  items.findIndex((item) => selectedSet.has(item.id)),
                ),
              );
          }}
        >
          {items.map((item, index) => {
            const isSelected = selectedSet.has(item.id);
            const disabled = !!item.disabledReason;
            const reasonId = disabled ? `${optionId(index)}-reason` : undefined;
            const descriptionId = item.description ? `${optionId(index)}-description` : undefined;
            return (
              <li
                key={item.id}
                id={optionId(index)}
                role="option"
                aria-selected={isSelected}
                // Named by the label alone; description and reason are read as its description.
                aria-labelledby={`${optionId(index)}-label`}
                aria-disabled={disabled ? true : undefined}
                aria-describedby={[descriptionId, reasonId].filter(Boolean).join(' ') || undefined}
                className={cx(
                  'multi-select__option',
                  index === current && 'multi-select__option--active',
                  disabled && 'multi-select__option--disabled',
                )}
                onClick={() => {
                  setActive(index);
                  toggle(index);
                }}
                // Keep focus on the listbox: a click must not move it to the option or blur the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  listRef.current?.focus();
                }}
              >
                <span
                  className={cx('multi-select__box', isSelected && 'multi-select__box--on')}
                  aria-hidden="true"
                >
                  {isSelected && <CheckIcon />}
                </span>
                {item.avatar && (
                  <Avatar name={item.avatar.name} src={item.avatar.src ?? null} size="sm" decorative />
                )}
                <span className="multi-select__text">
                  <span className="multi-select__label" id={`${optionId(index)}-label`}>
                    {item.label}
                  </span>
                  {item.description && (
                    <span className="multi-select__description" id={descriptionId}>
                      {item.description}
                    </span>
                  )}
                  {item.disabledReason && (
                    <span className="multi-select__reason" id={reasonId}>
                      {item.disabledReason}
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        !loading && <p className="multi-select__empty">{emptyText}</p>
      )}
      {loading && (
        // Skeleton rows, not a spinner (docs/product/look-and-feel.md#fast-feels-fast); the status line is
        // for screen readers.
        <div className="multi-select__loading">
          <p className="visually-hidden" role="status">
            {t('multi_select.loading')}
          </p>
          {[0, 1, 2].map((row) => (
            <span key={row} className="multi-select__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
      {hasMore && !loading && items.length > 0 && (
        <button type="button" className="multi-select__more" onClick={requestMore}>
          {t('multi_select.load_more')}
        </button>
      )}
      {name && selected.map((value) => <input key={value} type="hidden" name={name} value={value} />)}
      <FieldFoot hint={hint} hintId={hintId} errorId={errorId} messages={messages} />
    </div>
  );
}
