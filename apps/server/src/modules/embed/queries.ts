import { eq } from 'drizzle-orm';
import { professionalProfiles, users } from '../../db/schema/accounts.ts';
import { embedSettings } from '../../db/schema/integrations.ts';
import type { Db } from '../../db/types.ts';
import { userIdOfAnyUsername } from '../auth/username-history.ts';

/** The sites allowed to embed the professional's widget; none until they add one. */
export async function findAllowedOrigins(db: Db, professionalId: string): Promise<string[]> {
  const [row] = await db
    .select({ origins: embedSettings.allowedOrigins })
    .from(embedSettings)
    .where(eq(embedSettings.professionalId, professionalId))
    .limit(1);
  return row?.origins ?? [];
}

/** Replaces the whole list (the settings page sends it whole), one row per professional. */
export async function saveAllowedOrigins(db: Db, professionalId: string, origins: string[]): Promise<void> {
  await db
    .insert(embedSettings)
    .values({ professionalId, allowedOrigins: origins })
    .onConflictDoUpdate({
      target: embedSettings.professionalId,
      set: { allowedOrigins: origins, updatedAt: new Date() },
    });
}

/** What serving the widget page needs of a username (current or earlier): null when unknown. */
export interface WidgetHost {
  isPublic: boolean;
  language: string;
  allowedOrigins: string[];
}

export async function findWidgetHost(db: Db, username: string): Promise<WidgetHost | null> {
  const [row] = await db
    .select({
      isPublic: professionalProfiles.isPublic,
      language: users.language,
      allowedOrigins: embedSettings.allowedOrigins,
    })
    .from(professionalProfiles)
    .innerJoin(users, eq(users.id, professionalProfiles.userId))
    .leftJoin(embedSettings, eq(embedSettings.professionalId, professionalProfiles.id))
    .where(eq(users.id, userIdOfAnyUsername(username)))
    .limit(1);
  return row ? { ...row, allowedOrigins: row.allowedOrigins ?? [] } : null;
}
