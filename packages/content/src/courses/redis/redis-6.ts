import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-6',
  order: 6,
  title: 'Persistence and Replication',
  description: 'Decide how Redis survives restarts with RDB snapshots and the append-only file, and keep it available with replication and Sentinel failover.',
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
    proTip: 'Test your restore, not just your backups: periodically copy the RDB file to a scratch server, start Redis on it and check key counts, because an untested backup is only a hope.',
  },
  mcqs: [
    {
      question: 'How does Redis create an RDB snapshot without stopping client traffic?',
      options: {
        A: 'It copies memory while clients are paused for a few seconds',
        B: 'It forks a child process that writes the snapshot while the parent keeps serving clients',
        C: 'It asks a replica to write the file',
        D: 'It writes each key to disk as it is modified',
      },
      correct: 'B',
      explanation: 'BGSAVE forks, and copy-on-write lets the parent continue serving requests.',
    },
    {
      question: 'What is the main drawback of relying only on RDB snapshots?',
      options: {
        A: 'Writes made since the last snapshot are lost on a crash',
        B: 'RDB files cannot be used for backups',
        C: 'Restarts are slower than with AOF',
        D: 'RDB requires a replica',
      },
      correct: 'A',
      explanation: 'Snapshots are periodic, so recent writes exist only in memory.',
    },
    {
      question: 'Which appendfsync setting bounds data loss to about one second with good performance?',
      options: {
        A: 'always',
        B: 'no',
        C: 'everysec',
        D: 'never',
      },
      correct: 'C',
      explanation: 'everysec fsyncs once per second, the recommended balance of safety and speed.',
    },
    {
      question: 'Why does Redis rewrite the append-only file?',
      options: {
        A: 'To encrypt it',
        B: 'To convert it into a replica',
        C: 'To remove expired keys from memory',
        D: 'To compact an ever-growing log into a minimal representation of the current data',
      },
      correct: 'D',
      explanation: 'A rewrite replaces many historical commands with the minimal set that recreates the dataset.',
    },
    {
      question: 'Why can a failover lose writes that the old primary had acknowledged?',
      options: {
        A: 'Replication is asynchronous, so replicas may not have received the latest writes',
        B: 'Replicas delete data on promotion',
        C: 'Sentinel discards the AOF during failover',
        D: 'Clients resend writes to the wrong server',
      },
      correct: 'A',
      explanation: 'The primary replies to clients before replicas confirm receipt.',
    },
    {
      question: 'What does the WAIT command do?',
      options: {
        A: 'Pauses the server for maintenance',
        B: 'Blocks until a list has an element',
        C: 'Blocks the client until its previous writes reach a number of replicas or a timeout expires',
        D: 'Delays key expiry',
      },
      correct: 'C',
      explanation: 'WAIT narrows, but does not remove, the window for losing writes on failover.',
    },
    {
      question: 'In a Sentinel configuration, what is the quorum?',
      options: {
        A: 'The number of replicas needed to accept writes',
        B: 'The number of Sentinels that must agree the primary is unreachable before failover is considered',
        C: 'The maximum number of clients',
        D: 'The number of keys replicated per second',
      },
      correct: 'B',
      explanation: 'Requiring agreement prevents one Sentinel with a network problem from triggering a failover.',
    },
    {
      question: 'Why should you run at least three Sentinel processes on separate machines?',
      options: {
        A: 'Each Sentinel can monitor only one replica',
        B: 'Redis refuses to start with fewer Sentinels',
        C: 'To triple read throughput',
        D: 'So a majority can still agree and elect a leader when one machine fails',
      },
      correct: 'D',
      explanation: 'Failover needs a majority of Sentinels; with two, losing one leaves no majority.',
    },
    {
      question: 'When is Sentinel no longer enough and Redis Cluster needed?',
      options: {
        A: 'When the dataset or write load no longer fits on a single primary',
        B: 'When you need backups',
        C: 'When you use the AOF',
        D: 'When clients connect over TLS',
      },
      correct: 'A',
      explanation: 'Sentinel gives high availability for one primary; Cluster shards data across many.',
    },
  ],
  problems: [],
};
