import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-8',
  order: 8,
  title: 'Replica Sets and Sharding',
  description:
    'Keep MongoDB available with replica sets and elections, and scale it horizontally with sharding, shard keys and balanced chunks.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Describe replica set members, the oplog and elections',
    'Explain how automatic failover works',
    'Explain sharded cluster components and routing',
    'Choose a good shard key',
  ],
  lesson: `## Replica sets

Production MongoDB always runs as a **replica set**: usually three \`mongod\` members holding copies of the same data. One member is the **primary** and accepts all writes; the others are **secondaries**. The primary records every change in the **oplog** (operations log), a special capped collection, and secondaries continuously pull and apply those entries. Replica sets give you redundancy, automatic failover and the ability to take backups or run analytics without touching the primary.

\`\`\`javascript
rs.initiate({
  _id: "rs0",
  members: [
    { _id: 0, host: "db1:27017" },
    { _id: 1, host: "db2:27017" },
    { _id: 2, host: "db3:27017" }
  ]
})
rs.status()
\`\`\`

## Elections and failover

Members exchange heartbeats. If the primary is unreachable for longer than the election timeout (10 seconds by default), eligible secondaries call an **election** and the one with the most recent data and enough votes becomes primary, typically within a few seconds. A primary needs a **majority** of voting members to stay primary: in a three-member set, two must see each other. This prevents "split brain": a primary isolated on the minority side of a network partition steps down.

Drivers discover the topology from the connection string (\`mongodb://db1,db2,db3/?replicaSet=rs0\`), detect the new primary and, with **retryable writes** (on by default), retry a write once after a failover. Avoid even numbers of voters; an **arbiter** votes without holding data, but it weakens majority write guarantees and is discouraged for most deployments.

## Sharding

When data or write throughput outgrows one replica set, **sharding** partitions collections across several shards:

- **Shards**: each is a replica set holding part of the data.
- **Config servers**: a replica set storing metadata, such as which ranges live where.
- **mongos** routers: clients connect to them; they route each query to the right shards and merge results.

\`\`\`javascript
sh.enableSharding("shop")            // optional in recent versions
sh.shardCollection("shop.orders", { customerId: "hashed" })
sh.status()
\`\`\`

Data is split into ranges called **chunks** by **shard key** value, and the **balancer** moves chunks so shards stay even.

## Choosing a shard key

The shard key is the most important sharding decision (it can be changed since 5.0 with \`reshardCollection\`, but that is expensive):

- **High cardinality**: many distinct values, so data can be split finely. A boolean is a terrible key.
- **Low frequency**: no single value so common that its chunk becomes a "jumbo" hot spot.
- **Non-monotonic writes**: a key that always increases, such as a timestamp or ObjectId, sends every insert to the last chunk on one shard. **Hashed** sharding spreads such keys evenly, at the cost of efficient range queries.
- **Query isolation**: queries that include the shard key are **targeted** to one shard; queries without it become **scatter-gather** across all shards.

A compound key such as \`{ customerId: 1, createdAt: 1 }\` often balances both goals: inserts spread by customer, and one customer's orders are read from one shard. Shard only when you need to; a well-indexed replica set handles a great deal.
`,
  overview: {
    whatYouWillLearn: [
      'A replica set is a group of mongod processes holding the same data: one primary and several secondaries.',
      "Secondaries replicate by applying the primary's oplog, a capped log of operations.",
      'If the primary becomes unavailable, the members elect a new one, usually within seconds.',
      'Sharding partitions a collection across shards by a shard key, routed by mongos.',
      "The shard key's cardinality, frequency and monotonicity decide how evenly data and load spread.",
      'Queries that include the shard key are targeted to one shard; others are broadcast to all.',
    ],
    proTip:
      'Use an odd number of voting members (typically three) spread across failure domains such as availability zones, so a majority survives the loss of any single zone.',
  },
  mcqs: [
    {
      question: 'Which member of a replica set accepts writes?',
      options: {
        A: 'Any secondary',
        B: 'An arbiter',
        C: 'The primary',
        D: 'All members equally',
      },
      correct: 'C',
      explanation:
        'Only the primary accepts writes; secondaries replicate them and an arbiter holds no data.',
    },
    {
      question: 'How do secondaries stay in sync with the primary?',
      options: {
        A: 'They replay every entry of the oplog',
        B: 'They copy the data files every hour',
        C: 'Clients write to each member',
        D: 'The balancer copies chunks to them',
      },
      correct: 'A',
      explanation: 'The oplog records every change, and secondaries replay it continuously.',
    },
    {
      question:
        'Why does a replica set need a majority of voting members to elect and keep a primary?',
      options: {
        A: 'To make writes faster on the primary',
        B: 'So a network split cannot produce two primaries',
        C: 'To cut the storage cost of each member of the set',
        D: 'So that an even number of members can be used safely',
      },
      correct: 'B',
      explanation:
        'Majority rule ensures at most one side of a network partition can have a primary.',
    },
    {
      question: 'What are retryable writes?',
      options: {
        A: 'Writes repeated on every secondary',
        B: 'Writes queued until the primary is idle',
        C: 'Writes always executed twice for safety',
        D: 'A driver retrying a write once after a failover',
      },
      correct: 'D',
      explanation:
        'With retryable writes (on by default) the driver retries a write once after a network error or failover, which makes failovers transparent.',
    },
    {
      question: 'What does the mongos process do in a sharded cluster?',
      options: {
        A: 'Routes queries to shards and merges their results',
        B: 'Stores the chunk data of one shard',
        C: 'Holds the metadata of the cluster',
        D: 'Moves chunks to keep shards balanced',
      },
      correct: 'A',
      explanation:
        "mongos routers use the config servers' metadata to send each operation to the right shards; the balancer moves chunks.",
    },
    {
      question: 'Why is a monotonically increasing field such as createdAt a poor range shard key?',
      options: {
        A: 'Timestamps cannot be used in an index',
        B: 'It has far too few distinct values to split into chunks',
        C: 'Every new insert lands on the last chunk, on one shard',
        D: 'Shard keys must be strings, not dates',
      },
      correct: 'C',
      explanation:
        'An ever-increasing key sends every insert to the chunk with the highest values, creating a hot spot; hashed sharding avoids it.',
    },
    {
      question: 'What is the main downside of a hashed shard key?',
      options: {
        A: 'It cannot be used together with replica sets',
        B: 'Range queries on it must go to all shards',
        C: 'It limits the collection to two shards at the most',
        D: 'Documents then can no longer have an _id field',
      },
      correct: 'B',
      explanation:
        'Hashing scatters adjacent values, so a range is no longer stored together on one shard.',
    },
    {
      question:
        'A query on a sharded collection does not include the shard key. How is it executed?',
      options: {
        A: 'It fails with a missing shard key error',
        B: 'It runs only on the primary shard of the database',
        C: 'It reads its results from the config servers',
        D: 'It is sent to every shard and merged',
      },
      correct: 'D',
      explanation:
        'Without the shard key mongos cannot target a single shard, so the query is scatter-gather.',
    },
    {
      question:
        'Why should replica sets typically have an odd number of voting members such as three?',
      options: {
        A: 'A majority survives when any one member fails',
        B: 'MongoDB rejects replica sets with an even number of members',
        C: 'Three members give twice the read throughput of two',
        D: 'The oplog needs an odd number of copies',
      },
      correct: 'A',
      explanation:
        'Three voters tolerate one failure; four voters still tolerate only one, so the fourth adds no resilience.',
    },
    {
      question: 'What does the balancer do in a sharded cluster?',
      options: {
        A: 'Spreads client connections over mongos routers',
        B: 'Moves chunks so shards hold similar amounts',
        C: 'Elects a new primary whenever the old one fails',
        D: 'Rebuilds indexes that have become unbalanced',
      },
      correct: 'B',
      explanation:
        'The balancer migrates chunks between shards to keep the data evenly distributed.',
    },
    {
      question: 'How long is the default election timeout before secondaries call an election?',
      options: {
        A: '1 second',
        B: '120 seconds',
        C: '10 seconds',
        D: '5 minutes',
      },
      correct: 'C',
      explanation:
        'If the primary is unreachable for longer than 10 seconds (the default), an election is called and usually completes within seconds.',
    },
    {
      question: 'What is a risk of adding an arbiter to a replica set?',
      options: {
        A: 'It stores a full copy and doubles disk use',
        B: 'It accepts writes when the primary is busy',
        C: 'It makes elections impossible until it is removed again',
        D: 'It votes without data, weakening majority writes',
      },
      correct: 'D',
      explanation:
        'An arbiter counts towards the voting majority but holds no data, which weakens the guarantees of majority writes.',
    },
  ],
  problems: [],
};
