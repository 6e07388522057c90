import type { QueryClient } from '@tanstack/react-query';

/** Any change to a client or group refetches every cached list and detail of the client book. */
export function invalidateClientBook(queryClient: QueryClient) {
  return Promise.all(
    ['clients', 'client', 'groups', 'group', 'member-picker'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
