import type { Mcq } from '@app/shared/content.schemas';

export const easyMcq: Mcq[] = [
  {
    question: 'What does vertical scaling mean?',
    options: {
      A: 'Adding more machines behind a load balancer',
      B: 'Moving static files out to a CDN',
      C: 'Giving one machine more CPU, memory or disk',
      D: 'Splitting a database into shards by key',
    },
    correct: 'C',
    explanation:
      'Vertical scaling (scaling up) makes one machine bigger, while horizontal scaling adds machines.',
  },
  {
    question: 'Which change is an example of horizontal scaling?',
    options: {
      A: "Raising the web server's thread pool size",
      B: 'Replacing a hard disk with a faster SSD',
      C: 'Upgrading the database server to 64 GB of RAM',
      D: 'Adding three identical web servers behind a balancer',
    },
    correct: 'D',
    explanation: 'Horizontal scaling (scaling out) adds more machines that share the load.',
  },
  {
    question: 'What is the main job of a load balancer?',
    options: {
      A: 'Compressing backups of the whole database every night',
      B: 'Translating domain names into IP addresses for clients',
      C: 'Spreading incoming requests across several servers',
      D: 'Storing user sessions permanently on disk',
    },
    correct: 'C',
    explanation:
      'A load balancer spreads traffic so no single server is overloaded and failed servers can be skipped.',
  },
  {
    question: 'What does a content delivery network (CDN) mainly do?',
    options: {
      A: 'Balances CPU load inside a single server',
      B: 'Serves cached static content from locations near users',
      C: "Encrypts data stored on the origin's disks",
      D: "Runs the application's database queries at the edge",
    },
    correct: 'B',
    explanation:
      'CDNs cut latency by caching images, scripts and other static assets near the user.',
  },
  {
    question: 'In the cache-aside pattern, what does the application do on a cache miss?',
    options: {
      A: 'Returns an error so the client retries',
      B: 'Waits until the cache itself loads the value for the application',
      C: 'Reads from the database, then stores the value in the cache',
      D: 'Clears the cache and starts over',
    },
    correct: 'C',
    explanation:
      'With cache-aside the application itself loads missing data from the database and populates the cache.',
  },
  {
    question: 'What does a TTL (time to live) on a cache entry control?',
    options: {
      A: 'The order in which entries are flushed to disk by the cache',
      B: 'How long the entry stays valid before it expires',
      C: 'The maximum size, in bytes, that the entry may take up',
      D: 'How many clients may read the entry at the same time',
    },
    correct: 'B',
    explanation: 'After its TTL passes, an entry expires and the next read fetches fresh data.',
  },
  {
    question: 'Why are stateless application servers easier to scale horizontally?',
    options: {
      A: 'Any instance can serve any request',
      B: 'They do not need a load balancer in front',
      C: 'They never need a database behind them',
      D: 'They use less memory for each request',
    },
    correct: 'A',
    explanation:
      'When session state lives in a shared store rather than on one server, instances can be added or removed freely.',
  },
  {
    question: 'What is a read replica mainly used for?',
    options: {
      A: 'Offloading reads from the primary database',
      B: 'Accepting writes whenever the primary database is too busy',
      C: 'Storing read-only backups of the replica on tape',
      D: 'Caching HTTP responses at the edge',
    },
    correct: 'A',
    explanation:
      "Read replicas copy the primary's data so read-heavy traffic can be spread over several nodes.",
  },
  {
    question: 'What is database sharding?',
    options: {
      A: 'Splitting rows across several databases by a key',
      B: 'Adding an index to every column of the table',
      C: 'Copying the whole database onto every application server',
      D: 'Compressing old rows to save disk space',
    },
    correct: 'A',
    explanation:
      'Sharding partitions data horizontally so each shard stores and serves only part of it.',
  },
  {
    question: 'What does latency measure?',
    options: {
      A: 'The number of servers that a cluster is made of in total',
      B: 'The amount of data the system stores for each user',
      C: 'The number of requests the system serves per second',
      D: 'The time one request takes from start to finish',
    },
    correct: 'D',
    explanation:
      'Latency is time per request, whereas throughput is the number of requests handled per unit of time.',
  },
  {
    question: 'What is a single point of failure?',
    options: {
      A: 'A server that can handle only one request at a time',
      B: 'A component whose failure brings down the whole system',
      C: 'A database that has only a single table',
      D: 'A failure that happens at a single point in time',
    },
    correct: 'B',
    explanation:
      'Removing single points of failure through redundancy is a basic goal of reliable design.',
  },
  {
    question: 'In the CAP theorem, what does the P stand for?',
    options: {
      A: 'Partition tolerance',
      B: 'Persistence of writes',
      C: 'Parallel processing',
      D: 'Predictable performance',
    },
    correct: 'A',
    explanation: 'CAP is about Consistency, Availability and tolerance of network Partitions.',
  },
  {
    question: 'Why put a message queue between a web server and a slow background worker?',
    options: {
      A: 'So the worker can skip validating its input',
      B: 'So the database can work without any indexes on its big tables',
      C: 'So the web server no longer needs memory',
      D: 'So the request returns fast while work runs asynchronously',
    },
    correct: 'D',
    explanation: 'A queue decouples producers from consumers and absorbs bursts of work.',
  },
  {
    question: 'What does DNS do when a browser opens a website?',
    options: {
      A: 'Encrypts the HTTP traffic between browser and server',
      B: 'Translates the domain name into an IP address',
      C: "Caches the page's images near the user",
      D: 'Balances load between database shards',
    },
    correct: 'B',
    explanation:
      'DNS resolution maps a human-readable name such as example.com to the address of a server.',
  },
];

export const mediumMcq: Mcq[] = [
  {
    question: 'In a write-back (write-behind) cache, when is data written to the database?',
    options: {
      A: "Only once the cache entry's TTL reaches zero",
      B: 'Before the cache is updated, on every write',
      C: 'Later and asynchronously, when entries are flushed or evicted',
      D: 'Never; the cache replaces the database',
    },
    correct: 'C',
    explanation:
      'Write-back gives fast writes but risks losing data that is still only in the cache if it crashes.',
  },
  {
    question:
      'A consistent-hashing ring has N nodes. About what fraction of keys move when one node is added?',
    options: {
      A: 'About 1/(N+1) of the keys',
      B: 'None of the keys',
      C: 'About half of the keys',
      D: 'Almost all keys, as with `hash(key) mod N`',
    },
    correct: 'A',
    explanation:
      'Only keys between the new node and its predecessor move to it, roughly 1/(N+1) of all keys.',
  },
  {
    question:
      'A hot cache key expires and thousands of requests miss at once, all hitting the database. What mitigates this cache stampede?',
    options: {
      A: 'Letting one request recompute while the rest wait',
      B: 'Lowering the TTL of every key in the cache',
      C: 'Disabling the cache for that key',
      D: 'Adding more read replicas to the database',
    },
    correct: 'A',
    explanation:
      'Request coalescing (a lock or single-flight) or serving stale data while one refresh runs prevents the stampede.',
  },
  {
    question: 'Why do payment APIs accept an idempotency key?',
    options: {
      A: 'So a retry with the same key is not processed twice',
      B: 'So the client can skip authentication',
      C: 'So the key routes the payment to the nearest region',
      D: 'So the server can compress the request body',
    },
    correct: 'A',
    explanation:
      'The server stores the result per key and returns it again on a retry instead of charging twice.',
  },
  {
    question: 'Which property is typical of a token-bucket rate limiter?',
    options: {
      A: 'It allows unlimited requests in the first second of each minute',
      B: 'It processes requests at a constant rate and never allows bursts',
      C: 'It allows short bursts but caps the average rate',
      D: 'It counts requests only per calendar day',
    },
    correct: 'C',
    explanation:
      'Tokens accumulate up to the capacity, so a burst can use them while the refill rate caps the long-run average.',
  },
  {
    question: 'What does eventual consistency guarantee?',
    options: {
      A: 'Reads are always served within one millisecond',
      B: 'Writes are never lost even if every replica fails',
      C: 'Every read returns the latest write',
      D: 'With no new writes, all replicas converge on one value',
    },
    correct: 'D',
    explanation:
      'Eventual consistency only promises convergence, not that every read sees the latest write.',
  },
  {
    question:
      'PACELC says that even when there is no network partition, a distributed database trades off what?',
    options: {
      A: 'Security against performance',
      B: 'Latency against consistency',
      C: 'Throughput against storage cost',
      D: 'Availability against durability',
    },
    correct: 'B',
    explanation:
      'Else (no partition) the choice is between lower latency and stronger consistency.',
  },
  {
    question:
      'A table sharded by country has one shard overloaded by traffic from one large country. What is this problem called?',
    options: {
      A: 'A cache stampede',
      B: 'A hot partition (hotspot)',
      C: 'A phantom read between shards',
      D: 'A split brain (two primaries)',
    },
    correct: 'B',
    explanation: 'A poorly chosen shard key concentrates traffic on one shard, creating a hotspot.',
  },
  {
    question: 'What kind of error can a Bloom filter make?',
    options: {
      A: 'False negatives, never false positives',
      B: 'False positives, never false negatives',
      C: 'Neither; it is always exact',
      D: 'Both false positives and false negatives',
    },
    correct: 'B',
    explanation:
      "A Bloom filter may say 'maybe present' for an absent item but never says 'absent' for an item that was added.",
  },
  {
    question: 'What is the main cost of adding a secondary index to a heavily written table?',
    options: {
      A: 'Reads that filter on that column slow down',
      B: 'The table can no longer have a primary key',
      C: 'The table becomes read-only while indexing',
      D: 'Every write must also update the index',
    },
    correct: 'D',
    explanation: 'Indexes speed up reads at the price of extra write work and storage.',
  },
  {
    question: 'Which entry does an LFU cache evict when it is full?',
    options: {
      A: 'A random entry',
      B: 'The entry that was inserted first of all',
      C: 'The entry used least recently',
      D: 'The entry used the fewest times',
    },
    correct: 'D',
    explanation: 'LFU means least frequently used; LRU would evict the least recently used entry.',
  },
  {
    question: 'What is the trade-off of synchronous replication to a standby database?',
    options: {
      A: 'Lower write latency, but possible data loss on failover',
      B: 'Higher write latency, but no committed data is lost',
      C: 'No change in write latency and no durability benefit',
      D: 'The standby can then no longer be promoted to primary',
    },
    correct: 'B',
    explanation:
      'The primary waits for the standby to confirm each commit, which costs latency but protects committed data if the primary fails.',
  },
  {
    question: 'What is a dead-letter queue for?',
    options: {
      A: 'Holding messages that keep failing, so others keep flowing',
      B: 'Speeding up the delivery of urgent messages ahead of all others',
      C: 'Encrypting messages while they are at rest',
      D: 'Storing messages that were processed successfully',
    },
    correct: 'A',
    explanation:
      'Moving poison messages aside after several failed attempts keeps the main queue flowing and lets you inspect them.',
  },
  {
    question:
      'A user saves their profile, reloads, and a lagging replica shows the old value. Which guarantee is missing?',
    options: {
      A: 'Monotonic writes across replicas',
      B: 'Write-ahead logging (WAL) on the primary',
      C: 'Read-your-writes consistency',
      D: 'Monotonic reads across replicas',
    },
    correct: 'C',
    explanation:
      'Read-your-writes ensures a user always sees their own updates, e.g. by reading from the primary after a write.',
  },
];

export const hardMcq: Mcq[] = [
  {
    question:
      'A Dynamo-style store keeps N = 5 replicas. Which quorum setting guarantees that every read overlaps the latest successful write?',
    options: {
      A: 'R = 1 and W = 4',
      B: 'R = 2 and W = 2',
      C: 'R = 3 and W = 3',
      D: 'R = 2 and W = 3',
    },
    correct: 'C',
    explanation: 'Reads and writes overlap only when R + W > N, and 3 + 3 = 6 > 5.',
  },
  {
    question: 'In Raft, what must a candidate obtain to become leader for a term?',
    options: {
      A: 'A lease granted by an external lock service',
      B: 'The highest node id in the cluster',
      C: 'Votes from every server in the cluster',
      D: 'Votes from a majority of the servers',
    },
    correct: 'D',
    explanation:
      'A majority vote ensures at most one leader per term, since two majorities always intersect.',
  },
  {
    question: 'How are the vector clocks [2,1,0] and [1,2,0] related?',
    options: {
      A: '`[2,1,0]` happened before `[1,2,0]`',
      B: 'Neither happened before the other',
      C: 'They are equal, as their sums match',
      D: '`[1,2,0]` happened before `[2,1,0]`',
    },
    correct: 'B',
    explanation:
      'Each clock is larger in one component and smaller in another, so the events are concurrent.',
  },
  {
    question: 'Why is two-phase commit called a blocking protocol?',
    options: {
      A: 'If the coordinator dies, prepared nodes must wait',
      B: 'It blocks all reads on every database during prepare',
      C: 'It requires a majority of the participants to agree on each step',
      D: 'Participants must commit strictly one at a time',
    },
    correct: 'A',
    explanation:
      'Prepared participants cannot decide alone and must hold their locks, so a coordinator crash leaves them blocked.',
  },
  {
    question:
      'A client holding a lease pauses for a long GC, its lease expires, another client takes the lock, and then the first client writes. What prevents corruption?',
    options: {
      A: 'A shorter TTL on the lease so it expires sooner',
      B: 'Retrying the write with exponential backoff',
      C: 'Fencing tokens that the storage checks',
      D: "Synchronising the clients' clocks with NTP",
    },
    correct: 'C',
    explanation:
      'The storage rejects writes carrying a token older than the newest it has seen, so the stale holder is fenced off.',
  },
  {
    question: 'Which statement about linearizability and serializability is correct?',
    options: {
      A: 'Linearizability only concerns transactions that span several objects',
      B: 'They are two names for exactly the same guarantee',
      C: 'Serializability always implies linearizability, but not the reverse',
      D: 'Only linearizability promises real-time recency for single objects',
    },
    correct: 'D',
    explanation:
      'Serializability makes transactions equivalent to some serial order that may differ from real time; combining both is strict serializability.',
  },
  {
    question: 'In a Dynamo-style database, what is hinted handoff?',
    options: {
      A: 'Reads go to the node with the newest hint timestamp',
      B: 'Clients cache the ring layout as a hint',
      C: 'A neighbour stores writes for a down replica and forwards them later',
      D: 'A leader hands its role over to a follower before it shuts itself down',
    },
    correct: 'C',
    explanation:
      'Hinted handoff keeps writes available during short outages and repairs the replica afterwards.',
  },
  {
    question: 'Why do Cassandra-style databases use Merkle trees for anti-entropy repair?',
    options: {
      A: 'To find differing key ranges while exchanging little data',
      B: 'To encrypt all replication traffic sent between data centres',
      C: 'To order writes within a partition',
      D: 'To elect a coordinator for each key',
    },
    correct: 'A',
    explanation:
      'Comparing tree hashes from the root down pinpoints differing ranges without sending every row.',
  },
  {
    question:
      "What property of a state-based CRDT's merge function lets replicas converge without coordination?",
    options: {
      A: 'It takes a global lock before merging',
      B: 'It is commutative, associative and idempotent',
      C: 'It runs only on the leader replica',
      D: 'It keeps the value with the earliest timestamp',
    },
    correct: 'B',
    explanation:
      'With such a merge (a join), replicas converge regardless of the order or repetition of merges.',
  },
  {
    question:
      'A request fans out to 100 backends in parallel and waits for all of them. Each backend is independently slow 1% of the time. About what share of user requests are slow?',
    options: {
      A: 'About 99%',
      B: 'About 10%',
      C: 'About 1%',
      D: 'About 63%',
    },
    correct: 'D',
    explanation:
      'The chance that none of 100 is slow is 0.99^100 = 0.37, so about 63% of requests wait for a slow backend.',
  },
  {
    question: 'How does Kafka support exactly-once processing in a read-process-write pipeline?',
    options: {
      A: 'Transactions that commit outputs and offsets together',
      B: 'Every partition has exactly one replica',
      C: 'Consumers delete each message after reading it',
      D: 'Brokers never retry a send that might have failed',
    },
    correct: 'A',
    explanation:
      'Idempotent producers plus transactions tie the output records and the input offsets together, so a restart neither loses nor duplicates results.',
  },
  {
    question:
      'When a process receives a message carrying Lamport timestamp T, how does it update its clock C?',
    options: {
      A: '`C = min(C, T) + 1`',
      B: '`C = max(C, T) + 1`',
      C: '`C = T`',
      D: '`C = C + T`',
    },
    correct: 'B',
    explanation: 'Taking the maximum and incrementing preserves the happened-before order.',
  },
  {
    question: 'Why do consensus clusters usually have 3 or 5 nodes rather than 4 or 6?',
    options: {
      A: 'Consensus algorithms simply cannot run on an even number of nodes',
      B: 'A fourth node tolerates no extra failure',
      C: 'Even sizes always cause split-brain',
      D: 'Odd-sized clusters need no leader',
    },
    correct: 'B',
    explanation: 'Four nodes need 3 votes and survive only 1 failure, the same as three nodes.',
  },
  {
    question:
      "A service receives 200 requests per second and each spends 50 ms in the system on average. By Little's law, how many requests are in flight on average?",
    options: {
      A: '10',
      B: '250',
      C: '10000',
      D: '4',
    },
    correct: 'A',
    explanation: "Little's law gives L = arrival rate x time in system = 200/s x 0.05 s = 10.",
  },
];
