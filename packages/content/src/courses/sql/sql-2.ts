import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-2',
  order: 2,
  title: 'Filtering and Sorting: WHERE, ORDER BY and LIMIT',
  description:
    'Select the rows you need with WHERE, comparison and logical operators, LIKE, IN and BETWEEN, then sort and page the results.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Filter rows with WHERE, comparison operators, AND, OR and NOT',
    'Use IN, BETWEEN, LIKE and IS NULL',
    'Sort results with ORDER BY on several columns',
    'Limit and page results with LIMIT and OFFSET or FETCH',
  ],
  lesson: `## WHERE

\`WHERE\` keeps only the rows for which a condition is **true**. Rows where it is false *or unknown* (because of \`NULL\`) are dropped.

\`\`\`sql
SELECT name, price, category
FROM products
WHERE price < 20
  AND (category = 'books' OR category = 'music')
  AND discontinued = FALSE;
\`\`\`

Comparison operators are \`=\`, \`<>\` (or \`!=\`), \`<\`, \`<=\`, \`>\` and \`>=\`. \`AND\` binds more tightly than \`OR\`, so use parentheses whenever you mix them; without them the query above would mean something different.

## Handy predicates

\`\`\`sql
WHERE category IN ('books', 'music', 'games')   -- any value in a list
WHERE price BETWEEN 10 AND 20                    -- inclusive on both ends
WHERE name LIKE 'The %'                          -- % any run of characters, _ exactly one
WHERE email IS NULL                              -- never write = NULL
WHERE NOT (country = 'FR')
\`\`\`

\`LIKE\` is case-sensitive in some databases (PostgreSQL) and not in others (MySQL with default collations); PostgreSQL offers \`ILIKE\` for case-insensitive matching. A pattern starting with \`%\` cannot use an ordinary index, so it scans the whole table. Beware of \`NOT IN\` with a list or subquery containing \`NULL\`: the condition can never be true (it is false or unknown for every row), so nothing is returned.

## ORDER BY

Without \`ORDER BY\`, the order of rows is **not guaranteed**, even if it looks stable during testing. Sort explicitly:

\`\`\`sql
SELECT name, country, signup_date
FROM customers
ORDER BY country ASC, signup_date DESC, name;
\`\`\`

Rows are sorted by the first expression, ties by the second, and so on. \`ASC\` (ascending) is the default. Where \`NULL\`s go depends on the database; \`NULLS FIRST\` and \`NULLS LAST\` make it explicit where supported. You may sort by aliases and expressions defined in the \`SELECT\` list.

## Limiting results

\`\`\`sql
SELECT name, price FROM products
ORDER BY price DESC
LIMIT 10 OFFSET 20;                 -- rows 21 to 30 (PostgreSQL, MySQL, SQLite)

-- standard SQL form, also in SQL Server and Oracle
OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY;
\`\`\`

Always combine \`LIMIT\` with \`ORDER BY\`; otherwise "the first ten" is arbitrary. Large offsets are slow because the database still reads and discards the skipped rows; for deep pagination, **keyset pagination** continues after the last row already shown, with the id as a tie-breaker so equal prices are neither skipped nor repeated (\`WHERE (price, id) < (:last_price, :last_id) ORDER BY price DESC, id DESC LIMIT 10\`), and is much faster.

## Logical order of evaluation

Although written as \`SELECT ... FROM ... WHERE ... ORDER BY\`, a query is evaluated logically as \`FROM\`, then \`WHERE\`, then \`SELECT\`, then \`ORDER BY\`, then \`LIMIT\`. That is why a column alias defined in \`SELECT\` can be used in \`ORDER BY\` but not in \`WHERE\`.`,
  overview: {
    whatYouWillLearn: [
      'WHERE keeps rows whose condition is true, dropping false and unknown',
      'AND binds tighter than OR, so parentheses clarify intent',
      'IN, BETWEEN, LIKE patterns and IS NULL predicates',
      'Row order is undefined without ORDER BY',
      'LIMIT and OFFSET or FETCH page results, and keyset pagination scales better',
      'Logical evaluation order explains where aliases can be used',
    ],
    proTip:
      'Whenever you write LIMIT, check that an ORDER BY with a unique tie-breaker (such as the id) is present; otherwise pages can overlap or skip rows.',
  },
  mcqs: [
    {
      question: 'Which condition finds the rows where email has no value?',
      options: {
        A: 'WHERE email = NULL',
        B: 'WHERE email IS NULL',
        C: "WHERE email = ''",
        D: 'WHERE email IN (NULL)',
      },
      correct: 'B',
      explanation:
        "Comparisons with NULL (=, IN) yield unknown, so they never select a row; IS NULL tests for a missing value. An empty string '' is a value, not NULL.",
    },
    {
      question: 'Which prices does WHERE price BETWEEN 10 AND 20 include?',
      options: {
        A: 'Every price from 10 to 20, both ends included',
        B: 'From 10 up to 20, with 20 itself excluded',
        C: 'Strictly between them, with both 10 and 20 excluded',
        D: 'From 11 to 19, the whole numbers between 10 and 20',
      },
      correct: 'A',
      explanation:
        'BETWEEN a AND b is inclusive on both ends: it means price >= 10 AND price <= 20, including non-integer prices.',
    },
    {
      question: "Which value matches the condition name LIKE 'J_n%'?",
      options: {
        A: "'Jn Smith'",
        B: "'John Smith'",
        C: "'Jan Smith'",
        D: "'Jason Smith'",
      },
      correct: 'C',
      explanation:
        "_ matches exactly one character and % any run of characters: 'Jan Smith' is J, one character, n, then anything. 'Jn' lacks the middle character; 'John' and 'Jason' have no n in third position.",
    },
    {
      question: 'In what order are rows returned by a query without ORDER BY?',
      options: {
        A: 'In insertion order: rows come back as they were added',
        B: 'In primary key order, which the database guarantees',
        C: 'In no guaranteed order, and it can change between runs',
        D: 'In the order of the first column of the SELECT list',
      },
      correct: 'C',
      explanation:
        'Without ORDER BY the order is unspecified, even if it looks stable in testing; plans, parallelism and updates can change it.',
    },
    {
      question:
        'Why can a column alias defined in SELECT not be used in the WHERE of the same query?',
      options: {
        A: 'Aliases may only be referenced inside subqueries and CTEs',
        B: 'Aliases exist only in the output, not in WHERE or ORDER BY',
        C: 'An alias must be wrapped in double quotes to be used in WHERE',
        D: 'It is evaluated earlier, before any result column gets its name',
      },
      correct: 'D',
      explanation:
        'The logical order is FROM, WHERE, SELECT, ORDER BY, LIMIT: the alias does not exist yet when WHERE runs, but it does for ORDER BY.',
    },
    {
      question: 'How is WHERE a = 1 OR b = 2 AND c = 3 evaluated?',
      options: {
        A: 'As ((a = 1 OR b = 2) AND c = 3), read left to right',
        B: 'As a = 1 OR (b = 2 AND c = 3), since AND binds tighter',
        C: 'As a syntax error, since mixing AND with OR needs parentheses',
        D: 'It depends on the database: PostgreSQL and MySQL group it differently',
      },
      correct: 'B',
      explanation:
        'AND has higher precedence than OR in every SQL database, so b = 2 AND c = 3 is grouped first. Use parentheses whenever you mix them.',
    },
    {
      question: 'Which clause returns rows 21 to 30 of a sorted result in PostgreSQL?',
      options: {
        A: 'LIMIT 20 OFFSET 10',
        B: 'LIMIT 30 OFFSET 21',
        C: 'LIMIT 10 OFFSET 20',
        D: 'LIMIT 21, 30 (MySQL style)',
      },
      correct: 'C',
      explanation:
        'OFFSET 20 skips the first 20 rows and LIMIT 10 returns the next 10, rows 21 to 30.',
    },
    {
      question: 'Why does WHERE id NOT IN (1, 2, NULL) return no rows?',
      options: {
        A: 'The NULL makes the list invalid, and the error shows as an empty result',
        B: 'Each id compared with NULL gives unknown, so NOT IN is never true',
        C: 'NOT IN only works with a subquery, and never with a list like (1, 2)',
        D: 'NOT IN treats the NULL as a wildcard, so it rejects all of the rows',
      },
      correct: 'B',
      explanation:
        'NOT IN (1, 2, NULL) means id <> 1 AND id <> 2 AND id <> NULL; the last part is unknown, so the whole condition is false or unknown for every row.',
    },
    {
      question: "In PostgreSQL, which condition matches 'Paris', 'PARIS' and 'paris'?",
      options: {
        A: "city LIKE 'paris'",
        B: "city LIKE '%paris%'",
        C: "city IN ('paris')",
        D: "city ILIKE 'paris'",
      },
      correct: 'D',
      explanation:
        'LIKE is case-sensitive in PostgreSQL (with or without wildcards), and so are = and IN; ILIKE matches case-insensitively.',
    },
    {
      question:
        "Why is WHERE name LIKE '%son' usually slow on a large table even with an index on name?",
      options: {
        A: 'A pattern that begins with a % wildcard cannot use an ordinary B-tree index',
        B: "LIKE never uses an index, whatever the position of '%' in the pattern",
        C: 'The index on name is rebuilt in reverse before each such query',
        D: 'LIKE lowercases every name before comparing, which disables the index',
      },
      correct: 'A',
      explanation:
        "An ordinary B-tree index is sorted by the start of the value, so a leading wildcard forces a scan of every row. LIKE 'son%' can use the index.",
    },
    {
      question: 'What does ORDER BY country ASC, signup_date DESC do?',
      options: {
        A: 'Sorts by signup_date, newest first, using country only to break ties',
        B: 'Sorts by country, then re-sorts the whole result by signup_date',
        C: 'Sorts by country, then rows of one country by signup_date, newest first',
        D: 'Sorts by country, then by signup_date oldest first, as ASC applies to both',
      },
      correct: 'C',
      explanation:
        'Rows are sorted by the first expression and ties by the next; each expression has its own direction (ASC is the default).',
    },
    {
      question: 'Why is LIMIT 10 OFFSET 100000 slow on a large table?',
      options: {
        A: 'The database still reads and then discards every skipped row',
        B: 'OFFSET disables every index, so the table is sorted from scratch',
        C: 'An OFFSET above 65535 is processed one page of rows at a time',
        D: 'OFFSET is applied before WHERE, so all rows are filtered twice',
      },
      correct: 'A',
      explanation:
        'OFFSET does not jump: the skipped rows are produced and thrown away. Keyset pagination (continuing after the last row shown) avoids that cost.',
    },
    {
      question:
        'In keyset pagination with WHERE (price, id) < (:last_price, :last_id), why is id included?',
      options: {
        A: 'So the query can read the rows in insertion order instead of by price',
        B: 'Because a row-value comparison in WHERE needs at least two columns',
        C: 'Because keyset pagination with ORDER BY on a non-unique column fails',
        D: 'So that rows with equal prices are neither skipped nor shown twice',
      },
      correct: 'D',
      explanation:
        'Many rows can share the last price; the unique id breaks ties so the next page starts exactly after the last row shown, with ORDER BY price DESC, id DESC.',
    },
  ],
  problems: [],
};
