/**
 * Server entry for the build's prerender step (scripts/prerender.mjs, docs/decisions/027): renders
 * the public pages to HTML with the app's own route table, so they paint before any JavaScript
 * runs; the client (main.tsx) then hydrates that HTML. Queries render their loading state (no data
 * is fetched at build), exactly what the client's first render shows.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/router';

/** Path -> file name under dist/prerendered/; the server sends these for the same paths. */
export const PRERENDERED_PAGES = {
  '/': 'landing',
  '/about': 'about',
  '/login': 'login',
  '/signup': 'signup',
} as const;

/** The markup of `#root` for `path` (lazy routes resolved, every Suspense boundary finished). */
export async function renderPage(path: keyof typeof PRERENDERED_PAGES): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender (not renderToString) waits for lazy components, so no boundary is left to the client.
  const { prelude } = await prerenderToNodeStream(
    <Providers client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
