import { useSyncExternalStore } from 'react';

// One ticker for every countdown on the page; the snapshot changes once a second.
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  ticker ??= setInterval(() => {
    for (const l of listeners) l();
  }, 250);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

const currentSecond = () => Math.floor(Date.now() / 1000);

/**
 * Whole seconds until the server's deadline, computed from the clock (never counted down in
 * state). `serverNow` and `receivedAt` (the client time the view arrived) correct for a client
 * clock that is off.
 */
export function useSecondsLeft(deadlineAt: string, serverNow: string, receivedAt: number): number {
  const second = useSyncExternalStore(subscribe, currentSecond, currentSecond);
  const offsetMs = receivedAt > 0 ? Date.parse(serverNow) - receivedAt : 0;
  const serverTimeMs = second * 1000 + offsetMs;
  return Math.max(0, Math.floor((Date.parse(deadlineAt) - serverTimeMs) / 1000));
}
