import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-7',
  order: 7,
  title: 'Indexes, Normalisation and Query Performance',
  description: 'Design well-structured schemas with normalisation, speed up queries with the right indexes, and read execution plans.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Apply first, second and third normal form and know when to denormalise',
    'Explain how B-tree indexes work and which queries they help',
    'Design composite and covering indexes using the leftmost-prefix rule',
    'Read EXPLAIN output and fix common performance problems',
  ],
  lesson: `## Normalisation

**Normalisation** organises tables so each fact is stored once, which prevents update anomalies (changing a customer's address in one row but not another).

- **First normal form (1NF)**: each column holds a single atomic value; no repeating groups such as \`phone1, phone2, phone3\` or comma-separated lists. Put repeated values in a separate table.
- **Second normal form (2NF)**: in a table with a composite key, every non-key column depends on the **whole** key. In \`order_items(order_id, product_id, quantity, product_name)\`, \`product_name\` depends only on \`product_id\` and belongs in \`products\`.
- **Third normal form (3NF)**: non-key columns depend only on the key, not on other non-key columns. Storing \`city\` and \`postal_code\` together where the postal code determines the city is a transitive dependency.

A common summary: every non-key column depends on "the key, the whole key and nothing but the key". Analytics systems sometimes **denormalise** deliberately (star schemas, summary tables) to avoid joins when reading far outweighs writing, accepting redundancy in exchange for speed.

## How indexes work

Without an index, finding rows that match \`WHERE email = 'ana@example.com'\` means a **full table scan** of every row. A **B-tree index** keeps column values sorted in a balanced tree, so lookups, range queries (\`BETWEEN\`, \`<\`, \`>\`), \`ORDER BY\` and prefix \`LIKE 'abc%'\` take logarithmic time.

\`\`\`sql
CREATE INDEX idx_orders_customer_date ON orders (customer_id, ordered_at);
CREATE UNIQUE INDEX idx_customers_email ON customers (email);
\`\`\`

Primary keys and unique constraints create indexes automatically; foreign key columns usually do **not**, yet they are joined on constantly, so index them yourself.

## Composite and covering indexes

A composite index on \`(customer_id, ordered_at)\` is sorted by \`customer_id\` first, then by \`ordered_at\`. It serves queries filtering on \`customer_id\` alone, or on \`customer_id\` and \`ordered_at\`, but not on \`ordered_at\` alone: this is the **leftmost-prefix rule**. Put equality-filtered columns first and range-filtered or sorted columns last. An index that contains every column a query needs is **covering**, allowing an index-only scan without touching the table.

Indexes are not free: each one consumes storage and slows down every \`INSERT\`, \`UPDATE\` and \`DELETE\`, which must maintain it. Index for your actual query patterns, not every column.

## Reading execution plans

\`EXPLAIN\` shows the plan the database will use; \`EXPLAIN ANALYZE\` (PostgreSQL) runs the query and reports actual times and row counts. Look for sequential scans on large tables, estimated row counts far from actual ones (stale statistics: run \`ANALYZE\`), and nested loops over many rows.

Common fixes: add a missing index; avoid wrapping indexed columns in functions (\`WHERE LOWER(email) = ...\` cannot use a plain index on \`email\`; create an expression index or store normalised values); avoid leading-wildcard \`LIKE '%abc'\`; select only needed columns; replace \`OFFSET\` pagination over large offsets with keyset pagination; and fix N+1 query patterns in application code by fetching related rows in one joined or batched query.`,
  overview: {
    whatYouWillLearn: [
      '1NF, 2NF and 3NF remove repeating groups, partial and transitive dependencies',
      'Deliberate denormalisation trades redundancy for read speed',
      'B-tree indexes speed up lookups, ranges, sorting and prefix searches',
      'Composite indexes follow the leftmost-prefix rule; covering indexes avoid table access',
      'Indexes cost storage and slow writes',
      'EXPLAIN and EXPLAIN ANALYZE reveal scans, misestimates and expensive joins',
    ],
    proTip: 'Index every foreign key column you join or filter on; it is the single most common missing index in real applications.',
  },
  mcqs: [
    {
      question: 'A table has columns phone1, phone2 and phone3. Which normal form does it violate?',
      options: { A: 'First normal form', B: 'Second normal form', C: 'Third normal form', D: 'None' },
      correct: 'A',
      explanation: 'Repeating groups break 1NF; phone numbers belong in a separate table.',
    },
    {
      question: 'In order_items(order_id, product_id, quantity, product_name) with key (order_id, product_id), why does product_name violate 2NF?',
      options: {
        A: 'It is a text column',
        B: 'It may contain NULLs',
        C: 'It depends only on product_id, part of the composite key',
        D: 'It is not indexed',
      },
      correct: 'C',
      explanation: '2NF requires non-key columns to depend on the whole key.',
    },
    {
      question: 'Which query can use an index on (customer_id, ordered_at)?',
      options: {
        A: 'WHERE ordered_at > \'2026-01-01\' only',
        B: 'WHERE customer_id = 7 AND ordered_at > \'2026-01-01\'',
        C: 'WHERE amount > 100',
        D: 'WHERE LOWER(status) = \'paid\'',
      },
      correct: 'B',
      explanation: 'The leftmost-prefix rule requires filtering on customer_id first.',
    },
    {
      question: 'What is a downside of adding many indexes to a table?',
      options: {
        A: 'SELECT queries become slower',
        B: 'The table can no longer have a primary key',
        C: 'Joins stop working',
        D: 'Every INSERT, UPDATE and DELETE must maintain each index, slowing writes',
      },
      correct: 'D',
      explanation: 'Indexes speed reads at the cost of storage and write overhead.',
    },
    {
      question: 'Why can WHERE LOWER(email) = \'ana@example.com\' not use a plain index on email?',
      options: {
        A: 'The function changes the values, so the index on raw email does not apply',
        B: 'Indexes never work with strings',
        C: 'LOWER is not standard SQL',
        D: 'Equality comparisons cannot use indexes',
      },
      correct: 'A',
      explanation: 'Use an expression index on LOWER(email) or store normalised values.',
    },
    {
      question: 'What does EXPLAIN ANALYZE add compared with EXPLAIN in PostgreSQL?',
      options: {
        A: 'It rewrites the query automatically',
        B: 'It creates missing indexes',
        C: 'It actually runs the query and reports real timings and row counts',
        D: 'It shows the table definition',
      },
      correct: 'C',
      explanation: 'Comparing estimated and actual rows reveals planner misestimates.',
    },
    {
      question: 'What is a covering index?',
      options: {
        A: 'An index on every column of the database',
        B: 'An index containing all the columns a query needs, enabling an index-only scan',
        C: 'An index that replaces the primary key',
        D: 'An index that hides rows from other users',
      },
      correct: 'B',
      explanation: 'If the index has every needed column, the table itself need not be read.',
    },
    {
      question: 'Which columns are most commonly forgotten when adding indexes?',
      options: {
        A: 'Primary key columns',
        B: 'Columns with UNIQUE constraints',
        C: 'Boolean columns',
        D: 'Foreign key columns used in joins',
      },
      correct: 'D',
      explanation: 'Primary keys and unique constraints are indexed automatically; foreign keys usually are not.',
    },
  ],
  problems: [],
};
