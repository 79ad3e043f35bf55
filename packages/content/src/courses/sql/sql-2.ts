import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-2',
  order: 2,
  title: 'Filtering and Sorting: WHERE, ORDER BY and LIMIT',
  description: 'Select the rows you need with WHERE, comparison and logical operators, LIKE, IN and BETWEEN, then sort and page the results.',
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
    proTip: 'Whenever you write LIMIT, check that an ORDER BY with a unique tie-breaker (such as the id) is present; otherwise pages can overlap or skip rows.',
  },
  mcqs: [
    {
      question: 'Which condition correctly finds rows where email has no value?',
      options: { A: 'WHERE email = NULL', B: 'WHERE email IS NULL', C: 'WHERE email EQUALS NULL', D: 'WHERE email = \'\'' },
      correct: 'B',
      explanation: 'Comparisons with NULL are unknown; IS NULL tests for missing values.',
    },
    {
      question: 'Which rows does WHERE price BETWEEN 10 AND 20 include?',
      options: {
        A: 'Prices strictly between 10 and 20',
        B: 'Prices from 10 up to but excluding 20',
        C: 'Prices above 20 or below 10',
        D: 'Prices from 10 to 20, including both ends',
      },
      correct: 'D',
      explanation: 'BETWEEN is inclusive on both bounds.',
    },
    {
      question: 'What does the pattern LIKE \'J_n%\' match?',
      options: {
        A: 'Strings starting with J, any single character, n, then anything',
        B: 'Strings containing J_n literally',
        C: 'Strings of exactly four characters',
        D: 'Strings ending in Jn',
      },
      correct: 'A',
      explanation: '_ matches exactly one character and % any sequence.',
    },
    {
      question: 'What order are rows returned in when a query has no ORDER BY clause?',
      options: {
        A: 'Insertion order, guaranteed',
        B: 'Primary key order, guaranteed',
        C: 'Unspecified; the database may return any order',
        D: 'Alphabetical order',
      },
      correct: 'C',
      explanation: 'Only ORDER BY guarantees an order.',
    },
    {
      question: 'Why can a SELECT alias not be used in the WHERE clause of the same query?',
      options: {
        A: 'Aliases are only allowed in subqueries',
        B: 'WHERE is case-sensitive',
        C: 'Aliases must be quoted',
        D: 'WHERE is evaluated before the SELECT list',
      },
      correct: 'D',
      explanation: 'Logically, FROM and WHERE run before SELECT defines aliases.',
    },
    {
      question: 'How is WHERE a = 1 OR b = 2 AND c = 3 interpreted?',
      options: {
        A: 'As (a = 1 OR b = 2) AND c = 3, grouping the OR first',
        B: 'As a = 1 OR (b = 2 AND c = 3), grouping the AND first',
        C: 'It is a syntax error',
        D: 'Left to right with equal precedence',
      },
      correct: 'B',
      explanation: 'AND has higher precedence than OR.',
    },
    {
      question: 'Which clause returns rows 21 to 30 of a sorted result in PostgreSQL?',
      options: { A: 'LIMIT 10 OFFSET 20', B: 'LIMIT 20 OFFSET 10', C: 'TOP 30 SKIP 20', D: 'ROWS 21 TO 30' },
      correct: 'A',
      explanation: 'OFFSET skips 20 rows and LIMIT returns the next 10.',
    },
    {
      question: 'Why does WHERE id NOT IN (1, 2, NULL) return no rows?',
      options: {
        A: 'NOT IN is not supported with lists',
        B: 'NULL is converted to 0',
        C: 'The comparison with NULL is unknown for every row, so no row qualifies',
        D: 'It returns all rows',
      },
      correct: 'C',
      explanation: 'id <> NULL is unknown, making the whole NOT IN condition unknown.',
    },
  ],
  problems: [],
};
