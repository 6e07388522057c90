import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing with argon2id (the library's default algorithm; its const enum cannot be imported
 * under `isolatedModules`, so the default is relied on and checked by a unit test).
 * Parameters follow OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash never matches.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown e-mail cannot be told apart from a wrong
 * password by timing.
 */
export async function spendHashTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('sessionbook-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
