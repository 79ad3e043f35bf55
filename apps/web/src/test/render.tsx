import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders a page at `path` inside a memory router and a fresh query client. Other paths render a
 * stub showing where the app went, so tests can assert navigation.
 */
export function renderRoute(
  element: ReactElement,
  { path, initialEntry = path }: { path: string; initialEntry?: InitialEntry },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
