import type { CreateDefaults } from '../schedule-context.ts';

/** What the provider hands every dialog: its open state and the item (edit, cancel) or prefills (create). */
export interface DialogProps<TEntry> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: TEntry | undefined;
  defaults?: CreateDefaults | undefined;
}
