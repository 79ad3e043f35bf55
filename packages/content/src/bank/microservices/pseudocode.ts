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
      pitfalls: [
        {
          mistake:
            'An instance is alive while now - last heartbeat is at most the TTL: lookups keep those and the sweeper removes the ones above it; the comparison turned around returns dead instances and deletes live ones.',
          patterns: [
            'keep now last > ttl',
            'return instanc now last > ttl',
            'instanc where now last > ttl',
            'remov now last < ttl',
            'remov now last <= ttl',
            'now last < ttl remov',
          ],
        },
        {
          mistake:
            'An instance that registers again with the same id (after a restart) must update its existing entry; adding a second entry makes lookups return it twice and keeps a stale address alive.',
          patterns: [
            'already add new',
            'already add second',
            'already add another',
            'already creat new',
            'exist add new',
            'exist add second',
            'exist add another',
            'exist creat new',
            'duplicat add new',
            'duplicat add another',
            'same id add new',
            'same id add another',
            'always add new',
            'always append',
            'always insert new',
            'add new even already',
            'add new even exist',
            'append even already',
            'append even exist',
          ],
        },
        {
          mistake:
            'A heartbeat refreshes the last-heartbeat time of an instance that IS registered; with the condition turned around, live instances are never refreshed and expire while unknown ids get entries.',
          patterns: [
            'null updat',
            'null refresh',
            'unknown updat',
            'unknown refresh',
            'not regist updat',
            'not regist refresh',
          ],
        },
        {
          mistake:
            'Expiry is per instance: the sweeper removes only the instances whose heartbeat is older than the TTL; deleting the whole service because one of its instances expired also throws away the live ones.',
          patterns: ['any expired remov servic'],
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
          accept: [
            'validate token',
            'verify token',
            'check token',
            'authenticate',
            'jwt',
            'bearer',
            'authorization header',
          ],
        },
        {
          idea: 'Find the route by longest prefix match',
          weight: 2,
          accept: [
            'longest prefix',
            'match route',
            'route table',
            'lookup route',
            'prefix match',
            'sort prefix length',
            'startswith prefix',
          ],
        },
        {
          idea: 'Apply a per-client rate limit',
          weight: 2,
          accept: ['rate limit', 'token bucket', 'throttle', 'bucket refill', 'retry after'],
        },
        {
          idea: 'Forward to the backend with a timeout and return its response',
          weight: 3,
          accept: [
            'forward timeout',
            'call timeout',
            'proxy timeout',
            'send timeout',
            'fetch timeout',
            'abortsignal timeout',
            'upstream timeout',
          ],
        },
      ],
      edgeCases: [
        { case: 'Invalid token gets 401', accept: ['401', 'unauthorized'] },
        { case: 'No matching route gets 404', accept: ['404', 'not found'] },
        { case: 'Backend timeout gets 504', accept: ['504', 'gateway timeout'] },
      ],
      pitfalls: [
        {
          mistake:
            'A missing, invalid or expired access token means the caller is not authenticated: answer 401 Unauthorized (403 is for an authenticated caller without permission, 400 and 500 blame the wrong party).',
          patterns: [
            'token missing 403',
            'token invalid 403',
            'token expired 403',
            'token fail 403',
            'invalid token 403',
            'token missing 400',
            'token invalid 400',
            'token invalid 500',
            'token fail 500',
            'token missing 500',
            'unauthenticated 403',
            'jwt invalid 403',
            'jwt expired 403',
            'invalid jwt 403',
            'expired jwt 403',
            'jwt missing 403',
            'jwt fail 403',
            'not verify token 403',
            'not validat token 403',
            'verify token fail 403',
            'not valid 403',
            '! verify 403',
          ],
        },
        {
          mistake:
            'A backend that does not answer within the timeout is reported with 504 Gateway Timeout; 500, 503 or 200 hide that the upstream call timed out.',
          patterns: [
            'timeout 500',
            'timeout 503',
            'timeout 200',
            'timeout 404',
            'timed out 500',
            'timed out 503',
            'hang 500',
            'catch timeout 502',
            'catch timeout bad gateway',
            'except timeout 502',
            'catch timed out 502',
          ],
        },
        {
          mistake:
            'A client over its rate limit gets 429 Too Many Requests; 503, 403 or 401 make it look like an outage or an auth problem.',
          patterns: [
            'rate limit exceed 503',
            'rate limit exceed 403',
            'rate limit exceed 401',
            'rate limit exceed 500',
            'rate limit 503',
            'rate limit 403',
            'throttl 503',
            'throttl 403',
            'bucket empty 503',
            'bucket empty 403',
          ],
        },
        {
          mistake:
            'Routes are chosen by the longest matching path prefix, so /orders/7 reaches the orders service; an exact path match or the shortest prefix picks no route or the wrong one.',
          patterns: [
            'shortest prefix',
            'shortest match',
            'sort a prefix length - b prefix length',
            'exact match path',
            'exact path match',
            'path exact match',
            'exact path',
          ],
        },
        {
          mistake:
            'A backend that cannot be reached at all (connection refused or reset) is a 502 Bad Gateway; 504 Gateway Timeout is only for a backend that accepted the request but did not answer in time.',
          patterns: [
            'catch connection 504',
            'catch connection gateway timeout',
            'except connection 504',
            'catch refused 504',
            'catch connect 504',
            'catch unreachable 504',
          ],
        },
        {
          mistake:
            'The request is rejected when the token is missing OR fails verification; joining the two with AND lets a present but invalid or expired token through.',
          patterns: [
            'null and invalid',
            'null and fail',
            'null and expired',
            'null and not valid',
            'null and ! valid',
            'null and ! verif',
          ],
        },
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
      pitfalls: [
        {
          mistake:
            'While the breaker is open, calls fail fast until the cooldown has passed, and only then does it move to half-open for a trial; the time comparison turned around probes the sick service at once and then blocks forever.',
          patterns: [
            'opened < cooldown half',
            'opened less cooldown half',
            'elapsed < cooldown half',
            'elapsed less cooldown half',
            'opened > cooldown fallback',
            'opened >= cooldown fallback',
            'elapsed > cooldown fallback',
            'elapsed >= cooldown fallback',
            'cooldown not pass half',
            'cooldown not over half',
            'cooldown not elapsed half',
            'cooldown not expired half',
          ],
        },
        {
          mistake:
            'The half-open trial decides the state: success closes the breaker and resets the count, failure opens it again with a new cooldown; doing the opposite keeps hammering a failing service.',
          patterns: [
            'trial fail close',
            'trial fail closed',
            'half fail close',
            'half error close',
            'trial error close',
          ],
        },
        {
          mistake:
            'The breaker opens when consecutive failures reach the threshold (failures >= threshold); opening below the threshold trips it on the first error.',
          patterns: [
            'failure < threshold open',
            'failure less threshold open',
            'failure <= threshold open',
            'failure below threshold open',
            'failure under threshold open',
          ],
        },
        {
          mistake:
            'Half-open lets exactly one trial call through and keeps failing the other callers fast until that trial decides the state; letting every caller through floods the service that may still be broken.',
          patterns: [
            'half each caller through',
            'half each call through',
            'half each request through',
          ],
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
      pitfalls: [
        {
          mistake:
            'Compensations undo the completed steps in reverse order (last done, first undone), like unwinding a stack; running them from the first step onwards undoes the reservation while later steps still depend on it.',
          patterns: [
            'compensat forward order',
            'compensat same order',
            'compensat original order',
            'compensat first last',
            'undo forward order',
            'undo same order',
            'undo original order',
            'undo first last',
          ],
        },
        {
          mistake:
            'A failed compensation cannot be ignored: the system would stay inconsistent (items reserved, card charged); retry it with backoff and alert for manual repair if it keeps failing.',
          patterns: [
            'compensat fail ignor',
            'compensat fail skip',
            'compensat error ignor',
            'compensat error skip',
            'compensat fail give up',
            'compensat fail drop',
            'compensat fail mark cancel',
            'undo fail ignor',
            'undo fail skip',
          ],
        },
        {
          mistake:
            'After a crash the orchestrator must reload the saga by its id and continue from the stored state; starting a new saga re-runs steps under new idempotency keys and can charge twice.',
          patterns: [
            'restart new saga',
            'crash new saga',
            'restart start over',
            'crash start over',
            'restart scratch',
            'crash scratch',
            'restart rerun all',
            'crash rerun all',
            'restart all steps again',
            'crash all steps again',
          ],
        },
        {
          mistake:
            'A step is recorded as completed only after it has succeeded; recording it before it runs means a crash in between makes recovery skip a step that never happened.',
          patterns: [
            'mark completed before execut',
            'record completed before execut',
            'mark done before execut',
            'record completed then execut',
            'mark completed then execut',
            'mark completed then run',
            'record completed then run',
            'mark completed before run',
            'record completed before run',
          ],
        },
        {
          mistake:
            'The idempotency key must be the same on every attempt of a step (for example saga id + step name) so the service can recognise a retry; a fresh random key per attempt makes every retry look like a new request.',
          patterns: [
            'each attempt new key',
            'each retry new key',
            'retry new key',
            'each attempt uuid',
            'each retry uuid',
            'repeat uuid',
            'retry uuid',
            'repeat generat new',
            'each attempt generat new',
          ],
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
          accept: [
            'same transaction',
            'one transaction',
            'single transaction',
            'single commit',
            'one commit',
            'tx insert outbox',
            'transaction insert outbox',
          ],
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
            'replication log',
            'replication stream',
            'tail log',
            'binlog',
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
      synonyms: [['processed', 'handled']],
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
      pitfalls: [
        {
          mistake:
            'Publishing to the broker inside or before the database transaction is a dual write: if the commit fails the event is out for an order that does not exist; the service only writes the outbox row and the relay publishes after the commit.',
          patterns: [
            'publish broker commit',
            'publish event commit',
            'publish inside transaction',
            'publish within transaction',
            'send broker commit',
            'publish insert order',
            'publish save order',
          ],
        },
        {
          mistake:
            'The order row and the outbox row must be written in the same transaction; writing the event after the commit (or in a separate transaction) loses it if the service crashes in between.',
          patterns: [
            'commit insert outbox',
            'commit add outbox',
            'commit write outbox',
            'commit save outbox',
            'commit stor outbox',
            'commit insert event',
            'commit add event',
            'commit write event',
            'two transactions',
            'outbox separate transaction',
            'event separate transaction',
            'separate transaction outbox',
            'separate transaction event',
            'outbox second transaction',
            'event second transaction',
            'outbox another transaction',
          ],
        },
        {
          mistake:
            'When the broker is unavailable the row must stay unpublished and be retried later with backoff; marking, skipping or deleting it loses the event for good.',
          patterns: [
            'broker down mark',
            'broker unavailable mark',
            'broker fail mark',
            'broker error mark',
            'publish fail mark',
            'publish error mark',
            'broker down remov',
            'broker unavailable remov',
            'broker fail remov',
            'publish fail remov',
            'publish error remov',
            'broker down skip row',
            'publish fail skip row',
            'broker down skip event',
            'publish fail skip event',
          ],
        },
        {
          mistake:
            "The relay reads unpublished rows oldest first (ORDER BY id ascending) so events leave in the order they were written; newest first publishes an order's events out of order and lets old rows starve.",
          patterns: ['order descend', 'newest first', 'latest first', 'most recent first'],
        },
        {
          mistake:
            'A row is marked published only after the broker has accepted the event; marking it first loses the event when the publish fails or the relay crashes in between.',
          patterns: [
            'mark published before publish',
            'mark published then publish',
            'published = true then publish',
            'published true before publish',
            'mark sent before send',
            'mark published before send',
            'set published before publish',
          ],
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
          accept: [
            'buffer limit',
            'buffer full',
            'max buffer',
            'too large',
            'bounded',
            'cap buffer',
            'buffer cap',
            'pause partition',
          ],
        },
      ],
      synonyms: [['buffer', 'park']],
      pitfalls: [
        {
          mistake:
            'Only the event with sequence last + 1 may be applied; an event further ahead arrived early and must wait in the buffer, otherwise events are applied out of order.',
          patterns: [
            'seq > last apply',
            'seq > last process',
            'seq > last handl',
            'seq > last 1 apply',
            'seq > applied apply',
          ],
        },
        {
          mistake:
            'An event that arrives ahead of a gap is not a duplicate: dropping it loses it for good; hold it in the pending buffer until the missing events arrive.',
          patterns: [
            'seq > last remov',
            'seq > last 1 remov',
            'seq ahead remov',
            'seq ahead skip',
            'seq early remov',
            'gap skip event',
            'gap remov event',
          ],
        },
        {
          mistake:
            'A missing event may never come, so waiting for it without limit stalls the account forever; give the gap a timeout and request a replay.',
          patterns: [
            'wait forever for missing',
            'wait forever for gap',
            'wait forever until',
            'block forever',
            'wait indefinitely',
            'block indefinitely',
          ],
        },
        {
          mistake:
            'Draining may only apply a buffered event whose sequence is exactly last applied + 1; popping the smallest one without that check applies events across a gap that is still open.',
          patterns: [
            'pop smallest apply',
            'apply entire buffer',
            'apply whole buffer',
            'flush entire buffer',
            'drain entire buffer',
            'regardless gap',
          ],
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
