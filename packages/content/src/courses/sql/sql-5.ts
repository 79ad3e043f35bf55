import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-5',
  order: 5,
  title: 'Subqueries, CTEs and Window Functions',
  description:
    'Build complex queries step by step with subqueries and common table expressions, and compute rankings and running totals with window functions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write scalar, IN, EXISTS and derived-table subqueries',
    'Structure queries with common table expressions, including recursive ones',
    'Use window functions with PARTITION BY and ORDER BY',
    'Rank rows and compute running totals and differences between rows',
  ],
  lesson: `## Subqueries

A **subquery** is a query nested inside another. It can produce a single value, a list, or a whole table:

\`\`\`sql
-- scalar subquery: compare with a single computed value
SELECT name, salary FROM employees
WHERE salary > (SELECT AVG(salary) FROM employees);

-- EXISTS: customers who placed at least one order
SELECT c.name FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id);

-- derived table in FROM
SELECT dept, avg_salary
FROM (SELECT dept, AVG(salary) AS avg_salary FROM employees GROUP BY dept) AS d
WHERE avg_salary > 50000;
\`\`\`

The \`EXISTS\` subquery above is **correlated**: it refers to the outer row (\`c.id\`), so logically it runs once per customer; modern planners usually turn it into an efficient join. Prefer \`NOT EXISTS\` over \`NOT IN\` when the subquery might return \`NULL\`s.

Subqueries let you build a query from smaller questions: first compute the average, then compare each row with it. Each nested query should answer one clear question, and you should be able to run it on its own to check its result. When nesting gets deeper than two levels, readability suffers, which is exactly the problem the next feature solves.

## Common table expressions

A **CTE**, introduced with \`WITH\`, names an intermediate result so that a complex query reads top to bottom like a series of steps:

\`\`\`sql
WITH monthly AS (
  SELECT customer_id, DATE_TRUNC('month', ordered_at) AS month, SUM(amount) AS total
  FROM orders
  GROUP BY customer_id, DATE_TRUNC('month', ordered_at)
),
best AS (
  SELECT month, MAX(total) AS top_total FROM monthly GROUP BY month
)
SELECT m.month, m.customer_id, m.total
FROM monthly m JOIN best b ON b.month = m.month AND b.top_total = m.total
ORDER BY m.month;
\`\`\`

A **recursive CTE** (\`WITH RECURSIVE\`) references itself to walk hierarchies such as org charts or category trees: an anchor query selects the starting rows, and the recursive part joins back to find the next level until no new rows appear.

## Window functions

Aggregates with \`GROUP BY\` collapse rows. **Window functions** compute across related rows while **keeping every row**. The \`OVER\` clause defines the window: \`PARTITION BY\` splits rows into groups and \`ORDER BY\` orders rows within each partition.

\`\`\`sql
SELECT name, dept, salary,
       RANK()       OVER (PARTITION BY dept ORDER BY salary DESC) AS dept_rank,
       ROW_NUMBER() OVER (ORDER BY hired_on)                       AS hire_order,
       SUM(salary)  OVER (PARTITION BY dept)                       AS dept_payroll,
       SUM(salary)  OVER (ORDER BY hired_on ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_payroll,
       salary - LAG(salary) OVER (PARTITION BY dept ORDER BY hired_on) AS change_vs_previous
FROM employees;
\`\`\`

\`ROW_NUMBER\` numbers rows uniquely; \`RANK\` gives ties the same rank and leaves gaps (1, 1, 3); \`DENSE_RANK\` leaves no gaps (1, 1, 2). \`LAG\` and \`LEAD\` read previous and next rows, and aggregate functions with \`OVER\` produce running or per-partition totals. Window functions are evaluated after \`WHERE\`, \`GROUP BY\` and \`HAVING\`, so to filter on them ("top 3 per department") wrap the query in a CTE and filter in the outer query.`,
  overview: {
    whatYouWillLearn: [
      'Scalar, list, EXISTS and derived-table subqueries',
      'Correlated subqueries reference the outer query row',
      'CTEs name intermediate steps and recursive CTEs walk hierarchies',
      'Window functions compute over related rows without collapsing them',
      'ROW_NUMBER, RANK and DENSE_RANK differ in how they treat ties',
      'LAG, LEAD and running totals with frame clauses',
    ],
    proTip:
      'For "top N per group" questions, compute ROW_NUMBER() OVER (PARTITION BY group ORDER BY metric DESC) in a CTE and filter rn <= N outside it.',
  },
  mcqs: [
    {
      question: 'What makes a subquery correlated?',
      options: {
        A: 'It returns more than one column to the outer query',
        B: 'It is defined in a WITH clause and referenced by name',
        C: 'It refers to columns of the current row of the outer query',
        D: 'It is nested two or more levels deep (a sub-subquery)',
      },
      correct: 'C',
      explanation:
        'A correlated subquery depends on the outer row (o.customer_id = c.id), so logically it runs once per outer row.',
    },
    {
      question: 'What is the main benefit of a common table expression (WITH ... AS)?',
      options: {
        A: 'It stores the intermediate result as a table that later sessions can query',
        B: 'It names intermediate results so a complex query reads as a series of steps',
        C: 'It guarantees the query runs faster than the same logic with subqueries',
        D: 'It creates an index on the intermediate result for the rest of the query',
      },
      correct: 'B',
      explanation:
        'A CTE is about structure and readability: it names a step of the query. It is not stored after the statement and is not automatically faster.',
    },
    {
      question: 'How do window functions differ from GROUP BY aggregates?',
      options: {
        A: 'They compute over related rows but keep every row in the result',
        B: 'They collapse each group into one row, like GROUP BY, only faster',
        C: 'They can only be used together with HAVING, to filter the groups',
        D: 'They work only on numeric columns, while GROUP BY accepts any type',
      },
      correct: 'A',
      explanation:
        'GROUP BY collapses each group to one row; a window function adds a computed value to every row.',
    },
    {
      question:
        'Salaries 900, 900 and 800 are ranked with RANK() OVER (ORDER BY salary DESC). Which ranks result?',
      options: {
        A: '1, 2, 3',
        B: '1, 1, 2',
        C: '2, 2, 3',
        D: '1, 1, 3',
      },
      correct: 'D',
      explanation:
        'RANK gives ties the same rank and leaves a gap after them (1, 1, 3). DENSE_RANK would give 1, 1, 2 and ROW_NUMBER 1, 2, 3.',
    },
    {
      question: 'Which window function ranks ties equally and leaves no gap after them?',
      options: {
        A: 'RANK()',
        B: 'ROW_NUMBER()',
        C: 'DENSE_RANK()',
        D: 'PERCENT_RANK()',
      },
      correct: 'C',
      explanation:
        'DENSE_RANK gives 1, 1, 2; RANK leaves gaps (1, 1, 3); ROW_NUMBER never ties; PERCENT_RANK returns a fraction between 0 and 1.',
    },
    {
      question: 'Which function returns a value from the previous row of the window?',
      options: {
        A: 'LEAD(salary)',
        B: 'PRIOR(salary)',
        C: 'FIRST_VALUE(salary)',
        D: 'LAG(salary, 1)',
      },
      correct: 'D',
      explanation:
        "LAG reads an earlier row (1 row back, its default offset) and LEAD a later one, in the window's ORDER BY. FIRST_VALUE returns the first row of the frame, not the previous one.",
    },
    {
      question: 'Why does WHERE RANK() OVER (ORDER BY salary DESC) <= 3 fail?',
      options: {
        A: 'Window functions run after WHERE, so filter in an outer query or CTE',
        B: 'RANK() may not be combined with ORDER BY inside an OVER (...) clause at all',
        C: 'WHERE accepts only plain columns and constants, never any function calls',
        D: 'A window function must first be aliased with AS before WHERE can use it',
      },
      correct: 'A',
      explanation:
        'Window functions run after WHERE, GROUP BY and HAVING, so compute the rank in a CTE or subquery and filter it in the outer query.',
    },
    {
      question: 'Why is NOT EXISTS often safer than NOT IN with a subquery?',
      options: {
        A: 'NOT IN cannot take a subquery, only a literal list of values',
        B: 'NOT IN returns no rows at all if the subquery yields any NULL value',
        C: 'NOT EXISTS removes duplicate rows, which NOT IN keeps in the result',
        D: 'NOT EXISTS runs the subquery once, while NOT IN runs it once per row',
      },
      correct: 'B',
      explanation:
        'A single NULL from the subquery makes x NOT IN (...) unknown for every row. NOT EXISTS only asks whether a matching row exists, so NULLs do not break it.',
    },
    {
      question: 'What is a recursive CTE (WITH RECURSIVE) typically used for?',
      options: {
        A: 'Re-running the CTE for each outer row, like a correlated subquery',
        B: 'Caching the CTE result so later queries in the session can reuse it',
        C: 'Walking hierarchies such as an org chart or a nested category tree',
        D: 'Deleting duplicate rows by comparing each row with all the others',
      },
      correct: 'C',
      explanation:
        'An anchor query selects the starting rows and the recursive part joins back to find the next level, until no new rows appear.',
    },
    {
      question:
        'In WHERE salary > (SELECT AVG(salary) FROM employees), what must the subquery return?',
      options: {
        A: 'A single value, that is exactly one row with one column',
        B: 'One row per employee, compared pairwise with the outer rows',
        C: 'Any number of rows; the > comparison uses the first one',
        D: 'A list of values, any one of which can satisfy the comparison',
      },
      correct: 'A',
      explanation:
        'A scalar subquery must yield exactly one value; returning several rows is an error. Comparing with a list needs IN, ANY or ALL.',
    },
    {
      question:
        'In FROM (SELECT dept, AVG(salary) AS avg_salary FROM employees GROUP BY dept) AS d, what is d?',
      options: {
        A: "A view saved in the database as 'd' for later queries",
        B: 'A temporary table that stays available for the rest of the session',
        C: 'The name of the index used to compute the per-dept averages',
        D: 'An alias for the derived table, so the outer query can refer to it',
      },
      correct: 'D',
      explanation:
        'A subquery in FROM is a derived table; it exists only for this query, and AS d names it for the outer query.',
    },
    {
      question: 'How do you return the top 3 earners of each department?',
      options: {
        A: 'Add LIMIT 3 right after GROUP BY dept, which limits the rows of each group',
        B: 'Rank rows with PARTITION BY dept in a CTE, then keep rank <= 3 outside',
        C: 'Use ORDER BY dept, salary DESC LIMIT 3 on the employees table',
        D: 'Put RANK() OVER (PARTITION BY dept) <= 3 in a HAVING clause',
      },
      correct: 'B',
      explanation:
        'A window function numbers rows within each department; because it cannot be filtered in WHERE or HAVING, the filter goes in an outer query. LIMIT applies to the whole result, not per group.',
    },
    {
      question: 'What does SUM(salary) OVER (PARTITION BY dept) return for each employee row?',
      options: {
        A: 'A running total of salary in the department',
        B: "The department's salary total, repeated on every one of its rows",
        C: 'One row per dept with its total, just like GROUP BY dept',
        D: 'The salary as a share of the department total',
      },
      correct: 'B',
      explanation:
        "Without ORDER BY in the window, the frame is the whole partition, so every row gets its department's total. Adding ORDER BY hired_on would make it a running total.",
    },
  ],
  problems: [],
};
