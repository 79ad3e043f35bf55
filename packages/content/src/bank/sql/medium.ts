import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'What does customers LEFT JOIN orders ON orders.customer_id = customers.id return for a customer without orders?',
      options: {
        A: 'One row for it, with NULL in every orders column',
        B: 'No row for that customer, since the join finds no matching orders',
        C: 'One row per order in the orders table, with NULL customer columns',
        D: 'An error, because the ON condition compares with NULL',
      },
      correct: 'A',
      explanation: 'A LEFT JOIN keeps every left row; unmatched rows are padded with NULLs.',
    },
    {
      question: 'What is the difference between WHERE and HAVING?',
      options: {
        A: 'They are interchangeable',
        B: 'HAVING runs before GROUP BY, so it filters rows rather than groups',
        C: 'WHERE filters rows before grouping; HAVING filters the groups',
        D: 'WHERE can use aggregates such as SUM(), while HAVING cannot use them',
      },
      correct: 'C',
      explanation: 'Aggregates are only known after grouping, so conditions on them go in HAVING.',
    },
    {
      question: 'A column has values 5, NULL, 7. What are COUNT(*) and COUNT(col)?',
      options: {
        A: '3 and 3',
        B: '3 and 2',
        C: '2 and 2',
        D: '2 and 3',
      },
      correct: 'B',
      explanation: 'COUNT(*) counts rows; COUNT(col) counts non-NULL values.',
    },
    {
      question:
        'Most employees manage nobody, yet SELECT * FROM emp WHERE id NOT IN (SELECT manager_id FROM emp) returns no rows at all. What is the likely cause?',
      options: {
        A: 'NOT IN is not supported in subqueries',
        B: 'The subquery returns more than one row, which NOT IN cannot handle',
        C: 'The subquery must use SELECT DISTINCT manager_id',
        D: 'manager_id has a NULL, so every NOT IN test is UNKNOWN',
      },
      correct: 'D',
      explanation:
        'x NOT IN (..., NULL) can never be true; use NOT EXISTS or filter the NULLs out of the subquery.',
    },
    {
      question: 'What is the difference between UNION and UNION ALL?',
      options: {
        A: 'UNION removes duplicate rows; UNION ALL keeps them all',
        B: 'UNION ALL removes duplicates; UNION keeps every row it gets',
        C: 'UNION joins columns side by side instead of stacking rows',
        D: 'There is no difference',
      },
      correct: 'A',
      explanation:
        'UNION needs a de-duplication step (sort or hash); UNION ALL simply concatenates.',
    },
    {
      question:
        'Why does SELECT price * qty AS total FROM items WHERE total > 100 fail in standard SQL?',
      options: {
        A: 'Aliases must be in quotes',
        B: 'Multiplying two columns is not allowed in a SELECT list',
        C: 'WHERE runs before SELECT, so the alias total does not exist yet',
        D: 'total is a reserved word in standard SQL and must be quoted',
      },
      correct: 'C',
      explanation:
        'Logical order: FROM, WHERE, GROUP BY, HAVING, SELECT, ORDER BY; repeat the expression or use a subquery/CTE.',
    },
    {
      question: 'What is the main trade-off of adding an index on a column?',
      options: {
        A: 'Reads and writes both slow down, but the table shrinks',
        B: 'Lookups get faster, while writes do extra work and storage grows',
        C: 'It changes the query results',
        D: 'It removes duplicate values',
      },
      correct: 'B',
      explanation: 'Every write must also maintain the index; that is the price of faster reads.',
    },
    {
      question: 'What does a FOREIGN KEY constraint on orders.customer_id guarantee?',
      options: {
        A: 'customer_id is unique in orders',
        B: 'customer_id is indexed automatically, in every database engine there is',
        C: 'customer_id can never be NULL (NOT NULL is implied)',
        D: 'Every non-NULL customer_id refers to an existing row in customers',
      },
      correct: 'D',
      explanation:
        'Referential integrity: inserts and updates that point to a missing parent are rejected.',
    },
    {
      question:
        "A query uses customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE o.status = 'paid'. Customers without orders disappear. Why?",
      options: {
        A: 'WHERE is false for the NULL-padded rows; move the condition into the ON',
        B: 'LEFT JOIN drops unmatched rows whenever the query also has a WHERE',
        C: 'status must be compared with LIKE, because = never matches text values',
        D: 'The join columns have different names',
      },
      correct: 'A',
      explanation:
        'Filters on the right table belong in the ON clause when unmatched left rows must survive.',
    },
    {
      question: "What does COALESCE(phone, email, 'none') return?",
      options: {
        A: 'Always phone',
        B: 'The three values concatenated into one string, skipping NULLs',
        C: 'The first of the three values that is not NULL',
        D: 'NULL whenever any one of the three arguments is NULL',
      },
      correct: 'C',
      explanation: 'COALESCE returns its first non-NULL argument.',
    },
    {
      question: "What does SUM(CASE WHEN status = 'paid' THEN 1 ELSE 0 END) compute?",
      options: {
        A: 'The total amount of the rows whose status is paid',
        B: 'The number of distinct statuses among the rows',
        C: 'The average status',
        D: 'The number of rows whose status is paid',
      },
      correct: 'D',
      explanation:
        'Each paid row contributes 1 and every other row 0, a common conditional-count pattern (COUNT(*) FILTER (WHERE ...) in PostgreSQL).',
    },
    {
      question: 'Which task typically needs a self-join?',
      options: {
        A: 'Counting rows per department in one employees table',
        B: "Listing each employee with their manager's name from that same table",
        C: 'Sorting employees by two columns, such as last and first name',
        D: 'Removing duplicate employees that were stored in the same table twice',
      },
      correct: 'B',
      explanation:
        'Joining employees e to employees m ON e.manager_id = m.id relates rows of one table to each other.',
    },
    {
      question:
        "An orders table stores the customer's city in every order row. What problem does this design invite?",
      options: {
        A: 'Update anomalies: a move means editing many rows',
        B: 'Slower primary key lookups, since each row is much wider',
        C: 'It prevents indexing the city column for any of the orders',
        D: "Orders cannot be deleted without also deleting the customer's city",
      },
      correct: 'A',
      explanation:
        'The city depends on the customer, not on the order; normalising it into customers removes the redundancy.',
    },
    {
      question: 'When is WHERE EXISTS (subquery) true?',
      options: {
        A: 'When the subquery returns a non-NULL value',
        B: 'When the subquery returns exactly one row',
        C: 'When the subquery returns any row',
        D: 'When the subquery returns the value TRUE',
      },
      correct: 'C',
      explanation: 'EXISTS only checks whether any row exists; the selected columns do not matter.',
    },
  ],
  coding: [
    {
      id: 'sql-left-join',
      title: 'LEFT JOIN',
      description:
        'Compute SELECT u.name, o.order_id, o.amount FROM users u LEFT JOIN orders o ON o.user_id = u.id ORDER BY u.id, o.order_id.\n\n' +
        'Input: user rows `id name`, then a line `---`, then order rows `order_id user_id amount`. All ids and amounts are integers; user ids are unique.\n\n' +
        'Output: one line per result row, `name order_id amount`, ordered by user id and then order id (numerically). A user without orders gives one row `name NULL NULL`. Orders whose user does not exist do not appear. If there are no result rows, print `(0 rows)`.',
      examples: [
        {
          input: '1 ann\n2 bob\n3 cy\n---\n10 1 50\n11 3 20\n12 1 5\n',
          output: 'ann 10 50\nann 12 5\nbob NULL NULL\ncy 11 20',
          explanation: 'ann has two orders, bob none, cy one.',
        },
        { input: '1 solo\n---\n', output: 'solo NULL NULL', explanation: 'No orders at all.' },
      ],
      constraints: ['At most 1000 users and 1000 orders', 'Order ids are unique'],
      testCases: [
        tc(
          '1 ann\n2 bob\n3 cy\n---\n10 1 50\n11 3 20\n12 1 5\n',
          'ann 10 50\nann 12 5\nbob NULL NULL\ncy 11 20',
          false,
        ),
        tc('1 solo\n---\n', 'solo NULL NULL', false),
        tc('2 b\n1 a\n---\n5 2 7\n4 2 9\n', 'a NULL NULL\nb 4 9\nb 5 7'),
        tc('1 a\n---\n9 99 100\n', 'a NULL NULL'),
        tc('10 x\n9 y\n---\n1 10 3\n2 9 4\n3 10 5\n', 'y 2 4\nx 1 3\nx 3 5'),
        tc('---\n1 1 1\n', '(0 rows)'),
        tc('3 c\n20 t\n---\n7 20 1\n', 'c NULL NULL\nt 7 1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
sep = [i for i, l in enumerate(lines) if l.strip() == '---'][0]
users = [l.split() for l in lines[:sep] if l.strip()]
orders = [list(map(int, l.split())) for l in lines[sep + 1:] if l.strip()]
out = []
for uid, name in sorted(((int(u[0]), u[1]) for u in users)):
    mine = sorted(o for o in orders if o[1] == uid)
    if not mine:
        out.append('%s NULL NULL' % name)
    for oid, _, amount in mine:
        out.append('%s %d %d' % (name, oid, amount))
print('\n'.join(out) if out else '(0 rows)')
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
nu, no, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
uids = random.sample(range(1, 10**6), nu) if mode != 'small-ids' else random.sample(range(1, 2 * nu + 2), nu)
names = ['ann', 'bob', 'cy', 'dee', 'Eve', 'zed', 'null', 'NULL']
users = [(u, random.choice(names) + str(i % 7)) for i, u in enumerate(uids)]
oids = random.sample(range(1, 10**6), no)
orders = []
for oid in oids:
    if mode == 'orphans' or (uids and random.random() < 0.15):
        uid = random.randint(1, 10**6)
    elif mode == 'one-user' and uids:
        uid = uids[0]
    else:
        uid = random.choice(uids) if uids else 5
    orders.append((oid, uid, random.randint(-10**6, 10**6)))
for u, n in users:
    print(u, n)
print('---')
for o in orders:
    print(*o)
`,
        tests: [
          { args: '1000 1000 random', label: '1,000 users, 1,000 orders' },
          { args: '1000 1000 small-ids', label: '1,000 users with ids of different lengths' },
          { args: '1000 1000 orphans', label: '1,000 orders of missing users' },
          { args: '1000 1000 one-user', label: '1,000 orders of one user' },
          { args: '0 1000 random', label: 'no users, 1,000 orders' },
          { args: '1000 0 random', label: '1,000 users, no orders' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
seps = [i for i, l in enumerate(lines) if l.strip() == '---']
assert len(seps) == 1, 'expected one --- line'
users = [l.split() for l in lines[:seps[0]] if l.strip()]
orders = [l.split() for l in lines[seps[0] + 1:] if l.strip()]
assert len(users) <= 1000 and len(orders) <= 1000, 'at most 1000 users and 1000 orders'
INT = r'-?(0|[1-9][0-9]*)'
assert all(len(u) == 2 and re.fullmatch(INT, u[0]) for u in users), 'users are id name'
assert len({int(u[0]) for u in users}) == len(users), 'user ids are unique'
assert all(len(o) == 3 and all(re.fullmatch(INT, x) for x in o) for o in orders), 'orders are order_id user_id amount'
assert len({int(o[0]) for o in orders}) == len(orders), 'order ids are unique'
`,
        wrongSolutions: [
          {
            name: 'inner-join',
            language: 'python3',
            mustFail: 'WA',
            why: 'Drops users without orders, as an INNER JOIN would, instead of giving them a NULL NULL row',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
sep = [i for i, l in enumerate(lines) if l.strip() == '---'][0]
users = [l.split() for l in lines[:sep] if l.strip()]
orders = [list(map(int, l.split())) for l in lines[sep + 1:] if l.strip()]
out = []
for uid, name in sorted(((int(u[0]), u[1]) for u in users)):
    mine = sorted(o for o in orders if o[1] == uid)
    for oid, _, amount in mine:
        out.append('%s %d %d' % (name, oid, amount))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
          {
            name: 'ids-sorted-as-text',
            language: 'python3',
            mustFail: 'WA',
            why: 'Orders user ids as text, so 10 comes before 9',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
sep = [i for i, l in enumerate(lines) if l.strip() == '---'][0]
users = [l.split() for l in lines[:sep] if l.strip()]
orders = [list(map(int, l.split())) for l in lines[sep + 1:] if l.strip()]
out = []
for uid, name in sorted(((int(u[0]), u[1]) for u in users), key=lambda u: str(u[0])):
    mine = sorted(o for o in orders if o[1] == uid)
    if not mine:
        out.append('%s NULL NULL' % name)
    for oid, _, amount in mine:
        out.append('%s %d %d' % (name, oid, amount))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
        ],
      },
    },
    {
      id: 'sql-group-by-having',
      title: 'GROUP BY with HAVING',
      description:
        'Compute SELECT dept, COUNT(*), SUM(salary), AVG(salary) FROM staff GROUP BY dept HAVING COUNT(*) >= K ORDER BY dept.\n\n' +
        'Input: the first line holds K. Each further line is a row `dept salary` (integer salary).\n\n' +
        'Output: one line per remaining group, `dept count sum avg`, ordered by dept name (plain character order), with avg printed with exactly two decimals. If no group remains, print `(0 rows)`.',
      examples: [
        {
          input: '2\neng 100\nops 50\neng 200\nhr 70\nops 60\n',
          output: 'eng 2 300 150.00\nops 2 110 55.00',
          explanation: 'hr has only one row, so HAVING COUNT(*) >= 2 removes it.',
        },
        {
          input: '1\nsales 10\n',
          output: 'sales 1 10 10.00',
          explanation: 'One group of one row.',
        },
      ],
      constraints: [
        'At most 10000 rows',
        '|salary| <= 10^9',
        "No group's average is exactly halfway between two 2-decimal values (no rounding ties such as 1.125) or rounds to -0.00",
      ],
      testCases: [
        tc(
          '2\neng 100\nops 50\neng 200\nhr 70\nops 60\n',
          'eng 2 300 150.00\nops 2 110 55.00',
          false,
        ),
        tc('1\nsales 10\n', 'sales 1 10 10.00', false),
        tc('3\na 1\na 2\nb 5\n', '(0 rows)'),
        tc('1\nx 1\nx 2\nx 2\n', 'x 3 5 1.67'),
        tc('2\nb 1000000000\nb 1000000000\na 1\na 2\n', 'a 2 3 1.50\nb 2 2000000000 1000000000.00'),
        tc('1\nz -5\nz 2\ny 0\n', 'y 1 0 0.00\nz 2 -3 -1.50'),
        tc('2\n', '(0 rows)'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
k = int(lines[0][0])
groups = {}
for dept, salary in lines[1:]:
    groups.setdefault(dept, []).append(int(salary))
out = []
for dept in sorted(groups):
    vals = groups[dept]
    if len(vals) >= k:
        out.append('%s %d %d %.2f' % (dept, len(vals), sum(vals), sum(vals) / len(vals)))
print('\n'.join(out) if out else '(0 rows)')
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, ndepts, k, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
B = 10**9
depts = (['eng', 'Eng', 'ops', 'hr', 'sales', 'a', 'B', 'zz'] + ['d%d' % i for i in range(ndepts)])[:ndepts]
def ok(groups):
    for vals in groups.values():
        c, s = len(vals), sum(vals)
        if (200 * s) % (2 * c) == c or -c < 200 * s < 0:
            return False
    return True
attempt = 0
while True:
    rows = []
    for _ in range(n):
        d = random.choice(depts)
        if mode == 'max':
            s = B
        elif mode == 'min':
            s = -B
        else:
            s = random.randint(-B, B) if mode == 'random' else random.randint(-5, 5)
        rows.append((d, s))
    groups = {}
    for d, s in rows:
        groups.setdefault(d, []).append(s)
    if ok(groups):
        break
    attempt += 1
    random.seed(' '.join(args) + ' retry %d' % attempt)
print(k)
print('\n'.join('%s %d' % r for r in rows))
`,
        tests: [
          { args: '5000 8 1 random', label: '5,000 rows, 8 departments' },
          { args: '10000 3 1 max', label: '10,000 salaries of 10^9' },
          { args: '3000 3 1 min', label: '3,000 salaries of -10^9' },
          { args: '3000 2000 2 small', label: '3,000 rows, 2,000 departments, K = 2' },
          { args: '3000 20 10000 random', label: '3,000 rows, K above every count' },
          { args: '0 1 1 random', label: 'no rows' },
        ],
        validator: String.raw`import re, sys
lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines[0]) == 1 and re.fullmatch(r'-?[0-9]+', lines[0][0]), 'expected K'
rows = lines[1:]
assert len(rows) <= 10000, 'more than 10000 rows'
groups = {}
for r in rows:
    assert len(r) == 2 and re.fullmatch(r'-?(0|[1-9][0-9]*)', r[1]), 'expected dept salary'
    assert abs(int(r[1])) <= 10**9, '|salary| over 10^9'
    groups.setdefault(r[0], []).append(int(r[1]))
for vals in groups.values():
    c, s = len(vals), sum(vals)
    assert (200 * s) % (2 * c) != c, 'AVG must not be a rounding tie'
    assert not (-c < 200 * s < 0), 'AVG must not round to -0.00'
`,
        wrongSolutions: [
          {
            name: 'having-strictly-greater',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps groups with COUNT(*) > K instead of >= K',
            source: String.raw`import sys

lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
k = int(lines[0][0])
groups = {}
for dept, salary in lines[1:]:
    groups.setdefault(dept, []).append(int(salary))
out = []
for dept in sorted(groups):
    vals = groups[dept]
    if len(vals) > k:
        out.append('%s %d %d %.2f' % (dept, len(vals), sum(vals), sum(vals) / len(vals)))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
          {
            name: 'int32-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: "Sums salaries in a 32-bit int, but a group's sum reaches 10^13",
            source: String.raw`#include <cstdio>
#include <iostream>
#include <map>
#include <string>

int main() {
    int k;
    std::cin >> k;
    std::map<std::string, std::pair<int, int>> groups;  // count, sum
    std::string dept;
    int salary;
    while (std::cin >> dept >> salary) {
        groups[dept].first++;
        groups[dept].second += salary;
    }
    bool any = false;
    for (auto& [d, g] : groups) {
        if (g.first < k) continue;
        any = true;
        std::printf("%s %d %d %.2f\n", d.c_str(), g.first, g.second, (double)g.second / g.first);
    }
    if (!any) std::printf("(0 rows)\n");
}
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'sql-where-and-or',
      title: 'AND Before OR',
      description:
        'A shop filter runs a query on an in-memory SQLite table. The first input line is `CAT1 CAT2 MAX`; each further line is a product `name category price status`, where status is a word or `NULL` (not set yet). The program should print, in input order, the names of the products whose category is CAT1 or CAT2, whose price is at most MAX, and that are not discontinued (a NULL status counts as available), or `(0 rows)`. Some results are wrong. Find and fix the bugs in the WHERE clause.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
cat1, cat2, max_price = lines[0].split()
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, category TEXT, price INTEGER, status TEXT)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 4:
        status = None if parts[3] == 'NULL' else parts[3]
        con.execute(
            'INSERT INTO products (name, category, price, status) VALUES (?, ?, ?, ?)',
            (parts[0], parts[1], int(parts[2]), status),
        )

query = """SELECT name FROM products
WHERE category = ? OR category = ?
  AND price <= ?
  AND status != 'discontinued'
ORDER BY id"""
rows = con.execute(query, (cat1, cat2, int(max_price))).fetchall()
if rows:
    for (name,) in rows:
        print(name)
else:
    print('(0 rows)')
`,
      fixedCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
cat1, cat2, max_price = lines[0].split()
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, category TEXT, price INTEGER, status TEXT)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 4:
        status = None if parts[3] == 'NULL' else parts[3]
        con.execute(
            'INSERT INTO products (name, category, price, status) VALUES (?, ?, ?, ?)',
            (parts[0], parts[1], int(parts[2]), status),
        )

query = """SELECT name FROM products
WHERE (category = ? OR category = ?)
  AND price <= ?
  AND (status IS NULL OR status != 'discontinued')
ORDER BY id"""
rows = con.execute(query, (cat1, cat2, int(max_price))).fetchall()
if rows:
    for (name,) in rows:
        print(name)
else:
    print('(0 rows)')
`,
      expectedBehavior:
        'Input: "CAT1 CAT2 MAX", then products. Output: the matching product names in input order, or "(0 rows)".',
      hints: [
        'How does SQL group "a OR b AND c": (a OR b) AND c, or a OR (b AND c)?',
        "What is NULL != 'discontinued': true, false, or something else?",
        'Try a product of CAT1 that costs more than MAX.',
      ],
      testCases: [
        {
          input:
            'books games 20\nnovel books 15 active\natlas books 30 active\nchess games 25 active\ncards games 5 NULL\nmug kitchen 8 active\n',
          expectedOutput: 'novel\ncards',
          hidden: false,
        },
        {
          input:
            'toys toys 10\nball toys 3 active\nkite toys 12 active\nyoyo toys 2 discontinued\n',
          expectedOutput: 'ball',
          hidden: false,
        },
        {
          input: 'books music 50\nvinyl music 40 NULL\ncd music 10 NULL\n',
          expectedOutput: 'vinyl\ncd',
          hidden: true,
        },
        { input: 'a b 5\nx c 1 active\n', expectedOutput: '(0 rows)', hidden: true },
        {
          input:
            'garden tools 100\nspade tools 100 active\nhose garden 101 active\nrake garden 99 discontinued\nshears tools 20 NULL\n',
          expectedOutput: 'spade\nshears',
          hidden: true,
        },
        {
          input: 'books games 10\nold books 5 discontinued\nnew books 5 active\n',
          expectedOutput: 'new',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'Without parentheses AND binds tighter than OR, so every CAT1 product matches whatever its price and status.',
          testIndexes: [0, 1, 4, 5],
        },
        {
          description:
            "status != 'discontinued' is NULL (not true) when status is NULL, so products without a status are dropped; NULL must be allowed explicitly.",
          testIndexes: [0, 2, 4],
        },
      ],
    },
    {
      id: 'sql-group-count',
      title: 'Headcount per Department',
      description:
        'This Python program loads staff rows `name dept email` into an in-memory SQLite table (email is `NULL` for people without an account yet) and prints the headcount per department, like `SELECT dept, COUNT(*) FROM staff GROUP BY dept ORDER BY dept`: one `dept count` line per department in alphabetical order, then `total: N` with the number of staff rows. People without an email go missing and the total is wrong. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE staff (name TEXT, dept TEXT, email TEXT)')
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 3:
        email = None if parts[2] == 'NULL' else parts[2]
        con.execute('INSERT INTO staff VALUES (?, ?, ?)', (parts[0], parts[1], email))

groups = con.execute('SELECT dept, COUNT(email) FROM staff GROUP BY dept ORDER BY dept').fetchall()
for dept, count in groups:
    print(dept, count)
print('total:', len(groups))
`,
      fixedCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE staff (name TEXT, dept TEXT, email TEXT)')
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 3:
        email = None if parts[2] == 'NULL' else parts[2]
        con.execute('INSERT INTO staff VALUES (?, ?, ?)', (parts[0], parts[1], email))

groups = con.execute('SELECT dept, COUNT(*) FROM staff GROUP BY dept ORDER BY dept').fetchall()
for dept, count in groups:
    print(dept, count)
print('total:', sum(count for _, count in groups))
`,
      expectedBehavior:
        'Input: one "name dept email" row per line. Output: "dept count" lines sorted by dept, then "total: N" where N is the number of rows.',
      hints: [
        'Which rows does COUNT(column) skip?',
        'Every row is one person, whatever its email.',
        'Is the total the number of groups or the number of rows?',
      ],
      testCases: [
        {
          input: 'ann eng a@x.io\nbob ops NULL\ncy eng NULL\n',
          expectedOutput: 'eng 2\nops 1\ntotal: 3',
          hidden: false,
        },
        { input: 'hal hr h@x.io\n', expectedOutput: 'hr 1\ntotal: 1', hidden: false },
        {
          input: 'b1 b NULL\na1 a a@x.io\nb2 b b@x.io\nb3 b NULL\n',
          expectedOutput: 'a 1\nb 3\ntotal: 4',
          hidden: true,
        },
        { input: 'x1 x x@x.io\ny1 y y@x.io\n', expectedOutput: 'x 1\ny 1\ntotal: 2', hidden: true },
        { input: '\n', expectedOutput: 'total: 0', hidden: true },
        {
          input: 's1 same NULL\ns2 same NULL\ns3 same NULL\n',
          expectedOutput: 'same 3\ntotal: 3',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'COUNT(email) skips rows whose email is NULL, so people without an account are not counted; COUNT(*) counts rows.',
          testIndexes: [0, 2, 5],
        },
        {
          description:
            'The total prints the number of groups (len of the result) instead of the number of rows.',
          testIndexes: [0, 2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'sql-hash-join',
      title: 'How a Hash Join Works',
      description:
        'Databases often execute employees JOIN departments ON employees.dept_id = departments.id with a hash join instead of comparing every pair of rows. Describe the algorithm, including how it would produce a LEFT JOIN of employees to departments.',
      requirements: [
        'Run in roughly linear time in the sizes of both tables',
        'Support several rows with the same key',
        'Follow SQL NULL semantics for the join key',
      ],
      examples: [
        {
          scenario: '1000 employees, 20 departments',
          expectedApproach:
            'Build on departments, probe with employees: about 1020 steps instead of 20000 comparisons.',
        },
        {
          scenario: 'An employee with dept_id NULL in a LEFT JOIN',
          expectedApproach: 'Output the employee with NULL department columns.',
        },
      ],
      evaluationCriteria: [
        'Builds a hash table on the smaller input',
        'Probes it with each row of the other input',
        'Outputs combined rows, handling duplicates',
        'Handles NULL keys and unmatched rows for LEFT JOIN',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Build a hash table from the smaller table, keyed by the join column',
            weight: 3,
            accept: ['build', 'hash table', 'hash map', 'smaller table'],
          },
          {
            idea: 'Store a list of rows per key, since keys can repeat',
            weight: 1,
            accept: ['list of rows', 'duplicate key', 'multiple rows', 'append'],
          },
          {
            idea: 'Probe: for each row of the other table, look up its key',
            weight: 3,
            accept: ['probe', 'look up', 'lookup'],
          },
          {
            idea: 'Output a combined row for every match',
            weight: 2,
            accept: [
              'combined row',
              'combine',
              'output the pair',
              'concatenat',
              'push row match',
              'append row match',
            ],
          },
          {
            idea: 'Cost is linear, O(n + m), versus O(n * m) for nested loops',
            weight: 1,
            accept: ['linear', 'nested loop', 'single pass', 'one pass'],
          },
        ],
        edgeCases: [
          {
            case: 'NULL keys never match',
            accept: ['null key', 'is null', 'null never', 'null skip', 'null not match'],
          },
          {
            case: 'LEFT JOIN emits unmatched probe rows with NULLs',
            accept: ['left join', 'no match', 'unmatched'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'In SQL a NULL key equals nothing, not even another NULL, so NULL keys must never produce matches.',
            patterns: [
              'null keys match each other',
              'null == null true',
              'null == null match',
              'nulls match together',
              'null same bucket',
              'null normal key',
              'treat null as key',
            ],
          },
          {
            mistake:
              'Comparing each employee with each department is the nested-loop join the hash join replaces; each probe row does one hash lookup instead.',
            patterns: [
              'each employee each department compar',
              'each employee loop departments compar',
              'each department each employee compar',
            ],
          },
          {
            mistake:
              'A LEFT JOIN of employees to departments keeps every employee: the unmatched rows to emit are employees with NULL department columns, not departments without employees.',
            patterns: [
              'departments have no employees',
              'departments without employees',
              'departments no matching employee',
              'output d null employee',
              'emit d null employee',
              'output department null employee',
              'emit department null employee',
              'department row null employee',
              'department null employee column',
              'department null employee field',
            ],
          },
        ],
        modelAnswer: `1. Choose the smaller table (departments) as the build side
2. SET table = empty hash map from join key to a list of rows
3. FOR each row r of departments: IF r.id is NULL THEN skip it ELSE append r to table[r.id] (a list, so duplicate keys are kept)
4. FOR each row e of employees, the probe side
5.   look up e.dept_id in the hash map (a NULL key never matches)
6.   FOR each matching department row d: output the combined row (e, d)
7.   IF there is no match and this is a LEFT JOIN THEN output e with NULL for the department columns
8. The cost is linear, about O(n + m), instead of O(n * m) for nested loops`,
      },
    },
    {
      id: 'sql-keyset-pagination',
      title: 'Keyset Pagination',
      description:
        'An activity feed shows posts newest first, 20 per page. Using LIMIT 20 OFFSET 10000 gets slow on deep pages and shows duplicates when new posts arrive. Describe how to fetch each next page with keyset (cursor) pagination instead, given a posts table with created_at and a unique id.',
      requirements: [
        'Pages must never skip or repeat a post, even when timestamps are equal',
        'Deep pages must be as fast as the first page',
        'The client must know when there are no more posts',
      ],
      examples: [
        {
          scenario: 'Page 1 ends with the post (2026-03-01 10:00, id 812)',
          expectedApproach: 'Page 2 asks for posts strictly before (10:00, 812) in the same order.',
        },
        {
          scenario: 'Two posts share the timestamp 10:00',
          expectedApproach: 'The id decides their order, so neither is lost.',
        },
      ],
      evaluationCriteria: [
        'Orders by a unique key (timestamp plus id)',
        'Uses the last row as the cursor',
        'Filters with a row comparison and LIMIT',
        'Handles the first page, the last page and an index',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Order by created_at DESC with id DESC as a tie-breaker so the order is unique',
            weight: 3,
            accept: ['tie breaker', 'breaks ties', 'unique order', 'order by created at id'],
          },
          {
            idea: 'Remember the last row of the page as the cursor',
            weight: 2,
            accept: ['cursor', 'last row', 'last seen'],
          },
          {
            idea: 'Next page: WHERE (created_at, id) < (cursor values), same ORDER BY',
            weight: 3,
            accept: ['less than', 'where created', 'strictly before', 'row comparison'],
          },
          { idea: 'Fetch with LIMIT page size', weight: 1, accept: ['limit'] },
          {
            idea: 'Back the query with an index on (created_at, id)',
            weight: 1,
            accept: ['index'],
          },
        ],
        edgeCases: [
          { case: 'The first page has no cursor', accept: ['first page', 'no cursor'] },
          {
            case: 'A page with fewer rows than the limit is the last one',
            accept: ['fewer than', 'last page', 'no more'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The feed is ordered newest first, so the next page holds posts older than the cursor: the comparison must be (created_at, id) < cursor, not >.',
            patterns: [
              'created id > last',
              'created id > cursor',
              'created > last',
              'created > cursor',
              'created_at > last',
              'created greater last',
              'created greater cursor',
              'created newer cursor',
              'id > last id',
              'created after cursor',
            ],
          },
          {
            mistake:
              'A non-strict comparison with the cursor returns the cursor row again, so it repeats on the next page; the comparison must be strictly before the cursor.',
            patterns: ['created id <= last'],
          },
          {
            mistake:
              'Skipping rows with OFFSET is exactly what keyset pagination replaces: the database still reads every skipped row and inserts shift the pages.',
            patterns: [
              'offset page * 20',
              'offset page * size',
              'offset page * limit',
              'skip page * 20',
            ],
          },
          {
            mistake:
              'The cursor must be the last row of the page just shown; taking the first row refetches almost the same page.',
            patterns: [
              'cursor = rows 0',
              'cursor = first row',
              'first row as cursor',
              'first post as cursor',
            ],
          },
          {
            mistake:
              'Sorting ascending shows the oldest posts first; the feed needs created_at DESC, id DESC.',
            patterns: [
              'order created asc',
              'order created ascend',
              'sort created ascend',
              'order id asc',
              'order created oldest first',
            ],
          },
        ],
        modelAnswer: `1. Use a unique order: ORDER BY created_at DESC, id DESC (id is the tie breaker for equal timestamps)
2. First page (no cursor): SELECT ... ORDER BY created_at DESC, id DESC LIMIT 20
3. Remember the last row of the page as the cursor (last_created, last_id)
4. Next page: SELECT ... WHERE (created_at, id) < (last_created, last_id) ORDER BY created_at DESC, id DESC LIMIT 20, a row comparison that means strictly before the cursor
5. IF a page returns fewer than 20 rows THEN it is the last page and there are no more posts
6. An index on (created_at, id) lets the database seek straight to the cursor, so deep pages cost the same as the first`,
      },
    },
  ],
};
