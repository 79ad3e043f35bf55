import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-7',
  order: 7,
  title: 'Databases with PDO',
  description:
    'Connect to MySQL, PostgreSQL or SQLite with PDO, run prepared statements, fetch results and use transactions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Connect with PDO using a DSN and safe options',
    'Run prepared statements with named and positional parameters',
    'Fetch rows as arrays or objects and handle errors with exceptions',
    'Group writes in transactions',
  ],
  lesson: `## PDO

**PDO** (PHP Data Objects) is PHP's database abstraction layer: one API for MySQL/MariaDB, PostgreSQL, SQLite, SQL Server and more. You connect with a **DSN** (data source name) that names the driver and database:

\`\`\`php
<?php
$pdo = new PDO(
    'mysql:host=127.0.0.1;port=3306;dbname=shop;charset=utf8mb4',
    getenv('DB_USER'),
    getenv('DB_PASSWORD'),
    [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,        // default since PHP 8, state it anyway
        PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        PDO::ATTR_EMULATE_PREPARES => false,                // real server-side prepares
    ],
);
// SQLite: new PDO('sqlite:' . __DIR__ . '/app.db');
\`\`\`

Keep credentials out of code (environment variables or a config file outside the web root), and always specify \`charset=utf8mb4\` for MySQL so emoji and all Unicode text are stored correctly.

## Prepared statements

Never put user input into SQL strings. **Prepared statements** send the SQL with placeholders, then the values separately, so input can never change the structure of the query:

\`\`\`php
$stmt = $pdo->prepare('SELECT id, name, price FROM products WHERE category = :category AND price <= :max ORDER BY price');
$stmt->execute(['category' => $_GET['category'] ?? 'books', 'max' => 5000]);
$products = $stmt->fetchAll();            // array of associative arrays

$stmt = $pdo->prepare('SELECT * FROM users WHERE email = ?');
$stmt->execute([$email]);
$user = $stmt->fetch();                   // one row, or false when none

$insert = $pdo->prepare('INSERT INTO orders (user_id, total) VALUES (?, ?)');
$insert->execute([$userId, $total]);
$orderId = (int) $pdo->lastInsertId();
\`\`\`

Placeholders can stand only for **values**, not for table or column names or SQL keywords. When a column name must be dynamic (sorting), check it against an allow-list: \`in_array($sort, ['name', 'price'], true)\`. A statement can be executed many times with different values, which is also efficient for bulk inserts.

## Fetching

\`fetch()\` returns the next row, \`fetchAll()\` all rows, \`fetchColumn()\` a single value (handy for \`COUNT(*)\`). Fetch modes control the shape: \`FETCH_ASSOC\` (column names), \`FETCH_OBJ\`, or \`FETCH_CLASS\` to hydrate your own classes. For large results, loop with \`while ($row = $stmt->fetch())\` instead of loading everything into memory.

## Errors and transactions

With \`ERRMODE_EXCEPTION\`, failures throw \`PDOException\`. Catch them at a central place, log the details, and show users a generic message; never echo SQL errors to the browser.

\`\`\`php
try {
    $pdo->beginTransaction();
    $pdo->prepare('UPDATE stock SET qty = qty - ? WHERE product_id = ? AND qty >= ?')->execute([$n, $id, $n]);
    $pdo->prepare('INSERT INTO order_items (order_id, product_id, qty) VALUES (?, ?, ?)')->execute([$orderId, $id, $n]);
    $pdo->commit();
} catch (Throwable $e) {
    $pdo->rollBack();
    throw $e;
}
\`\`\`

A **transaction** makes several statements succeed or fail together. Frameworks add ORMs on top (Eloquent in Laravel, Doctrine in Symfony) and migration tools for schema changes, but they all rely on these same principles.`,
  overview: {
    whatYouWillLearn: [
      'DSNs, connection options and credential handling',
      'Why ERRMODE_EXCEPTION and utf8mb4 matter',
      'Named and positional placeholders in prepared statements',
      'What placeholders cannot replace and allow-lists',
      'fetch, fetchAll, fetchColumn and fetch modes',
      'Transactions with beginTransaction, commit and rollBack',
    ],
    proTip:
      'Turn off ATTR_EMULATE_PREPARES with MySQL so the server performs real prepared statements and returns native integer types.',
  },
  mcqs: [
    {
      question: 'What does a PDO DSN such as mysql:host=127.0.0.1;dbname=shop specify?',
      options: {
        A: 'The SQL query that runs as soon as the connection opens',
        B: 'The driver and connection details of the database',
        C: 'The username and password used to log in, and nothing more',
        D: 'The table schema',
      },
      correct: 'B',
      explanation: 'The DSN names the driver and parameters like host and database.',
    },
    {
      question: 'Why use prepared statements with placeholders?',
      options: {
        A: 'Values travel separately from the SQL text, which prevents injection',
        B: 'They make every query faster by caching its result rows in PHP',
        C: 'They cache the whole database',
        D: 'They are required for SELECT',
      },
      correct: 'A',
      explanation: 'Input cannot alter the query structure when bound as parameters.',
    },
    {
      question: 'Which part of a query can a placeholder NOT replace?',
      options: {
        A: 'A value in a WHERE condition',
        B: 'A value in an INSERT statement',
        C: 'A LIMIT value with real prepares',
        D: 'A column name in ORDER BY',
      },
      correct: 'D',
      explanation: 'Identifiers must be validated with an allow-list instead.',
    },
    {
      question: 'What does $stmt->fetch() return when no row is left?',
      options: {
        A: 'null (no more rows)',
        B: 'An empty array',
        C: 'false',
        D: 'It throws',
      },
      correct: 'C',
      explanation: 'fetch returns false when there are no more rows.',
    },
    {
      question: 'Which method returns a single value such as the result of SELECT COUNT(*)?',
      options: {
        A: 'fetchColumn()',
        B: 'fetchAll()',
        C: 'rowCount()',
        D: 'insertId()',
      },
      correct: 'A',
      explanation: 'fetchColumn returns one column of the next row.',
    },
    {
      question: 'What should happen in the catch block of a failed transaction?',
      options: {
        A: 'Call commit()',
        B: 'Ignore the error',
        C: 'Echo the SQL error to the user and keep the partial changes',
        D: 'Call rollBack() and rethrow or handle the error',
      },
      correct: 'D',
      explanation: 'Rolling back undoes the partial changes.',
    },
    {
      question: 'Why specify charset=utf8mb4 for MySQL connections?',
      options: {
        A: 'It makes queries faster than the default latin1 charset',
        B: 'It stores all Unicode characters, including emoji',
        C: 'It enables transactions on MyISAM and InnoDB tables',
        D: 'It encrypts data',
      },
      correct: 'B',
      explanation: 'MySQL utf8 (utf8mb3) cannot store 4-byte characters.',
    },
    {
      question: 'How should database errors be presented to end users?',
      options: {
        A: 'Show the full PDOException message so users can report it',
        B: 'Show the SQL query that failed, with its bound values',
        C: 'Log the details and show a generic message',
        D: 'Show the error code and the database host for support',
      },
      correct: 'C',
      explanation: 'Error details help attackers; log them privately.',
    },
    {
      question: 'What does setting `PDO::ATTR_ERRMODE` to `PDO::ERRMODE_EXCEPTION` do?',
      options: {
        A: 'Makes PDO print errors as HTML warnings',
        B: 'Makes PDO throw a `PDOException` whenever a query fails',
        C: 'Makes PDO retry failed queries automatically before failing',
        D: 'Makes PDO ignore errors and return `false` silently',
      },
      correct: 'B',
      explanation:
        'In exception mode every failed PDO call throws `PDOException`, so errors cannot go unnoticed.',
    },
    {
      question: 'How do you supply a value for the named placeholder `:email`?',
      options: {
        A: "`$stmt->bind('email', $email)`",
        B: '`$pdo->query("... :email", $email)`',
        C: "`$stmt->execute(['email' => $email])`",
        D: "`$stmt->execute(':email' = $email)`",
      },
      correct: 'C',
      explanation:
        '`execute` takes an array mapping placeholder names to values (the leading colon is optional).',
    },
    {
      question: 'What does `$pdo->lastInsertId()` return?',
      options: {
        A: 'The number of rows the last INSERT added',
        B: 'The ID generated by the last INSERT on this connection',
        C: 'The highest ID currently in the table, across every connection',
        D: 'The ID of the last row read with `fetch()`',
      },
      correct: 'B',
      explanation:
        '`lastInsertId` returns the auto-generated ID of the most recent insert on the same connection.',
    },
    {
      question: 'What changes after `$pdo->beginTransaction()`?',
      options: {
        A: 'Later statements are written to a log file instead',
        B: 'Later statements run in parallel for speed',
        C: 'Later statements are checked for syntax only, not executed',
        D: 'Later changes become permanent only on `commit()`',
      },
      correct: 'D',
      explanation:
        'Inside a transaction, changes are applied together on `commit()` or undone with `rollBack()`.',
    },
  ],
  problems: [],
};
