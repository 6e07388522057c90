/**
 * The professional's default waitlist mode (docs/product/rules.md#waitlist-modes). A module of its own,
 * apart from the profile schemas every screen loads: only the profile page and the server need it.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../errors.ts';
import { WAITLIST_MODES } from '../waitlist-modes.ts';

/** Body of `POST professional/profile/waitlist-mode`: the mode a new class starts with. */
export const waitlistModeBody = z.object({ mode: z.enum(WAITLIST_MODES, { error: M.invalid }) });
export type WaitlistModeBody = z.infer<typeof waitlistModeBody>;

/** Reply data of `POST professional/profile/waitlist-mode`. */
export const waitlistModeSetting = z.object({ waitlist_mode: z.enum(WAITLIST_MODES) });
export type WaitlistModeSetting = z.infer<typeof waitlistModeSetting>;
