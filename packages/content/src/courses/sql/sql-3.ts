import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'sql-3',
  order: 3,
  title: 'Aggregation: GROUP BY and HAVING',
  description:
    'Summarise data with COUNT, SUM, AVG, MIN and MAX, group rows with GROUP BY, and filter groups with HAVING.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Use aggregate functions and understand how they treat NULL',
    'Group rows with GROUP BY and know which columns may be selected',
    'Filter groups with HAVING and rows with WHERE',
    'Trace the logical evaluation order of an aggregate query',
  ],
  lesson: `## Aggregate functions

An **aggregate function** computes one value from many rows: \`COUNT\`, \`SUM\`, \`AVG\`, \`MIN\` and \`MAX\`, plus extras such as \`STRING_AGG\` (PostgreSQL) or \`GROUP_CONCAT\` (MySQL, SQLite).

\`\`\`sql
SELECT COUNT(*)            AS employees,      -- counts rows
       COUNT(manager_id)   AS with_manager,   -- counts non-NULL values
       COUNT(DISTINCT dept) AS departments,
       SUM(salary)         AS payroll,
       AVG(salary)         AS average_salary,
       MAX(hired_on)       AS latest_hire
FROM employees;
\`\`\`

Aggregates **ignore NULL** values (except \`COUNT(*)\`, which counts rows). \`SUM\` over zero rows returns \`NULL\`, not 0, so wrap it in \`COALESCE(SUM(x), 0)\` when a number is required. \`AVG\` of integers may be an integer division in some databases; cast to a decimal type when you need fractions.

## GROUP BY

\`GROUP BY\` splits rows into groups that share the same values in the listed columns, and aggregates are computed per group:

\`\`\`sql
SELECT dept,
       COUNT(*)    AS headcount,
       SUM(salary) AS payroll
FROM employees
WHERE active = TRUE              -- filters ROWS before grouping
GROUP BY dept
HAVING SUM(salary) > 100000      -- filters GROUPS after aggregation
ORDER BY payroll DESC, dept;     -- ties broken by name
\`\`\`

Every column in the \`SELECT\` list must either appear in \`GROUP BY\` or be inside an aggregate function; selecting \`name\` here would be an error, because a group contains many names. (MySQL historically allowed it and returned an arbitrary value, a source of subtle bugs.)

## WHERE versus HAVING

\`WHERE\` filters individual rows **before** grouping and cannot use aggregates. \`HAVING\` filters whole groups **after** aggregation and typically tests an aggregate. Put conditions on plain columns in \`WHERE\`: it discards rows earlier, which is faster and clearer.

## Logical evaluation order

An aggregate query is evaluated logically in this order:

1. \`FROM\` (and joins) produce rows.
2. \`WHERE\` removes rows.
3. \`GROUP BY\` forms groups.
4. Aggregates are computed for each group.
5. \`HAVING\` removes groups.
6. \`SELECT\` computes output columns.
7. \`ORDER BY\` sorts, and \`LIMIT\` trims.

Tracing a query through these steps by hand, with a small table on paper, is the best way to predict its result and to debug surprising output. For example, with a threshold of 100, a department whose salaries are 60 and 50 forms one group with \`COUNT(*) = 2\` and \`SUM = 110\`, passes \`HAVING SUM(salary) > 100\`, and is sorted among the remaining groups by its sum. A condition written with \`>\` excludes a group whose sum equals the threshold exactly, a classic boundary to test.`,
  overview: {
    whatYouWillLearn: [
      'COUNT, SUM, AVG, MIN and MAX collapse many rows into one value',
      'Aggregates ignore NULL except COUNT(*), and SUM of no rows is NULL',
      'GROUP BY computes aggregates per group of equal key values',
      'Selected columns must be grouped or aggregated',
      'WHERE filters rows before grouping while HAVING filters groups after',
      'The logical evaluation order from FROM to LIMIT',
    ],
    proTip:
      'When a GROUP BY result looks wrong, run the query without GROUP BY and with ORDER BY on the grouping columns; seeing the raw rows of each group usually reveals the mistake.',
  },
  mcqs: [],
  problems: [
    {
      id: 'sql-group-having',
      title: 'Evaluate GROUP BY with HAVING',
      description:
        'Simulate this query over an employees table:\n\nSELECT dept, COUNT(*), SUM(salary) FROM employees GROUP BY dept HAVING SUM(salary) > X ORDER BY SUM(salary) DESC, dept;\n\nThe first input line contains the integer X. Each following line is a row "DEPT SALARY" (a word and an integer). Print each result row as "DEPT COUNT SUM", one per line; ORDER BY dept compares names by byte value (uppercase before lowercase). If the query returns no rows, print "(no rows)".',
      examples: [
        {
          input: '100\neng 60\nops 40\neng 50\nhr 120',
          output: 'hr 1 120\neng 2 110',
          explanation:
            'Groups: eng (2 rows, 110), ops (1, 40), hr (1, 120). ops fails HAVING; the rest are sorted by sum descending.',
        },
        {
          input: '1000\na 1\nb 2',
          output: '(no rows)',
          explanation: 'No group has a sum above 1000.',
        },
      ],
      constraints: [
        '1 to 100 000 rows',
        '|X|, |SALARY| <= 10^9; sums fit in 64 bits',
        'Department names are case-sensitive words',
      ],
      testCases: [
        t('100\neng 60\nops 40\neng 50\nhr 120', 'hr 1 120\neng 2 110', false),
        t('1000\na 1\nb 2', '(no rows)', false),
        t('0\nx 5\ny 5\nz 5', 'x 1 5\ny 1 5\nz 1 5'),
        t('50\nsales 25\nsales 25\nsales 1', 'sales 3 51'),
        t('-10\nq -5\nq -4\nr 0', 'r 1 0\nq 2 -9'),
        t('100\nm 100', '(no rows)'),
        t('5\na 3\nb 10\na 3\nc 6', 'b 1 10\na 2 6\nc 1 6'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
x = int(lines[0])
groups = {}
for line in lines[1:]:
    parts = line.split()
    if len(parts) != 2:
        continue
    count, total = groups.get(parts[0], (0, 0))
    groups[parts[0]] = (count + 1, total + int(parts[1]))
rows = [(d, c, s) for d, (c, s) in groups.items() if s > x]
rows.sort(key=lambda r: (-r[2], r[0]))
print('\n'.join(f'{d} {c} {s}' for d, c, s in rows) if rows else '(no rows)')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
DEPTS = ['eng', 'Eng', 'ops', 'OPS', 'hr', 'Hr', 'sales', 'legal', 'it', 'IT', 'qa', 'ux', 'B', 'a']
rows = []
if mode == 'compact':
    x = 0
    rows = ['%s %d' % (random.choice(DEPTS), random.randint(-99, 999)) for _ in range(n)]
elif mode == 'max':
    x = 10**9
    rows = ['%s 1000000000' % random.choice(DEPTS[:4]) for _ in range(n)]
elif mode == 'min':
    x = -10**9
    rows = ['%s -1000000000' % random.choice(DEPTS) for _ in range(n)]
elif mode == 'ties':
    # every department gets the same total, so the names decide the order
    x = -1
    for d in DEPTS:
        rows += ['%s 7' % d] * (n // len(DEPTS))
    random.shuffle(rows)
elif mode == 'boundary':
    # some totals equal X exactly and must be left out
    x = 500
    for d in DEPTS:
        rows += ['%s 100' % d] * random.choice((4, 5, 6))
else:
    raise SystemExit('unknown mode ' + mode)
print(x)
print('\\n'.join(rows))
`,
        tests: [
          { args: '25000 compact', label: '25,000 rows, mixed-case departments' },
          { args: '4000 max', label: '4,000 rows, all salaries 10^9, X = 10^9' },
          { args: '2000 min', label: '2,000 rows, all salaries -10^9, X = -10^9' },
          { args: '1400 ties', label: '1,400 rows, all totals equal' },
          { args: '0 boundary', label: 'totals equal to X' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
x = int(lines[0])
assert abs(x) <= 10**9, '|X| <= 10^9'
rows = lines[1:]
assert 1 <= len(rows) <= 100000, '1 to 100,000 rows'
for row in rows:
    m = re.fullmatch(r'([A-Za-z0-9_]+) (-?[0-9]+)', row)
    assert m, 'bad row: ' + row
    assert abs(int(m.group(2))) <= 10**9, '|SALARY| <= 10^9'
`,
        wrongSolutions: [
          {
            name: 'case-insensitive-order',
            language: 'python3',
            mustFail: 'WA',
            why: "Orders equal sums by lower-cased name, but ORDER BY dept compares bytes, so 'B' comes before 'a'",
            source: `import sys

lines = sys.stdin.read().split('\\n')
x = int(lines[0])
groups = {}
for line in lines[1:]:
    parts = line.split()
    if len(parts) != 2:
        continue
    count, total = groups.get(parts[0], (0, 0))
    groups[parts[0]] = (count + 1, total + int(parts[1]))
rows = [(d, c, s) for d, (c, s) in groups.items() if s > x]
rows.sort(key=lambda r: (-r[2], r[0].lower()))
print('\\n'.join(f'{d} {c} {s}' for d, c, s in rows) if rows else '(no rows)')
`,
          },
          {
            name: 'having-at-least',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps groups whose sum equals X: HAVING SUM(salary) > X is strict',
            source: `import sys

lines = sys.stdin.read().split('\\n')
x = int(lines[0])
groups = {}
for line in lines[1:]:
    parts = line.split()
    if len(parts) != 2:
        continue
    count, total = groups.get(parts[0], (0, 0))
    groups[parts[0]] = (count + 1, total + int(parts[1]))
rows = [(d, c, s) for d, (c, s) in groups.items() if s >= x]
rows.sort(key=lambda r: (-r[2], r[0]))
print('\\n'.join(f'{d} {c} {s}' for d, c, s in rows) if rows else '(no rows)')
`,
          },
          {
            name: '32-bit-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds salaries in an int, which overflows past 2,147,483,647',
            source: `#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <tuple>
#include <vector>
int main() {
    long long x;
    std::cin >> x;
    std::map<std::string, std::pair<int, int>> groups;
    std::string dept;
    int salary;
    while (std::cin >> dept >> salary) {
        groups[dept].first++;
        groups[dept].second += salary;
    }
    std::vector<std::tuple<int, std::string, int>> rows;
    for (auto& [d, cs] : groups)
        if (cs.second > x) rows.emplace_back(-cs.second, d, cs.first);
    std::sort(rows.begin(), rows.end());
    if (rows.empty()) std::cout << "(no rows)\\n";
    for (auto& [neg, d, c] : rows) std::cout << d << ' ' << c << ' ' << -neg << '\\n';
}
`,
          },
        ],
      },
    },
  ],
};
