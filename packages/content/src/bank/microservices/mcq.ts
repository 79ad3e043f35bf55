import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What is a microservices architecture?',
    options: {
      A: 'Small services that are built and deployed independently',
      B: 'A database split into many separate tables',
      C: 'A front end written in several UI frameworks',
      D: 'A single executable with one shared database',
    },
    correct: 'A',
    explanation:
      'Microservices split a system by business capability into services that are built, deployed and scaled separately.',
  },
  {
    question: 'What is a key advantage of microservices over a monolith?',
    options: {
      A: 'There is no longer any need for monitoring',
      B: 'Data is always strongly consistent across the system',
      C: 'Teams can deploy and scale their services independently',
      D: 'Calls between components get faster over the network',
    },
    correct: 'C',
    explanation:
      'Independent deployment and scaling is the main benefit; it comes at the cost of distributed-system complexity.',
  },
  {
    question: 'What does an API gateway do?',
    options: {
      A: 'It replaces all service-to-service calls inside the system',
      B: 'A single entry point that routes requests and checks auth',
      C: "It stores every service's data in one shared place",
      D: 'It compiles the services into a single binary',
    },
    correct: 'B',
    explanation:
      'Gateways centralise routing, authentication, rate limiting and similar concerns at the edge.',
  },
  {
    question: 'Why do microservices need service discovery?',
    options: {
      A: 'To generate API documentation automatically for every service',
      B: 'Instances move, so callers must look up where they run',
      C: 'To choose which programming language a service is written in',
      D: 'To encrypt all network traffic that flows between services',
    },
    correct: 'B',
    explanation:
      'A registry such as Consul, Eureka or Kubernetes DNS tracks where healthy instances currently run.',
  },
  {
    question: "What does the 'database per service' pattern mean?",
    options: {
      A: 'Each service owns its data; others use its API',
      B: 'Each database table is turned into its own service',
      C: 'All services share one schema, such as `public`',
      D: 'Every service must use a different database vendor',
    },
    correct: 'A',
    explanation:
      'Private data keeps services loosely coupled; sharing tables would couple their deployments.',
  },
  {
    question: 'Which is an example of asynchronous communication between services?',
    options: {
      A: 'A REST call that blocks until the HTTP response arrives',
      B: "A SQL join that reads both services' tables in one query",
      C: 'A gRPC unary call with a deadline',
      D: 'Publishing an event to a broker for later consumers',
    },
    correct: 'D',
    explanation:
      'With a broker the sender does not wait for receivers, which decouples them in time.',
  },
  {
    question: 'What is a health-check endpoint used for?',
    options: {
      A: "Returning the service's version history",
      B: 'Telling load balancers whether an instance can take traffic',
      C: "Storing the service's configuration values",
      D: 'Authenticating the end users before each request is served',
    },
    correct: 'B',
    explanation:
      'Orchestrators such as Kubernetes restart or stop routing to instances whose health checks fail.',
  },
  {
    question: 'In a service mesh, what is a sidecar proxy?',
    options: {
      A: 'A proxy beside each instance that handles its network traffic',
      B: 'A read-only database replica for each instance',
      C: 'A standby copy of the service used during failures',
      D: "A CI job that builds the service's image",
    },
    correct: 'A',
    explanation:
      'Meshes such as Istio or Linkerd put a proxy beside each instance so retries, mTLS and metrics need no code changes.',
  },
  {
    question: 'What does loose coupling between services mean?',
    options: {
      A: 'Services never call each other at all',
      B: 'Services share a single code repository and build pipeline',
      C: 'Services run in separate data centres',
      D: 'A change in one service rarely forces changes in others',
    },
    correct: 'D',
    explanation:
      'Loosely coupled services interact through stable contracts, so they can evolve independently.',
  },
  {
    question: 'In an event-driven system, what is an event?',
    options: {
      A: 'A request asking another service to act and wait',
      B: 'A record that something already happened',
      C: 'A database index that the broker keeps up to date',
      D: 'A scheduled cron job that runs each night',
    },
    correct: 'B',
    explanation:
      'Events describe facts in the past tense, such as PaymentReceived; consumers decide how to react.',
  },
  {
    question: 'Why are containers a good fit for microservices?',
    options: {
      A: 'Containers force all services to use one language',
      B: 'Containers make network calls between services unnecessary',
      C: 'Containers remove the need for any integration testing',
      D: 'Each image bundles one service with its dependencies',
    },
    correct: 'D',
    explanation:
      'Container images give every service a consistent, isolated runtime that runs the same way everywhere.',
  },
  {
    question: 'What is a common downside of microservices?',
    options: {
      A: 'Teams can no longer choose their own release schedule for a service',
      B: 'Code can no longer be split into modules',
      C: 'More operational complexity, such as distributed debugging',
      D: 'Services can no longer be scaled independently',
    },
    correct: 'C',
    explanation:
      'Distribution brings network failures, latency, observability challenges and many deployments that a monolith does not have.',
  },
  {
    question:
      "A gateway's call to a backend service times out. Which HTTP status should the gateway return?",
    options: {
      A: '201 Created',
      B: '503 Service Unavailable',
      C: '504 Gateway Timeout',
      D: '502 Bad Gateway',
    },
    correct: 'C',
    explanation:
      '504 tells the client that an upstream server did not answer in time; 502 means it answered with an invalid response.',
  },
  {
    question: "What does Conway's law say?",
    options: {
      A: 'Systems mirror how the teams building them communicate',
      B: 'Each team should own exactly one database table',
      C: 'Every service should have at most 100 lines of source code',
      D: 'Network latency between services doubles every two years',
    },
    correct: 'A',
    explanation: 'That is why microservice boundaries are often aligned with team boundaries.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'What happens while a circuit breaker is half-open?',
    options: {
      A: 'A few trial calls go through to test whether it recovered',
      B: 'All calls are rejected until someone resets the breaker',
      C: 'All calls pass through, and failures are ignored',
      D: 'Calls are queued and replayed when it closes',
    },
    correct: 'A',
    explanation:
      'Successful trials close the breaker; a failed trial opens it again for another cooldown.',
  },
  {
    question: 'How does a choreographed saga differ from an orchestrated one?',
    options: {
      A: "Services react to each other's events; nobody coordinates",
      B: 'It runs all steps inside one database transaction',
      C: 'It coordinates steps with two-phase commit (2PC)',
      D: 'A central orchestrator tells each service what to do',
    },
    correct: 'A',
    explanation:
      'Choreography spreads the workflow over event handlers; orchestration puts it in one coordinator.',
  },
  {
    question: 'What is a compensating transaction in a saga?',
    options: {
      A: 'An action that undoes a completed step, such as a refund',
      B: 'A single database rollback across all the services at once',
      C: 'A lock held until the saga finishes',
      D: 'A retry of the step that failed',
    },
    correct: 'A',
    explanation:
      'Because steps already committed locally, a saga undoes them with new business actions.',
  },
  {
    question: 'Why add random jitter to exponential backoff?',
    options: {
      A: 'So that failed requests are never retried more than once',
      B: 'So that the first retry happens immediately',
      C: 'So that retries never exceed one per second',
      D: 'So that clients do not retry in synchronised waves',
    },
    correct: 'D',
    explanation:
      'Jitter spreads retries over time and avoids thundering herds that overload a recovering service.',
  },
  {
    question: 'What is the bulkhead pattern?',
    options: {
      A: 'Storing backups in a different region',
      B: 'Routing all of the traffic through one central gateway',
      C: 'Giving each dependency its own connection pool',
      D: 'Merging several services into one process',
    },
    correct: 'C',
    explanation:
      'Like ship compartments, isolated resources stop one slow dependency from exhausting them all.',
  },
  {
    question: 'What does CQRS stand for and propose?',
    options: {
      A: 'Cached Query Result Storage: caching every query',
      B: 'Centralised Queue Routing Service: one queue for all',
      C: 'Command Query Responsibility Segregation: split models',
      D: 'Consistent Quorum Replication Strategy: replicating with quorums',
    },
    correct: 'C',
    explanation:
      'CQRS uses separate models for writes and reads, so read models can be shaped and scaled independently.',
  },
  {
    question: 'What is event sourcing?',
    options: {
      A: 'Sending every event to a full-text search index',
      B: 'Storing state as an append-only event log',
      C: 'Logging every HTTP request for later debugging',
      D: 'Deriving events from database triggers (`AFTER INSERT`) only',
    },
    correct: 'B',
    explanation: 'The event log is the source of truth; current state is rebuilt by replaying it.',
  },
  {
    question: 'What is the strangler fig pattern?',
    options: {
      A: 'Rewriting the whole monolith in one release',
      B: 'Running two copies of the monolith for redundancy',
      C: 'Splitting the database before touching any code',
      D: 'Replacing the monolith gradually, one feature at a time',
    },
    correct: 'D',
    explanation:
      'A facade routes features one by one to new services until the old code can be removed.',
  },
  {
    question: 'What is a Backend for Frontend (BFF)?',
    options: {
      A: "A database that stores the front end's static assets",
      B: 'An API layer tailored to one kind of client',
      C: "A test double used by the front end's unit tests",
      D: 'A proxy that serves only the static files of the front end',
    },
    correct: 'B',
    explanation:
      'Each BFF aggregates and shapes backend calls for the needs of one client type, such as the mobile app.',
  },
  {
    question: 'What does consumer-driven contract testing (for example with Pact) verify?',
    options: {
      A: 'That the database schema is normalised',
      B: "That a provider still meets its consumers' expectations",
      C: 'That every service has 100% code coverage',
      D: 'That the user interface renders correctly in every browser',
    },
    correct: 'B',
    explanation:
      'Contracts catch breaking API changes before deployment without full end-to-end tests.',
  },
  {
    question: 'How does distributed tracing follow one request across services?',
    options: {
      A: 'Each service writes the request to a shared database table',
      B: "A propagated trace id links each service's spans",
      C: 'The load balancer records every packet (`tcpdump`)',
      D: 'Services send their logs to one another by email',
    },
    correct: 'B',
    explanation:
      'A trace id in headers such as W3C traceparent links the spans from all services into one trace.',
  },
  {
    question: 'With at-least-once message delivery, why must consumers be idempotent?',
    options: {
      A: 'The same message may be delivered more than once',
      B: 'Brokers drop every second message under at-least-once delivery',
      C: 'Messages may arrive encrypted',
      D: 'Messages are always delivered out of their original order',
    },
    correct: 'A',
    explanation:
      'Redelivery after timeouts or crashes is normal, so handling a message twice must have no extra effect.',
  },
  {
    question: 'Which HTTP method is defined as idempotent?',
    options: {
      A: '`POST`, creating a resource',
      B: '`PATCH`, applying changes',
      C: '`CONNECT`, opening a tunnel',
      D: '`PUT`, replacing the resource',
    },
    correct: 'D',
    explanation:
      'Repeating the same PUT leaves the resource in the same state; POST and PATCH are not guaranteed to be idempotent.',
  },
  {
    question: 'Why should every remote call have a timeout?',
    options: {
      A: 'HTTP requires a timeout header on every request',
      B: 'Timeouts replace the need for any retry logic',
      C: 'A hung dependency would hold threads forever',
      D: 'Timeouts make requests complete faster on average',
    },
    correct: 'C',
    explanation:
      'Without a timeout, waiting threads pile up and failures cascade; bounded waits let the caller fail fast or fall back.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      'A service updates its database and then publishes an event to Kafka; a crash between the two loses the event. Which pattern fixes this dual-write problem?',
    options: {
      A: 'A transactional outbox relayed after the commit',
      B: "Increasing the Kafka producer's retry count",
      C: 'Publishing the event before the database write',
      D: 'Using more Kafka partitions so each write is acknowledged faster',
    },
    correct: 'A',
    explanation:
      'Writing the event to an outbox table in the same transaction makes the state change and the event atomic; a relay or CDC publishes it later.',
  },
  {
    question:
      'What delivery guarantee does an outbox relay typically give, and what does it require from consumers?',
    options: {
      A: 'At-most-once, so consumers must request replays',
      B: 'Exactly-once, so consumers need no duplicate checks',
      C: 'No guarantee, so consumers must poll the database',
      D: 'At-least-once, so consumers must deduplicate',
    },
    correct: 'D',
    explanation:
      'The relay may crash after publishing but before marking the row sent, so the event can be published twice.',
  },
  {
    question: 'How do you keep all events of one order in sequence in Kafka?',
    options: {
      A: 'Use a random key to spread load evenly',
      B: 'Create a separate topic for each order',
      C: 'Run a single consumer for the whole cluster',
      D: 'Use the order id as the message key',
    },
    correct: 'D',
    explanation:
      'Kafka only guarantees ordering within a partition, and the key selects the partition.',
  },
  {
    question: 'A topic has 6 partitions and its consumer group has 8 consumers. What happens?',
    options: {
      A: 'All 8 consumers read all 6 partitions',
      B: 'Kafka creates 2 extra partitions automatically for the group',
      C: 'Each consumer gets 0.75 of a partition',
      D: '6 consumers get one partition each and 2 stay idle',
    },
    correct: 'D',
    explanation:
      'A partition is assigned to at most one consumer of a group, so consumers beyond the partition count are idle.',
  },
  {
    question:
      'A client calls service A, A calls B, and B calls C; every caller, the client included, makes up to 3 attempts per call. One user action can cause up to how many calls to C?',
    options: {
      A: '3',
      B: '6',
      C: '27',
      D: '9',
    },
    correct: 'C',
    explanation:
      'Attempts multiply across the three retrying hops (client, A, B): 3 x 3 x 3 = 27, which is why retries belong at one layer with a budget.',
  },
  {
    question: 'What is deadline propagation?',
    options: {
      A: 'Passing the remaining time budget downstream with each call',
      B: 'Expiring cache entries at a fixed time such as midnight',
      C: 'Delaying deployments until a release deadline',
      D: 'Using one fixed timeout on every hop',
    },
    correct: 'A',
    explanation:
      "gRPC deadlines, for example, shrink as they travel so no service works past the original caller's limit.",
  },
  {
    question:
      'Sagas lack isolation between concurrent sagas. Which countermeasure marks records as in-progress so other sagas treat them carefully?',
    options: {
      A: 'A global database lock held across all the participating services',
      B: 'A semantic lock, such as an order status of `PENDING`',
      C: 'Two-phase commit (`2PC`) between all participants',
      D: 'Turning off retries for the duration of the saga',
    },
    correct: 'B',
    explanation:
      'Semantic locks expose the uncommitted state at the application level instead of relying on database isolation.',
  },
  {
    question:
      'Which schema change to a Protobuf or Avro message is backward and forward compatible?',
    options: {
      A: 'Adding a new optional field with a default value',
      B: 'Renaming a required field and changing its number',
      C: "Changing a field's type from string to int",
      D: "Reusing a removed field's number for a new field",
    },
    correct: 'A',
    explanation:
      'Old readers ignore the new field and new readers use the default when it is missing.',
  },
  {
    question: 'In a service mesh with mutual TLS, what does each workload get?',
    options: {
      A: 'An API key that the gateway checks once per session',
      B: 'A certificate that proves its service identity',
      C: 'A public IP address for each pod',
      D: 'A shared password stored in every container',
    },
    correct: 'B',
    explanation:
      'Identities such as SPIFFE IDs let both sides authenticate each other, and policies say which service may call which.',
  },
  {
    question: 'What is a cell-based architecture?',
    options: {
      A: 'Routing service traffic over mobile networks',
      B: 'Splitting users into independent full copies of the stack',
      C: 'Storing each table in a spreadsheet cell',
      D: 'Running each function in its own container',
    },
    correct: 'B',
    explanation:
      'A bad deployment or overload in one cell affects only the users routed to it, limiting the blast radius.',
  },
  {
    question: 'What does outlier detection in an Envoy-based mesh do?',
    options: {
      A: 'Blocks clients that send too many requests',
      B: 'Temporarily ejects hosts that keep failing',
      C: 'Deletes pods that use too much memory',
      D: 'Removes slow SQL queries from the database',
    },
    correct: 'B',
    explanation:
      'Hosts with consecutive errors leave the load-balancing pool for an ejection period, a form of per-host circuit breaking.',
  },
  {
    question: 'What is event-carried state transfer?',
    options: {
      A: 'State is transferred by copying databases nightly',
      B: 'Events carry only an id; consumers fetch the details',
      C: 'Events carry the data that consumers need',
      D: 'Services share memory directly to exchange their state',
    },
    correct: 'C',
    explanation:
      'Carrying the state means consumers need not call back the producer, at the cost of larger events and duplicated data.',
  },
  {
    question: 'Why are sagas usually preferred over two-phase commit across microservices?',
    options: {
      A: '2PC holds locks across services while it waits',
      B: 'Sagas provide full ACID isolation',
      C: '2PC only works with NoSQL databases',
      D: '2PC cannot guarantee atomicity at all',
    },
    correct: 'A',
    explanation:
      '2PC needs every participant to support it and hold locks while waiting, which hurts availability; sagas use local transactions plus compensations.',
  },
  {
    question: 'In a saga, what is the pivot transaction?',
    options: {
      A: 'The first step, which can always be retried',
      B: 'The step that chooses which orchestrator runs',
      C: 'The point of no return for compensation',
      D: 'A step that runs in parallel with all the others',
    },
    correct: 'C',
    explanation:
      'Steps before the pivot are compensatable; steps after it must be retriable until the saga completes.',
  },
];
