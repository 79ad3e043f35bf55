import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCourseFilters } from './use-course-filters';

/** The hook inside a router at `/courses?...`, and what the router's URL says. */
async function renderFilters(search = '') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    // With a loader, as the app's /courses: a change of the URL then waits for it (async).
    router ??= createMemoryRouter([{ path: '/courses', element: children, loader: () => null }], {
      initialEntries: [`/courses${search}`],
    });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useCourseFilters(), { wrapper });
  // The first render waits for the route's loader.
  await waitFor(() => expect(hook.result.current).not.toBeNull());
  return { hook, url: () => router?.state.location.search ?? '', router: () => router };
}

describe('useCourseFilters', () => {
  it('keeps both of two changes made in one tick', async () => {
    const { hook, url } = await renderFilters();
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
    const { hook, url } = await renderFilters('?q=rust&status=enrolled');
    expect(hook.result.current.active).toBe(true);
    await act(async () => {
      hook.result.current.clear();
      hook.result.current.setLevel('Beginner');
      await Promise.resolve();
    });
    expect(url()).toBe('?level=Beginner');
  });

  it('shows each key at once, before the router has caught up, and loses none typed meanwhile', async () => {
    const { hook, url } = await renderFilters();
    // A key, then the next before the router has applied the first (its navigation is async).
    act(() => hook.result.current.setSearch('r'));
    expect(hook.result.current.filters.search).toBe('r');
    act(() => hook.result.current.setSearch('re'));
    expect(hook.result.current.filters.search).toBe('re');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    act(() => hook.result.current.setSearch('rea'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(url()).toBe('?q=rea');
    expect(hook.result.current.filters.search).toBe('rea');
  });

  it('follows the URL when it changes by itself (Back, a link)', async () => {
    const { hook, router } = await renderFilters('?q=rust');
    await act(async () => {
      await router()?.navigate('/courses?q=go&level=Beginner');
    });
    expect(hook.result.current.filters).toEqual({ search: 'go', status: 'all', level: 'Beginner' });
    await act(async () => {
      await router()?.navigate(-1);
    });
    expect(hook.result.current.filters.search).toBe('rust');
  });
});
