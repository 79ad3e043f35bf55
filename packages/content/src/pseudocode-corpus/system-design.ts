import type { CorpusEntry } from './types';

export const systemDesignCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'sd-pseudo-token-bucket',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `buckets = map apiKey -> {tokens, last}
allow(key, now):
  b = buckets.get(key) or a new {tokens: B, last: now} stored for key
  elapsed = max(0, now - b.last)      # the clock went back -> no refill
  b.tokens = min(B, b.tokens + elapsed * R); b.last = now
  if b.tokens >= 1: b.tokens -= 1; return ALLOW
  return REJECT 429 with Retry-After = (1 - b.tokens) / R`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Keep a table keyed by API key. Each entry holds the number of tokens (a decimal number) and the time of the last check.
2. When a request arrives, look up its key. A key we have never seen gets a fresh entry with a full bucket of B tokens and the current time.
3. Compute how much time passed since the last check. If the clock jumped backwards the difference is negative; treat it as zero instead of removing tokens.
4. Refill lazily: add elapsed seconds times R tokens, but never let the bucket hold more than B. Set the last-check time to now. No background timer is needed.
5. If at least one token is available, take one away and let the request through.
6. Otherwise reject it with HTTP 429 Too Many Requests and a Retry-After header telling the client when the next token will be ready.
7. Entries of keys that have been idle long enough to be full again can be deleted by a periodic sweep, since a new entry would look the same.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `state[client] = (credit, stamp)
on request from client at time t:
    credit, stamp = state.get(client, (burst, t))
    gained = rate * max(t - stamp, 0)
    credit = lesser of (burst, credit + gained)
    if credit < 1: save (credit, t); answer "429 slow down"
    save (credit - 1, t); forward the request`,
      },
      {
        kind: 'partial',
        style: 'uncapped refill',
        missing: 'cap the refill at the burst size B',
        text: `1. For each API key keep tokens and lastTime; a new key starts with B tokens and lastTime = now.
2. elapsed = max(0, now - lastTime); tokens = tokens + elapsed * R; lastTime = now.
3. If tokens >= 1: tokens = tokens - 1 and allow the request.
4. Else reject it with status 429.`,
      },
      {
        kind: 'partial',
        style: 'trusts the clock',
        missing: 'clock going backwards (negative elapsed time)',
        text: `1. state = dictionary from API key to (tokens, lastRefill); unknown keys start at (B, now).
2. On each request: tokens = min(B, tokens + (now - lastRefill) * R); lastRefill = now.
3. If tokens >= 1: subtract one token and let the request pass.
4. Otherwise answer 429 Too Many Requests.`,
      },
    ],
  },
  {
    problemId: 'sd-pseudo-round-robin',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `next = 0   # survives between calls
pick():
  for attempt in 0 .. n-1:
     i = (next + attempt) % n
     if servers[i].healthy: next = (i + 1) % n; return servers[i]
  return error 503 (no healthy server)`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. The balancer stores an index "next" outside the function so that it survives from one request to the next. It starts at 0.
2. When a request needs a backend, look at the server at position next.
3. If it is marked healthy, choose it, move next to the following position (wrapping to 0 after the last server) and return it.
4. If it is unhealthy, skip it and look at the following position, again wrapping around at the end of the list.
5. Count how many servers we have looked at. After looking at all n servers once without finding a healthy one, stop and return an error such as 503 Service Unavailable instead of looping forever.
6. With servers A, B, C and B unhealthy this gives A, C, A, C.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `cursor := 0 (kept by the balancer across requests)
choose():
   tries := 0
   while tries < count(pool):
       candidate := pool[cursor]; cursor := (cursor + 1) mod count(pool); tries := tries + 1
       if candidate is up: hand out candidate
   fail with "503: every backend is down"`,
      },
      {
        kind: 'partial',
        style: 'loops forever',
        missing: 'stop after one full cycle when every server is unhealthy (503)',
        text: `1. Keep idx between calls, starting at 0.
2. Loop:
3.    s = servers[idx]; idx = (idx + 1) mod n
4.    if s is healthy, return s
5. (otherwise keep looping until a healthy server is found)`,
      },
      {
        kind: 'partial',
        style: 'restarts at zero',
        missing: 'keep the position between calls (continue where the previous request stopped)',
        text: `pick():
1. for i from 0 to n - 1:
2.     if servers[i] is healthy: return servers[i]
3. return an error 503 because no server is healthy`,
      },
    ],
  },
];
