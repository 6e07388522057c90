/**
 * Finds a PostgreSQL unique violation (SQLSTATE 23505) in an error or its causes (Drizzle wraps
 * driver errors) and names the index, so a lost race on a unique index can become a 422, not a 500.
 */
export function uniqueViolationIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match =
        typeof candidate.message === 'string' ? /constraint "([^"]+)"/.exec(candidate.message) : null;
      return match?.[1] ?? '';
    }
    current = candidate.cause;
  }
  return null;
}

/** SQLSTATE 23P01: the EXCLUDE constraint refused a row (two slot claims may never overlap). */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23P01') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
