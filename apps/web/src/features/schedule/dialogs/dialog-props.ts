import type { CreateDefaults } from '../../../lib/schedule-context.ts';

/** What the provider hands every dialog: its open state and the item (edit, cancel) or prefills (create). */
export interface DialogProps<TEntry> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: TEntry | undefined;
  defaults?: CreateDefaults | undefined;
}

/** What a create/edit dialog hands its form: the entry to edit (none to create), the prefills, and done. */
export interface EntryFormProps<TEntry> {
  entry: TEntry | undefined;
  defaults: CreateDefaults | undefined;
  onDone: () => void;
}
