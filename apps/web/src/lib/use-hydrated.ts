import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering at build (prerender) and during hydration, true once React runs the page:
 * a prerendered form stays disabled until its handlers exist (docs/decisions/027).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
