import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-7',
  order: 7,
  title: 'Scaling, Security and Operations',
  description:
    'Shard data with Redis Cluster, secure instances with ACLs and TLS, and run Redis in production with monitoring, memory management and latency troubleshooting.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain hash slots and how Redis Cluster routes keys',
    'Use hash tags for multi-key operations in a cluster',
    'Secure Redis with ACL users, TLS and network isolation',
    'Monitor memory, latency and slow commands in production',
  ],
  lesson: `## Redis Cluster

When one machine is not enough, **Redis Cluster** shards data across several primaries, each with its own replicas for failover. The keyspace is divided into **16,384 hash slots**; every key belongs to slot \`CRC16(key) mod 16384\`, and every primary owns a range of slots.

\`\`\`bash
redis-cli --cluster create 10.0.0.1:6379 10.0.0.2:6379 10.0.0.3:6379 \\
  10.0.0.4:6379 10.0.0.5:6379 10.0.0.6:6379 --cluster-replicas 1
redis-cli -c -h 10.0.0.1 CLUSTER SHARDS
\`\`\`

Clients cache the slot map. If a client sends a command to the wrong node, that node answers \`MOVED 3999 10.0.0.2:6379\`, and cluster-aware clients update their map and retry. During resharding, \`ASK\` redirects handle slots that are being migrated. Adding capacity means moving slots to new nodes while the cluster keeps running.

## Hash tags

Commands that touch several keys (\`MGET\`, \`SUNION\`, transactions, Lua scripts) only work if all keys are in the **same slot**; otherwise you get a \`CROSSSLOT\` error. **Hash tags** control placement: if a key contains \`{...}\`, only the part inside the braces is hashed. \`user:{42}:profile\` and \`user:{42}:cart\` always share a slot. Use tags deliberately: putting too many keys under one tag creates a hot, oversized slot.

Clusters support only database 0, and a failover inside a shard behaves like Sentinel: replication is asynchronous, so recent writes can be lost.

## Security

An open Redis port is a classic breach: attackers can read everything, and historically wrote SSH keys or cron jobs to disk through \`CONFIG SET\`. Defend in layers:

- **Network**: bind to private interfaces (\`bind 10.0.0.5\`), keep \`protected-mode yes\`, firewall port 6379, never expose it to the internet.
- **Authentication with ACLs** (Redis 6+): give each application its own user, limiting commands and key patterns.

\`\`\`text
ACL SETUSER cache-svc on >s3cr3t-long-password ~cache:* +@read +@write -@dangerous
ACL SETUSER default off
AUTH cache-svc s3cr3t-long-password
ACL WHOAMI
\`\`\`

- **TLS** for traffic between clients and servers and between replicas (\`tls-port 6380\` with certificates).
- Disable or rename dangerous commands for application users (\`FLUSHALL\`, \`CONFIG\`, \`DEBUG\`, \`KEYS\`) through ACL categories.

## Operating in production

- **Memory**: set \`maxmemory\` with headroom for forks and replication buffers, watch \`used_memory\` and \`mem_fragmentation_ratio\` in \`INFO memory\`, and enable \`activedefrag\` if fragmentation is high. Disable Linux transparent huge pages, which hurt fork latency.
- **Slow commands**: \`SLOWLOG GET 10\` lists commands that exceeded \`slowlog-log-slower-than\`. O(n) commands on big collections (\`HGETALL\`, \`SMEMBERS\`, \`LRANGE 0 -1\`, \`DEL\` of a huge key) are the usual culprits; use \`UNLINK\` to free big keys in the background and \`SCAN\`-family commands to iterate.
- **Latency**: \`LATENCY DOCTOR\`, and \`redis-cli --latency\` from the client side, separate server stalls from network problems.
- **Connections**: use connection pools, and watch \`connected_clients\`, \`blocked_clients\` and \`rejected_connections\`.
- **Metrics and alerts**: export \`INFO\` with a Prometheus exporter and alert on memory, evictions, replication lag and failovers.

With these practices, and often a managed service taking care of patching and failover, Redis remains one of the simplest high-performance components to run.
`,
  overview: {
    whatYouWillLearn: [
      'Redis Cluster divides the keyspace into 16384 hash slots spread over several primaries.',
      "A key's slot is CRC16 of the key modulo 16384, or of its hash tag in braces when present.",
      'Multi-key commands in a cluster work only when all keys are in the same slot.',
      'ACLs give each application its own user with limited commands and key patterns.',
      'Redis must never be exposed to the internet without authentication, TLS and firewalling.',
      'SLOWLOG, LATENCY and INFO reveal slow commands, big keys and memory fragmentation.',
    ],
    proTip:
      'Hunt big keys before they hurt you: redis-cli --bigkeys and MEMORY USAGE key find multi-megabyte values and huge collections that cause latency spikes, slow replication and uneven cluster slots.',
  },
  mcqs: [
    {
      question: 'How many hash slots does Redis Cluster divide the keyspace into?',
      options: {
        A: '1,024',
        B: '65,536',
        C: '16,384',
        D: '131,072',
      },
      correct: 'C',
      explanation:
        'Every key maps to one of 16,384 slots, which are distributed among the primaries.',
    },
    {
      question: 'What does a `MOVED` redirection tell a client?',
      options: {
        A: 'The key was deleted and recreated on another node',
        B: 'Another node owns that slot, so update the map and retry',
        C: 'The cluster is resharding; the command failed',
        D: 'The client must re-authenticate before retrying',
      },
      correct: 'B',
      explanation:
        'Cluster-aware clients follow `MOVED` replies and refresh their cached slot map.',
    },
    {
      question: 'Which pair of keys is guaranteed to be in the same cluster slot?',
      options: {
        A: '`user:{42}:profile` and `user:{420}:profile`',
        B: '`{user}:42` and `user:42`',
        C: '`user:{42}:profile` and `{user}:{42}:cart`',
        D: '`user:{42}:profile` and `user:{42}:cart`',
      },
      correct: 'D',
      explanation:
        'With a hash tag, only the part in braces is hashed, so both keys map to the slot of `42`.',
    },
    {
      question: 'What error do you get when a multi-key command spans several slots?',
      options: {
        A: '`CROSSSLOT`',
        B: '`WRONGTYPE`',
        C: '`MOVED`',
        D: '`NOAUTH`',
      },
      correct: 'A',
      explanation: 'Multi-key operations require all keys to hash to the same slot.',
    },
    {
      question: 'What does `ACL SETUSER cache-svc ... ~cache:* +@read +@write -@dangerous` set up?',
      options: {
        A: 'Creates a replica `cache-svc` for `cache:*` keys',
        B: 'Encrypts `cache:*` keys with the given password',
        C: 'A user restricted to `cache:*` keys and safe command groups',
        D: 'Sets a TTL on every `cache:*` key owned by `cache-svc`',
      },
      correct: 'C',
      explanation: 'ACLs restrict each user to specific key patterns and command categories.',
    },
    {
      question: 'Which measure is essential before Redis is reachable from other machines?',
      options: {
        A: 'Enabling the append-only file so writes survive a restart',
        B: "Raising `maxmemory` well above the dataset's expected size",
        C: 'Switching to Redis Cluster, so each shard has its own replicas',
        D: 'Authentication and network limits, such as a firewall',
      },
      correct: 'D',
      explanation:
        'Unauthenticated, internet-exposed Redis instances are routinely attacked; port 6379 must never be public.',
    },
    {
      question: 'Why prefer `UNLINK` over `DEL` for a very large key?',
      options: {
        A: '`UNLINK` frees the memory in a background thread',
        B: '`UNLINK` also deletes the key on replicas; `DEL` does not',
        C: '`DEL` cannot delete sets or sorted sets',
        D: '`UNLINK` keeps a backup copy until the next snapshot',
      },
      correct: 'A',
      explanation: 'Freeing a huge collection synchronously can stall the single command thread.',
    },
    {
      question: 'What does `SLOWLOG GET 10` show?',
      options: {
        A: 'The ten largest keys in the dataset, sorted by memory',
        B: 'The ten clients that connected most recently, with their IPs',
        C: 'The ten keys that will expire soonest',
        D: 'The last ten commands slower than the configured threshold',
      },
      correct: 'D',
      explanation:
        'The slow log records commands whose execution time exceeded `slowlog-log-slower-than`.',
    },
    {
      question: 'Which tool helps find unusually large keys that cause latency spikes?',
      options: {
        A: '`DBSIZE` and `INFO keyspace`',
        B: '`redis-cli --bigkeys`',
        C: '`redis-cli --latency-history`',
        D: '`OBJECT FREQ` on each key',
      },
      correct: 'B',
      explanation: '`--bigkeys` samples the keyspace and reports the biggest key of each type.',
    },
    {
      question: 'How does Redis Cluster decide which slot a key belongs to?',
      options: {
        A: '`CRC32(key) mod 163840`',
        B: 'The first character of the key',
        C: '`CRC16(key) mod 16384`',
        D: 'Round-robin assignment as keys are created',
      },
      correct: 'C',
      explanation:
        'Each key maps to slot `CRC16(key) mod 16384` (or of its hash tag, when present).',
    },
    {
      question: 'Why should ACLs block commands such as `CONFIG` for application users?',
      options: {
        A: '`CONFIG` slows down every other command while it runs',
        B: 'It lets an attacker write files, like SSH keys, to disk',
        C: 'Application users cannot read configuration anyway',
        D: '`CONFIG` was removed in Redis 7 and returns an error if called',
      },
      correct: 'B',
      explanation:
        'Attackers have used `CONFIG SET` to write SSH keys or cron jobs through an exposed Redis.',
    },
    {
      question: 'Which databases does Redis Cluster support?',
      options: {
        A: 'Databases 0 to 15, as usual',
        B: 'One database per shard',
        C: 'Up to 16 per primary',
        D: 'Only database 0',
      },
      correct: 'D',
      explanation: 'A cluster supports only database 0.',
    },
    {
      question: 'What does `mem_fragmentation_ratio` in `INFO memory` help you spot?',
      options: {
        A: 'Memory the allocator holds beyond what the data needs',
        B: 'Keys that have grown larger than their configured size limit',
        C: 'What share of memory the evicted keys used, as a ratio',
        D: 'How much memory replication buffers use',
      },
      correct: 'A',
      explanation:
        'A high ratio means the allocator holds much more memory than the data uses; `activedefrag` can help.',
    },
  ],
  problems: [],
};
