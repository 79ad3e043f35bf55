/**
 * What the server sends beside a page it rendered for one request (docs/decisions/041), in
 * `<script type="application/json" id="server-state">`: the query cache the page was rendered
 * from, the route loaders' data, and the locale its dates and numbers were formatted in. The
 * client hydrates from it (app/mount.tsx); a page without it is rendered in the browser as before.
 */
import type { DehydratedState } from '@tanstack/react-query';

export type ServerRenderState = {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
  locale: string;
};

export const SERVER_STATE_ID = 'server-state';

/**
 * Whether this page's data came from the server's render (set by app/mount.tsx). The app may start
 * seconds after that render (src/boot.ts), and live events sent in between reached no one: the live
 * stream then refreshes what they could have changed when it first opens (app/use-live-events.ts).
 */
export const serverRender = { used: false };

function isState(value: unknown): value is ServerRenderState {
  if (typeof value !== 'object' || value === null) return false;
  const { queries, loaderData, locale } = value as Record<string, unknown>;
  return (
    typeof queries === 'object' &&
    queries !== null &&
    Array.isArray((queries as { queries?: unknown }).queries) &&
    typeof loaderData === 'object' &&
    loaderData !== null &&
    typeof locale === 'string'
  );
}

/** The state in the page, or null when there is none or it is not what the server writes. */
export function readServerState(doc: Document = document): ServerRenderState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isState(value) ? value : null;
  } catch {
    return null;
  }
}

/** The state as the text of a JSON script element: `<` escaped so the data cannot close it. */
export function serializeServerState(state: ServerRenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
