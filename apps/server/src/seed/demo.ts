import type { Theme } from '@sessionbook/domain';
import type { AppDeps } from '../http/app.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { countUsers, insertRoleProfile, insertUser } from '../modules/auth/queries.ts';
import { setProfessionalVisibility } from '../modules/profile/queries.ts';

export const DEMO_PASSWORD = 'demo-password-1';

interface DemoAccount {
  email: string;
  username: string;
  fullName: string;
  theme: Theme;
  timezone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo.pro@sessionbook.test',
    username: 'demo-pro',
    fullName: 'Alex Morgan',
    theme: 'professional',
    timezone: 'Europe/Amsterdam',
  },
  {
    email: 'demo.client1@sessionbook.test',
    username: 'demo-client1',
    fullName: 'Sam Rivera',
    theme: 'client',
    timezone: 'Europe/Amsterdam',
  },
  {
    email: 'demo.client2@sessionbook.test',
    username: 'demo-client2',
    fullName: 'Noor de Vries',
    theme: 'client',
    timezone: 'Europe/Amsterdam',
  },
  {
    email: 'demo.client3@sessionbook.test',
    username: 'demo-client3',
    fullName: 'João Silva',
    theme: 'client',
    timezone: 'America/Sao_Paulo',
  },
];

/**
 * Demo accounts for a first look, created only on an empty database (no users), all activated:
 * one professional with a public profile and three clients.
 */
export async function seedDemoData(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  log: (message: string) => void = (message) => console.info(message),
): Promise<void> {
  const { db } = deps.database;
  if ((await countUsers(db)) > 0) return;
  const now = deps.clock();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(tx, {
        email: account.email,
        username: account.username,
        passwordHash,
        language: 'en',
        timezone: account.timezone,
        theme: account.theme,
        activatedAt: now,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await insertRoleProfile(tx, account.theme, user.id, account.fullName);
      if (account.theme === 'professional') {
        await setProfessionalVisibility(tx, user.id, {
          isPublic: true,
          onboarded: true,
          speciality: 'Personal training',
        });
      }
    }
  });
  log(
    `Demo accounts created (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}`,
  );
}
