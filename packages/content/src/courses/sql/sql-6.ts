import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-6',
  order: 6,
  title: 'Modifying Data, Constraints and Transactions',
  description:
    'Create tables with constraints, insert, update and delete rows safely, and group changes into ACID transactions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Create and alter tables with appropriate types and constraints',
    'Insert, update, delete and upsert rows safely',
    'Explain ACID properties and use BEGIN, COMMIT and ROLLBACK',
    'Describe isolation levels and common concurrency anomalies',
  ],
  lesson: `## Defining tables

Data definition language (DDL) creates and changes the schema. **Constraints** let the database reject bad data no matter which application writes it:

\`\`\`sql
CREATE TABLE customers (
  id         INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      VARCHAR(255) NOT NULL UNIQUE,
  name       VARCHAR(100) NOT NULL,
  credit     DECIMAL(10, 2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
  created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE orders (
  id          INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE RESTRICT,
  amount      DECIMAL(10, 2) NOT NULL CHECK (amount > 0)
);

ALTER TABLE customers ADD COLUMN phone VARCHAR(30);
\`\`\`

\`PRIMARY KEY\` implies unique and not null; \`UNIQUE\` forbids duplicates; \`NOT NULL\` requires a value; \`CHECK\` enforces a rule; \`DEFAULT\` supplies a value when none is given; and a **foreign key** (\`REFERENCES\`) ensures every order points to an existing customer. \`ON DELETE\` decides what happens to orders when their customer is deleted: \`RESTRICT\` refuses, \`CASCADE\` deletes them too, \`SET NULL\` clears the reference. Use exact \`DECIMAL\` types for money, never floating point.

## Changing data

\`\`\`sql
INSERT INTO customers (email, name) VALUES ('ana@example.com', 'Ana'), ('bo@example.com', 'Bo');

UPDATE customers SET credit = credit + 10 WHERE id = 42;

DELETE FROM orders WHERE amount < 1;

-- upsert (PostgreSQL and SQLite syntax; MySQL uses ON DUPLICATE KEY UPDATE)
INSERT INTO customers (email, name) VALUES ('ana@example.com', 'Ana B.')
ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name;
\`\`\`

An \`UPDATE\` or \`DELETE\` without \`WHERE\` affects **every row**. Run the \`WHERE\` clause as a \`SELECT\` first to see what will change, and many teams require transactions for manual changes. \`RETURNING\` (PostgreSQL, SQLite) returns the affected rows. Applications must always pass values as **parameters** (placeholders such as \`$1\` or \`?\`) rather than concatenating strings, which prevents **SQL injection**.

## Transactions and ACID

A **transaction** groups statements into one unit of work:

\`\`\`sql
BEGIN;
UPDATE accounts SET balance = balance - 100 WHERE id = 1;
UPDATE accounts SET balance = balance + 100 WHERE id = 2;
COMMIT;            -- or ROLLBACK; to undo both
\`\`\`

Transactions provide the **ACID** guarantees: **Atomicity** (all statements take effect or none do), **Consistency** (constraints hold before and after), **Isolation** (concurrent transactions do not see each other's partial work) and **Durability** (once committed, changes survive crashes).

## Isolation levels

Full isolation is expensive, so databases offer levels. **Read committed** (the default in PostgreSQL and SQL Server) never shows uncommitted data but may show different results if you read twice. **Repeatable read** keeps a consistent snapshot for the transaction. **Serializable** makes concurrent transactions behave as if run one at a time, at the cost of occasional serialization failures the application must retry. Anomalies to know: dirty reads, non-repeatable reads, phantom rows and lost updates. \`SELECT ... FOR UPDATE\` locks rows you intend to change.`,
  overview: {
    whatYouWillLearn: [
      'PRIMARY KEY, UNIQUE, NOT NULL, CHECK, DEFAULT and FOREIGN KEY constraints',
      'ON DELETE actions control what happens to referencing rows',
      'INSERT, UPDATE, DELETE and upserts, and the danger of a missing WHERE',
      'Parameterised queries prevent SQL injection',
      'Transactions with BEGIN, COMMIT and ROLLBACK provide ACID guarantees',
      'Isolation levels trade consistency against concurrency',
    ],
    proTip:
      'Before running an UPDATE or DELETE by hand, write it as a SELECT with the same WHERE and check the row count; then wrap the change in BEGIN so you can ROLLBACK.',
  },
  mcqs: [
    {
      question:
        'In PostgreSQL, what happens when UPDATE products SET price = 0; runs without a WHERE clause?',
      options: {
        A: 'Every row of the products table has its price set to zero',
        B: 'Only the first row of the products table is updated',
        C: 'It is rejected, since an UPDATE requires a WHERE clause',
        D: 'It updates only rows whose price is NULL',
      },
      correct: 'A',
      explanation:
        'Without WHERE, UPDATE applies to all rows. Running the WHERE clause as a SELECT first, inside a transaction, avoids such accidents.',
    },
    {
      question: 'What does a foreign key orders.customer_id REFERENCES customers (id) guarantee?',
      options: {
        A: 'Each customer has at least one order in the orders table',
        B: 'Each order points to a customer row that really exists',
        C: 'customer_id values are unique within the whole orders table',
        D: 'Orders are stored sorted by customer_id for faster joins',
      },
      correct: 'B',
      explanation:
        'Referential integrity: an order cannot reference a missing customer (no orphans). It says nothing about customers without orders, uniqueness or storage order.',
    },
    {
      question:
        'Which ACID property guarantees that either all statements of a transaction take effect or none do?',
      options: {
        A: 'Durability',
        B: 'Isolation',
        C: 'Atomicity',
        D: 'Consistency',
      },
      correct: 'C',
      explanation:
        'Atomicity makes the transaction all-or-nothing. Durability is about surviving crashes after commit, isolation about concurrent transactions, consistency about constraints holding.',
    },
    {
      question: 'How should an application put user input into a SQL query?',
      options: {
        A: 'Concatenate it into the SQL text after trimming leading spaces',
        B: 'Pass it as a bound parameter through a placeholder such as $1',
        C: 'Escape its single quotes by hand, then concatenate it into the SQL',
        D: 'Wrap it in double quotes ("...") so that it is read as a literal',
      },
      correct: 'B',
      explanation:
        'Bound parameters keep data separate from SQL code, which prevents SQL injection. Hand escaping is error-prone, and double quotes delimit identifiers, not strings.',
    },
    {
      question: 'What does ON DELETE CASCADE on orders.customer_id do when a customer is deleted?',
      options: {
        A: "It deletes the customer's orders along with the customer row",
        B: "It sets customer_id to NULL in every one of the customer's orders",
        C: 'It refuses the deletion while orders still reference the customer',
        D: 'It keeps the orders and marks the customer as inactive instead',
      },
      correct: 'A',
      explanation:
        'CASCADE propagates the delete to the referencing rows. RESTRICT refuses and SET NULL clears the reference.',
    },
    {
      question:
        'Which isolation level makes concurrent transactions behave as if they ran one at a time?',
      options: {
        A: 'Serializable',
        B: 'Snapshot',
        C: 'Repeatable read',
        D: 'Read uncommitted',
      },
      correct: 'A',
      explanation:
        'Serializable is the strongest level; the price is occasional serialization failures that the application must retry. Snapshot isolation still allows anomalies such as write skew.',
    },
    {
      question: 'Which column type should store monetary amounts such as 19.99?',
      options: {
        A: 'FLOAT',
        B: 'DOUBLE PRECISION',
        C: 'DECIMAL with a fixed scale',
        D: 'VARCHAR, holding the exact digits as text',
      },
      correct: 'C',
      explanation:
        'DECIMAL (NUMERIC) is exact, for example DECIMAL(10, 2). Binary floating point cannot represent most decimal fractions exactly, and text cannot be summed or checked as a number.',
    },
    {
      question: 'What does ROLLBACK do inside an open transaction?',
      options: {
        A: 'It commits the changes made so far and closes the transaction',
        B: "It discards every change made since the transaction's BEGIN",
        C: 'It undoes only the last statement of the transaction',
        D: 'It restores the database from its most recent backup',
      },
      correct: 'B',
      explanation:
        'ROLLBACK discards every change of the current transaction; COMMIT makes them permanent.',
    },
    {
      question: 'Which constraints does PRIMARY KEY imply on its column?',
      options: {
        A: 'UNIQUE only; NULL is still allowed once',
        B: 'NOT NULL only',
        C: 'UNIQUE, NOT NULL and ON DELETE CASCADE',
        D: 'UNIQUE and NOT NULL',
      },
      correct: 'D',
      explanation:
        'A primary key must be unique and present in every row. Defaults and ON DELETE actions are separate clauses (ON DELETE belongs to foreign keys).',
    },
    {
      question:
        'What does INSERT ... ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name do in PostgreSQL?',
      options: {
        A: 'It keeps the existing row unchanged',
        B: 'Deletes the clashing row, then inserts the new one in its place',
        C: 'Inserts the row, or overwrites the name of the row it collides with',
        D: 'Updates the row only if it already exists, and never inserts',
      },
      correct: 'C',
      explanation:
        'This is an upsert: when the unique email already exists, the existing row is updated with the proposed name (EXCLUDED is the row that failed to insert). DO NOTHING would keep the old row.',
    },
    {
      question: 'What does the Read committed isolation level guarantee?',
      options: {
        A: 'Reading the same row twice in a transaction gives the same value',
        B: 'A transaction never sees changes that others have not committed yet',
        C: 'Concurrent transactions behave as if they ran one at a time',
        D: 'Rows that other transactions insert never show up when the query is read again',
      },
      correct: 'B',
      explanation:
        'Read committed prevents dirty reads only; non-repeatable reads and phantoms remain possible. Repeatable read and serializable give the stronger guarantees.',
    },
    {
      question: 'What does SELECT ... FOR UPDATE do inside a transaction?',
      options: {
        A: 'It updates the selected rows in place',
        B: 'Returns the rows as they will look once pending updates commit',
        C: 'Marks the query read-only so it can run on a replica instead',
        D: 'Locks the rows it reads so others cannot change them until commit',
      },
      correct: 'D',
      explanation:
        "FOR UPDATE takes row locks, so a read-then-write sequence cannot be interleaved with another transaction's change (preventing lost updates).",
    },
  ],
  problems: [],
};
