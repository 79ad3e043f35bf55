import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-7',
  order: 7,
  title: 'Indexes, Normalisation and Query Performance',
  description:
    'Design well-structured schemas with normalisation, speed up queries with the right indexes, and read execution plans.',
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
    proTip:
      'Index every foreign key column you join or filter on; it is the single most common missing index in real applications.',
  },
  mcqs: [
    {
      question:
        "A table has columns phone1, phone2 and phone3. Which normal form's rule do these repeating columns break?",
      options: {
        A: 'First normal form (1NF)',
        B: 'Second normal form (2NF)',
        C: 'Third normal form (3NF)',
        D: 'Boyce-Codd normal form (BCNF)',
      },
      correct: 'A',
      explanation:
        '1NF forbids repeating groups and lists in a column; the phone numbers belong in a separate table with one row per number.',
    },
    {
      question:
        'In order_items(order_id, product_id, quantity, product_name) keyed by (order_id, product_id), why does product_name break 2NF?',
      options: {
        A: 'It depends on quantity, a non-key column (a transitive dependency)',
        B: 'It is a text column, and 2NF allows only numeric columns outside the key',
        C: 'It depends only on product_id, just one part of the composite key',
        D: 'It may be NULL, and 2NF requires every column to be declared NOT NULL',
      },
      correct: 'C',
      explanation:
        '2NF requires every non-key column to depend on the whole composite key; product_name depends on product_id alone and belongs in products.',
    },
    {
      question:
        'Which condition lets a B-tree index on (customer_id, ordered_at) narrow the search on both columns?',
      options: {
        A: "WHERE ordered_at > '2026-01-01'",
        B: "WHERE ordered_at >= '2026-01-01' OR customer_id = 7",
        C: "WHERE ordered_at > '2026-01-01' ORDER BY customer_id",
        D: "WHERE customer_id = 7 AND ordered_at > '2026-01-01'",
      },
      correct: 'D',
      explanation:
        'The index is sorted by customer_id first, so it is searched by a leading prefix: equality on customer_id, then the range on ordered_at. (Some engines such as PostgreSQL 18 can skip-scan a leading column with few values, but that is not a direct narrowing.)',
    },
    {
      question: 'What is the main cost of adding many indexes to a table?',
      options: {
        A: 'SELECT queries return stale rows until the indexes are rebuilt',
        B: 'Every INSERT, UPDATE and DELETE must also maintain each index',
        C: 'The table can then no longer have a primary key or foreign keys',
        D: 'Each index locks the table against reads while a query uses it',
      },
      correct: 'B',
      explanation:
        'Indexes speed up reads at the cost of storage and of extra work on every write. Index for actual query patterns.',
    },
    {
      question: "Why can WHERE LOWER(email) = 'ana@example.com' not use a plain index on email?",
      options: {
        A: 'B-tree indexes cannot be used for comparisons on text columns',
        B: 'It holds the stored values as they are, not their lowercase forms',
        C: 'LOWER is not standard SQL, so the planner ignores the condition',
        D: "The '@' in the literal acts as a wildcard and forces a scan",
      },
      correct: 'B',
      explanation:
        'The index is sorted by email itself; a function of the column needs an expression index on LOWER(email), or normalised values stored in the column.',
    },
    {
      question: 'What does EXPLAIN ANALYZE add compared with EXPLAIN in PostgreSQL?',
      options: {
        A: 'It rewrites the query into a faster, equivalent form',
        B: "It refreshes the planner's statistics, like ANALYZE",
        C: 'It runs the query and reports actual timings and row counts',
        D: 'It creates any missing indexes',
      },
      correct: 'C',
      explanation:
        'EXPLAIN only shows the planned strategy with estimates; EXPLAIN ANALYZE executes the query, so estimated and actual rows can be compared. Refreshing statistics is the separate ANALYZE command.',
    },
    {
      question: 'What is a covering index?',
      options: {
        A: 'An index on every column of the table, covering all its queries',
        B: 'An index that spans several tables',
        C: 'An index created automatically to back a UNIQUE constraint',
        D: 'An index holding every column a query needs, so the table is not read',
      },
      correct: 'D',
      explanation:
        'When the index contains all the columns the query uses, the database can answer from the index alone (an index-only scan).',
    },
    {
      question:
        'In PostgreSQL, which columns are not indexed automatically yet are joined on constantly?',
      options: {
        A: 'Primary key columns',
        B: 'Foreign key columns',
        C: 'Columns with a UNIQUE constraint',
        D: 'Columns used in a CHECK constraint',
      },
      correct: 'B',
      explanation:
        'Primary keys and unique constraints create indexes automatically; foreign key columns do not (in PostgreSQL), so index them yourself. CHECK columns are rarely join keys.',
    },
    {
      question:
        'In customers(id, postal_code, city), the postal code determines the city. Which rule does storing city there break?',
      options: {
        A: 'First normal form: city is not atomic',
        B: 'Second normal form, since the key of the table is composite',
        C: 'Third normal form, through a transitive dependency',
        D: 'None: every column depends on id, so it is fully normalised',
      },
      correct: 'C',
      explanation:
        'city depends on postal_code, a non-key column, which depends on id: a transitive dependency that 3NF forbids. The key (id) is a single column, so 2NF is not the issue.',
    },
    {
      question:
        'Why might an analytics database be deliberately denormalised, for example into a star schema?',
      options: {
        A: 'To avoid joins when reads far outnumber writes, accepting redundancy',
        B: 'To remove redundant data, so that each update touches a single row',
        C: 'Because analytics engines cannot run joins on normalised tables at all',
        D: 'To enforce foreign keys that normalised (3NF) tables cannot express',
      },
      correct: 'A',
      explanation:
        'Denormalising trades redundancy (and harder updates) for faster reads with fewer joins, which suits workloads where reading far outweighs writing.',
    },
    {
      question: 'Which query can a B-tree index on ordered_at speed up, besides equality lookups?',
      options: {
        A: 'SELECT ... WHERE EXTRACT(YEAR FROM ordered_at) = 2026',
        B: 'SELECT ... ORDER BY ordered_at DESC LIMIT 10',
        C: 'SELECT ... WHERE amount > 100',
        D: "SELECT ... WHERE ordered_at::text LIKE '%-12-%'",
      },
      correct: 'B',
      explanation:
        'The index keeps ordered_at sorted, so it serves ranges and ORDER BY on that column (read backwards for DESC). Wrapping the column in a function or cast, or filtering on another column, prevents its use.',
    },
    {
      question:
        'EXPLAIN ANALYZE shows an estimate of 10 rows where 500000 were actually returned. What is a likely first fix?',
      options: {
        A: 'Drop and re-create the primary-key index of the table',
        B: "Run VACUUM FULL to shrink the table's files on disk",
        C: 'Rewrite it as a CTE so EXPLAIN ANALYZE re-estimates the rows',
        D: 'Run ANALYZE on the table to refresh its statistics',
      },
      correct: 'D',
      explanation:
        'Estimates far from the actual counts usually mean stale statistics; ANALYZE refreshes them so the planner can choose a better plan.',
    },
    {
      question: 'What is the N+1 query problem?',
      options: {
        A: 'A query whose OFFSET grows by one page every time the user scrolls down',
        B: 'Loading N rows, then running one more query per row for related data',
        C: 'An index with N columns that needs one extra lookup for the row',
        D: 'A join returning N+1 rows because its ON condition is missing',
      },
      correct: 'B',
      explanation:
        'One query for the list plus one per item multiplies round trips; fetch the related rows in one joined or batched query instead.',
    },
  ],
  problems: [],
};
