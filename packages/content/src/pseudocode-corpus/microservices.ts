import type { CorpusEntry } from './types';

export const microservicesCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'ms-pseudo-circuit-breaker',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `state = CLOSED; failures = 0; openedAt = 0
call(req):
  if state == OPEN:
     if now - openedAt < cooldown: return fallback(req)
     state = HALF_OPEN
  try: res = service(req)
  catch:
     failures += 1
     if state == HALF_OPEN or failures >= threshold: state = OPEN; openedAt = now
     return fallback(req)
  failures = 0; state = CLOSED
  return res`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `The breaker keeps: the current state (closed, open or half-open), a count of consecutive failures, and the time it last opened.
1. When call(request) is made in the closed state, forward it to the payment service.
2. If the call succeeds, reset the failure counter to zero and return the result.
3. If it fails or times out, add one to the counter. When the counter reaches the threshold (say 5), switch to open and record the time. Return the fallback (an error or cached answer) to the caller.
4. In the open state, do not call the service at all: fail fast with the fallback, unless the cooldown (say 30 seconds) has passed since opening.
5. Once the cooldown has passed, switch to half-open and let one trial call through; other callers keep getting the fallback while it runs.
6. If the trial succeeds, close the breaker and reset the counter. If it fails, open again and restart the cooldown.`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `mode in {normal, tripped, probing}; strikes = 0; trippedAt = never
call(r):
  tripped and cooldown not over    -> give the fallback immediately (no remote call)
  tripped and cooldown over        -> mode = probing, allow this single trial
  outcome = invoke the payment service with a timeout
  ok      -> strikes = 0, mode = normal, give outcome
  failure -> strikes += 1; if mode == probing or strikes >= limit: mode = tripped, trippedAt = now; give the fallback`,
      },
      {
        kind: 'partial',
        style: 'no half-open',
        missing: 'half-open state with a single trial call',
        text: `1. state = closed, failures = 0
2. call(request):
3.   if state is open and the cooldown has not passed: return the fallback
4.   if state is open and the cooldown has passed: state = closed, failures = 0
5.   try the remote call; on success failures = 0 and return the result
6.   on failure: failures += 1; if failures >= threshold then state = open, openedAt = now; return the fallback`,
      },
      {
        kind: 'partial',
        style: 'never resets',
        missing: 'reset the failure counter after a success (consecutive failures)',
        text: `1. Keep state (closed / open / half-open), failures and openedAt.
2. If open and the cooldown is not over, return the fallback at once.
3. If open and the cooldown is over, go to half-open and try one call.
4. Call the service. On success: if half-open, switch to closed. Return the result.
5. On failure: failures = failures + 1. If half-open, or failures >= threshold, open the breaker and note the time. Return the fallback.`,
      },
    ],
  },
];
