import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What is a microservices architecture?',
    options: {
      A: 'An application built from small, independently deployable services, each owning one business capability',
      B: 'A database split into many tables',
      C: 'A front end written in several UI frameworks',
      D: 'A single executable that contains all features and one shared database',
    },
    correct: 'A',
    explanation:
      'Microservices split a system by business capability into services that are built, deployed and scaled separately.',
  },
  {
    question: 'What is a key advantage of microservices over a monolith?',
    options: {
      A: 'There is no need for monitoring',
      B: 'Data is always strongly consistent across the whole system',
      C: 'Teams can deploy and scale their services independently',
      D: 'Network calls between components become faster',
    },
    correct: 'C',
    explanation:
      'Independent deployment and scaling is the main benefit; it comes at the cost of distributed-system complexity.',
  },
  {
    question: 'What does an API gateway do?',
    options: {
      A: 'It replaces the need for service-to-service calls',
      B: 'It is the single entry point that routes client requests to services and handles cross-cutting concerns such as authentication',
      C: "It stores every service's data in one place",
      D: 'It compiles services into one binary',
    },
    correct: 'B',
    explanation:
      'Gateways centralise routing, authentication, rate limiting and similar concerns at the edge.',
  },
  {
    question: 'Why do microservices need service discovery?',
    options: {
      A: 'To generate API documentation automatically',
      B: 'Instances start, stop and move, so callers must look up their current network locations',
      C: 'To choose which programming language a service uses',
      D: 'To encrypt traffic between services',
    },
    correct: 'B',
    explanation:
      'A registry such as Consul, Eureka or Kubernetes DNS tracks where healthy instances currently run.',
  },
  {
    question: "What does the 'database per service' pattern mean?",
    options: {
      A: "Each service owns its data, and other services access it only through that service's API",
      B: 'Each database table becomes its own service',
      C: 'All services share one database schema',
      D: 'Every service must use a different database vendor',
    },
    correct: 'A',
    explanation:
      'Private data keeps services loosely coupled; sharing tables would couple their deployments.',
  },
  {
    question: 'Which is an example of asynchronous communication between services?',
    options: {
      A: 'A REST call that waits for the HTTP response',
      B: "A SQL join across two services' tables",
      C: 'A gRPC unary call with a deadline',
      D: 'Publishing an OrderPlaced event to a message broker that other services consume later',
    },
    correct: 'D',
    explanation:
      'With a broker the sender does not wait for receivers, which decouples them in time.',
  },
  {
    question: 'What is a health-check endpoint used for?',
    options: {
      A: "Returning the service's source code version history",
      B: 'Letting load balancers and orchestrators know whether an instance can take traffic',
      C: "Storing the service's configuration",
      D: 'Authenticating end users',
    },
    correct: 'B',
    explanation:
      'Orchestrators such as Kubernetes restart or stop routing to instances whose health checks fail.',
  },
  {
    question: 'In a service mesh, what is a sidecar proxy?',
    options: {
      A: 'A proxy deployed next to each service instance that handles its network traffic, such as retries, mTLS and metrics',
      B: 'A database replica attached to each service',
      C: 'A backup copy of the service that runs only during failures',
      D: 'A CI job that builds the service image',
    },
    correct: 'A',
    explanation:
      'Meshes such as Istio or Linkerd put a proxy beside each instance so networking features need no code changes.',
  },
  {
    question: 'What does loose coupling between services mean?',
    options: {
      A: 'Services never call each other',
      B: 'Services share the same code repository',
      C: 'Services run on separate physical continents',
      D: 'A change inside one service rarely forces changes in other services',
    },
    correct: 'D',
    explanation:
      'Loosely coupled services interact through stable contracts, so they can evolve independently.',
  },
  {
    question: 'In an event-driven system, what is an event?',
    options: {
      A: 'A request asking another service to do something and wait',
      B: 'A record that something happened, such as PaymentReceived',
      C: 'A database index',
      D: 'A scheduled cron job',
    },
    correct: 'B',
    explanation: 'Events describe facts in the past tense; consumers decide how to react.',
  },
  {
    question: 'Why are containers a good fit for microservices?',
    options: {
      A: 'Containers force all services to use one language',
      B: 'Containers make network calls unnecessary',
      C: 'Containers remove the need for testing',
      D: 'Each service is packaged with its dependencies and runs the same way in every environment',
    },
    correct: 'D',
    explanation:
      'Container images give every service a consistent, isolated runtime that is easy to deploy and scale.',
  },
  {
    question: 'What is a common downside of microservices?',
    options: {
      A: 'Teams cannot choose their own release schedule',
      B: 'Code cannot be split into modules',
      C: 'More operational complexity: network failures, distributed debugging and many deployments',
      D: 'Services cannot be scaled independently',
    },
    correct: 'C',
    explanation:
      'Distribution brings partial failures, latency and observability challenges that a monolith does not have.',
  },
  {
    question:
      "A gateway's call to a backend service times out. Which HTTP status should the gateway return?",
    options: {
      A: '201 Created',
      B: '401 Unauthorized',
      C: '504 Gateway Timeout',
      D: '404 Not Found',
    },
    correct: 'C',
    explanation: '504 tells the client that an upstream server did not answer in time.',
  },
  {
    question: "What does Conway's law say?",
    options: {
      A: 'The structure of a system tends to mirror the communication structure of the organisation that builds it',
      B: 'Each team should own exactly one database table',
      C: 'Every service should have at most 100 lines of code',
      D: 'Network latency doubles every two years',
    },
    correct: 'A',
    explanation: 'That is why microservice boundaries are often aligned with team boundaries.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'What happens while a circuit breaker is half-open?',
    options: {
      A: 'A limited number of trial calls are allowed through to test whether the dependency has recovered',
      B: 'All calls are rejected until a human resets the breaker',
      C: 'All calls pass and failures are ignored',
      D: 'Calls are queued and replayed when the breaker closes',
    },
    correct: 'A',
    explanation:
      'Successful trials close the breaker; a failed trial opens it again for another cooldown.',
  },
  {
    question: 'How does a choreographed saga differ from an orchestrated one?',
    options: {
      A: "Each service reacts to other services' events, with no central coordinator",
      B: 'It runs all steps inside one database transaction',
      C: 'It uses a distributed two-phase commit',
      D: 'A central orchestrator tells each service what to do',
    },
    correct: 'A',
    explanation:
      'Choreography spreads the workflow over event handlers; orchestration puts it in one coordinator.',
  },
  {
    question: 'What is a compensating transaction in a saga?',
    options: {
      A: 'An action that semantically undoes a completed step, such as refunding a charge',
      B: 'A database rollback of all services at once',
      C: 'A lock held until the saga finishes',
      D: 'A retry of the failed step',
    },
    correct: 'A',
    explanation:
      'Because steps already committed locally, a saga undoes them with new business actions.',
  },
  {
    question: 'Why add random jitter to exponential backoff?',
    options: {
      A: 'So that failed requests are never retried',
      B: 'So that the first retry happens immediately',
      C: 'So that retries never exceed one per second',
      D: 'So that many clients do not retry in synchronised waves that overload the recovering service',
    },
    correct: 'D',
    explanation: 'Jitter spreads retries over time and avoids thundering herds after an outage.',
  },
  {
    question: 'What is the bulkhead pattern?',
    options: {
      A: 'Storing backups in a different region',
      B: 'Routing all traffic through a single gateway',
      C: 'Isolating resources, such as a separate connection pool per dependency, so one slow dependency cannot exhaust them all',
      D: 'Merging several services into one process',
    },
    correct: 'C',
    explanation: 'Like ship compartments, bulkheads contain a failure to one part of the system.',
  },
  {
    question: 'What does CQRS stand for and propose?',
    options: {
      A: 'Cached Query Result Storage: caching every query',
      B: 'Centralised Queue Routing Service: a single queue for all services',
      C: 'Command Query Responsibility Segregation: separate models for writes and for reads',
      D: 'Consistent Quorum Replication Strategy: replicating with quorums',
    },
    correct: 'C',
    explanation:
      'CQRS lets read models be shaped and scaled for queries independently of the write model.',
  },
  {
    question: 'What is event sourcing?',
    options: {
      A: 'Sending every event to a search index',
      B: "Storing an entity's state as an append-only sequence of events and rebuilding state by replaying them",
      C: 'Logging HTTP requests for debugging',
      D: 'Deriving events from database triggers only',
    },
    correct: 'B',
    explanation: 'The event log is the source of truth; current state is a projection of it.',
  },
  {
    question: 'What is the strangler fig pattern?',
    options: {
      A: 'Rewriting the whole monolith in one release',
      B: 'Running two copies of the monolith for redundancy',
      C: 'Splitting the database before touching any code',
      D: 'Incrementally replacing a monolith by routing features one by one to new services until the old code can be removed',
    },
    correct: 'D',
    explanation: 'A facade routes traffic so the migration happens gradually and safely.',
  },
  {
    question: 'What is a Backend for Frontend (BFF)?',
    options: {
      A: 'A database that stores front-end assets',
      B: 'An API layer tailored to one kind of client, such as the mobile app',
      C: 'A test double for front-end unit tests',
      D: 'A proxy that serves only static files',
    },
    correct: 'B',
    explanation: 'Each BFF aggregates and shapes backend calls for the needs of one client type.',
  },
  {
    question: 'What does consumer-driven contract testing (for example with Pact) verify?',
    options: {
      A: 'That the database schema is normalised',
      B: 'That a provider still satisfies the expectations recorded by its consumers',
      C: 'That every service has 100% code coverage',
      D: 'That the UI renders correctly in all browsers',
    },
    correct: 'B',
    explanation:
      'Contracts catch breaking API changes before deployment without full end-to-end tests.',
  },
  {
    question: 'How does distributed tracing follow one request across services?',
    options: {
      A: 'Each service writes the request to a shared database table',
      B: 'A trace id is propagated in request headers, such as W3C traceparent, and each service records spans under it',
      C: 'The load balancer records every packet',
      D: 'Services send their logs by email',
    },
    correct: 'B',
    explanation: 'Propagated context links spans from all services into one trace.',
  },
  {
    question: 'With at-least-once message delivery, why must consumers be idempotent?',
    options: {
      A: 'The same message may be delivered more than once',
      B: 'Brokers drop every second message',
      C: 'Messages may arrive encrypted',
      D: 'Messages are always delivered out of order',
    },
    correct: 'A',
    explanation:
      'Redelivery after timeouts or crashes is normal, so handling a message twice must have no extra effect.',
  },
  {
    question: 'Which HTTP method is defined as idempotent?',
    options: {
      A: 'CONNECT',
      B: 'PATCH',
      C: 'POST',
      D: 'PUT',
    },
    correct: 'D',
    explanation:
      'Repeating the same PUT leaves the resource in the same state; POST and PATCH are not guaranteed to be idempotent.',
  },
  {
    question: 'Why should every remote call have a timeout?',
    options: {
      A: 'HTTP requires a timeout header on every request',
      B: 'Timeouts replace the need for retries',
      C: 'Without one, threads can wait forever on a hung dependency and failures cascade',
      D: 'Timeouts make requests faster on average',
    },
    correct: 'C',
    explanation: 'Bounded waits free resources and let the caller fail fast or fall back.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      'A service updates its database and then publishes an event to Kafka; a crash between the two loses the event. Which pattern fixes this dual-write problem?',
    options: {
      A: 'Transactional outbox: write the event to an outbox table in the same transaction and relay it afterwards',
      B: "Increasing the Kafka producer's retries",
      C: 'Publishing the event before the database write',
      D: 'Using a larger Kafka partition count',
    },
    correct: 'A',
    explanation:
      'The outbox makes the state change and the event atomic; a relay or CDC publishes outbox rows later.',
  },
  {
    question:
      'What delivery guarantee does an outbox relay typically give, and what does it require from consumers?',
    options: {
      A: 'At-most-once delivery, so consumers must request replays',
      B: 'Exactly-once delivery, so consumers need no checks',
      C: 'No guarantee, so consumers must poll the database',
      D: 'At-least-once delivery, so consumers must deduplicate or be idempotent',
    },
    correct: 'D',
    explanation:
      'The relay may crash after publishing but before marking the row sent, so the event can be published twice.',
  },
  {
    question: 'How do you keep all events of one order in sequence in Kafka?',
    options: {
      A: 'Use a random key for better load spreading',
      B: 'Create one topic per order',
      C: 'Set the consumer group size to one for the whole cluster',
      D: 'Use the order id as the message key so they all go to the same partition',
    },
    correct: 'D',
    explanation:
      'Kafka only guarantees ordering within a partition, and the key selects the partition.',
  },
  {
    question: 'A topic has 6 partitions and its consumer group has 8 consumers. What happens?',
    options: {
      A: 'All 8 consumers read all 6 partitions',
      B: 'Kafka creates 2 extra partitions automatically',
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
      A: 'Passing the remaining time budget downstream so services stop work the caller will already have abandoned',
      B: 'Expiring cache entries at midnight',
      C: 'Delaying deployments until a deadline',
      D: 'Adding the same fixed timeout at every hop',
    },
    correct: 'A',
    explanation:
      "gRPC deadlines, for example, shrink as they travel so no service works past the original caller's limit.",
  },
  {
    question:
      'Sagas lack isolation between concurrent sagas. Which countermeasure marks records as in-progress so other sagas treat them carefully?',
    options: {
      A: 'A global database lock held across services',
      B: 'A semantic lock, such as an order status of PENDING',
      C: 'Two-phase commit between all participants',
      D: 'Disabling retries',
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
      B: "Renaming the message's required field and its number",
      C: "Changing an existing field's type from string to int",
      D: "Reusing a removed field's number for a new field",
    },
    correct: 'A',
    explanation:
      'Old readers ignore the new field and new readers use the default when it is missing.',
  },
  {
    question: 'In a service mesh with mutual TLS, what does each workload get?',
    options: {
      A: 'An API key that the gateway checks once',
      B: 'A certificate carrying its service identity, so both sides of a connection authenticate each other',
      C: 'A public IP address per pod',
      D: 'A shared password stored in every container',
    },
    correct: 'B',
    explanation:
      'Identities such as SPIFFE IDs let policies say which service may call which, independent of network location.',
  },
  {
    question: 'What is a cell-based architecture?',
    options: {
      A: 'Using mobile networks for service traffic',
      B: 'Partitioning users into independent cells, each a full copy of the stack, to limit the blast radius of failures',
      C: 'Storing each table in a separate spreadsheet cell',
      D: 'Running each function in its own container',
    },
    correct: 'B',
    explanation: 'A bad deployment or overload in one cell affects only the users routed to it.',
  },
  {
    question: 'What does outlier detection in an Envoy-based mesh do?',
    options: {
      A: 'Blocks clients that send too many requests',
      B: 'Temporarily ejects hosts that return consecutive errors from the load-balancing pool',
      C: 'Deletes pods that use too much memory',
      D: 'Removes slow SQL queries from the database',
    },
    correct: 'B',
    explanation:
      'Ejected hosts get traffic again after an ejection period, a form of per-host circuit breaking.',
  },
  {
    question: 'What is event-carried state transfer?',
    options: {
      A: 'State is transferred by copying databases nightly',
      B: 'Events carry only an id and consumers fetch details synchronously',
      C: 'Events include the data consumers need, so they do not have to call back the producer',
      D: 'Services share memory to exchange state',
    },
    correct: 'C',
    explanation:
      'Carrying the state reduces runtime coupling at the cost of larger events and duplicated data.',
  },
  {
    question: 'Why are sagas usually preferred over two-phase commit across microservices?',
    options: {
      A: '2PC needs all participants to support it and hold locks while waiting, which hurts availability and couples services',
      B: 'Sagas provide full ACID isolation',
      C: '2PC only works with NoSQL databases',
      D: '2PC cannot guarantee atomicity',
    },
    correct: 'A',
    explanation:
      'Sagas trade isolation for availability, using local transactions plus compensations.',
  },
  {
    question: 'In a saga, what is the pivot transaction?',
    options: {
      A: 'The first step, which can always be retried',
      B: 'The step that chooses the orchestrator',
      C: 'The go/no-go step after which the saga can no longer be compensated and must run to completion',
      D: 'A step that runs in parallel with all others',
    },
    correct: 'C',
    explanation:
      'Steps before the pivot are compensatable; steps after it must be retriable until they succeed.',
  },
];
