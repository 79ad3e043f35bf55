/**
 * Whether this tab's live event stream is open. While it is, events bring every change and no
 * query polls; while it is down, a pending result falls back to a slow poll (decision 023).
 */
let connected = false;

export function isLiveConnected(): boolean {
  return connected;
}

export function setLiveConnected(value: boolean): void {
  connected = value;
}
