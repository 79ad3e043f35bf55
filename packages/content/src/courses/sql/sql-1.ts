import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-1',
  order: 1,
  title: 'Relational Databases and SELECT',
  description: 'Understand tables, rows, columns and keys, and retrieve data with SELECT, column aliases, expressions and DISTINCT.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe tables, rows, columns, primary keys and foreign keys',
    'Explain what SQL is and how database systems differ',
    'Retrieve columns and computed expressions with SELECT and aliases',
    'Remove duplicate rows with DISTINCT and understand NULL',
  ],
  lesson: `## The relational model

A **relational database** stores data in **tables**. Each table describes one kind of thing (customers, orders, products); each **row** is one instance and each **column** an attribute with a declared **data type** such as \`INTEGER\`, \`VARCHAR(100)\`, \`DECIMAL(10,2)\`, \`DATE\` or \`BOOLEAN\`. A **primary key** is a column (or set of columns) whose values uniquely identify each row, such as \`customer_id\`. A **foreign key** is a column that refers to another table's primary key, such as \`orders.customer_id\`, linking the tables and letting the database enforce that every order belongs to an existing customer.

**SQL** (Structured Query Language) is the standard language for defining, querying and modifying relational data. Popular systems include PostgreSQL, MySQL, SQLite, Microsoft SQL Server and Oracle. They share the ISO standard core, so everything in this course works nearly everywhere, but each adds its own functions and small syntax differences (for example \`LIMIT\` versus \`TOP\` or \`FETCH FIRST\`).

SQL is **declarative**: you describe *what* result you want, and the database's **query planner** decides *how* to compute it, choosing indexes and algorithms.

## SELECT

\`\`\`sql
-- every column of every row (fine for exploring, avoid in application code)
SELECT * FROM customers;

-- chosen columns, a computed expression and aliases
SELECT name,
       country,
       credit_limit * 1.1 AS raised_limit,
       UPPER(email) AS email_upper
FROM customers;

-- distinct values
SELECT DISTINCT country FROM customers;
\`\`\`

Keywords are case-insensitive, but writing them in uppercase is a common convention. Statements end with a semicolon. String literals use **single quotes** (\`'Paris'\`); double quotes are for identifiers such as column names with spaces. \`AS\` gives a column an **alias** in the result. \`DISTINCT\` removes duplicate rows from the result, considering all selected columns together.

Listing columns explicitly instead of \`SELECT *\` makes queries faster (less data transferred), clearer, and robust when someone adds a column to the table.

## NULL

\`NULL\` represents a missing or unknown value. It is not zero and not an empty string. Any arithmetic or comparison with \`NULL\` yields \`NULL\` (unknown): \`NULL + 1\` is \`NULL\`, and even \`NULL = NULL\` is not true. To test for it, SQL provides \`IS NULL\` and \`IS NOT NULL\`, and \`COALESCE(value, fallback)\` substitutes a default:

\`\`\`sql
SELECT name, COALESCE(phone, 'no phone') AS phone
FROM customers;
\`\`\`

Understanding \`NULL\` early saves many surprises in filtering, joining and aggregating later in this course.`,
  overview: {
    whatYouWillLearn: [
      'Tables hold rows of typed columns, identified by primary keys',
      'Foreign keys link tables and let the database enforce references',
      'SQL is a declarative standard with vendor-specific extensions',
      'SELECT picks columns and expressions, and AS names them',
      'DISTINCT removes duplicate result rows',
      'NULL means unknown and needs IS NULL and COALESCE',
    ],
    proTip: 'Name columns explicitly in application queries instead of SELECT *; schema changes then cannot silently break or slow your code.',
  },
  mcqs: [
    {
      question: 'What is the purpose of a primary key?',
      options: {
        A: 'To uniquely identify each row in a table',
        B: 'To sort the table alphabetically',
        C: 'To encrypt the table',
        D: 'To link to a column in another database server',
      },
      correct: 'A',
      explanation: 'Primary key values are unique and non-null for every row.',
    },
    {
      question: 'What is a foreign key?',
      options: {
        A: 'A key imported from another database vendor',
        B: 'A password for the table',
        C: 'A column referring to the primary key of another table',
        D: 'A column that cannot be queried',
      },
      correct: 'C',
      explanation: 'Foreign keys link related tables and can be enforced by constraints.',
    },
    {
      question: 'What does SELECT DISTINCT country FROM customers return?',
      options: {
        A: 'All countries including duplicates',
        B: 'Each country once',
        C: 'Only countries with one customer',
        D: 'The number of countries',
      },
      correct: 'B',
      explanation: 'DISTINCT removes duplicate rows from the result.',
    },
    {
      question: 'Which quotes does standard SQL use for string literals such as Paris?',
      options: { A: 'Double quotes', B: 'Backticks', C: 'Square brackets', D: 'Single quotes' },
      correct: 'D',
      explanation: 'Single quotes delimit strings; double quotes delimit identifiers.',
    },
    {
      question: 'What is the result of NULL = NULL in a SQL condition?',
      options: { A: 'TRUE', B: 'FALSE, always and only', C: 'NULL, meaning unknown, so the row is not selected', D: 'An error' },
      correct: 'C',
      explanation: 'Comparisons with NULL yield unknown; use IS NULL instead.',
    },
    {
      question: 'What does the AS keyword do in SELECT price * 2 AS double_price?',
      options: {
        A: 'Gives the computed column a name in the result',
        B: 'Creates a new column in the table',
        C: 'Casts the value to a new type',
        D: 'Filters rows',
      },
      correct: 'A',
      explanation: 'AS defines a column alias for the result set.',
    },
    {
      question: 'What does it mean that SQL is declarative?',
      options: {
        A: 'Every statement must be declared before use',
        B: 'Queries run in the order they are written, line by line',
        C: 'Only declarations are allowed, no queries',
        D: 'You describe the desired result and the database decides how to compute it',
      },
      correct: 'D',
      explanation: 'The query planner chooses the execution strategy.',
    },
    {
      question: 'What does COALESCE(phone, \'none\') return when phone is NULL?',
      options: { A: 'NULL', B: '\'none\'', C: 'An empty string', D: 'An error' },
      correct: 'B',
      explanation: 'COALESCE returns its first non-NULL argument.',
    },
  ],
  problems: [],
};
