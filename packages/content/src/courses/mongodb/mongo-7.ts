import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-7',
  order: 7,
  title: 'Transactions, Write Concern and Read Concern',
  description:
    "Understand MongoDB's atomicity guarantees, when to use multi-document transactions, and how write concern, read concern and read preference trade durability for latency.",
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain single-document atomicity and when it is enough',
    'Use multi-document ACID transactions with sessions',
    'Choose write concern and read concern levels',
    'Pick a read preference for a workload',
  ],
  lesson: `## Single-document atomicity

In MongoDB every write to a **single document** is atomic, even if it updates many fields, pushes to arrays and modifies sub-documents at once. Because good schemas keep related data together, many operations that need a transaction in SQL (an order with its lines, a counter and its history entry in one document) need nothing extra.

## Multi-document transactions

When an operation must change several documents or collections all-or-nothing, such as moving money between two account documents, use a **multi-document ACID transaction** (available on replica sets and sharded clusters):

\`\`\`javascript
const session = client.startSession();
try {
  await session.withTransaction(async () => {
    const accounts = client.db("bank").collection("accounts");
    await accounts.updateOne({ _id: "A", balance: { $gte: 100 } },
                             { $inc: { balance: -100 } }, { session });
    await accounts.updateOne({ _id: "B" }, { $inc: { balance: 100 } }, { session });
  }, { writeConcern: { w: "majority" }, readConcern: { level: "snapshot" } });
} finally {
  await session.endSession();
}
\`\`\`

All operations pass the same \`session\`. Inside the transaction you read a consistent **snapshot**, and other clients see either all changes or none. Transactions are not free: by default they must finish within 60 seconds, they hold locks that can cause **write conflicts** with concurrent transactions, and the application must **retry** on errors labelled \`TransientTransactionError\`. The \`withTransaction\` helper does that retry loop for you. Keep transactions short and touch few documents; if you need them everywhere, revisit the schema.

## Write concern

**Write concern** says how many replica-set members must acknowledge a write before the driver reports success:

- \`w: 1\`: the primary has applied it. Fast, but if the primary fails before replicating, the write can be **rolled back**.
- \`w: "majority"\` (the default since MongoDB 5.0): a majority of voting members have it, so it survives any failover.
- \`j: true\` additionally waits for the on-disk journal; \`wtimeout\` bounds the wait.

## Read concern

**Read concern** controls which data a read may see:

- \`"local"\` (default for most reads): the node's latest data, which might later be rolled back.
- \`"majority"\`: only data acknowledged by a majority, which can never be rolled back.
- \`"snapshot"\`: a consistent point-in-time view, used in transactions.
- \`"linearizable"\`: reflects all majority-acknowledged writes before the read started; slowest, for single-document reads.

Combining \`w: "majority"\` writes with \`"majority"\` reads in a **causally consistent session** guarantees you read your own writes even from secondaries.

## Read preference

**Read preference** decides which member serves reads: \`primary\` (default, always freshest), \`primaryPreferred\`, \`secondary\`, \`secondaryPreferred\` and \`nearest\` (lowest latency). Reading from secondaries spreads load and can reduce latency for distant users, but secondaries **lag** behind the primary, so results may be slightly stale. Use it for analytics and reports, not for "show the user the thing they just saved". Tag sets and \`maxStalenessSeconds\` refine the choice.
`,
  overview: {
    whatYouWillLearn: [
      'Every single-document write is atomic, including changes to embedded arrays and sub-documents.',
      'Multi-document transactions provide ACID guarantees across documents and collections via sessions.',
      'Transactions have costs: time limits, locking, and retries on transient errors.',
      'Write concern w: "majority" waits until a majority of replica-set members have the write.',
      'Read concern "majority" returns only data that cannot be rolled back.',
      'Read preference routes reads to primaries or secondaries, trading freshness for load spreading.',
    ],
    proTip:
      "Use the driver's withTransaction (or session.withTransaction) helper rather than hand-written commit logic: it automatically retries the whole transaction on TransientTransactionError and the commit on UnknownTransactionCommitResult.",
  },
  mcqs: [
    {
      question: 'Which operation is atomic in MongoDB without a transaction?',
      options: {
        A: 'Updating two documents in different collections',
        B: 'An updateMany over thousands of documents',
        C: 'Updating many fields and an array in one document',
        D: 'Inserting documents into two databases at once',
      },
      correct: 'C',
      explanation:
        'Every write to a single document is atomic, however many fields and arrays it changes; updateMany is atomic per document only.',
    },
    {
      question: 'When is a multi-document transaction the right tool?',
      options: {
        A: 'Several documents must all change, or none',
        B: 'Every single insert, to be safe',
        C: 'Any read of a single document',
        D: 'Updating many fields of one document',
      },
      correct: 'A',
      explanation:
        'Transactions add overhead, so use them where cross-document atomicity is required, such as a transfer between two accounts.',
    },
    {
      question:
        'What should an application do when a transaction fails with a TransientTransactionError?',
      options: {
        A: 'Report the data as corrupted and stop',
        B: 'Start it again from the beginning',
        C: 'Retry only the commit, not the operations',
        D: 'Switch the write concern to w: 0 and retry',
      },
      correct: 'B',
      explanation:
        'Transient errors such as write conflicts are expected and resolved by retrying the whole transaction.',
    },
    {
      question: 'What does write concern w: "majority" guarantee?',
      options: {
        A: 'The write is visible on every member of the set at once',
        B: "The write is held in the primary's memory only",
        C: 'The write is encrypted on a majority of disks',
        D: 'Most voting members have it, so it survives failover',
      },
      correct: 'D',
      explanation: 'A majority-acknowledged write cannot be rolled back by an election.',
    },
    {
      question: 'What risk does w: 1 carry?',
      options: {
        A: 'It may be rolled back if the primary fails first',
        B: 'It is always slower than a write with w: majority',
        C: "It waits for every member's journal",
        D: 'It can be applied twice during a primary failover',
      },
      correct: 'A',
      explanation:
        "With only the primary's acknowledgement, a failover before replication can discard the write.",
    },
    {
      question: 'Which read concern returns only data that cannot be rolled back?',
      options: {
        A: 'local',
        B: 'available',
        C: 'majority',
        D: 'unacknowledged',
      },
      correct: 'C',
      explanation:
        'The majority read concern shows data acknowledged by a majority of the replica set; local may later be rolled back.',
    },
    {
      question: 'Why might reading from secondaries return stale results?',
      options: {
        A: 'Secondaries store their data in a different format',
        B: 'Replication is asynchronous, so they can lag',
        C: 'Secondaries never use indexes for queries',
        D: 'Secondaries only keep data older than a day',
      },
      correct: 'B',
      explanation: 'Replication lag means a secondary may not yet have the latest writes.',
    },
    {
      question: 'Which read preference routes reads to the member with the lowest network latency?',
      options: {
        A: 'secondary',
        B: 'secondaryPreferred',
        C: 'primaryPreferred',
        D: 'nearest',
      },
      correct: 'D',
      explanation: 'nearest picks a member within the latency window regardless of its role.',
    },
    {
      question:
        "What does the driver's withTransaction helper add compared with manual commit logic?",
      options: {
        A: 'Automatic retries on transient and commit errors',
        B: 'Lifting the 16 MB size limit on every single document',
        C: 'Support for transactions on standalone servers too',
        D: 'Removing any time limit on how long a transaction may run',
      },
      correct: 'A',
      explanation:
        'The helper implements the recommended retry loops for transient errors and unknown commit results.',
    },
    {
      question: 'By default, how long may a transaction run before it is aborted?',
      options: {
        A: '5 seconds',
        B: '2 minutes',
        C: '60 seconds',
        D: 'No limit',
      },
      correct: 'C',
      explanation: 'Transactions must finish within 60 seconds by default, so keep them short.',
    },
    {
      question:
        'Which read concern gives the consistent point-in-time view used inside transactions?',
      options: {
        A: 'local',
        B: 'linearizable',
        C: 'available',
        D: 'snapshot',
      },
      correct: 'D',
      explanation:
        'snapshot reads a consistent point-in-time view, which is what transactions use.',
    },
    {
      question: 'Why do well-designed MongoDB schemas need fewer transactions than SQL schemas?',
      options: {
        A: 'MongoDB has no locks, so conflicts cannot occur',
        B: 'Related data sits in one document, updated atomically',
        C: 'Every updateMany is already atomic across all its documents',
        D: 'Writes use w: majority, which replaces transactions',
      },
      correct: 'B',
      explanation:
        'Data that belongs together is stored in one document, and single-document writes are atomic.',
    },
  ],
  problems: [],
};
