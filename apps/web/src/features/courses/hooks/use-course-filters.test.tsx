import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCourseFilters } from './use-course-filters';

/** The hook inside a router at `/courses?...`, and what the router's URL says. */
function renderFilters(search = '') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/courses', element: children }], {
      initialEntries: [`/courses${search}`],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useCourseFilters(), { wrapper });
  return { hook, url: () => router?.state.location.search ?? '' };
}

describe('useCourseFilters', () => {
  it('keeps both of two changes made in one tick', async () => {
    const { hook, url } = renderFilters();
    await act(async () => {
      hook.result.current.setSearch('PYTHON');
      hook.result.current.setLevel('Advanced');
      await Promise.resolve();
    });
    expect(url()).toBe('?q=PYTHON&level=Advanced');
    expect(hook.result.current.filters).toEqual({
      search: 'PYTHON',
      status: 'all',
      level: 'Advanced',
    });
  });

  it('starts from the URL and clears everything', async () => {
    const { hook, url } = renderFilters('?q=rust&status=enrolled');
    expect(hook.result.current.active).toBe(true);
    await act(async () => {
      hook.result.current.clear();
      hook.result.current.setLevel('Beginner');
      await Promise.resolve();
    });
    expect(url()).toBe('?level=Beginner');
  });
});
