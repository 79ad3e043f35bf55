/**
 * Server entry of the web app, built for Node (scripts/prerender.mjs) into dist/ssr/:
 * - at build, the public pages are rendered to HTML with the app's own route table, so they paint
 *   before any JavaScript runs (docs/decisions/027). Queries render their loading state (no data is
 *   fetched at build), exactly what the client's first render shows;
 * - per request, the server renders the signed-in pages in SERVER_RENDERED_PATHS with the
 *   visitor's data (docs/decisions/041): the route loaders start their queries through the fetch the
 *   server passes in, the page renders once they have all answered, and the query cache goes with
 *   the HTML so the client (app/mount.tsx) hydrates from the same data.
 * The client then hydrates that HTML.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Theme, UiLanguage } from '@app/shared/settings.schemas';
import { createQueryClient, Providers } from './app/providers';
import { loaderContext } from './app/route-loaders';
import { routes } from './app/router';
import { settingsQueryOptions } from './features/settings/api/get-settings';
import { currentLocale, SERVER_LANGUAGE } from './lib/locale';
import { sessionQueryKey } from './lib/session';
import {
  SERVER_STATE_ID,
  serializeServerState,
  type ServerRenderState,
} from './lib/server-render-state';
import { SERVER_FETCH, type Fetch } from './lib/transport';

/** Path -> file name under dist/prerendered/; the server sends these for the same paths. */
export const PRERENDERED_PAGES = {
  '/': 'landing',
  '/about': 'about',
  '/login': 'login',
  '/signup': 'signup',
} as const;

/**
 * Signed-in pages the server renders per request: those whose loaders start all their queries
 * (a query started only by a component would render its loading state on the server).
 */
export const SERVER_RENDERED_PATHS = ['/dashboard', '/courses'] as const;

/**
 * prerender (not renderToString) waits for lazy components, so no boundary is left to the client.
 * A component that throws while rendering would leave its boundary to the client with an inline
 * script (which the CSP blocks): any such error fails the render instead.
 */
async function markupOf(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: (error) => {
      errors.push(error);
    },
    // One piece: a large boundary (a dashboard is ~100 KB) would otherwise be sent after its
    // fallback with an inline script to swap them, which the CSP blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  if (errors.length > 0)
    throw new AggregateError(errors, `rendering failed: ${errors.map(String).join('; ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup of `#root` for `path` (lazy routes resolved, every Suspense boundary finished). */
export async function renderPage(path: keyof typeof PRERENDERED_PAGES): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return markupOf(
    <Providers client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}

/** The request being rendered: its fetch, and the learner's saved language once known. */
const rendering = new AsyncLocalStorage<{ fetch: Fetch; language?: UiLanguage }>();
(globalThis as { [SERVER_FETCH]?: () => Fetch | undefined })[SERVER_FETCH] = () =>
  rendering.getStore()?.fetch;
(globalThis as { [SERVER_LANGUAGE]?: () => UiLanguage | undefined })[SERVER_LANGUAGE] = () =>
  rendering.getStore()?.language;

/**
 * Resolves once no query of `client` is fetching any more, and none has started in the callbacks
 * already queued: a loader may start a query once others have answered (the course of the
 * /courses banner, route-loaders.ts).
 */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done || client.isFetching() > 0) return;
      setTimeout(() => {
        if (done || client.isFetching() > 0) return;
        done = true;
        unsubscribe();
        resolve();
      }, 0);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * `template` (dist/ssr/page.html: index.html with the boot script, painted once #root-end has
 * arrived) with the page's markup in #root and the state the client hydrates from after it.
 */
function signedInPageHtml(
  template: string,
  markup: string,
  state: ServerRenderState,
  theme: Theme | undefined,
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('the template has no #root');
  if (/<script(?![^>]*\bsrc=)/.test(markup))
    throw new Error('the rendered markup has an inline script (the CSP forbids them)');
  // The saved theme, for public/theme-init.js to paint before the app starts: this browser may
  // remember another one (the learner changed it on another device).
  const themed =
    theme && /^[a-z]+$/.test(theme)
      ? template.replace(/<html\b/, `<html data-theme="${theme}"`)
      : template;
  return themed.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${markup}</div><span id="root-end" hidden></span>` +
      `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState(state)}</script>`,
  );
}

/**
 * A signed-in page for one request: `url` is the page's URL, `serverFetch` answers the app's `/api`
 * calls for this visitor, `template` is dist/ssr/page.html. Null when the page is better left to the
 * browser: the visitor is not signed in, a query failed, or the route redirects or errs (the
 * server then sends index.html and the app does what it always did).
 */
export async function renderSignedIn(
  url: string,
  serverFetch: Fetch,
  template: string,
): Promise<string | null> {
  const request: { fetch: Fetch; language?: UiLanguage } = { fetch: serverFetch };
  return rendering.run(request, async () => {
    // No retries: a failure falls back to the browser, which retries as usual.
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url), {
      requestContext: loaderContext(client)(),
    });
    if (context instanceof Response || context.errors) return null;
    // The learner's saved language: dates and numbers are rendered in it, as the browser (which
    // keeps it too, app/mount.tsx) will hydrate them.
    void client.prefetchQuery(settingsQueryOptions);
    await settled(client);
    const queries = client.getQueryCache().getAll();
    if (queries.some((query) => query.state.status !== 'success')) return null;
    if (!client.getQueryData(sessionQueryKey)) return null;
    const settings = client.getQueryData(settingsQueryOptions.queryKey);
    request.language = settings?.language;
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = await markupOf(
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    return signedInPageHtml(
      template,
      markup,
      {
        queries: dehydrate(client),
        loaderData: context.loaderData,
        locale: currentLocale(),
      },
      settings?.theme,
    );
  });
}
