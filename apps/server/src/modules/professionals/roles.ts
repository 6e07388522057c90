import { isLanguage, type Language } from '@sessionbook/domain';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../core/errors.ts';
import { findAccount, type Account } from './queries.ts';

/** The signed-in user acting as a client: their client profile is required (403 `forbidden`). */
export interface ClientActor extends Account {
  clientId: string;
  /** How the client is named to others: the client profile name, else the username. */
  displayName: string;
  lang: Language;
}

export async function requireClient(db: Db, userId: string): Promise<ClientActor> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('unauthenticated');
  const { clientId } = account;
  if (!clientId) throw new AppError('forbidden');
  return {
    ...account,
    clientId,
    displayName: account.clientName?.trim() || account.username,
    lang: languageOf(account.language),
  };
}

/** The signed-in user acting as a professional: their professional profile is required (403). */
export async function requireProfessional(
  db: Db,
  userId: string,
): Promise<Account & { professionalId: string }> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('unauthenticated');
  const { professionalId } = account;
  if (!professionalId) throw new AppError('forbidden');
  return { ...account, professionalId };
}

export function languageOf(value: string): Language {
  return isLanguage(value) ? value : 'en';
}
