import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';
import { createQueryClient, Providers } from './providers';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first route's lazy code (at once when it has none). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app in `root`. A prerendered public page (docs/decisions/027) already holds its
 * markup: it is hydrated once the route's lazy code is in, so the first render matches the HTML.
 * Other pages render from scratch.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  await routerReady(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
