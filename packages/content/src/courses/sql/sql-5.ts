import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'sql-5',
  order: 5,
  title: 'Subqueries, CTEs and Window Functions',
  description: 'Build complex queries step by step with subqueries and common table expressions, and compute rankings and running totals with window functions.',
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
    proTip: 'For "top N per group" questions, compute ROW_NUMBER() OVER (PARTITION BY group ORDER BY metric DESC) in a CTE and filter rn <= N outside it.',
  },
  mcqs: [
    {
      question: 'What distinguishes a correlated subquery?',
      options: {
        A: 'It returns more than one column',
        B: 'It is written in a WITH clause',
        C: 'It references columns of the outer query\'s current row',
        D: 'It can only be used in ORDER BY',
      },
      correct: 'C',
      explanation: 'A correlated subquery depends on the outer row, as in EXISTS with c.id.',
    },
    {
      question: 'What is the main benefit of a common table expression (WITH ...)?',
      options: {
        A: 'It names intermediate results so complex queries read as clear steps',
        B: 'It permanently stores data in a new table',
        C: 'It always makes queries faster',
        D: 'It replaces indexes',
      },
      correct: 'A',
      explanation: 'CTEs are about structure and readability; they are not stored tables.',
    },
    {
      question: 'How do window functions differ from GROUP BY aggregates?',
      options: {
        A: 'They can only count rows',
        B: 'They must be used with HAVING',
        C: 'They work only on numeric columns',
        D: 'They compute over related rows while keeping every individual row',
      },
      correct: 'D',
      explanation: 'GROUP BY collapses groups; window functions annotate each row.',
    },
    {
      question: 'Salaries 900, 900 and 800 are ranked in descending order. What ranks does RANK() assign?',
      options: { A: '1, 2, 3', B: '1, 1, 3', C: '1, 1, 2', D: '0, 0, 1' },
      correct: 'B',
      explanation: 'RANK gives ties the same rank and skips the following rank.',
    },
    {
      question: 'Which function returns the value from the previous row within the window?',
      options: { A: 'LAG', B: 'LEAD', C: 'FIRST', D: 'PRIOR' },
      correct: 'A',
      explanation: 'LAG looks backwards; LEAD looks forwards.',
    },
    {
      question: 'Why can you not write WHERE RANK() OVER (...) <= 3 directly?',
      options: {
        A: 'RANK cannot be used with ORDER BY',
        B: 'WHERE only accepts constants',
        C: 'Window functions are evaluated after WHERE, so filter them in an outer query or CTE',
        D: 'It works in every database',
      },
      correct: 'C',
      explanation: 'The logical order places window computation after WHERE, GROUP BY and HAVING.',
    },
    {
      question: 'Why is NOT EXISTS often safer than NOT IN with a subquery?',
      options: {
        A: 'NOT EXISTS is shorter to type',
        B: 'NOT IN cannot use subqueries',
        C: 'NOT EXISTS sorts the results',
        D: 'NOT IN returns no rows if the subquery yields a NULL',
      },
      correct: 'D',
      explanation: 'A NULL in the NOT IN list makes every comparison unknown.',
    },
    {
      question: 'What is a recursive CTE typically used for?',
      options: {
        A: 'Encrypting columns',
        B: 'Walking hierarchical data such as an org chart or category tree',
        C: 'Creating indexes',
        D: 'Deleting duplicate rows automatically',
      },
      correct: 'B',
      explanation: 'WITH RECURSIVE repeatedly joins to find the next level of a hierarchy.',
    },
  ],
  problems: [],
};
