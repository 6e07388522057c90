import { useState } from 'react';

/**
 * The last non-null value: a dialog keeps showing its content while it animates closed, after the
 * caller has already set its subject back to null.
 */
export function useKept<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
