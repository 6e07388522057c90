/** The whole route table mounted at a path, for the tests of guards and of walks across screens. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { routes } from './routes.tsx';

export function mountRoutes(path: InitialEntry) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Where the router stands: the path and the query, as a link would write them. */
export const where = (router: ReturnType<typeof mountRoutes>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
