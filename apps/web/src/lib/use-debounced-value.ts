import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delay` ms (docs/product/rules.md#text-limits: search debounced
 * 500 ms). Shared
 * by the client book's searches and the session dialog's invitee search.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
