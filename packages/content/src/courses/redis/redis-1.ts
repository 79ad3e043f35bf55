import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-1',
  order: 1,
  title: 'Redis Fundamentals: Keys, Strings and Expiry',
  description:
    'What Redis is and why it is fast, how to connect with redis-cli, and how to work with keys, strings, counters and time-to-live.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what Redis is and typical use cases',
    'Connect with redis-cli and run basic commands',
    'Store and read strings and atomic counters',
    'Set and inspect key expiry with EXPIRE and TTL',
  ],
  lesson: `## What Redis is

**Redis** (REmote DIctionary Server) is an in-memory **data-structure server**. Instead of tables, it stores values of rich types (strings, lists, hashes, sets, sorted sets, streams and more) under keys, and every operation works directly on those structures. Because data lives in RAM and the protocol is simple, most commands complete in microseconds, and a single instance can serve hundreds of thousands of operations per second.

Typical uses are **caching**, **session storage**, **rate limiting**, **leaderboards**, **queues** and **real-time messaging**. Redis can persist data to disk, but it is usually paired with a primary database rather than replacing it.

A note on versions: since Redis 8 (2025) the core "Redis Open Source" bundles JSON, search and time-series features and is available under the AGPLv3 among other licences; **Valkey** is a Linux Foundation fork of Redis 7.2 that is command-compatible. Everything in this course applies to both.

## Connecting

\`\`\`bash
docker run -d --name redis -p 6379:6379 redis:8
docker exec -it redis redis-cli
127.0.0.1:6379> PING
PONG
\`\`\`

Redis listens on port **6379**. Client libraries exist for every language (redis-py, node-redis and ioredis, Jedis and Lettuce, go-redis).

## Keys and strings

Every value is stored under a **key**. The simplest type is the **string**, which can hold text, a serialised object, a number or binary data up to 512 MB.

\`\`\`text
SET user:42:name "Ada"
GET user:42:name            -> "Ada"
SET page:home "<html>..." NX  # only if the key does not exist
MSET a 1 b 2
MGET a b                    -> 1) "1" 2) "2"
EXISTS user:42:name         -> (integer) 1
DEL user:42:name
TYPE a                      -> string
\`\`\`

Command execution in Redis is **single-threaded**: commands run one after another, so each command is **atomic**. That makes counters trivial and race-free:

\`\`\`text
INCR page:views             -> (integer) 1
INCRBY page:views 10        -> (integer) 11
DECR stock:sku-9
\`\`\`

\`INCR\` on a missing key treats it as 0; on a value that is not an integer it returns an error.

## Expiry

Any key can have a **time-to-live (TTL)**. When it runs out, Redis deletes the key automatically, which is the foundation of caching and temporary tokens.

\`\`\`text
SET session:abc "{...}" EX 3600   # set with a 1-hour TTL
EXPIRE page:home 60
TTL page:home               -> (integer) 58
PERSIST page:home           # remove the TTL
TTL nokey                   -> (integer) -2  (key does not exist)
TTL a                       -> (integer) -1  (key has no expiry)
\`\`\`

Overwriting a key with \`SET\` clears its TTL unless you pass \`KEEPTTL\`.

## Exploring the keyspace

\`KEYS pattern\` returns all matching keys but walks the entire keyspace in one go, blocking every other client: never run it in production. Use \`SCAN\` instead, which returns results in small batches with a cursor:

\`\`\`text
SCAN 0 MATCH user:* COUNT 100
\`\`\`

Keep going with the returned cursor until it comes back as 0.
`,
  overview: {
    whatYouWillLearn: [
      'Redis is an in-memory data-structure server that answers most commands in well under a millisecond.',
      'Command execution is single-threaded, so each command runs atomically without locks.',
      'Every value lives under a key in a flat keyspace, and keys are binary-safe strings.',
      'Strings hold text, numbers or binary data up to 512 MB, and INCR turns them into atomic counters.',
      'Keys can carry a time-to-live after which Redis deletes them automatically.',
      'SCAN iterates the keyspace safely, while KEYS blocks the server and is for debugging only.',
    ],
    proTip:
      'Adopt a key naming convention such as object-type:id:field (user:42:profile) from day one; it keeps the keyspace readable, makes SCAN MATCH patterns useful and avoids collisions between features.',
  },
  mcqs: [
    {
      question: 'Why does Redis answer most commands in microseconds?',
      options: {
        A: 'Data lives in RAM and commands work directly on its structures',
        B: 'Redis runs most commands on their own threads across all CPU cores',
        C: 'Data is compressed on disk, so each read needs fewer I/O operations',
        D: 'Query plans are compiled once and then cached in memory for later calls',
      },
      correct: 'A',
      explanation: 'Data lives in RAM and commands are simple operations on in-memory structures.',
    },
    {
      question: 'Why is `INCR` safe to use from many clients at once without locks?',
      options: {
        A: 'Redis takes a lock on the key for each client that calls it',
        B: 'Clients must wrap `INCR` in `MULTI`/`EXEC` to make it safe',
        C: 'Commands run one at a time, so each command is atomic',
        D: '`INCR` runs twice and compares results',
      },
      correct: 'C',
      explanation: "Redis's single-threaded command execution means no two commands interleave.",
    },
    {
      question: 'What does `SET lock:job "1" NX` do?',
      options: {
        A: 'Sets the lock only when the job key already exists',
        B: 'Sets the key only if it does not exist yet',
        C: 'Sets the key and removes any expiry it had before',
        D: 'Sets the key with a TTL of 1 second',
      },
      correct: 'B',
      explanation: '`NX` means "only if not exists", a common building block for locks.',
    },
    {
      question: 'What does `TTL` return for a key that exists but has no expiry?',
      options: {
        A: '`0`',
        B: '`-2`',
        C: '`(nil)`',
        D: '`-1`',
      },
      correct: 'D',
      explanation: '`TTL` returns -1 for a persistent key and -2 for a missing key.',
    },
    {
      question: 'Which command sets a value with an expiry of 3600 seconds in one step?',
      options: {
        A: '`SET session:abc "data" EX 3600`',
        B: '`SET session:abc "data" TTL 3600`',
        C: '`SET session:abc "data" PX 3600`',
        D: '`EXPIRE session:abc 3600 "data"`',
      },
      correct: 'A',
      explanation:
        'The `EX` option sets the TTL in seconds together with the value; `PX` would mean milliseconds.',
    },
    {
      question: 'Why should `KEYS *` not be used on a production server?',
      options: {
        A: 'It deletes the keys it lists once they are returned',
        B: 'It scans the whole keyspace at once, blocking other clients',
        C: 'It is disabled on primaries and only works on replicas',
        D: 'It only returns keys from the current shard',
      },
      correct: 'B',
      explanation: '`KEYS` walks all keys in one go; `SCAN` iterates incrementally instead.',
    },
    {
      question: 'What happens when you run `INCR` on a key that does not exist?',
      options: {
        A: 'An error, because the key does not exist',
        B: 'The key is created with the value 1',
        C: 'The key is created and left at the value 0',
        D: 'Nothing; `INCR` needs an existing key',
      },
      correct: 'B',
      explanation: 'A missing key is treated as 0 and then incremented.',
    },
    {
      question: 'When is a `SCAN` iteration complete?',
      options: {
        A: 'When a batch is empty',
        B: 'After `COUNT` keys in total have been returned',
        C: 'When the cursor it returns is 0',
        D: 'After as many calls as there are databases',
      },
      correct: 'C',
      explanation: 'A batch may be empty while iteration continues; only cursor 0 marks the end.',
    },
    {
      question: "What happens to a key's TTL when you overwrite it with a plain `SET`?",
      options: {
        A: 'The TTL is cleared unless `KEEPTTL` is passed',
        B: 'The TTL is kept (only the value changes)',
        C: 'The TTL restarts from its original length',
        D: '`SET` fails while the key still has a TTL',
      },
      correct: 'A',
      explanation: 'A plain `SET` replaces the key and discards any existing expiry.',
    },
    {
      question: 'Which port does Redis listen on by default?',
      options: {
        A: '5432',
        B: '6379',
        C: '27017',
        D: '11211',
      },
      correct: 'B',
      explanation: 'Redis uses port 6379; 5432 is PostgreSQL, 27017 MongoDB and 11211 Memcached.',
    },
    {
      question: 'What is Valkey?',
      options: {
        A: 'The AGPLv3 licence that Redis 8 (2025) uses',
        B: 'A Redis module for JSON documents',
        C: 'A command-compatible fork of Redis 7.2',
        D: 'The official Redis client for Java',
      },
      correct: 'C',
      explanation: 'Valkey is a Linux Foundation fork of Redis 7.2 that accepts the same commands.',
    },
    {
      question: 'What does `TYPE a` return after `MSET a 1 b 2`?',
      options: {
        A: '`integer`',
        B: '`int`',
        C: '`float`',
        D: '`string`',
      },
      correct: 'D',
      explanation:
        'Redis stores numbers as strings; commands like `INCR` interpret them as integers.',
    },
    {
      question: 'What does `INCR` do on a key holding the string "Ada"?',
      options: {
        A: 'Treats the text as 0 and sets the key to 1',
        B: 'Returns an error, because the value is not an integer',
        C: 'Appends "1" to the text, giving "Ada1"',
        D: 'Deletes the key and recreates it with value 1',
      },
      correct: 'B',
      explanation:
        '`INCR` only works on values that parse as integers; otherwise it returns an error.',
    },
  ],
  problems: [],
};
