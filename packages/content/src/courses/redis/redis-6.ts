import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-6',
  order: 6,
  title: 'Persistence and Replication',
  description:
    'Decide how Redis survives restarts with RDB snapshots and the append-only file, and keep it available with replication and Sentinel failover.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Compare RDB snapshots with AOF persistence',
    'Choose an appendfsync policy for your durability needs',
    'Set up primary-replica replication and understand its guarantees',
    'Explain automatic failover with Redis Sentinel',
  ],
  lesson: `## Why persistence matters

Redis keeps data in memory, so without persistence a restart empties it. For a pure cache that may be fine. For sessions, queues or counters it is not. Redis offers two mechanisms, usable alone or together.

## RDB snapshots

An **RDB** file is a compact, binary point-in-time snapshot of the whole dataset. Redis creates it by **forking**: the child process writes the snapshot while the parent keeps serving clients, and copy-on-write memory means only pages that change during the snapshot are duplicated.

\`\`\`text
save 3600 1 300 100 60 10000   # snapshot if >=1 change in 1h, >=100 in 5 min, >=10000 in 1 min
BGSAVE                          # trigger a background snapshot
LASTSAVE
\`\`\`

RDB files are ideal for backups and fast restarts, but you lose every write since the last snapshot, potentially minutes of data. On large datasets the fork itself can pause the server briefly and temporarily need extra memory.

## The append-only file

The **AOF** logs every write command. On restart Redis replays the log to rebuild the data. How often the log is flushed to disk is set by \`appendfsync\`:

- \`always\`: fsync after every write; safest, slowest.
- \`everysec\` (recommended default): fsync once per second; lose at most about one second of writes.
- \`no\`: let the operating system decide; fastest, least safe.

\`\`\`text
appendonly yes
appendfsync everysec
BGREWRITEAOF
\`\`\`

Since Redis 7 the AOF is a directory with a **base** file (an RDB or AOF snapshot) plus **incremental** files and a manifest. Because the log keeps growing, Redis periodically **rewrites** it in the background into a fresh, minimal base. Many deployments enable both RDB (for backups) and AOF (for durability).

## Replication

A **replica** keeps a copy of a primary's data:

\`\`\`text
REPLICAOF 10.0.0.5 6379
INFO replication
\`\`\`

The replica performs a full synchronisation (receiving an RDB snapshot), then streams every subsequent write. If the link drops briefly, it resumes with a **partial resync** from the replication backlog. Replicas serve reads, provide redundancy and can take backups off the primary.

Replication is **asynchronous**: the primary acknowledges a write before replicas have it. If the primary dies, the last writes may be lost. \`WAIT numreplicas timeout\` lets a client wait until a write reached some replicas, reducing but not eliminating that risk. Replicas are read-only by default.

## Sentinel for failover

**Redis Sentinel** provides high availability without clustering. Several Sentinel processes (at least three, on separate machines) monitor the primary. When enough of them (the **quorum**) agree it is down, they elect a leader, **promote** a replica to primary, reconfigure the other replicas and tell clients the new address. Clients connect via Sentinel-aware libraries that ask "where is the primary for \`mymaster\`?".

\`\`\`text
sentinel monitor mymaster 10.0.0.5 6379 2
sentinel down-after-milliseconds mymaster 5000
\`\`\`

Sentinel handles one primary and its replicas, so all data must fit on one machine. When it does not, you need **Redis Cluster**, covered next. Managed services such as Amazon ElastiCache, Google Memorystore and Redis Cloud run this machinery for you.
`,
  overview: {
    whatYouWillLearn: [
      'RDB writes compact point-in-time snapshots using a forked child process.',
      'AOF logs every write command, trading file size for much smaller data-loss windows.',
      'appendfsync everysec bounds data loss to about one second with good performance.',
      'Modern AOF uses a base file plus incremental files, and rewrites compact it in the background.',
      'Replication is asynchronous, so a failover can lose the most recent acknowledged writes.',
      'Sentinel monitors primaries, agrees on failures by quorum and promotes a replica automatically.',
    ],
    proTip:
      'Test your restore, not just your backups: periodically copy the RDB file to a scratch server, start Redis on it and check key counts, because an untested backup is only a hope.',
  },
  mcqs: [
    {
      question: 'How does Redis create an RDB snapshot without stopping client traffic?',
      options: {
        A: 'It pauses clients for a few seconds while memory is copied',
        B: 'It forks a child that writes it while the parent keeps serving',
        C: 'It asks a replica to write the snapshot',
        D: 'It writes each key to disk as soon as the key is modified',
      },
      correct: 'B',
      explanation: '`BGSAVE` forks, and copy-on-write lets the parent continue serving requests.',
    },
    {
      question: 'What is the main drawback of relying only on RDB snapshots?',
      options: {
        A: 'Writes made since the last snapshot are lost on a crash',
        B: 'RDB files are too large to be useful as backups',
        C: 'Restarts are much slower than replaying an AOF',
        D: 'Snapshots can only be taken on a replica',
      },
      correct: 'A',
      explanation: 'Snapshots are periodic, so recent writes exist only in memory.',
    },
    {
      question:
        'Which `appendfsync` setting bounds data loss to about one second with good performance?',
      options: {
        A: '`always`',
        B: '`no`',
        C: '`everysec`',
        D: '`auto`',
      },
      correct: 'C',
      explanation:
        '`everysec` fsyncs once per second, the recommended balance of safety and speed.',
    },
    {
      question: 'Why does Redis rewrite the append-only file?',
      options: {
        A: 'To encrypt the log before it is copied to backups',
        B: 'To convert the log into an RDB file for replicas',
        C: 'To remove expired keys from memory faster',
        D: 'To compact the growing log into a minimal one',
      },
      correct: 'D',
      explanation:
        'A rewrite replaces many historical commands with the minimal set that recreates the dataset.',
    },
    {
      question: 'Why can a failover lose writes that the old primary had acknowledged?',
      options: {
        A: 'Replication is asynchronous, so replicas may lack the latest writes',
        B: 'A promoted replica deletes whatever data it received in the last second',
        C: "Sentinel discards the old primary's AOF during failover",
        D: 'Clients resend their writes to the old primary after failover',
      },
      correct: 'A',
      explanation: 'The primary replies to clients before replicas confirm receipt.',
    },
    {
      question: 'What does the `WAIT` command do?',
      options: {
        A: 'Pauses the whole server so that maintenance tasks can run safely',
        B: 'Blocks until a list has an element to pop',
        C: 'Blocks until earlier writes reach some replicas, or a timeout',
        D: 'Delays key expiry until the replicas confirm it',
      },
      correct: 'C',
      explanation: '`WAIT` narrows, but does not remove, the window for losing writes on failover.',
    },
    {
      question: 'In a Sentinel configuration, what is the quorum?',
      options: {
        A: 'The number of replicas that must acknowledge each write',
        B: 'How many Sentinels must agree the primary is down',
        C: 'The maximum number of client connections a primary accepts',
        D: 'The number of keys replicated per second',
      },
      correct: 'B',
      explanation:
        'Requiring agreement prevents one Sentinel with a network problem from triggering a failover.',
    },
    {
      question: 'Why should you run at least three Sentinel processes on separate machines?',
      options: {
        A: 'Each Sentinel can monitor only one replica at a time',
        B: 'Redis refuses to start with fewer than three Sentinels',
        C: 'Three Sentinels triple the read throughput that the primary can serve',
        D: 'So a majority can still agree and elect a leader if one fails',
      },
      correct: 'D',
      explanation:
        'Failover needs a majority of Sentinels; with two, losing one leaves no majority.',
    },
    {
      question: 'When is Sentinel no longer enough and Redis Cluster needed?',
      options: {
        A: 'When the data or write load no longer fits on one primary',
        B: 'When you need regular backups of the dataset without load on the primary',
        C: 'When you enable the append-only file',
        D: 'When Sentinel can no longer check clients that connect over TLS',
      },
      correct: 'A',
      explanation:
        'Sentinel gives high availability for one primary; Cluster shards data across many.',
    },
    {
      question: 'What does a replica do when its link to the primary drops briefly?',
      options: {
        A: 'Performs a full resync, transferring a new RDB snapshot from the primary',
        B: 'Resumes with a partial resync from the replication backlog',
        C: 'Promotes itself to primary until the link to the old one returns',
        D: 'Discards its data and waits for a manual `REPLICAOF`',
      },
      correct: 'B',
      explanation:
        'The replication backlog lets a briefly disconnected replica catch up without a full sync.',
    },
    {
      question: 'Why do many deployments enable both RDB and AOF?',
      options: {
        A: 'AOF only works when an RDB file has been written first',
        B: 'Redis requires both of them before replication can be started',
        C: 'RDB for compact backups, AOF for durability',
        D: 'RDB stores the keys and AOF stores their TTLs, so both are needed',
      },
      correct: 'C',
      explanation:
        'RDB files suit backups and fast restarts, while the AOF limits how many recent writes can be lost.',
    },
    {
      question: 'By default, can clients write to a replica?',
      options: {
        A: 'Yes, and the writes are forwarded to the primary',
        B: 'Yes, and the writes stay on that replica (they are not re-sent)',
        C: 'Only keys that have an expiry can be written',
        D: 'No, replicas are read-only by default',
      },
      correct: 'D',
      explanation: 'Replicas reject writes by default so they stay identical to their primary.',
    },
    {
      question: 'How do Sentinel-aware clients find the current primary?',
      options: {
        A: 'They try every node until one accepts a write',
        B: 'They use a fixed IP that Sentinel moves to the current primary',
        C: 'They ask Sentinel where `mymaster` is',
        D: 'They follow `MOVED 3999` replies from the old primary',
      },
      correct: 'C',
      explanation:
        'Sentinel-aware libraries ask the Sentinels for the address of the named primary.',
    },
  ],
  problems: [],
};
