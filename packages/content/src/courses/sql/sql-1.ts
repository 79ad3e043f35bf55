import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-1',
  order: 1,
  title: 'Relational Databases and SELECT',
  description:
    'Understand tables, rows, columns and keys, and retrieve data with SELECT, column aliases, expressions and DISTINCT.',
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
    proTip:
      'Name columns explicitly in application queries instead of SELECT *; schema changes then cannot silently break or slow your code.',
  },
  mcqs: [
    {
      question: 'What is the purpose of a primary key in a table?',
      options: {
        A: 'It links each row to the matching row of another table',
        B: 'It gives every row a value that no other row of the table shares',
        C: 'It fixes the order SELECT returns rows in',
        D: 'It controls which users may read the rows of the table',
      },
      correct: 'B',
      explanation:
        'Primary key values are unique (and never NULL), so each value identifies exactly one row. Linking to another table is the job of a foreign key, and row order is only guaranteed by ORDER BY.',
    },
    {
      question: 'What is a foreign key?',
      options: {
        A: 'A column whose values must all be unique across its whole table',
        B: 'A key copied from another database server to join data between servers',
        C: 'A column that must match a primary key value in another table',
        D: 'An index that speeds up lookups on the columns of another table',
      },
      correct: 'C',
      explanation:
        "A foreign key such as orders.customer_id refers to another table's primary key, and the database can enforce that every referenced row exists. Uniqueness is the property of a primary key or UNIQUE constraint.",
    },
    {
      question: 'What does SELECT DISTINCT country FROM customers return?',
      options: {
        A: 'Only the country values that appear for exactly one customer',
        B: 'Every country, sorted so duplicates sit together',
        C: 'The number of different country values in the customers table',
        D: 'Each country value once, however many of the customers share it',
      },
      correct: 'D',
      explanation:
        'DISTINCT removes duplicate rows from the result, so each country appears once. Counting them would need COUNT(DISTINCT country).',
    },
    {
      question: 'Which rows count as duplicates in SELECT DISTINCT country, city FROM customers?',
      options: {
        A: 'Rows whose country and city are both equal to those of another row',
        B: "Rows whose country equals another row's country, whatever the city",
        C: 'None: the query is an error, since DISTINCT accepts a single column',
        D: "Rows whose city equals another row's city, whatever the country",
      },
      correct: 'A',
      explanation:
        "DISTINCT considers all selected columns together: ('FR', 'Paris') and ('FR', 'Lyon') are different rows and both are kept.",
    },
    {
      question: 'In standard SQL, how is the string literal Paris written in WHERE city = ...?',
      options: {
        A: '"Paris", in double quotes',
        B: "'Paris', in single quotes",
        C: '`Paris`, in backticks',
        D: '[Paris], in square brackets',
      },
      correct: 'B',
      explanation:
        'Single quotes delimit string literals. Double quotes delimit identifiers in standard SQL; backticks (MySQL) and square brackets (SQL Server) are vendor forms of identifier quoting.',
    },
    {
      question: 'What does the condition NULL = NULL evaluate to in SQL?',
      options: {
        A: 'TRUE, since both sides are the same missing value',
        B: 'FALSE, since two unknowns are treated as different values',
        C: 'NULL, meaning unknown, so a WHERE using it keeps no rows',
        D: 'An error: NULL cannot appear in an = comparison',
      },
      correct: 'C',
      explanation:
        'Any comparison with NULL yields unknown (NULL), and WHERE keeps only rows where the condition is true. Use IS NULL to test for a missing value.',
    },
    {
      question: 'What does AS do in SELECT price * 2 AS double_price FROM products?',
      options: {
        A: 'It adds a double_price column to the products table',
        B: 'It casts price * 2 to a data type named double_price',
        C: 'It saves price * 2 so later queries can reuse double_price',
        D: "It gives the computed column a name in the query's result",
      },
      correct: 'D',
      explanation:
        'AS gives an alias to a result column; the table is not changed. (AS also appears inside CAST(x AS type), which is a different construct.)',
    },
    {
      question: 'What does it mean that SQL is declarative?',
      options: {
        A: 'You state the result you want and the planner decides how to compute it',
        B: 'Every table and column must be declared before a query may mention it',
        C: 'Statements run strictly in the order written, one line after the other',
        D: 'You declare variables and loops, and the database runs them step by step',
      },
      correct: 'A',
      explanation:
        'A query describes the desired result; the query planner chooses indexes and algorithms to produce it.',
    },
    {
      question: "What does COALESCE(phone, 'none') return for a row where phone is NULL?",
      options: {
        A: 'NULL, because any expression that involves NULL is NULL',
        B: "'none', the first of its arguments that is not NULL",
        C: "An empty string (''), the default value for missing text",
        D: 'phone itself, since COALESCE only replaces empty strings',
      },
      correct: 'B',
      explanation:
        "COALESCE returns its first non-NULL argument, so it substitutes 'none' for the missing phone.",
    },
    {
      question: 'A row has credit_limit NULL. What does SELECT credit_limit + 100 return for it?',
      options: {
        A: '100, because NULL counts as 0 in any arithmetic',
        B: 'An error, because NULL cannot be added to a number',
        C: 'NULL, because arithmetic with NULL yields NULL',
        D: '100 in PostgreSQL, but NULL in MySQL and SQLite',
      },
      correct: 'C',
      explanation:
        'NULL is not zero: any arithmetic involving NULL is NULL in every standard database. COALESCE(credit_limit, 0) + 100 would treat it as zero.',
    },
    {
      question: 'Why is listing columns explicitly preferred over SELECT * in application queries?',
      options: {
        A: 'SELECT * is deprecated by the ISO standard',
        B: 'SELECT * locks every column of the table until the query ends',
        C: 'SELECT * returns the columns in a different order on each run',
        D: 'It transfers less data and keeps working when a column is added',
      },
      correct: 'D',
      explanation:
        'Naming columns transfers only what is needed, documents intent and keeps the result shape stable when the table gains columns. SELECT * is valid standard SQL and returns columns in table order.',
    },
    {
      question: 'In Microsoft SQL Server, which statement returns only 10 rows of customers?',
      options: {
        A: 'SELECT TOP (10) name FROM customers',
        B: 'SELECT name FROM customers LIMIT 10',
        C: 'SELECT FIRST 10 name FROM customers',
        D: 'SELECT name FROM customers WHERE ROWNUM <= 10',
      },
      correct: 'A',
      explanation:
        'SQL Server uses TOP (or OFFSET ... FETCH with ORDER BY). LIMIT belongs to PostgreSQL, MySQL and SQLite, FIRST to Firebird/Informix, and ROWNUM to Oracle.',
    },
  ],
  problems: [],
};
