import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { metaSchema } from '@app/shared/meta.schemas';
import { bootHandoff, replayBeforeHydration } from '../lib/boot-handoff';
import { adoptLocale } from '../lib/locale';
import { readServerState, serverRender } from '../lib/server-render-state';
import { metaQueryOptions } from '../lib/meta-api';
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
 * The figures the boot script painted from /api/meta go into the cache, so the first render shows
 * them too. False when it painted something the contract does not accept (the page is then
 * rendered afresh rather than hydrated with a mismatch).
 */
async function adoptBootMeta(client: QueryClient): Promise<boolean> {
  const meta = await bootHandoff.meta;
  if (meta === null || meta === undefined) return true;
  const parsed = metaSchema.safeParse(meta);
  if (!parsed.success) return false;
  client.setQueryData(metaQueryOptions.queryKey, parsed.data);
  return true;
}

/** Last in the tree, so its layout effect runs once the whole page has hydrated. */
function AfterHydration({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    if (bootHandoff.hydrated) return;
    bootHandoff.hydrated = true;
    replayBeforeHydration(root);
  }, [root]);
  return null;
}

/**
 * Starts the app in `root`. A prerendered public page (docs/decisions/027) or a signed-in page the
 * server rendered (decision 041, with its query cache in the page) already holds its markup: it is
 * hydrated once the route's lazy code is in, so the first render matches the HTML, and what the
 * visitor did before then is replayed (lib/boot-handoff.ts). A signed-in page first adopts the
 * locale the server rendered it in (its learner's saved language), so its dates and numbers match
 * the HTML. Other pages render from scratch, and so does a public page whose figures the boot
 * script painted in a shape the contract does not accept.
 */
export async function mountApp(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const serverState = readServerState();
  if (serverState) {
    adoptLocale(serverState.locale);
    hydrate(queryClient, serverState.queries);
    serverRender.used = true;
  }
  const router = createAppRouter(queryClient, serverState?.loaderData);
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
        <AfterHydration root={root} />
      </Providers>
    </StrictMode>
  );
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  const [matches] = await Promise.all([adoptBootMeta(queryClient), routerReady(router)]);
  if (!matches) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a click on a part not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
