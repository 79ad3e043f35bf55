import { useEffect } from 'react';
import { useQueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { LIVE_EVENT_NAMES, liveEventSchema, type LiveEvent } from '@app/shared/live-events.schemas';
import { coursesQueriesFor } from '../features/courses/api/live-events';
import { dashboardQueriesFor } from '../features/dashboard/api/live-events';
import { testsQueriesFor } from '../features/tests/api/live-events';
import { clientId } from '../lib/api-client';
import { setLiveConnected } from '../lib/live-status';
import { serverRender } from '../lib/server-render-state';

/** Each feature maps an event to the exact queries it owns (docs/decisions/023-one-path-for-live-results.md). */
const FEATURE_MAPPINGS: Array<(event: LiveEvent) => InvalidateQueryFilters[]> = [
  testsQueriesFor,
  coursesQueriesFor,
  dashboardQueriesFor,
];

/** What an event can change, refetched (where shown) after the stream was down. */
const RESYNC = [['tests'], ['dashboard'], ['progress'], ['review']];

/** The event a message carries, or undefined when it is malformed or this tab's own request caused it. */
export function readLiveEvent(name: string, raw: string): LiveEvent | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = liveEventSchema.safeParse({ name, data });
  if (!parsed.success || parsed.data.data.origin === clientId) return undefined;
  return parsed.data;
}

/**
 * While signed in, listens to GET /api/events (Server-Sent Events) and refreshes the queries the
 * event names. EventSource reconnects by itself after a dropped connection; what changed while it
 * was down (or since the server rendered the page) is refetched when it is back.
 */
export function useLiveEvents(signedIn: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    // A page the server rendered may be seconds old when the app starts: as after a drop.
    let dropped = serverRender.used;
    const onOpen = () => {
      setLiveConnected(true);
      // Events sent while the stream was down are lost: what they could have named is stale.
      if (dropped) for (const queryKey of RESYNC) void queryClient.invalidateQueries({ queryKey });
      dropped = false;
    };
    const onError = () => {
      setLiveConnected(false);
      dropped = true;
    };
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    const listeners = LIVE_EVENT_NAMES.map((name) => {
      const listener = (message: MessageEvent<string>) => {
        const event = readLiveEvent(name, message.data);
        if (!event) return;
        for (const filters of FEATURE_MAPPINGS.flatMap((map) => map(event)))
          void queryClient.invalidateQueries(filters);
      };
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.removeEventListener('open', onOpen);
      source.removeEventListener('error', onError);
      source.close();
      setLiveConnected(false);
    };
  }, [signedIn, queryClient]);
}
