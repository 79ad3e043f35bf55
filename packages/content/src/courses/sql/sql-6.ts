import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-6',
  order: 6,
  title: 'Modifying Data, Constraints and Transactions',
  description: 'Create tables with constraints, insert, update and delete rows safely, and group changes into ACID transactions.',
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
    proTip: 'Before running an UPDATE or DELETE by hand, write it as a SELECT with the same WHERE and check the row count; then wrap the change in BEGIN so you can ROLLBACK.',
  },
  mcqs: [
    {
      question: 'What happens when you run UPDATE products SET price = 0; without a WHERE clause?',
      options: {
        A: 'Nothing, because WHERE is required',
        B: 'Only the first row is updated',
        C: 'The database asks for confirmation',
        D: 'Every row in the table is updated',
      },
      correct: 'D',
      explanation: 'Without WHERE, UPDATE applies to all rows.',
    },
    {
      question: 'What does a FOREIGN KEY constraint on orders.customer_id guarantee?',
      options: {
        A: 'Each order references a customer that exists',
        B: 'Each customer has at least one order',
        C: 'customer_id values are unique',
        D: 'Orders are sorted by customer',
      },
      correct: 'A',
      explanation: 'Referential integrity prevents orphaned references.',
    },
    {
      question: 'Which ACID property guarantees that either all statements of a transaction take effect or none do?',
      options: { A: 'Durability', B: 'Isolation', C: 'Atomicity', D: 'Consistency' },
      correct: 'C',
      explanation: 'Atomicity makes the transaction an all-or-nothing unit.',
    },
    {
      question: 'How should an application include user input in a SQL query?',
      options: {
        A: 'By concatenating it into the SQL string',
        B: 'By passing it as a bound parameter through a placeholder',
        C: 'By escaping quotes manually',
        D: 'By storing it in a temporary table first',
      },
      correct: 'B',
      explanation: 'Parameters keep data separate from SQL code and prevent injection.',
    },
    {
      question: 'What does ON DELETE CASCADE on orders.customer_id do when a customer is deleted?',
      options: {
        A: 'Refuses the deletion',
        B: 'Sets customer_id to NULL in the orders',
        C: 'Deletes the customer\'s orders as well',
        D: 'Moves the orders to another customer',
      },
      correct: 'C',
      explanation: 'CASCADE propagates the delete to referencing rows.',
    },
    {
      question: 'Which isolation level makes concurrent transactions behave as if they ran one after another?',
      options: { A: 'Serializable', B: 'Read uncommitted', C: 'Read committed', D: 'Auto-commit' },
      correct: 'A',
      explanation: 'Serializable is the strongest level, sometimes requiring retries.',
    },
    {
      question: 'Which column type should store monetary amounts?',
      options: { A: 'FLOAT', B: 'DOUBLE PRECISION', C: 'VARCHAR', D: 'DECIMAL with a fixed scale' },
      correct: 'D',
      explanation: 'Exact decimal types avoid binary floating-point rounding errors.',
    },
    {
      question: 'What does ROLLBACK do inside an open transaction?',
      options: {
        A: 'Commits the changes permanently',
        B: 'Undoes all changes made since BEGIN',
        C: 'Undoes only the last statement',
        D: 'Restores the database from last night\'s backup',
      },
      correct: 'B',
      explanation: 'ROLLBACK discards every change in the current transaction.',
    },
  ],
  problems: [],
};
