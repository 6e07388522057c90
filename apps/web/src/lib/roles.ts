/**
 * The two roles of one account (docs/product/rules.md#two-roles) as the app meets them: a page belongs to a
 * role
 * by its path (lib/paths.ts `roleOfPath`), and a signed-in user may lack that role's profile until
 * they switch to it once (docs/decisions/0031-links-open-in-their-role.md).
 */
import type { SessionUser, Theme } from '@sessionbook/domain';

export const otherRole = (role: Theme): Theme => (role === 'client' ? 'professional' : 'client');

/** A signed-in user without a profile in `role`; a visitor (null) lacks nothing yet. */
export const lacksRole = (user: SessionUser | null, role: Theme): boolean =>
  user !== null && user[role] === null;

/**
 * The role a page is drawn in (accent and navigation): the page's own, except for a signed-in user
 * who lacks it, who keeps the look and navigation of the role they have.
 */
export const drawnRole = (pageRole: Theme, user: SessionUser | null): Theme =>
  lacksRole(user, pageRole) ? otherRole(pageRole) : pageRole;
