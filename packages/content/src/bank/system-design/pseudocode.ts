import type { PseudocodeProblem } from '@app/shared/content.schemas';

export const easyPseudocode: PseudocodeProblem[] = [
  {
    id: 'sd-pseudo-cache-aside',
    title: 'Cache-Aside Read Path',
    description: `A product page reads product details from a slow SQL database. Design the read function of a
cache-aside layer in front of it, using a key-value cache (such as Redis) with expiring entries. The
function receives a product id and returns the product or "not found".`,
    requirements: [
      'Serve repeated reads from the cache without touching the database.',
      'Give entries a time to live so stale data eventually disappears.',
      'Keep serving reads when the cache itself is unreachable.',
    ],
    examples: [
      {
        scenario: 'Product 42 is requested twice within a minute.',
        expectedApproach:
          'The first call misses, loads 42 from the database and caches it; the second call is a cache hit.',
      },
      {
        scenario: 'The cache cluster is down.',
        expectedApproach: 'The lookup error is caught and the database is queried directly.',
      },
    ],
    evaluationCriteria: [
      'Checks the cache before the database',
      'Populates the cache with a TTL after a miss',
      'Handles missing products and cache failures',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Look the key up in the cache first',
          weight: 3,
          accept: [
            'cache get',
            'check cache',
            'look cache',
            'lookup cache',
            'read cache',
            'query cache',
          ],
        },
        {
          idea: 'Return the cached value on a hit',
          weight: 2,
          accept: ['hit return', 'found cache return', 'cached return'],
        },
        {
          idea: 'On a miss, load the product from the database',
          weight: 3,
          accept: [
            'miss database',
            'miss db',
            'query database',
            'read database',
            'load database',
            'fetch database',
            'select database',
          ],
        },
        {
          idea: 'Store the loaded value in the cache with a TTL',
          weight: 2,
          accept: ['set ttl', 'store ttl', 'put ttl', 'cache ttl', 'expire', 'time live'],
        },
      ],
      edgeCases: [
        {
          case: 'Product not in the database',
          accept: ['not found', 'no row', 'null', 'missing product', 'does exist'],
        },
        {
          case: 'Cache unreachable or erroring',
          accept: [
            'cache down',
            'cache unavailable',
            'cache error',
            'cache fail',
            'cache timeout',
            'cache unreachable',
          ],
        },
      ],
      pitfalls: [
        {
          mistake:
            'The cache is only an accelerator: when it is down or erroring, catch that and read the database directly instead of failing the request.',
          patterns: [
            'cache down return error',
            'cache unavailable return error',
            'cache unreachable return error',
            'cache error return error',
            'cache down 503',
            'cache unavailable 503',
            'cache unreachable 503',
            'cache error 503',
            'cache fail 503',
            'cache down 500',
            'cache unavailable 500',
            'cache error 500',
            'cache error rethrow',
            'cache down rethrow',
            'cache timeout 500',
            'cache timeout 503',
            'cache unavailable error caller',
            'cache down error caller',
            'cache unreachable error caller',
            'cache error caller',
            'cache error propagat',
            'cache down propagat',
            'cache unavailable propagat',
            'cacheerror 503',
            'cacheerror 500',
            'rediserror 503',
            'rediserror 500',
            'redis down 503',
            'redis down 500',
            'redis time 500',
            'redis time 503',
            'redis error 503',
            'redis error 500',
            'redis unavailable 503',
            'redis unavailable 500',
            'redis down return error',
            'redis unavailable return error',
            'cache error return found',
            'cache down return found',
            'cache timeout return found',
            'cache unavailable return found',
            'cache unreachable return found',
            'catch cache return found',
            'redis down return found',
            'redis error return found',
            'redis time return found',
            'cache error 404',
            'cache down 404',
            'cache timeout 404',
            'cache unavailable 404',
            'redis down 404',
            'redis error 404',
          ],
        },
        {
          mistake:
            'A cache miss only means the product is not cached yet: load it from the database (and cache it) before deciding it does not exist.',
          patterns: [
            'cache miss return found',
            'cache miss respond found',
            'cache miss report found',
            'cache miss 404',
            'absent cache return found',
            'miss cache return found',
            'null return not found cache miss',
          ],
        },
        {
          mistake:
            'A cached "not found" marker needs a short expiry like any other entry; stored without a TTL it keeps hiding the product even after the product is created.',
          patterns: [
            'ttl infinity',
            'indefinite',
            'no expir need',
            'no ttl need',
            'expir not need',
            'ttl not need',
          ],
        },
      ],
      modelAnswer: `1. function getProduct(id):
2.   key = "product:" + id
3.   try: value = cache GET key
4.   catch cache error or timeout: value = null and log that the cache is down
5.   if value is not null: return value   // cache hit, return it
6.   // cache miss: query the database
7.   row = SELECT * FROM products WHERE id = id   (read database)
8.   if no row: return "not found"   // optionally cache a short negative entry
9.   try: cache SET key row with TTL 300 seconds (expire later)
10.  catch cache error: ignore, the database result is still valid
11.  return row`,
    },
  },
  {
    id: 'sd-pseudo-round-robin',
    title: 'Round-Robin Balancer that Skips Unhealthy Servers',
    description: `A load balancer keeps a list of backend servers and a health flag for each, updated by a
background health checker. Write the function that picks the backend for the next request so that
requests rotate evenly over the healthy servers.`,
    requirements: [
      'Rotate through servers in order, continuing where the previous request stopped.',
      'Never pick a server currently marked unhealthy.',
      'Report an error when no server can take the request.',
    ],
    examples: [
      {
        scenario: 'Servers A, B, C with B unhealthy; four requests.',
        expectedApproach: 'Requests go A, C, A, C.',
      },
      {
        scenario: 'All servers are unhealthy.',
        expectedApproach:
          'The function returns an error such as HTTP 503 instead of looping forever.',
      },
    ],
    evaluationCriteria: [
      'Keeps a position that survives between calls',
      'Wraps around the list',
      'Skips unhealthy servers and stops after one full cycle',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Keep a current index that persists between requests',
          weight: 3,
          accept: [
            'current index',
            'next index',
            'pointer',
            'position',
            'counter',
            'next = 0',
            'start index',
            'last index',
          ],
        },
        {
          idea: 'Advance the index and wrap around with modulo',
          weight: 3,
          accept: [
            'modulo',
            'wrap',
            'mod length',
            'mod size',
            'mod count',
            'remainder',
            'back to 0',
            'reset to 0',
            'mod n',
            '% n',
          ],
        },
        {
          idea: 'Skip servers that are marked unhealthy',
          weight: 3,
          accept: [
            'skip unhealthy',
            'unhealthy continue',
            'healthy return',
            'if healthy',
            'skip down',
            'health check',
          ],
        },
        {
          idea: 'Return the chosen server',
          weight: 1,
          accept: ['return server', 'return backend', 'send request'],
        },
      ],
      edgeCases: [
        {
          case: 'No healthy server at all',
          accept: [
            '503',
            'no healthy',
            'all unhealthy',
            'all down',
            'none healthy',
            'service unavailable',
          ],
        },
        {
          case: 'Empty server list',
          accept: [
            'empty list',
            'empty server',
            'no servers',
            'zero servers',
            'list length 0',
            'list is empty',
          ],
        },
      ],
      pitfalls: [
        {
          mistake:
            'When every server is marked unhealthy there is nothing safe to pick: answer 503 Service Unavailable instead of sending the request to a server known to be down.',
          patterns: [
            'all unhealthy return first',
            'all unhealthy return random',
            'all unhealthy return any',
            'all unhealthy return servers 0',
            'all unhealthy return server anyway',
            'all down return first',
            'all down return random',
            'all down return any',
            'none healthy return first',
            'none healthy return random',
            'all unhealthy pick first',
            'all unhealthy pick random',
            'all unhealthy pick any',
            'none healthy pick random',
            'none healthy random',
            'all unhealthy random',
            'all down random',
            'none healthy return any',
            'none healthy pick any',
            'all unhealthy anyway',
            'all down anyway',
            'none healthy anyway',
          ],
        },
        {
          mistake:
            'A loop that waits for a healthy server never ends when all servers are down; stop after checking each server once and return an error.',
          patterns: [
            'loop forever',
            'while true',
            'keep loop until healthy',
            'keep advanc until healthy',
            'keep mov until healthy',
            'keep try until healthy',
            'keep search until healthy',
            'keep increment until healthy',
          ],
        },
        {
          mistake:
            'Starting the search at the first server on every request sends almost all traffic to it; the position must persist between requests and continue from where the last one stopped.',
          patterns: [
            'each request start 0',
            'each request start first',
            'every request start first',
            'each call start 0',
            'each call start first',
            'each request reset 0',
            'each call reset 0',
            'each request begin first',
            'every request begin first',
          ],
        },
        {
          mistake:
            'The position has to move past every server it looks at, healthy or not; advancing it only after a healthy pick leaves it stuck on an unhealthy server, which is then checked again and again.',
          patterns: [
            'healthy next = next + 1',
            'healthy cursor = cursor + 1',
            'healthy pointer = pointer + 1',
            'healthy counter = counter + 1',
            'healthy current = current + 1',
            'healthy cursor += 1',
            'healthy next += 1',
            'healthy pointer += 1',
            'healthy counter += 1',
            'advanc only healthy',
            'only advanc healthy',
            'increment only healthy',
            'only increment healthy',
          ],
        },
        {
          mistake:
            'The position wraps modulo the number of servers n, so it takes every value from 0 to n - 1; wrapping modulo n - 1 never reaches the last server.',
          patterns: [
            'mod ( n - 1',
            'mod ( len - 1',
            'mod ( length - 1',
            'mod ( size - 1',
            'mod ( count - 1',
            'mod n - 1',
            'mod len - 1',
            'mod length - 1',
          ],
        },
      ],
      modelAnswer: `1. state: servers list, healthy flags, next index = 0
2. function pick():
3.   n = length of servers
4.   if n == 0: return error "no servers configured" (empty list)
5.   repeat n times:
6.     candidate = servers[next index]
7.     next index = (next index + 1) mod n   // wrap around
8.     if candidate is healthy: return server candidate
9.   // a full cycle found only unhealthy servers
10.  return error 503 service unavailable (no healthy server)`,
    },
  },
];

export const mediumPseudocode: PseudocodeProblem[] = [
  {
    id: 'sd-pseudo-token-bucket',
    title: 'Per-Client Token Bucket Rate Limiter',
    description: `An API gateway must limit each API key to an average of R requests per second with bursts of up to
B requests. Design the check that runs for every incoming request and decides whether to let it
through, storing state per API key.`,
    requirements: [
      'Keep separate state for every API key.',
      'Refill based on the time elapsed since the last check, not with a background timer.',
      'Reject requests above the limit with a clear status.',
    ],
    examples: [
      {
        scenario: 'B = 10, R = 5/s; a client sends 12 requests at once.',
        expectedApproach:
          'The first 10 use the stored tokens and pass; the last 2 are rejected with 429.',
      },
      {
        scenario: 'The same client waits 1 second.',
        expectedApproach: 'Elapsed time adds 5 tokens, so 5 more requests pass.',
      },
    ],
    evaluationCriteria: [
      'Correct lazy refill capped at the burst size',
      'Allows only when a token is available and consumes it',
      'Handles new clients and clock anomalies',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Store tokens and last refill time per key',
          weight: 2,
          accept: ['last refill', 'last time', 'last timestamp', 'lastrefill', 'last_refill'],
        },
        {
          idea: 'Add elapsed time multiplied by the rate',
          weight: 3,
          accept: ['elapsed rate', 'elapsed * r', 'now last rate', 'elapsed time rate'],
        },
        {
          idea: 'Cap the tokens at the bucket capacity',
          weight: 2,
          accept: [
            'min capacity',
            'min b',
            'cap capacity',
            'not exceed capacity',
            'at most capacity',
            'min burst',
          ],
        },
        {
          idea: 'Allow and take a token when at least one is available, otherwise reject',
          weight: 3,
          accept: [
            'tokens >= 1',
            'tokens 1 allow',
            'subtract token',
            'decrement token',
            'tokens - 1',
            'tokens -= 1',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'New key starts with a full bucket',
          accept: ['new key', 'new client', 'first request', 'full bucket', 'not exist create'],
        },
        { case: 'Rejected request gets HTTP 429', accept: ['429', 'too many'] },
        { case: 'Clock moves backwards', accept: ['negative', 'backwards', 'max 0'] },
      ],
      synonyms: [
        ['tokens', 'token', 'credit', 'credits', 'allowance'],
        ['capacity', 'b', 'burst', 'bucket size'],
        ['rate', 'r', 'refill rate'],
        ['elapsed', 'time passed', 'passed', 'now last', 't last', 't stamp'],
        ['last', 'stamp', 'previous'],
      ],
      pitfalls: [
        {
          mistake:
            'A request may pass only while at least one token is left, and it then takes that token; with fewer than one token the request must be rejected, not allowed.',
          patterns: [
            'token < 1 allow',
            'token less 1 allow',
            'token < 1 pass',
            'token less 1 pass',
            'token < 1 let',
            'token less 1 let',
            'token < 1 forward',
            'token <= 0 allow',
            'token empty allow',
            'token <= 0 let',
            'token <= 0 pass',
            'token <= 0 forward',
            'token < 1 through',
            'token <= 0 through',
            'token less 1 through',
          ],
        },
        {
          mistake:
            'The bucket holds at most B tokens, so the refill is capped with min(B, tokens + elapsed * R); max() lets the bucket overflow and allows unlimited bursts.',
          patterns: [
            'token = max b',
            'token = max token',
            'token = max capacity',
            'token max token + elapsed',
            'token = max b token',
          ],
        },
        {
          mistake:
            'A client seen for the first time starts with a full bucket of B tokens; starting at zero rejects its first requests for no reason.',
          patterns: [
            'new token 0',
            'new key token zero',
            'new key empty bucket',
            'new client empty bucket',
            'new client token 0',
            'unknown key token 0',
            'first request token 0',
            'new entry token 0',
            'new key 0 token',
            'new client 0 token',
            'new key start 0',
            'new key start zero',
            'new key start empty',
            'new client start 0',
            'new client start empty',
          ],
        },
        {
          mistake:
            'A client over its limit is told 429 Too Many Requests; 503, 403 or 401 describe other failures and confuse clients about whether to retry.',
          patterns: [
            'reject 503',
            'reject 403',
            'reject 401',
            'reject 500',
            'deny 503',
            'deny 403',
            'return 503',
            'return 403',
          ],
        },
      ],
      modelAnswer: `1. state per api key: tokens, last refill time
2. function allow(key, now):
3.   if key not in store: create entry with tokens = B (full bucket for a new key), last = now
4.   entry = store[key]
5.   elapsed = max(0, now - entry.last)   // ignore negative elapsed if the clock goes backwards
6.   entry.tokens = min(B, entry.tokens + elapsed * R)   // cap at capacity
7.   entry.last = now
8.   if entry.tokens >= 1:
9.     entry.tokens = entry.tokens - 1   // subtract one token
10.    return allow
11.  else:
12.    return reject with HTTP 429 Too Many Requests`,
    },
  },
  {
    id: 'sd-pseudo-lru-design',
    title: 'O(1) LRU Cache',
    description: `Design an in-memory cache with a fixed capacity whose get(key) and put(key, value) both run in O(1)
time. When the cache is full and a new key is inserted, the least recently used entry must be
discarded. Reading or writing a key counts as using it.`,
    requirements: [
      'get returns the value or a miss marker and marks the key as recently used.',
      'put inserts or updates and marks the key as recently used.',
      'Both operations run in constant time.',
    ],
    examples: [
      {
        scenario: 'Capacity 2: put a, put b, get a, put c.',
        expectedApproach: 'b is evicted because a was used after b.',
      },
      {
        scenario: 'put on an existing key when the cache is full.',
        expectedApproach: 'The value is updated and nothing is evicted.',
      },
    ],
    evaluationCriteria: [
      'Uses a hash map and a doubly linked list (or equivalent)',
      'Moves used entries to the front',
      'Evicts from the tail and removes the map entry',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Hash map from key to list node',
          weight: 3,
          accept: ['hash map', 'hashmap', 'dictionary', 'map key node'],
        },
        {
          idea: 'Doubly linked list ordered by recency',
          weight: 3,
          accept: ['doubly linked', 'linked list', 'double linked', 'prev next'],
        },
        {
          idea: 'Move an accessed node to the front (most recent)',
          weight: 2,
          accept: [
            'move front',
            'move head',
            'to front',
            'most recent',
            'add front',
            'push front',
            'add head',
          ],
        },
        {
          idea: 'When over capacity remove the tail node and its map entry',
          weight: 2,
          accept: [
            'remove tail',
            'evict tail',
            'delete tail',
            'least recent remove',
            'pop tail',
            'tail prev unlink',
            'tail prev detach',
            'tail prev remove',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Updating an existing key must not evict',
          accept: ['exist update', 'already update', 'existing key'],
        },
        {
          case: 'Capacity zero',
          accept: ['capacity 0', 'capacity zero', 'zero capacity', 'capacity < 1'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'The entry to discard is the least recently used one at the tail; removing the most recently used entry throws away the key that is most likely to be read next.',
          patterns: [
            'remov newest',
            'remov mru',
            'remov just insert',
            'remov latest',
            'evict newest',
          ],
        },
        {
          mistake:
            'Updating a key that is already cached does not add an entry, so nothing may be evicted; only a brand-new key can push the cache over capacity.',
          patterns: [
            'exist remov tail',
            'exist remov lru',
            'exist full remov',
            'update full remov tail',
          ],
        },
        {
          mistake:
            'Scanning the list to find a key is O(n); the hash map gives the node directly, which is what keeps get and put O(1).',
          patterns: [
            'loop list key',
            'search list key',
            'loop linked key',
            'search linked key',
            'linear search',
            'linear scan',
            'loop list match',
            'search list match',
            'loop list find',
            'search list find',
          ],
        },
        {
          mistake:
            'Reading a key makes it the most recently used, so the node moves to the most-recent end; moving it to the least-recently-used end makes the key just read the next one evicted.',
          patterns: [
            'move least recent end',
            'move lru end',
            'move least recent side',
            'move lru side',
            'insert least recent end',
            'insert lru end',
            'insert least recent side',
            'insert lru side',
          ],
        },
      ],
      modelAnswer: `1. structures: hash map key -> node, doubly linked list with head (most recent) and tail (least recent)
2. function get(key):
3.   if key not in map: return -1
4.   node = map[key]; move node to front (head) of the list
5.   return node.value
6. function put(key, value):
7.   if capacity == 0: return   // capacity zero stores nothing
8.   if key already exists in map: update node.value, move node to front, return (no eviction)
9.   if map size == capacity:
10.    lru = tail node; remove tail from the list; delete map[lru.key]
11.  create node(key, value); insert it at the head; map[key] = node`,
    },
  },
];

export const hardPseudocode: PseudocodeProblem[] = [
  {
    id: 'sd-pseudo-consistent-hash-ring',
    title: 'Consistent Hash Ring with Virtual Nodes',
    description: `A distributed cache must map keys to servers so that adding or removing one server moves only a
small share of the keys, and so that load is spread evenly even with few servers. Design the ring:
adding a server, removing a server and looking up the server of a key.`,
    requirements: [
      'Place several virtual nodes per physical server.',
      'Look up a key in O(log n) time.',
      'Adding or removing a server should only move the keys adjacent to its virtual nodes.',
    ],
    examples: [
      {
        scenario: 'Three servers, 100 virtual nodes each; lookup of key "user:7".',
        expectedApproach:
          'Hash the key, binary-search the sorted ring for the first position at or after the hash, return its server.',
      },
      {
        scenario: 'A fourth server joins.',
        expectedApproach:
          'Its 100 points are inserted; only keys falling just before them move to it.',
      },
    ],
    evaluationCriteria: [
      'Sorted ring of hashed virtual-node positions',
      'Binary search with wrap-around',
      'Correct add/remove and edge cases',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Hash several virtual nodes per server onto the ring',
          weight: 3,
          accept: ['virtual node', 'vnode', 'replica hash', 'server # i', 'hash server i'],
        },
        {
          idea: 'Keep the ring positions sorted',
          weight: 2,
          accept: ['sorted', 'sort', 'ordered map', 'tree map', 'treemap'],
        },
        {
          idea: 'Binary search for the first position >= hash(key)',
          weight: 3,
          accept: ['binary search', 'lower bound', 'lower_bound', 'ceiling', 'first position'],
        },
        {
          idea: 'Wrap around to the first position past the end',
          weight: 2,
          accept: ['wrap', 'first position end', 'index 0', 'circular'],
        },
        {
          idea: 'Remove all virtual nodes of a departing server',
          weight: 2,
          accept: [
            'remove server',
            'delete server',
            'remove virtual',
            'remove position',
            'remove its',
          ],
        },
      ],
      edgeCases: [
        {
          case: 'Lookup on an empty ring',
          accept: ['empty ring', 'ring empty', 'no servers', 'no server'],
        },
        {
          case: 'Two virtual nodes hash to the same position',
          accept: ['collision', 'same position', 'tie'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'Taking hash(key) mod the number of servers remaps almost every key when a server joins or leaves; the ring maps a key to the first position at or after its hash instead.',
          patterns: [
            'hash key % len',
            'hash key % count',
            'hash key mod len',
            'hash key mod count',
            'hash key mod number',
            'hash key % number',
            'mod number servers',
            '% number servers',
            'mod server count',
            '% server count',
          ],
        },
        {
          mistake:
            'A key belongs to the first position at or after its hash (clockwise), with wrap-around to the start; taking the last position before the hash sends keys to the wrong server.',
          patterns: [
            'last position <=',
            'last position less',
            'last position <',
            'max position <=',
            'max position less',
            'max position <',
            'floor',
            'predecessor',
            'previous position',
          ],
        },
        {
          mistake:
            'Moving or rehashing every key when a server leaves defeats consistent hashing; removing its virtual nodes moves only the keys those positions held to their successors.',
          patterns: [
            'rehash all keys',
            'remap all keys',
            'move all keys',
            'redistribut all keys',
            'reassign all keys',
            'rebuild ring all keys',
            'rehash every key',
            'move every key',
          ],
        },
        {
          mistake:
            'Walking the positions one by one makes a lookup O(n); keep them sorted and binary-search for the first position >= hash(key) to stay O(log n).',
          patterns: [
            'linear',
            'each position >=',
            'each position greater',
            'each ring >=',
            'each point >=',
          ],
        },
        {
          mistake:
            'The binary search only works on positions kept in sorted order, so each virtual node is inserted at its sorted place (or the ring is sorted after adding); appending to the end leaves the ring unsorted and lookups land on the wrong server.',
          patterns: ['append end ring', 'append end list', 'append unsorted'],
        },
        {
          mistake:
            'Each virtual node needs its own hash, such as hash(server + "#" + i), so a server\'s points are spread around the ring; hash(server) + i puts them next to each other and spreads nothing.',
          patterns: [
            'base + i',
            'offset + i',
            'consecutive position',
            'adjacent position',
            'next to each other',
          ],
        },
      ],
      modelAnswer: `1. ring = sorted list of (position, server); V = virtual nodes per server
2. function addServer(s):
3.   for i from 0 to V-1: position = hash(s + "#" + i); insert (position, s) keeping the ring sorted
4.   if a position already exists (collision), break the tie by server name so order is deterministic
5. function removeServer(s):
6.   for each virtual node of s: remove its position from the ring   // only its keys move to successors
7. function lookup(key):
8.   if the ring is empty: return error "no servers"
9.   h = hash(key)
10.  idx = binary search for the first position >= h (lower bound)
11.  if idx == length of ring: idx = 0   // wrap around the circle
12.  return ring[idx].server`,
    },
  },
  {
    id: 'sd-pseudo-snowflake-ids',
    title: 'Snowflake-Style Unique ID Generator',
    description: `Many servers must generate unique 64-bit IDs without talking to each other, and IDs should roughly
sort by creation time. Design nextId() for one generator that is configured with its own machine
number, using 41 bits of milliseconds since a custom epoch, 10 bits of machine number and 12 bits
of per-millisecond counter.`,
    requirements: [
      'IDs from one generator must never repeat, even under heavy load.',
      'IDs must sort by time across generators (to the millisecond).',
      'The generator must be safe when the system clock misbehaves.',
    ],
    examples: [
      {
        scenario: '5000 IDs are requested within one millisecond.',
        expectedApproach:
          'The first 4096 use counters 0..4095; the generator then waits for the next millisecond.',
      },
      {
        scenario: 'NTP moves the clock back by 3 ms.',
        expectedApproach: 'The generator refuses or waits instead of reusing old timestamps.',
      },
    ],
    evaluationCriteria: [
      'Correct bit layout with shifts',
      'Sequence handling within and across milliseconds',
      'Clock-skew and overflow handling',
    ],
    rubric: {
      ideas: [
        {
          idea: 'Read the current time in milliseconds since the custom epoch',
          weight: 2,
          accept: ['epoch', 'current millis', 'now millis', 'timestamp ms'],
        },
        {
          idea: 'Increment the sequence within the same millisecond',
          weight: 3,
          accept: [
            'same millisecond sequence',
            'sequence + 1',
            'sequence increment',
            'increment sequence',
            'sequence 1 4095',
          ],
        },
        {
          idea: 'Reset the sequence to 0 in a new millisecond',
          weight: 2,
          accept: ['reset sequence', 'sequence = 0', 'sequence 0'],
        },
        {
          idea: 'Combine the fields with shifts: time << 22 | machine << 12 | sequence',
          weight: 3,
          accept: ['<< 22', 'shift 22', 'shift left 22', 'shl 22'],
        },
      ],
      edgeCases: [
        {
          case: 'Sequence overflow: wait for the next millisecond',
          accept: ['overflow', 'exceeds 4095', 'wait next millisecond', 'spin until next'],
        },
        {
          case: 'Clock moved backwards',
          accept: ['backwards', 'clock back', 'now < last', 'earlier than last'],
        },
      ],
      pitfalls: [
        {
          mistake:
            'If the clock went backwards, generating with the earlier time reissues timestamps already used and can repeat IDs; wait until the clock passes the last timestamp or refuse with an error.',
          patterns: [
            '< last last = now',
            'less last last = now',
            'backward last = now',
            'backward set last now',
            'backward proceed',
            'backward anyway',
            'backward ignor',
            '< last proceed',
            'less last proceed',
            '< last continu generat',
            'backward continu generat',
            '< last last = ts',
            'backward last = ts',
            'backward last = time',
            '< last last = time',
            'last = ts resync',
            'last = now resync',
            'last = time resync',
            'last = current resync',
          ],
        },
        {
          mistake:
            'The sequence counts IDs within one millisecond: increment it while the millisecond is the same and reset it to 0 when a new millisecond starts, not the other way round.',
          patterns: [
            'now == last seq = 0',
            '== last seq = 0',
            'now == last reset seq',
            '== last reset seq',
            'same millisecond reset',
            'now > last seq + 1',
            'now > last seq += 1',
            'now > last increment seq',
            'new millisecond increment',
            'different millisecond increment',
            'now != last increment',
            'now != last seq + 1',
            '== last seq 0',
            'now == last seq 0',
          ],
        },
        {
          mistake:
            'The timestamp goes in the high bits (shifted left by 22), the machine number in the middle (shifted by 12) and the sequence in the low 12 bits; swapping the two shifts makes the fields overlap and the IDs stop growing with time.',
          patterns: [
            'now shift 12 machine shift 22',
            'time shift 12 machine shift 22',
            'ts shift 12 machine shift 22',
            'millis shift 12 machine shift 22',
            'machine shift 22 now shift 12',
            'machine shift 22 time shift 12',
            'machine shift 22 ts shift 12',
            'machine shift 22 millis shift 12',
            'now shift 12 worker shift 22',
            'time shift 12 worker shift 22',
            'worker shift 22 now shift 12',
            'worker shift 22 time shift 12',
          ],
        },
      ],
      modelAnswer: `1. state: machine (0..1023), last timestamp = -1, sequence = 0
2. function nextId():
3.   now = current millis - custom epoch
4.   if now < last timestamp: the clock moved backwards -> wait until now >= last or raise an error
5.   if now == last timestamp:
6.     sequence = (sequence + 1) AND 4095   // increment sequence in the same millisecond
7.     if sequence == 0: overflow, so spin until the next millisecond and set now to it
8.   else:
9.     sequence = 0   // reset sequence for a new millisecond
10.  last timestamp = now
11.  return (now << 22) OR (machine << 12) OR sequence   // shift left 22 and 12`,
    },
  },
];
