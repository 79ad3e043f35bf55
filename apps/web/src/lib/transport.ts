/**
 * The `fetch` the API and auth clients call. In the browser it is the browser's own. While the
 * server renders a signed-in page for one request (src/prerender.tsx, docs/decisions/041), the
 * render installs a lookup under this symbol that returns that request's fetch (it answers from
 * the API in the same process, with the visitor's cookies); concurrent renders each see their own.
 */
/** How the API and auth clients call fetch; the server's per-request fetch has the same shape. */
export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export const SERVER_FETCH = Symbol.for('codeconquer.serverFetch');

type WithServerFetch = { [SERVER_FETCH]?: () => Fetch | undefined };

export function apiFetch(input: string, init?: RequestInit): Promise<Response> {
  const serverFetch = (globalThis as WithServerFetch)[SERVER_FETCH]?.();
  return serverFetch ? serverFetch(input, init) : fetch(input, init);
}
