/**
 * Props of the reusable form widgets of docs/product/screens.md#form-widgets. Every widget is labelled,
 * keyboard usable and
 * takes a react-hook-form style `error` (a `FieldError`, shown as the field's messages and tied with
 * aria-describedby), so a screen can wire it with `Controller` or plain state.
 */
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

interface FieldBase {
  label: ReactNode;
  /** Visually hidden label (still read by screen readers). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: FieldError | undefined;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export interface DropdownOption<T extends string = string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** A single choice from a short list (Radix Select). */
export interface DropdownProps<T extends string = string> extends FieldBase {
  value: T | null;
  onChange: (value: T) => void;
  options: readonly DropdownOption<T>[];
  placeholder?: ReactNode;
}

/** A local calendar date, shown and typed as DD-MM-YYYY, with a month grid in a popover. */
export interface DateFieldProps extends FieldBase {
  /** `YYYY-MM-DD` or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Earliest / latest selectable `YYYY-MM-DD`. */
  min?: string;
  max?: string;
}

/** A local time `HH:mm` in 15-minute steps (00, 15, 30, 45). */
export interface TimeFieldProps extends FieldBase {
  /** `HH:mm` or null when empty. */
  value: string | null;
  onChange: (value: string) => void;
  /** Only times strictly after this `HH:mm` are offered (an end after its start). */
  after?: string | null;
  placeholder?: ReactNode;
}

/** A labelled on/off switch (Radix Switch). */
export interface ToggleProps extends Omit<FieldBase, 'error'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: ReactNode;
}

/** Two mutually exclusive choices side by side (a segmented radio group). */
export interface TwoWaySwitchProps<T extends string = string> extends Omit<FieldBase, 'error'> {
  value: T;
  onChange: (value: T) => void;
  options: readonly [DropdownOption<T>, DropdownOption<T>];
}

export interface TextAreaProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  /** Default TEXT_AREA_MAX (5000); the field shows "n / max" and refuses more. */
  maxLength?: number;
  rows?: number;
  placeholder?: string;
  required?: boolean;
}

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps {
  /** Initials come from it; it is also the image's alternative text. */
  name: string | null;
  /** Initials come from it when there is no name (a username, an e-mail); never the alternative text. */
  fallback?: string | null;
  src?: string | null;
  size?: AvatarSize;
  /** Decorative when the name is printed next to it (empty alt, aria-hidden). */
  decorative?: boolean;
  className?: string;
}

export interface AvatarGroupProps {
  people: readonly { id: string; name: string | null; src?: string | null }[];
  /** At most this many pictures, then a `+N` badge (docs/product/constants.md#interface-timings: 2). */
  max?: number;
  size?: AvatarSize;
  /** Accessible label of the whole group, e.g. "3 clients: Ana, Ben, Cleo". */
  label?: string;
}

export interface MultiSelectItem {
  id: string;
  label: string;
  /** A second line, e.g. an e-mail or "4 clients". */
  description?: string;
  avatar?: { name: string | null; src?: string | null };
  /** Why it cannot be picked (e.g. a group larger than the voucher type allows). */
  disabledReason?: string;
}

/**
 * A searchable list of checkable items that loads more when the user scrolls within
 * INFINITE_LIST_THRESHOLD (10) items of the end (docs/product/constants.md#interface-timings).
 */
export interface MultiSelectProps extends Omit<FieldBase, 'disabled'> {
  items: readonly MultiSelectItem[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Controlled search text; the caller debounces the fetch (SEARCH_DEBOUNCE_MS). */
  search: string;
  onSearchChange: (search: string) => void;
  searchLabel: string;
  hasMore: boolean;
  loadMore: () => void;
  loading: boolean;
  emptyText: ReactNode;
}
