import { seedDemoVouchers } from './demo-vouchers.ts';
import type { Theme } from '@sessionbook/domain';
import type { AppDeps } from '../core/deps.ts';
import { countUsers, insertRoleProfile, insertUser } from '../modules/auth/queries.ts';
import { insertGroup } from '../modules/groups/queries.ts';
import type { Db } from '../db/types.ts';
import { scheduleInvitationReminders } from '../modules/reminders/schedule.ts';
import { seedDemoCalendar, type DemoCalendarPeople } from './demo-calendar.ts';
import { findAccount } from '../modules/auth/roles.ts';
import {
  completeProfessionalOnboarding,
  ensureInviteSlug,
  saveProfessionalProfile,
} from '../modules/auth/profile-rows.ts';
import { insertClientRows, setGroupMembers } from '../modules/clients/book-rows.ts';

export const DEMO_PASSWORD = 'demo-password-1';

/**
 * DEMO_PASSWORD hashed once with the parameters of modules/auth/passwords.ts, so a first start spends
 * no argon2 time on it. The password is public (README), so a fixed salt hides nothing; the demo
 * sign-in test (test/accounts/profile.test.ts) checks that it verifies.
 */
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$jKBlIf0gPlKSzaS+wszCjw$u+JmouTzsnpy3/DpODQRhrSyJtWc4wC1LzbNYC8ayjY';

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
 * one professional with a public profile and three clients, who are in the professional's client
 * book together with one pending invitation and a group.
 */
export async function seedDemoData(
  deps: AppDeps,
  log: (message: string) => void = (message) => console.info(message),
): Promise<void> {
  const { db } = deps.database;
  if ((await countUsers(db)) > 0) return;
  const now = deps.clock();
  const passwordHash = DEMO_PASSWORD_HASH;
  const people = await db.transaction(async (tx) => {
    const userIds: string[] = [];
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
      userIds.push(user.id);
      await insertRoleProfile(tx, account.theme, user.id, account.fullName);
      if (account.theme === 'professional') {
        await completeProfessionalOnboarding(tx, user.id);
        await saveProfessionalProfile(tx, user.id, {
          full_name: account.fullName,
          speciality: 'Personal training',
        });
      }
    }
    return seedClientBook(tx, userIds, now);
  });
  if (people) {
    await seedDemoCalendar(deps, people);
    await seedDemoVouchers(deps, people);
  }
  log(
    `Demo accounts created (password "${DEMO_PASSWORD}"): ${DEMO_ACCOUNTS.map((account) => account.email).join(', ')}`,
  );
}

/**
 * The demo professional's client book: the demo clients confirmed, one pending invitation, a group.
 * Returns who the demo calendar is made for.
 */
async function seedClientBook(db: Db, userIds: string[], now: Date): Promise<DemoCalendarPeople | null> {
  const [proUserId, ...clientUserIds] = userIds;
  const pro = proUserId ? await findAccount(db, proUserId) : null;
  if (!proUserId || !pro?.professionalId) return null;
  const professionalId = pro.professionalId;
  const clients = await Promise.all(clientUserIds.map((userId) => findAccount(db, userId)));
  const confirmed = clients.flatMap((client) =>
    client?.clientId
      ? [
          {
            professionalId,
            clientId: client.clientId,
            fullName: client.clientName,
            email: client.email,
            status: 'confirmed',
            confirmedAt: now,
          },
        ]
      : [],
  );
  const ids = await insertClientRows(db, [
    ...confirmed,
    { professionalId, fullName: 'Lee Park', email: 'lee.park@example.com', comment: 'Met at the open day' },
  ]);
  // The invitation of Lee Park, as inviting a client schedules it.
  await scheduleInvitationReminders(db, ids.slice(confirmed.length), now);
  const group = await insertGroup(db, professionalId, 'Morning group');
  await setGroupMembers(db, professionalId, group, ids.slice(0, 2));
  await ensureInviteSlug(db, professionalId, 'demo-alex-morgan');
  return {
    proUserId,
    timeZone: DEMO_ACCOUNTS[0]!.timezone,
    bookEntryIds: ids.slice(0, confirmed.length),
    clientIds: confirmed.map((client) => client.clientId),
  };
}
