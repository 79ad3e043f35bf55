import type { PseudocodeProblem } from '@app/shared/content.schemas';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'ms-pseudo-registry-heartbeats',
    title: 'Service Registry with Heartbeats',
    description: `Build the core of a service registry. Instances register with a service name and address and then
send a heartbeat every few seconds. Clients ask for the live instances of a service. Instances that
stop sending heartbeats must disappear from answers automatically.`,
    requirements: [
      'Support register, heartbeat and lookup operations.',
      'Consider an instance dead when no heartbeat arrived within a configured TTL.',
      'Lookups return only live instances.',
    ],
    examples: [
      {
        scenario: 'orders-1 and orders-2 register; orders-2 crashes.',
        expectedApproach:
          'After the TTL passes without its heartbeat, lookups of "orders" return only orders-1.',
      },
      {
        scenario: 'An instance re-registers after a restart with the same id.',
        expectedApproach: 'The existing entry is updated instead of creating a duplicate.',
      },
    ],
    evaluationCriteria: [
      'Stores last heartbeat time per instance',
      'Filters by TTL on lookup or in a sweeper',
      'Handles unknown services and duplicate registrations',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Store instances per service with their last heartbeat time',
          weight: 3,
          accept: ['last heartbeat', 'lastheartbeat', 'last_heartbeat', 'last seen'],
        },
        {
          idea: 'Heartbeat updates the timestamp to now',
          weight: 2,
          accept: [
            'heartbeat update',
            'heartbeat set now',
            'update timestamp',
            'refresh timestamp',
          ],
        },
        {
          idea: 'Lookup returns only instances whose heartbeat is within the TTL',
          weight: 3,
          accept: ['now ttl', 'within ttl', 'older ttl', 'ttl expired', 'ttl filter'],
        },
        {
          idea: 'Periodically remove expired instances',
          weight: 2,
          accept: ['remove expired', 'delete expired', 'evict expired', 'sweep', 'purge'],
        },
      ],
      edgeCases: [
        {
          case: 'Unknown service returns an empty list',
          accept: ['empty list', 'unknown service', 'no instances'],
        },
        {
          case: 'Duplicate registration updates the existing entry',
          accept: ['already registered', 'duplicate', 'same id', 'exists update'],
        },
      ],
      modelAnswer: `1. registry = map service name -> map instance id -> (address, last heartbeat)
2. function register(service, id, address):
3.   if id already registered: update address and timestamp (duplicate is not added twice)
4.   else add entry with last heartbeat = now
5. function heartbeat(service, id): if entry exists: set last heartbeat = now (update timestamp)
6. function lookup(service):
7.   if service unknown: return empty list
8.   return instances where now - last heartbeat <= TTL   // within ttl
9. every few seconds (sweeper): for each instance if now - last heartbeat > TTL: remove expired entry`,
    },
  },
  {
    id: 'ms-pseudo-gateway-pipeline',
    title: 'API Gateway Request Pipeline',
    description: `Write the request handler of a small API gateway that sits in front of several services. It must
check the caller's access token, pick the backend from the request path, protect backends from
overload, forward the request and return the backend's answer to the client.`,
    requirements: [
      'Reject unauthenticated requests before doing any other work.',
      'Choose the backend by the longest matching path prefix.',
      'Limit the rate per client and bound how long a backend may take.',
    ],
    examples: [
      {
        scenario: 'GET /orders/7 with a valid token.',
        expectedApproach:
          'The token is validated, /orders routes to the order service, the call is forwarded and its response returned.',
      },
      {
        scenario: 'The order service hangs.',
        expectedApproach: 'After the timeout the gateway answers 504 instead of waiting forever.',
      },
    ],
    evaluationCriteria: [
      'Steps in a sensible order',
      'Correct status codes for each failure',
      'Timeout on the forwarded call',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Validate the access token first',
          weight: 3,
          accept: ['validate token', 'verify token', 'check token', 'authenticate', 'jwt'],
        },
        {
          idea: 'Find the route by longest prefix match',
          weight: 2,
          accept: ['longest prefix', 'match route', 'route table', 'lookup route', 'prefix match'],
        },
        {
          idea: 'Apply a per-client rate limit',
          weight: 2,
          accept: ['rate limit', 'token bucket', 'throttle'],
        },
        {
          idea: 'Forward to the backend with a timeout and return its response',
          weight: 3,
          accept: ['forward timeout', 'call timeout', 'proxy timeout', 'send timeout'],
        },
      ],
      edgeCases: [
        { case: 'Invalid token gets 401', accept: ['401', 'unauthorized'] },
        { case: 'No matching route gets 404', accept: ['404', 'not found'] },
        { case: 'Backend timeout gets 504', accept: ['504', 'gateway timeout'] },
      ],
      modelAnswer: `1. function handle(request):
2.   token = request header Authorization
3.   if token missing or validate token fails (bad signature or expired jwt): return 401 Unauthorized
4.   route = longest prefix match of request.path in the route table
5.   if no route: return 404 Not Found
6.   if rate limit for client id is exceeded (token bucket empty): return 429
7.   try: response = forward request to route.backend with timeout 2 seconds
8.   catch timeout: return 504 Gateway Timeout
9.   catch connection error: return 502 Bad Gateway
10.  return response to the client`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'ms-pseudo-circuit-breaker',
    title: 'Circuit Breaker Around a Remote Call',
    description: `Wrap calls to an unreliable payment service in a circuit breaker. While the service keeps failing,
callers should fail fast instead of waiting; once it recovers, traffic should resume on its own.
Describe the state kept and the logic of call(request).`,
    requirements: [
      'Use the three states closed, open and half-open.',
      'Open after a configured number of consecutive failures.',
      'After a cooldown, let a trial call decide whether to close again.',
    ],
    examples: [
      {
        scenario: 'Five consecutive timeouts with a threshold of 5.',
        expectedApproach: 'The breaker opens; further calls fail immediately with a fallback.',
      },
      {
        scenario: '30 seconds later a trial call succeeds.',
        expectedApproach: 'The breaker closes and the failure counter is reset.',
      },
    ],
    evaluationCriteria: [
      'Correct transitions between the three states',
      'Failure counting and reset',
      'Fallback while open',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Closed state: call and count consecutive failures',
          weight: 2,
          accept: [
            'failure count',
            'failures + 1',
            'increment failure',
            'consecutive failure',
            'failures++',
          ],
        },
        {
          idea: 'Open after reaching the threshold and record the time',
          weight: 2,
          accept: ['threshold open', 'open opened', 'state = open', 'state open'],
        },
        {
          idea: 'While open, fail fast until the cooldown has passed',
          weight: 3,
          accept: ['fail fast', 'reject', 'fallback', 'cooldown'],
        },
        {
          idea: 'Half-open: one trial call closes on success or reopens on failure',
          weight: 3,
          accept: ['half open', 'half-open', 'halfopen', 'trial'],
        },
      ],
      edgeCases: [
        {
          case: 'Success in closed state resets the failure count',
          accept: ['reset', 'failures = 0', 'count 0'],
        },
        {
          case: 'Only one trial at a time in half-open',
          accept: ['one trial', 'single trial', 'only one', 'concurrent'],
        },
      ],
      modelAnswer: `1. state = CLOSED, failures = 0, opened at = none
2. function call(request):
3.   if state == OPEN:
4.     if now - opened at < cooldown: return fallback (fail fast, reject without calling)
5.     else state = HALF_OPEN   // allow only one trial, reject concurrent callers
6.   try result = remote call(request)
7.   on success:
8.     if state == HALF_OPEN: state = CLOSED   // trial succeeded
9.     failures = 0 (reset) and return result
10.  on failure:
11.    if state == HALF_OPEN: state = OPEN, opened at = now   // trial failed
12.    else failures = failures + 1; if failures >= threshold: state = OPEN, opened at = now
13.    return fallback`,
    },
  },
  {
    id: 'ms-pseudo-saga-orchestrator',
    title: 'Order Saga Orchestrator',
    description: `Placing an order touches three services: inventory (reserve items), payment (charge card) and
shipping (create shipment). There is no distributed transaction. Design an orchestrator that runs
the steps and leaves the system consistent when any step fails, even if the orchestrator itself
restarts in the middle.`,
    requirements: [
      'Run the steps in order and record progress durably.',
      'Undo completed steps when a later step fails.',
      'Survive an orchestrator crash and transient errors.',
    ],
    examples: [
      {
        scenario: 'Payment is declined.',
        expectedApproach:
          'The inventory reservation is released and the order is marked cancelled.',
      },
      {
        scenario: 'The orchestrator restarts after charging the card.',
        expectedApproach: 'It reloads the saga state and continues with shipping.',
      },
    ],
    evaluationCriteria: [
      'Reverse-order compensation',
      'Durable saga state for recovery',
      'Idempotent steps and retries',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Persist the saga state after each step',
          weight: 3,
          accept: [
            'persist state',
            'save state',
            'store state',
            'saga log',
            'record step',
            'durable',
          ],
        },
        {
          idea: 'Execute steps in order',
          weight: 2,
          accept: ['for each step', 'reserve charge ship', 'execute step', 'run step'],
        },
        {
          idea: 'On failure run compensations in reverse order',
          weight: 3,
          accept: ['reverse order', 'compensate reverse', 'reversed', 'undo reverse'],
        },
        {
          idea: 'Make steps idempotent using the saga id',
          weight: 2,
          accept: ['idempotent', 'idempotency', 'saga id key'],
        },
      ],
      edgeCases: [
        {
          case: 'A compensation fails: retry it and alert if it keeps failing',
          accept: ['compensation fails retry', 'retry compensation', 'alert', 'manual'],
        },
        {
          case: 'Orchestrator crash: resume from stored state',
          accept: ['crash', 'restart', 'resume', 'recover'],
        },
      ],
      modelAnswer: `1. steps = [reserve inventory, charge payment, create shipment], each with a compensation
2. function runSaga(order):
3.   saga = load state by saga id or create new; persist state before and after each step (saga log)
4.   for each step not yet completed in saga:
5.     result = execute step with idempotency key = saga id + step name (idempotent, safe to retry)
6.     if result is success: record step completed and save state
7.     else:
8.       for each completed step in reverse order: run its compensation
9.         if the compensation fails: retry compensation with backoff; alert for manual fix if it keeps failing
10.      mark saga CANCELLED and return
11.  mark saga COMPLETED
12. on restart after a crash: resume every unfinished saga from its stored state`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'ms-pseudo-outbox-relay',
    title: 'Transactional Outbox and Relay',
    description: `The order service must save an order in its database and publish an OrderCreated event to a
message broker, and neither may happen without the other, even across crashes. Design both the
write path inside the service and the relay process that delivers events to the broker.`,
    requirements: [
      'The order row and the event must be stored atomically.',
      'Every stored event must eventually reach the broker.',
      'Downstream handling must stay correct if an event is delivered twice.',
    ],
    examples: [
      {
        scenario: 'The service crashes right after committing.',
        expectedApproach:
          'The event is already in the outbox table, so the relay publishes it later.',
      },
      {
        scenario: 'The relay crashes after publishing but before marking the row.',
        expectedApproach: 'The event is published again; consumers drop it by event id.',
      },
    ],
    evaluationCriteria: [
      'Single local transaction for state and event',
      'Ordered, retried relay',
      'Idempotent consumers',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Insert the order and the outbox row in one database transaction',
          weight: 3,
          accept: ['same transaction', 'one transaction', 'single transaction'],
        },
        {
          idea: 'Relay polls unpublished outbox rows in order',
          weight: 2,
          accept: [
            'poll',
            'unpublished',
            'published false',
            'order by id',
            'change data capture',
            'cdc',
          ],
        },
        {
          idea: 'Publish to the broker, then mark the row as published',
          weight: 3,
          accept: ['mark published', 'published = true', 'published true', 'set published'],
        },
        {
          idea: 'Consumers deduplicate by event id',
          weight: 2,
          accept: ['deduplicate', 'dedup', 'processed event', 'idempotent'],
        },
      ],
      edgeCases: [
        {
          case: 'Broker unavailable: retry with backoff',
          accept: ['backoff', 'broker down', 'broker unavailable', 'retry later'],
        },
        {
          case: 'Crash between publish and mark causes a duplicate',
          accept: ['duplicate', 'twice', 'at least once', 'at-least-once'],
        },
      ],
      modelAnswer: `1. function createOrder(order):
2.   begin one database transaction
3.   insert order row; insert outbox row (event id, type OrderCreated, payload, published = false)
4.   commit   // both rows or neither: same transaction
5. relay loop (or change data capture):
6.   rows = select outbox rows where published = false order by id limit 100 (poll)
7.   for each row in rows:
8.     try publish row to broker with key = order id
9.     if broker down or unavailable: sleep with exponential backoff and retry later, stop this batch
10.    update row set published = true (mark published)
11. a crash between publish and mark sends the event twice, so delivery is at least once
12. consumer: if event id already in processed table: skip (deduplicate); else handle and insert event id in the same transaction`,
    },
  },
  {
    id: 'ms-pseudo-ordered-consumer',
    title: 'Ordered, Idempotent Event Consumer',
    description: `A consumer receives account events that carry an account id and a per-account sequence number
(1, 2, 3, ...). The broker may deliver events twice and out of order. Events of each account must be
applied exactly once and in sequence order. Design the consumer's handling of an incoming event.`,
    requirements: [
      "Apply each account's events in sequence order exactly once.",
      'Cope with duplicate and out-of-order delivery.',
      'Do not wait forever for a missing event.',
    ],
    examples: [
      {
        scenario: 'Events for account A arrive with sequence 1, 3, 2.',
        expectedApproach: 'Apply 1, hold 3, apply 2 and then the held 3.',
      },
      {
        scenario: 'Sequence 2 arrives again after being applied.',
        expectedApproach: 'It is recognised as a duplicate and skipped.',
      },
    ],
    evaluationCriteria: [
      'Tracks the last applied sequence per account',
      'Buffers future events and drains them in order',
      'Handles gaps with a timeout',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Keep the last applied sequence per account',
          weight: 3,
          accept: [
            'last applied',
            'last sequence',
            'lastapplied',
            'last_applied',
            'expected sequence',
          ],
        },
        {
          idea: 'Skip events whose sequence is not greater than the last applied',
          weight: 2,
          accept: ['<= last', 'less equal', 'already applied', 'skip duplicate'],
        },
        {
          idea: 'Apply the event when it is exactly the next sequence',
          weight: 2,
          accept: ['last + 1', 'next sequence', 'equals next'],
        },
        {
          idea: 'Buffer events that arrive early and drain the buffer afterwards',
          weight: 3,
          accept: ['buffer', 'hold', 'pending', 'drain'],
        },
      ],
      edgeCases: [
        {
          case: 'Gap that never fills: time out and request a replay',
          accept: ['timeout', 'replay', 'gap'],
        },
        {
          case: 'Buffer grows too large',
          accept: ['buffer limit', 'buffer full', 'max buffer', 'too large', 'bounded'],
        },
      ],
      modelAnswer: `1. state per account: last applied sequence (starts 0), pending buffer sorted by sequence
2. function onEvent(e):
3.   last = last applied[e.account]
4.   if e.seq <= last: skip duplicate (already applied); acknowledge and return
5.   if e.seq == last + 1 (the next sequence):
6.     apply e and store last applied = e.seq in the same transaction
7.     while pending buffer has the event with seq = last applied + 1: remove it, apply it, update last applied (drain)
8.   else:
9.     hold e in the pending buffer; if the buffer is full (max buffer size): stop consuming the partition
10.    if the gap stays open longer than a timeout: request a replay of the missing sequence numbers`,
    },
  },
];
