import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-9',
  order: 9,
  title: 'Working with Databases',
  description:
    'Connect Node to SQL and NoSQL databases safely with pools, parameterised queries, transactions, ORMs and migrations.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Query PostgreSQL with a connection pool and parameterised queries',
    'Use transactions to keep related writes consistent',
    'Compare raw drivers, query builders and ORMs',
    'Evolve a schema with migrations and avoid N+1 queries',
  ],
  lesson: `## Drivers and pools

Node talks to databases through **drivers**: \`pg\` for PostgreSQL, \`mysql2\`, the official \`mongodb\` driver, and the built-in \`node:sqlite\` module in recent Node versions. Opening a connection is expensive, so servers use a **connection pool** that keeps a few connections open and lends them to requests:

\`\`\`js
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

export async function findUserByEmail(email) {
  const { rows } = await pool.query('SELECT id, name FROM users WHERE email = $1', [email]);
  return rows[0] ?? null;
}
\`\`\`

Size the pool to what the database can handle across all your instances, not to the number of requests.

## Parameterised queries

Never build SQL by concatenating user input: \`"... WHERE email = '" + email + "'"\` allows **SQL injection**. Placeholders such as \`$1\` send values separately from the SQL text, so they can never change the query structure. The same applies to NoSQL: do not pass raw request objects as MongoDB filters, because \`{ "$ne": null }\` would match everything.

## Transactions

When several writes must succeed or fail together, wrap them in a **transaction** on a single connection:

\`\`\`js
const client = await pool.connect();
try {
  await client.query('BEGIN');
  await client.query('UPDATE accounts SET balance = balance - $1 WHERE id = $2', [100, from]);
  await client.query('UPDATE accounts SET balance = balance + $1 WHERE id = $2', [100, to]);
  await client.query('COMMIT');
} catch (err) {
  await client.query('ROLLBACK');
  throw err;
} finally {
  client.release(); // always return the connection to the pool
}
\`\`\`

Forgetting \`release()\` leaks connections until the pool is exhausted and every request hangs.

## Drivers, query builders and ORMs

- Raw drivers give full control and performance but no type safety.
- **Query builders** such as Kysely and Knex compose SQL in JavaScript; Kysely infers TypeScript types from your schema.
- **ORMs** such as Prisma, Drizzle and TypeORM map tables to objects and relations, generate types and handle migrations. Drizzle stays close to SQL; Prisma offers a high-level API with its own schema language.

Whatever you choose, learn the SQL it produces: enable query logging in development.

## The N+1 problem

Loading 50 posts and then their authors one by one issues 51 queries. Fetch related data in one go with a \`JOIN\` or \`WHERE author_id = ANY($1)\`, or use the ORM's eager loading (\`include\` in Prisma). Add **indexes** for columns you filter and join on, and check plans with \`EXPLAIN ANALYZE\`.

## Migrations

Schema changes belong in versioned **migration** files committed with the code and applied automatically on deploy (\`prisma migrate deploy\`, \`drizzle-kit migrate\`). Make changes backwards-compatible (add a column, deploy code, then remove the old one) so running instances keep working during rolling deploys.`,
  overview: {
    whatYouWillLearn: [
      'Database drivers and why connection pools exist',
      'How parameterised queries prevent SQL and NoSQL injection',
      'Transactions with BEGIN, COMMIT, ROLLBACK and releasing connections',
      'Trade-offs of drivers, query builders and ORMs',
      'Detecting and fixing N+1 queries with joins and indexes',
      'Versioned, backwards-compatible migrations',
    ],
    proTip:
      'Set a statement timeout on your database connections so a runaway query cannot hold a pooled connection forever.',
  },
  mcqs: [
    {
      question: 'Why do Node servers use a connection pool?',
      options: {
        A: 'To encrypt queries',
        B: 'To reuse a limited set of open connections, not one per request',
        C: 'To cache query results in memory so repeated queries skip the database',
        D: 'To run queries in the browser',
      },
      correct: 'B',
      explanation: 'Opening connections is slow and databases support only a limited number.',
    },
    {
      question:
        'What is wrong with pool.query("SELECT * FROM users WHERE name = \'" + name + "\'")?',
      options: {
        A: 'It is slower than a stored procedure with the same query',
        B: 'It returns too many columns, which wastes bandwidth',
        C: 'It allows SQL injection through the name value',
        D: 'pg does not support SELECT * and needs explicit columns',
      },
      correct: 'C',
      explanation: 'Concatenated input can change the SQL; use placeholders such as $1.',
    },
    {
      question: 'In a transaction, what must happen in the finally block?',
      options: {
        A: 'The client is released back to the pool',
        B: 'COMMIT is sent again in case the first one failed',
        C: 'The pool is closed',
        D: 'The table is locked against other transactions',
      },
      correct: 'A',
      explanation: 'Without release the connection leaks and the pool eventually runs dry.',
    },
    {
      question:
        'Loading 20 orders and then querying each order customer separately is an example of what?',
      options: {
        A: 'A deadlock',
        B: 'Sharding across several databases',
        C: 'A cartesian (N×M) join explosion',
        D: 'The N+1 query problem',
      },
      correct: 'D',
      explanation: 'One query for the list plus one per item is the classic N+1 pattern.',
    },
    {
      question: 'Why can passing req.body.filter directly to a MongoDB find be dangerous?',
      options: {
        A: 'Request filters must first be converted to strings',
        B: 'Operators such as $ne in the input can change what the query matches',
        C: 'MongoDB rejects JSON objects from `req.body` outright',
        D: 'Filters must be strings',
      },
      correct: 'B',
      explanation: 'Operator injection lets attackers bypass conditions such as password checks.',
    },
    {
      question:
        'Which tool is a TypeScript-first query builder that infers result types from your schema?',
      options: {
        A: 'Kysely',
        B: 'Mongoose',
        C: 'Sequelize CLI',
        D: 'pg',
      },
      correct: 'A',
      explanation: 'Kysely composes SQL with full type inference.',
    },
    {
      question: 'What makes a schema migration safe for rolling deployments?',
      options: {
        A: 'Dropping and recreating the tables in one single transaction',
        B: 'Running it manually in production',
        C: 'Keeping it compatible with the older code version still running',
        D: 'Applying it only on weekends',
      },
      correct: 'C',
      explanation: 'Old and new instances run side by side, so both must work with the schema.',
    },
    {
      question: 'Which command shows how PostgreSQL actually executed a query, including timing?',
      options: {
        A: 'EXPLAIN (FORMAT JSON)',
        B: 'SHOW TABLES',
        C: 'VACUUM',
        D: 'EXPLAIN ANALYZE',
      },
      correct: 'D',
      explanation: 'EXPLAIN ANALYZE runs the query and reports the plan with real timings.',
    },
    {
      question: 'How do you pass `name` safely in a query with the `pg` driver?',
      options: {
        A: '`pool.query("SELECT * FROM users WHERE name = \'" + name + "\'")`',
        B: "`pool.query('SELECT * FROM users WHERE name = ?name', name)`",
        C: "`pool.query('SELECT * FROM users WHERE name = ' + escape(name))`",
        D: "`pool.query('SELECT * FROM users WHERE name = $1', [name])`",
      },
      correct: 'D',
      explanation:
        '`pg` uses numbered placeholders (`$1`) with a separate values array, so the value is never parsed as SQL.',
    },
    {
      question: 'What does an ORM add on top of a plain database driver?',
      options: {
        A: 'It opens the raw network connection to the database server',
        B: 'It maps tables to objects and generates SQL for you',
        C: "It encrypts each row's data before it is stored on disk",
        D: 'It replaces SQL with a faster binary protocol of its own design',
      },
      correct: 'B',
      explanation:
        'An ORM maps rows to objects and writes the SQL; the driver underneath still handles the connection.',
    },
    {
      question: 'How do you fix the N+1 problem when loading orders with their customers?',
      options: {
        A: 'Add an index to every column of both tables',
        B: 'Run the N customer queries in parallel with `Promise.all()`',
        C: 'Load all needed customers in one query, e.g. with a join or `IN`',
        D: 'Cache each customer in memory for the rest of the process',
      },
      correct: 'C',
      explanation:
        'Fetching the related rows in one query (a join or `WHERE id IN (...)`) replaces N separate round trips.',
    },
    {
      question: 'Why keep schema migrations as versioned files in the repository?',
      options: {
        A: 'So every environment applies identical schema changes in order',
        B: 'So the database can be dropped and rebuilt from scratch on every deploy',
        C: 'Because databases cannot change schema without a file',
        D: 'So the ORM can skip validating queries at run time',
      },
      correct: 'A',
      explanation:
        'Versioned migrations let development, CI and production apply identical changes in a known order.',
    },
  ],
  problems: [],
};
