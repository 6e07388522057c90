import type { CreatedItem, CreateDefaults } from '../../../lib/schedule-context.ts';

/** What the provider hands every dialog: its open state and the item (edit, cancel) or prefills (create). */
export interface DialogProps<TEntry> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: TEntry | undefined;
  defaults?: CreateDefaults | undefined;
  /** A create dialog says what it made, so the calendar can show it. */
  onCreated?: ((created: CreatedItem) => void) | undefined;
}

/**
 * The form's "done" of a create/edit dialog: an item made is announced with the local date it starts
 * on, then the dialog closes.
 */
export function doneWith(
  { entry, onOpenChange, onCreated }: Pick<DialogProps<unknown>, 'entry' | 'onOpenChange' | 'onCreated'>,
  kind: CreatedItem['kind'],
) {
  return (date: string | null) => {
    if (entry === undefined && date) onCreated?.({ kind, date });
    onOpenChange(false);
  };
}

/** What a create/edit dialog hands its form: the entry to edit (none to create), the prefills, and done. */
export interface EntryFormProps<TEntry> {
  entry: TEntry | undefined;
  defaults: CreateDefaults | undefined;
  /** Saved: the local date of the item as saved. */
  onDone: (date: string | null) => void;
}
