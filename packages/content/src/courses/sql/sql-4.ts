import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'sql-4',
  order: 4,
  title: 'Joining Tables',
  description:
    'Combine rows from related tables with INNER, LEFT, RIGHT, FULL and self joins, and aggregate across joins correctly.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Write INNER JOIN queries on primary and foreign keys',
    'Use LEFT JOIN to keep rows without matches and find missing data',
    'Recognise FULL, CROSS and self joins',
    'Aggregate over joins without double counting',
  ],
  lesson: `## Why joins

Normalised databases store each fact once: customers in one table, orders in another, linked by \`orders.customer_id\`. A **join** recombines related rows in a query.

\`\`\`sql
SELECT c.name, o.id AS order_id, o.amount
FROM customers AS c
INNER JOIN orders AS o ON o.customer_id = c.id
ORDER BY c.name, o.id;
\`\`\`

Table aliases (\`c\`, \`o\`) keep queries short and are required when the same table appears twice. The \`ON\` clause states how rows match. An **INNER JOIN** (or just \`JOIN\`) returns only pairs of rows that match; customers without orders, and orders whose customer does not exist, do not appear.

## Outer joins

A **LEFT JOIN** keeps every row of the left table; where no right row matches, the right-hand columns are \`NULL\`:

\`\`\`sql
SELECT c.id, c.name,
       COUNT(o.id)                 AS orders,   -- counts only matched orders
       COALESCE(SUM(o.amount), 0)  AS total
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.id
GROUP BY c.id, c.name
ORDER BY c.id;
\`\`\`

Note \`COUNT(o.id)\` rather than \`COUNT(*)\`: for a customer without orders the joined row has \`o.id = NULL\`, so \`COUNT(o.id)\` correctly gives 0 while \`COUNT(*)\` would give 1. \`SUM\` over only \`NULL\`s is \`NULL\`, hence \`COALESCE\`. Grouping by \`c.id\` (not just the name) keeps two customers with the same name apart.

A LEFT JOIN with \`WHERE o.id IS NULL\` finds rows **without** a match ("customers who never ordered"), an **anti-join**. Be careful where you put conditions: a condition on the right table in \`WHERE\` (\`WHERE o.status = 'paid'\`) removes the NULL rows and silently turns the LEFT JOIN into an INNER JOIN; put it in the \`ON\` clause instead to keep unmatched left rows.

\`RIGHT JOIN\` is the mirror image (rarely used; swap the tables instead), and \`FULL OUTER JOIN\` keeps unmatched rows from both sides.

## Other joins

A **CROSS JOIN** pairs every row with every row (a Cartesian product), useful for generating combinations such as every size for every colour. A **self join** joins a table to itself, for example employees with their managers: \`FROM employees e LEFT JOIN employees m ON e.manager_id = m.id\`.

## Row multiplication

Joining a one-to-many relationship repeats the "one" side for each match. Joining customers to both orders **and** support tickets multiplies rows: a customer with 3 orders and 2 tickets yields 6 rows, so \`SUM(o.amount)\` counts each order twice. Aggregate each child table separately in a subquery or CTE before joining, or use \`COUNT(DISTINCT ...)\` where appropriate. Always ask how many rows each join step produces.`,
  overview: {
    whatYouWillLearn: [
      'INNER JOIN returns only matching pairs of rows',
      'LEFT JOIN keeps all left rows and fills missing right columns with NULL',
      'COUNT(column) and COALESCE(SUM) handle unmatched rows correctly',
      'Conditions on the right table belong in ON to preserve outer rows',
      'Anti-joins, FULL, CROSS and self joins',
      'One-to-many joins multiply rows and can double count aggregates',
    ],
    proTip:
      'Before aggregating over a join, run SELECT COUNT(*) on the joined rows alone; if the number is larger than you expect, you are about to double count.',
  },
  mcqs: [],
  problems: [
    {
      id: 'sql-left-join-totals',
      title: 'Evaluate a LEFT JOIN with Aggregates',
      description:
        'Simulate this query:\n\nSELECT c.name, COUNT(o.id), COALESCE(SUM(o.amount), 0) FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.name ORDER BY c.id;\n\nInput: a line with n, then n lines "ID NAME" for customers; then a line with m, then m lines "ORDER_ID CUSTOMER_ID AMOUNT" for orders. Orders whose customer does not exist match nobody. Print one line per customer in ascending ID order: "NAME COUNT TOTAL".',
      examples: [
        {
          input: '3\n1 ana\n2 bo\n3 cy\n4\n10 1 50\n11 1 25\n12 3 40\n13 9 99',
          output: 'ana 2 75\nbo 0 0\ncy 1 40',
          explanation:
            'bo has no orders but is kept by the LEFT JOIN; order 13 refers to a missing customer.',
        },
        {
          input: '1\n5 zed\n0',
          output: 'zed 0 0',
          explanation: 'With no orders, every customer has count 0 and total 0.',
        },
      ],
      constraints: [
        '1 <= n <= 10 000 customers with distinct IDs',
        '0 <= m <= 100 000 orders',
        '|AMOUNT| <= 10^9; totals fit in 64 bits',
      ],
      testCases: [
        t(
          '3\n1 ana\n2 bo\n3 cy\n4\n10 1 50\n11 1 25\n12 3 40\n13 9 99',
          'ana 2 75\nbo 0 0\ncy 1 40',
          false,
        ),
        t('1\n5 zed\n0', 'zed 0 0', false),
        t('2\n2 b\n1 a\n2\n1 1 10\n2 2 20', 'a 1 10\nb 1 20'),
        t('2\n1 x\n2 y\n3\n1 2 5\n2 2 5\n3 2 5', 'x 0 0\ny 3 15'),
        t('1\n7 big\n2\n1 7 1000000000\n2 7 1000000000', 'big 2 2000000000'),
        t('2\n1 p\n2 q\n1\n1 3 10', 'p 0 0\nq 0 0'),
        t('2\n1 sam\n2 sam\n2\n1 2 4\n2 2 6', 'sam 0 0\nsam 2 10'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
pos = 0
n = int(data[pos]); pos += 1
customers = []
for _ in range(n):
    customers.append((int(data[pos]), data[pos + 1]))
    pos += 2
m = int(data[pos]); pos += 1
stats = {cid: [0, 0] for cid, _ in customers}
for _ in range(m):
    cid, amount = int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if cid in stats:
        stats[cid][0] += 1
        stats[cid][1] += amount
for cid, name in sorted(customers):
    count, total = stats[cid]
    print(name, count, total)
`,
      },
      judge: {
        intendedComplexity: 'O((n + m) log n) with a map from customer ID',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
NAMES = ['ana', 'bo', 'cy', 'dee', 'ed', 'sam']
if mode == 'bigids':
    ids = random.sample(range(1, 10**9), n)
else:
    ids = random.sample(range(1, n + 1), n)
customers = ['%d %s' % (cid, random.choice(NAMES)) for cid in ids]
orders = []
for oid in range(1, m + 1):
    if mode == 'max':
        cid, amount = random.choice(ids), 10**9
    elif mode == 'min':
        cid, amount = random.choice(ids), -10**9
    elif mode == 'strangers':
        cid, amount = random.randint(n + 1, 2 * n + 5), random.randint(-9, 99)
    else:
        cid, amount = random.choice(ids) if random.random() < 0.95 else n + 7, random.randint(-9, 99)
    orders.append('%d %d %d' % (oid, cid, amount))
print(n)
print('\\n'.join(customers))
print(m)
for line in orders:
    print(line)
`,
        tests: [
          { args: '10000 100000 random', label: 'n = 10,000, m = 100,000' },
          { args: '10 5000 max', label: 'n = 10, m = 5,000, all amounts 10^9' },
          { args: '10 5000 min', label: 'n = 10, m = 5,000, all amounts -10^9' },
          { args: '2000 2000 strangers', label: 'n = 2,000, no order matches a customer' },
          { args: '5000 0 bigids', label: 'n = 5,000 with large IDs, m = 0' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 10000, 'n out of range'
ids = set()
for line in lines[1:n + 1]:
    m = re.fullmatch(r'(-?[0-9]+) (\\S+)', line)
    assert m, 'bad customer: ' + line
    ids.add(int(m.group(1)))
assert len(ids) == n, 'distinct customer IDs'
m = int(lines[n + 1])
assert 0 <= m <= 100000, 'm out of range'
for line in lines[n + 2:n + 2 + m]:
    parts = line.split(' ')
    assert len(parts) == 3, 'bad order: ' + line
    int(parts[0]), int(parts[1])
    assert abs(int(parts[2])) <= 10**9, '|AMOUNT| <= 10^9'
assert all(line.strip() == '' for line in lines[n + 2 + m:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'nested-loop-join',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans every order for every customer: 10^9 comparisons for 10,000 customers and 100,000 orders',
            source: `import sys

data = sys.stdin.read().split()
pos = 0
n = int(data[pos]); pos += 1
customers = []
for _ in range(n):
    customers.append((int(data[pos]), data[pos + 1]))
    pos += 2
m = int(data[pos]); pos += 1
orders = []
for _ in range(m):
    orders.append((int(data[pos + 1]), int(data[pos + 2])))
    pos += 3
for cid, name in sorted(customers):
    count = total = 0
    for ocid, amount in orders:
        if ocid == cid:
            count += 1
            total += amount
    print(name, count, total)
`,
          },
          {
            name: 'inner-join',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints only customers that have orders, as an INNER JOIN would, instead of 0 0 for the others',
            source: `import sys

data = sys.stdin.read().split()
pos = 0
n = int(data[pos]); pos += 1
names = {}
for _ in range(n):
    names[int(data[pos])] = data[pos + 1]
    pos += 2
m = int(data[pos]); pos += 1
stats = {}
for _ in range(m):
    cid, amount = int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if cid in names:
        count, total = stats.get(cid, (0, 0))
        stats[cid] = (count + 1, total + amount)
for cid in sorted(stats):
    print(names[cid], *stats[cid])
`,
          },
          {
            name: '32-bit-total',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds amounts in an int, which overflows past 2,147,483,647',
            source: `#include <cstdio>
#include <map>
#include <string>
int main() {
    int n, m;
    std::scanf("%d", &n);
    std::map<long long, std::string> names;
    std::map<long long, std::pair<int, int>> stats;
    char buf[256];
    for (int i = 0; i < n; i++) {
        long long id;
        std::scanf("%lld %255s", &id, buf);
        names[id] = buf;
        stats[id] = {0, 0};
    }
    std::scanf("%d", &m);
    for (int i = 0; i < m; i++) {
        long long oid, cid;
        int amount;
        std::scanf("%lld %lld %d", &oid, &cid, &amount);
        auto it = stats.find(cid);
        if (it != stats.end()) { it->second.first++; it->second.second += amount; }
    }
    for (auto& [id, name] : names) std::printf("%s %d %d\\n", name.c_str(), stats[id].first, stats[id].second);
}
`,
          },
        ],
      },
    },
  ],
};
