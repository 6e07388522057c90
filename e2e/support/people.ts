import { randomUUID } from 'node:crypto';

/** Unique people per test, so journeys run in parallel against one server. */
export function newPerson(prefix: string) {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${prefix}.${id}@example.test`,
    username: `${prefix}-${id}`,
    password: `pw-${id}-long-enough`,
    fullName: `${prefix === 'pro' ? 'Petra' : 'Chris'} Tester ${id}`,
  };
}
