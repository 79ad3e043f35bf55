import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** Query keys each server event makes stale (DESIGN.md section 7). */
const INVALIDATES: Record<string, readonly (readonly string[])[]> = {
  'tests.changed': [['tests'], ['dashboard']],
  // A passed level is a day on the activity map (features/dashboard/api/get-activity.ts).
  'progress.changed': [['progress'], ['courses'], ['dashboard', 'activity']],
  // A review card added (a wrong answer, "Review later") or answered: the dashboard's count.
  'review.changed': [['review']],
};

/**
 * While signed in, listens to GET /api/events (Server-Sent Events) and refreshes the queries the
 * event names. EventSource reconnects by itself after a dropped connection.
 */
export function useLiveEvents(signedIn: boolean) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const listeners = Object.entries(INVALIDATES).map(([event, keys]) => {
      const listener = () => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      };
      source.addEventListener(event, listener);
      return [event, listener] as const;
    });
    return () => {
      for (const [event, listener] of listeners) source.removeEventListener(event, listener);
      source.close();
    };
  }, [signedIn, queryClient]);
}
