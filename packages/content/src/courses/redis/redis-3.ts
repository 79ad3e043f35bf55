import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-3',
  order: 3,
  title: 'Caching Patterns and Eviction',
  description:
    'Use Redis as a cache: cache-aside, write-through and TTL strategies, invalidation, stampede protection and memory eviction policies.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Implement the cache-aside pattern with TTLs',
    'Choose between cache-aside, write-through and write-behind',
    'Configure maxmemory and an eviction policy',
    'Prevent cache stampedes and stale data',
  ],
  lesson: `## Why cache?

A database query that takes 50 ms might run thousands of times a minute with the same answer. Storing that answer in Redis turns later requests into sub-millisecond lookups and removes load from the database. The price is **staleness**: the cached copy can be out of date. Every caching design is about controlling that trade-off.

## Cache-aside (lazy loading)

The most common pattern keeps the cache logic in the application:

\`\`\`python
import json, redis
r = redis.Redis()

def get_product(pid):
    key = f"product:{pid}"
    cached = r.get(key)
    if cached is not None:
        return json.loads(cached)            # cache hit
    product = db.fetch_product(pid)          # cache miss
    r.set(key, json.dumps(product), ex=3600) # fill with a TTL
    return product

def update_product(pid, data):
    db.update_product(pid, data)
    r.delete(f"product:{pid}")               # invalidate
\`\`\`

Only data that is actually requested gets cached, and a Redis outage degrades to slower reads rather than errors. On writes, **delete** the key rather than updating it; the next read repopulates it, which avoids races where two writers leave an older value in the cache.

## Other write patterns

- **Write-through**: every write goes to the cache and the database together, so the cache is always warm, at the cost of caching data nobody reads.
- **Write-behind (write-back)**: writes go to the cache and are flushed to the database asynchronously, which is fast but risks losing data if the cache fails.

## TTLs and invalidation

"There are only two hard things in computer science: cache invalidation and naming things." A **TTL** is your safety net: even if you forget to invalidate, stale data lives at most that long. Pick TTLs per data type: seconds for stock levels, hours for product descriptions. Add **jitter** so entries do not expire simultaneously.

## Stampedes

When a popular key expires, hundreds of concurrent requests can miss at once and all recompute it, a **cache stampede** (or thundering herd). Remedies:

- A short **lock**: the first client does \`SET lock:product:7 1 NX EX 10\`, recomputes and fills the cache; others wait briefly or serve stale data.
- **Early refresh**: recompute in the background shortly before expiry.
- Cache **negative results** (for example "not found") briefly, so missing IDs do not hit the database every time.

## Memory limits and eviction

Redis keeps everything in RAM, so you must bound it. \`maxmemory\` sets the limit and \`maxmemory-policy\` decides what happens when it is reached:

\`\`\`text
CONFIG SET maxmemory 2gb
CONFIG SET maxmemory-policy allkeys-lru
INFO memory
\`\`\`

- \`noeviction\` (the default): writes fail with an out-of-memory error; right for data you cannot lose.
- \`allkeys-lru\` / \`allkeys-lfu\`: evict the least **recently** / least **frequently** used key among all keys; typical for a pure cache.
- \`volatile-lru\`, \`volatile-lfu\`, \`volatile-ttl\`, \`volatile-random\`: only keys that have a TTL are candidates.
- \`allkeys-random\`: evict random keys.

Redis approximates LRU and LFU by sampling a few keys rather than tracking exact order, which keeps it fast. Monitor \`evicted_keys\` and the hit ratio (\`keyspace_hits\` versus \`keyspace_misses\` in \`INFO stats\`) to know whether your cache is big enough.
`,
  overview: {
    whatYouWillLearn: [
      'A cache trades freshness for speed by keeping copies of expensive results in memory.',
      'Cache-aside reads from the cache first and fills it from the database on a miss.',
      'TTLs bound staleness, while explicit invalidation removes entries when the source changes.',
      'maxmemory caps memory use, and the eviction policy chooses which keys to drop when the cap is reached.',
      'LRU evicts the least recently used keys, LFU the least frequently used, and volatile policies only keys with a TTL.',
      'A stampede happens when many clients miss the same expired key and all hit the database at once.',
    ],
    proTip:
      'Add a small random jitter to TTLs (for example 3600 plus up to 300 seconds) so keys written at the same time do not all expire in the same second and hammer your database together.',
  },
  mcqs: [
    {
      question: 'In the cache-aside pattern, what does the application do on a cache miss?',
      options: {
        A: 'Returns an error and lets the client retry later',
        B: 'Waits for the database to push the value into the cache',
        C: 'Reads the database, stores the result in the cache, returns it',
        D: 'Caches an empty placeholder and retries',
      },
      correct: 'C',
      explanation: 'Cache-aside loads data lazily from the database and fills the cache on a miss.',
    },
    {
      question:
        'Why is deleting the cached key on update usually preferred over writing the new value into the cache?',
      options: {
        A: '`DEL` is the only command allowed on keys with a TTL',
        B: "Concurrent writers can't leave a stale value; the next read refills it",
        C: 'Updating the cached value (with `SET`) would remove its TTL for good',
        D: 'Redis cannot overwrite a key that already exists',
      },
      correct: 'B',
      explanation:
        'Invalidation avoids races where writers leave an older value cached, and the next read repopulates the key.',
    },
    {
      question: 'What is a drawback of write-behind caching?',
      options: {
        A: 'Writes are slow, because each one waits for the database to commit',
        B: 'The cache is always empty after a restart',
        C: 'It cannot be combined with TTLs on the cached keys',
        D: 'Data can be lost if the cache fails before it is flushed',
      },
      correct: 'D',
      explanation: 'Write-behind acknowledges writes before they are durable in the database.',
    },
    {
      question: 'What is the default `maxmemory-policy`?',
      options: {
        A: '`noeviction`, refusing writes when full',
        B: '`allkeys-lru`, evicting any key',
        C: '`volatile-lru`, evicting keys with a TTL',
        D: '`volatile-ttl`, evicting the soonest to expire',
      },
      correct: 'A',
      explanation:
        'By default Redis refuses writes when the memory limit is reached instead of evicting data.',
    },
    {
      question: 'Which policy is a typical choice for a Redis instance used purely as a cache?',
      options: {
        A: '`noeviction`, so no cached value is ever lost',
        B: '`volatile-random` (all keys have TTLs)',
        C: '`allkeys-lru` (or its LFU variant)',
        D: '`volatile-ttl`, evicting the keys closest to expiry',
      },
      correct: 'C',
      explanation:
        'Evicting the least recently or least frequently used keys keeps the most useful entries.',
    },
    {
      question: 'Which keys can be evicted under the `volatile-lru` policy?',
      options: {
        A: 'Any key, least recently used first',
        B: 'Only keys that have an expiry set',
        C: 'Only keys without any expiry (persistent keys)',
        D: 'Only string keys, never hashes or sets',
      },
      correct: 'B',
      explanation: '`volatile` policies consider only keys with a TTL as eviction candidates.',
    },
    {
      question: 'What is a cache stampede?',
      options: {
        A: 'Many clients missing the same expired key and all recomputing it',
        B: 'Redis evicting most keys at once when `maxmemory` is reached',
        C: 'A replica falling so far behind its primary that clients read stale data',
        D: 'Too many keys sharing one prefix, slowing down `SCAN`',
      },
      correct: 'A',
      explanation: 'Simultaneous misses on a hot key can overload the backing store.',
    },
    {
      question: 'Why add random jitter to TTLs?',
      options: {
        A: 'Redis rejects two keys that have identical TTLs',
        B: 'So keys written together do not all expire at once',
        C: 'Jitter makes keys expire sooner, freeing memory',
        D: 'LFU eviction needs random TTLs to estimate frequency',
      },
      correct: 'B',
      explanation: 'Spreading expiry times avoids synchronised misses.',
    },
    {
      question: 'Which `INFO` statistics help you compute the cache hit ratio?',
      options: {
        A: '`connected_clients` and `blocked_clients`',
        B: '`keyspace_hits` and `keyspace_misses`',
        C: '`used_memory` and `evicted_keys`',
        D: '`expired_keys` and `total_commands_processed`',
      },
      correct: 'B',
      explanation: 'The hit ratio is hits divided by hits plus misses.',
    },
    {
      question:
        'Many requests ask for a product ID that does not exist. How do you stop each one from hitting the database?',
      options: {
        A: 'Return a 404 straight away without checking the cache',
        B: 'Lower `maxmemory` so misses are evicted faster',
        C: 'Cache the "not found" result briefly as well',
        D: 'Add jitter to the TTLs of the products that exist',
      },
      correct: 'C',
      explanation: 'Caching negative results briefly means missing IDs are answered from Redis.',
    },
    {
      question: 'What does write-through caching do on every write?',
      options: {
        A: 'Writes to the cache and flushes to the database later',
        B: 'Writes to the database and drops the key',
        C: 'Writes to the database only, letting the TTL refresh it',
        D: 'Writes to the cache and the database together',
      },
      correct: 'D',
      explanation: 'Write-through keeps the cache warm by updating it with every database write.',
    },
    {
      question:
        'How does a short lock such as `SET lock:product:7 1 NX EX 10` help against a stampede?',
      options: {
        A: 'One client recomputes, and the rest wait or use stale data',
        B: 'It blocks all writes to Redis until the key is refilled',
        C: 'It makes the key permanent so it can never expire again',
        D: 'It routes every miss to a replica instead of the database',
      },
      correct: 'A',
      explanation:
        'Only the lock holder recomputes and refills the cache, so the database sees one query.',
    },
    {
      question: 'How does Redis implement LRU and LFU eviction?',
      options: {
        A: 'It keeps every key in an exact linked list by access time',
        B: 'It evicts keys in the order they were created',
        C: 'It approximates them by sampling a few keys',
        D: 'It asks the client which keys it should evict',
      },
      correct: 'C',
      explanation:
        'Sampling a few keys approximates LRU and LFU without tracking an exact order, which keeps Redis fast.',
    },
  ],
  problems: [],
};
