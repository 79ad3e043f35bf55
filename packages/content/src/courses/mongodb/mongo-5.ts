import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'mongo-5',
  order: 5,
  title: 'Indexes and Query Performance',
  description:
    'Speed up queries with single-field, compound, multikey, text and TTL indexes, follow the ESR rule, and read explain() output.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain why indexes speed up reads and slow down writes',
    'Design compound indexes with the equality, sort, range rule',
    'Use special indexes: multikey, unique, partial, TTL and text',
    'Read explain() output to spot collection scans',
  ],
  lesson: `## Why indexes

Without an index, a query must look at every document: a **collection scan** (\`COLLSCAN\`). That is fine for 1,000 documents and disastrous for 100 million. An **index** is a sorted B-tree of field values pointing to documents, so MongoDB can jump straight to the matching range (\`IXSCAN\`). Every collection has a unique index on \`_id\`.

\`\`\`javascript
db.orders.createIndex({ customerId: 1 })
db.orders.createIndex({ customerId: 1, createdAt: -1 })
db.orders.getIndexes()
db.orders.dropIndex("customerId_1")
\`\`\`

Indexes are not free: each one uses memory and disk, and every insert, update and delete must update it. Index what your queries need, and remove unused indexes (\`$indexStats\` shows usage).

## Compound indexes

A compound index sorts by the first field, then the second within it, and so on. A query can use the index if it filters on a **prefix**: an index on \`{ a: 1, b: 1, c: 1 }\` serves queries on \`a\`, on \`a\` and \`b\`, or on all three, but not on \`b\` alone.

The **ESR rule** tells you the field order: put fields tested for **Equality** first, then fields used to **Sort**, then fields filtered by **Range**:

\`\`\`javascript
// query: status equals, sort by date, price range
db.orders.find({ status: "paid", total: { $gte: 100 } }).sort({ createdAt: -1 })
db.orders.createIndex({ status: 1, createdAt: -1, total: 1 })   // E, S, R
\`\`\`

With this order MongoDB reads index entries already sorted by date and avoids an expensive in-memory sort (\`SORT\` stage), which is limited in memory and can fail on large results.

## Covered queries

If the filter and projection use only indexed fields (and \`_id\` is excluded), MongoDB answers from the index alone without fetching documents, a **covered query** and the fastest kind.

## Special index types

- **Multikey**: indexing an array field indexes each element, so \`{ tags: 1 }\` serves \`find({ tags: "sale" })\`.
- **Unique**: \`createIndex({ email: 1 }, { unique: true })\` rejects duplicates.
- **Partial**: index only matching documents, \`{ partialFilterExpression: { status: "active" } }\`, saving space.
- **TTL**: \`createIndex({ createdAt: 1 }, { expireAfterSeconds: 86400 })\` deletes documents a day after \`createdAt\`, great for sessions and logs. A background task removes them about once a minute.
- **Text** indexes support basic keyword search with \`$text\`; for relevance-ranked full-text and vector search, MongoDB offers Atlas Search and Vector Search (also available for self-managed deployments in recent releases).
- **Wildcard** and **2dsphere** (geospatial) indexes cover flexible fields and location queries.

## Reading explain()

\`\`\`javascript
db.orders.find({ status: "paid" }).sort({ createdAt: -1 }).explain("executionStats")
\`\`\`

Look at the winning plan's stages (\`IXSCAN\` good, \`COLLSCAN\` or a blocking \`SORT\` suspicious) and compare \`totalKeysExamined\`, \`totalDocsExamined\` and \`nReturned\`. Ideally all three are close. The database profiler and Atlas Performance Advisor list slow queries and suggest indexes, but always check suggestions against your write load.
`,
  overview: {
    whatYouWillLearn: [
      'Without an index, MongoDB must scan every document in the collection (COLLSCAN).',
      'Indexes are B-tree structures that let queries jump to matching keys (IXSCAN).',
      'Compound index field order matters; a query can use any prefix of the index.',
      'The ESR rule orders compound index fields as Equality, Sort, Range.',
      'A covered query is answered entirely from the index without fetching documents.',
      'Every index costs memory and slows writes, so indexes should serve real queries.',
    ],
    proTip:
      'Compare totalDocsExamined with nReturned in explain("executionStats"): when the query examines thousands of documents to return ten, it needs a better index.',
  },
  mcqs: [
    {
      question: 'What does COLLSCAN in an explain plan mean?',
      options: {
        A: 'The query used a compound index',
        B: 'The result came from the plan cache',
        C: 'Every document in the collection was examined',
        D: 'The collection was compacted',
      },
      correct: 'C',
      explanation: 'A collection scan reads all documents because no suitable index was used.',
    },
    {
      question: 'Which cost comes with every additional index?',
      options: {
        A: 'Reads on unindexed fields become slower',
        B: 'Every write must update it, and it uses memory and disk',
        C: 'Indexed documents become read-only',
        D: 'The collection can no longer be sharded',
      },
      correct: 'B',
      explanation:
        'Indexes speed up reads but add work to every insert, update and delete and take memory and disk.',
    },
    {
      question: 'An index exists on { a: 1, b: 1, c: 1 }. Which query can use it efficiently?',
      options: {
        A: 'find({ b: 5 })',
        B: 'find({ c: { $in: [5, 6] } })',
        C: 'find({ b: 5, c: { $gt: 6 } })',
        D: 'find({ a: 1, b: 5 })',
      },
      correct: 'D',
      explanation: 'A query must filter on a prefix of the compound index, starting with a.',
    },
    {
      question:
        'Following the ESR rule, which index suits find({ status: "paid", total: { $gt: 100 } }).sort({ createdAt: -1 })?',
      options: {
        A: '{ status: 1, createdAt: -1, total: 1 }',
        B: '{ total: -1, createdAt: -1, status: 1 }',
        C: '{ createdAt: -1, total: -1, status: -1 }',
        D: '{ total: 1, status: 1, createdAt: 1 }',
      },
      correct: 'A',
      explanation: 'Equality field first, then the sort field, then the range field.',
    },
    {
      question: 'What is a covered query?',
      options: {
        A: 'A query protected by access control rules',
        B: 'A query whose results the driver keeps cached',
        C: 'A query answered entirely from an index',
        D: 'A query that uses $or across indexed fields',
      },
      correct: 'C',
      explanation:
        'When the filter and projection use only indexed fields (and _id is excluded), no document needs to be fetched.',
    },
    {
      question: 'What does a TTL index do?',
      options: {
        A: 'Limits how long any query may run',
        B: 'Deletes documents a set time after a date field',
        C: 'Expires cached query plans',
        D: 'Locks documents for a fixed period',
      },
      correct: 'B',
      explanation:
        'A background task removes documents expireAfterSeconds after the indexed date, about once a minute.',
    },
    {
      question: 'What happens when you create an index on an array field?',
      options: {
        A: 'MongoDB refuses, as arrays cannot be indexed',
        B: 'Only the first element of each array is indexed',
        C: 'The whole array is stored as one opaque key',
        D: 'It becomes multikey, with an entry per element',
      },
      correct: 'D',
      explanation:
        'A multikey index has an entry for every array element, so element queries can use it.',
    },
    {
      question: 'Which explain("executionStats") numbers reveal an inefficient query?',
      options: {
        A: 'totalDocsExamined far above nReturned',
        B: 'nReturned exactly equal to the limit of the query',
        C: 'executionTimeMillis equal to zero or close to it',
        D: 'An IXSCAN stage anywhere in the winning plan',
      },
      correct: 'A',
      explanation:
        'Examining far more documents than are returned means the index is missing or poorly chosen.',
    },
    {
      question: 'What does a partial index do?',
      options: {
        A: 'Indexes only the first part of each string',
        B: 'Indexes only documents matching a filter',
        C: 'Indexes a random half of the collection',
        D: 'Stores only some of the fields of each document',
      },
      correct: 'B',
      explanation:
        'A partial index covers only documents matching its partialFilterExpression, saving space.',
    },
    {
      question: 'What does createIndex({ email: 1 }, { unique: true }) do?',
      options: {
        A: 'Sorts email values so each appears once in results',
        B: 'Makes email the new _id of the collection',
        C: 'Rejects inserts with an email that already exists',
        D: 'Lower-cases emails before comparing them',
      },
      correct: 'C',
      explanation:
        'A unique index rejects writes that would duplicate an indexed value; it does not deduplicate query results.',
    },
    {
      question: 'Why does the ESR rule put the sort field before the range field?',
      options: {
        A: 'Range filters must always come last in any query',
        B: 'Sort fields use less memory in the index',
        C: 'MongoDB requires the sort fields to be indexed first',
        D: 'Results come out sorted, so no blocking SORT stage',
      },
      correct: 'D',
      explanation:
        'With the sort field right after the equality fields, index entries are read already in order, avoiding a memory-limited in-memory sort.',
    },
    {
      question: 'Which tool in Atlas lists slow queries and suggests indexes for them?',
      options: {
        A: 'Performance Advisor',
        B: 'Data Explorer with its filter bar',
        C: 'Atlas Search index analytics',
        D: 'The Compass schema analyser',
      },
      correct: 'A',
      explanation:
        'Atlas Performance Advisor (like the database profiler) surfaces slow queries and suggests indexes.',
    },
  ],
  problems: [],
};
