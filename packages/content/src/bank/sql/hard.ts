import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'Scores ordered descending are 100, 90, 90, 80. What does RANK() OVER (ORDER BY score DESC) assign?',
      options: {
        A: '1, 2, 3, 4',
        B: '1, 2, 2, 4',
        C: '1, 2, 2, 3',
        D: '1, 1, 2, 3',
      },
      correct: 'B',
      explanation:
        'RANK gives ties the same rank and leaves a gap; DENSE_RANK would give 1, 2, 2, 3 and ROW_NUMBER 1, 2, 3, 4.',
    },
    {
      question: 'Which isolation level does the SQL standard require to prevent phantom reads?',
      options: {
        A: 'READ UNCOMMITTED',
        B: 'READ COMMITTED',
        C: 'REPEATABLE READ',
        D: 'SERIALIZABLE',
      },
      correct: 'D',
      explanation:
        'The standard allows phantoms under REPEATABLE READ; only SERIALIZABLE forbids them (some engines, like PostgreSQL, prevent them earlier).',
    },
    {
      question:
        'A B-tree index exists on (last_name, first_name). Which condition can use it efficiently?',
      options: {
        A: "WHERE last_name = 'Lee'",
        B: "WHERE first_name = 'Ann'",
        C: "WHERE first_name > 'A'",
        D: "WHERE UPPER(last_name) = 'LEE'",
      },
      correct: 'A',
      explanation:
        'A composite index is sorted by its leading column first, so it serves conditions on a leftmost prefix of its columns.',
    },
    {
      question:
        'SUM(amount) OVER (ORDER BY day) is computed over rows where two rows share the same day. What do those two rows show?',
      options: {
        A: 'Different running totals for the two rows, in their physical storage order',
        B: 'The grand total of every row in the table',
        C: 'The same running total, including both rows, since peers share a frame',
        D: 'NULL, because ORDER BY ties are not allowed',
      },
      correct: 'C',
      explanation:
        'With ORDER BY, the default frame is RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW; use ROWS to get per-row totals.',
    },
    {
      question: 'What reliably prevents SQL injection when user input goes into a query?',
      options: {
        A: 'Parameterised queries (prepared statements) with bound values',
        B: "Escaping single quotes (') by hand",
        C: 'Limiting input length',
        D: 'Using stored procedures that build SQL strings by concatenation',
      },
      correct: 'A',
      explanation:
        'Bound parameters are sent separately from the SQL text, so input is never parsed as SQL.',
    },
    {
      question: 'What makes an index "covering" for a query?',
      options: {
        A: 'It covers every row of the table, including rows with NULL keys',
        B: 'It holds every column the query needs, allowing an index-only scan',
        C: 'It is a unique index, so each lookup is covered by exactly one single row',
        D: "It is defined on the primary key, so the query's index covers everything",
      },
      correct: 'B',
      explanation:
        'If the filter, sort and selected columns are all in the index, the engine answers from the index alone.',
    },
    {
      question:
        'Transaction 1 locks row A then waits for row B; transaction 2 locks row B then waits for row A. What does a typical database do?',
      options: {
        A: 'Waits forever',
        B: 'Lets both proceed and merges their writes',
        C: 'Converts both to read-only transactions until an administrator steps in',
        D: 'Detects the deadlock and aborts one transaction so that the other continues',
      },
      correct: 'D',
      explanation:
        'The engine finds the cycle in its wait-for graph and rolls back a victim; applications should retry it and lock rows in a consistent order.',
    },
    {
      question: 'How does optimistic locking with a version column detect a lost update?',
      options: {
        A: 'It locks the row when it is read and keeps it locked until commit',
        B: 'It compares the wall-clock timestamps of both sessions when each one commits',
        C: 'UPDATE ... WHERE version = the value read; zero rows changed means a conflict',
        D: 'It retries every update three times, then reports a lost update',
      },
      correct: 'C',
      explanation:
        'No lock is held between read and write; the conditional update detects the conflict, and the application retries or reports it.',
    },
    {
      question: 'What does SELECT ... FOR UPDATE do inside a transaction?',
      options: {
        A: 'Updates the selected rows',
        B: 'Locks the selected rows against changes by others until this transaction ends',
        C: 'Makes the selected rows invisible to other readers until it commits',
        D: 'Creates a private copy of the selected rows that this transaction then updates',
      },
      correct: 'B',
      explanation:
        'It takes row-level write locks, which is the pessimistic way to avoid lost updates.',
    },
    {
      question: 'What are the two parts of a recursive common table expression (WITH RECURSIVE)?',
      options: {
        A: 'An anchor query and a recursive query on the CTE, joined by UNION or UNION ALL',
        B: 'A SELECT and a trigger',
        C: 'Two recursive queries that each reference the other CTE, combined with a JOIN',
        D: 'A loop variable and a WHILE condition that stops when it becomes false',
      },
      correct: 'A',
      explanation:
        "The anchor produces the starting rows; the recursive part is evaluated repeatedly on the previous step's rows until it adds none.",
    },
    {
      question: "Why can WHERE LOWER(email) = 'ann@x.io' not use a plain index on email?",
      options: {
        A: 'LOWER() is not allowed in WHERE, only in SELECT lists',
        B: "Indexes only work with = on numbers, not on 'ann@x.io' strings",
        C: 'Because string comparisons are always case-sensitive, so no index applies',
        D: 'The index stores email, not LOWER(email)',
      },
      correct: 'D',
      explanation:
        'Wrapping an indexed column in a function makes the predicate non-sargable unless an index on that exact expression exists.',
    },
    {
      question:
        'Under READ COMMITTED, a transaction reads a row twice and gets different values because another transaction committed in between. What is this anomaly called?',
      options: {
        A: 'Dirty read of uncommitted data',
        B: 'Phantom read of new rows',
        C: 'Non-repeatable read',
        D: 'Write skew across rows',
      },
      correct: 'C',
      explanation:
        'A non-repeatable read is a changed value of the same row; a phantom is a changed set of rows matching a condition.',
    },
    {
      question: 'What does EXPLAIN ANALYZE (PostgreSQL) add to plain EXPLAIN?',
      options: {
        A: 'It rewrites the query to be faster',
        B: 'It runs the query and shows real row counts and timings next to estimates',
        C: 'It shows the query plan without running the planner or the query',
        D: 'It analyses table statistics only, like ANALYZE, without planning the query',
      },
      correct: 'B',
      explanation:
        'Comparing estimated and actual rows is how you find bad plans; beware that it really runs data-modifying statements.',
    },
    {
      question: 'In PostgreSQL, SELECT dept, name, COUNT(*) FROM staff GROUP BY dept fails. Why?',
      options: {
        A: 'COUNT(*) cannot be combined with GROUP BY in the same query',
        B: 'dept must be aggregated',
        C: 'GROUP BY needs an ORDER BY clause to follow it',
        D: 'name is neither grouped nor aggregated',
      },
      correct: 'D',
      explanation:
        'Every selected column must be in GROUP BY or inside an aggregate (unless it is functionally dependent on a grouped primary key).',
    },
    {
      question: 'In PostgreSQL, where do NULLs appear with ORDER BY price ASC by default?',
      options: {
        A: 'Last, because NULL sorts as larger than any value',
        B: 'First',
        C: 'They are excluded from the sorted result set entirely',
        D: 'In random positions, depending on the storage order',
      },
      correct: 'A',
      explanation:
        'PostgreSQL treats NULL as larger than any value: NULLS LAST for ASC and NULLS FIRST for DESC, changeable with NULLS FIRST/LAST.',
    },
  ],
  coding: [
    {
      id: 'sql-window-ranking',
      title: 'ROW_NUMBER, RANK and DENSE_RANK',
      description:
        'For each row compute ROW_NUMBER() OVER (PARTITION BY dept ORDER BY score DESC, name), RANK() OVER (PARTITION BY dept ORDER BY score DESC) and DENSE_RANK() OVER (PARTITION BY dept ORDER BY score DESC). Rows with equal scores are peers for RANK and DENSE_RANK, while ROW_NUMBER breaks the tie by name.\n\n' +
        'Input: rows `dept name score` (integer score, names unique within a department).\n\n' +
        'Output: the rows ordered by dept ascending, score descending, name ascending, each as `dept name score row_number rank dense_rank`. RANK of a row is 1 + the number of rows in its department with a higher score; DENSE_RANK is 1 + the number of distinct higher scores. If there are no rows, print `(0 rows)`.',
      examples: [
        {
          input: 'eng ann 90\neng bob 95\neng cy 90\nops dee 70\n',
          output: 'eng bob 95 1 1 1\neng ann 90 2 2 2\neng cy 90 3 2 2\nops dee 70 1 1 1',
          explanation: 'ann and cy tie at 90: different row numbers, same rank.',
        },
        {
          input: 'x a 5\nx b 5\nx c 5\n',
          output: 'x a 5 1 1 1\nx b 5 2 1 1\nx c 5 3 1 1',
          explanation: 'All three are peers.',
        },
      ],
      constraints: ['At most 20000 rows', 'Names and departments contain no spaces'],
      testCases: [
        tc(
          'eng ann 90\neng bob 95\neng cy 90\nops dee 70\n',
          'eng bob 95 1 1 1\neng ann 90 2 2 2\neng cy 90 3 2 2\nops dee 70 1 1 1',
          false,
        ),
        tc('x a 5\nx b 5\nx c 5\n', 'x a 5 1 1 1\nx b 5 2 1 1\nx c 5 3 1 1', false),
        tc('d p 10\nd q 9\nd r 9\nd s 8\n', 'd p 10 1 1 1\nd q 9 2 2 2\nd r 9 3 2 2\nd s 8 4 4 3'),
        tc('b z 1\na y 2\n', 'a y 2 1 1 1\nb z 1 1 1 1'),
        tc('', '(0 rows)'),
        tc(
          's m -1\ns n 0\ns o -1\ns p 0\ns q 3\n',
          's q 3 1 1 1\ns n 0 2 2 2\ns p 0 3 2 2\ns m -1 4 4 3\ns o -1 5 4 3',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

rows = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) == 3:
        rows.append((p[0], p[1], int(p[2])))
rows.sort(key=lambda r: (r[0], -r[2], r[1]))
out = []
prev_dept = prev_score = None
for dept, name, score in rows:
    if dept != prev_dept:
        row_number, rank, dense = 0, 0, 0
        prev_dept, prev_score = dept, None
    row_number += 1
    if score != prev_score:
        # the first row with this score: rank jumps to its position, dense_rank by one
        rank = row_number
        dense += 1
        prev_score = score
    out.append('%s %s %d %d %d %d' % (dept, name, score, row_number, rank, dense))
print('\n'.join(out) if out else '(0 rows)')
`,
      },
      judge: {
        intendedComplexity: 'O(n log n)',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, ndepts, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
depts = ['d%d' % i for i in range(ndepts)]
rows = []
for i in range(n):
    d = random.choice(depts)
    if mode == 'ties':
        s = random.randint(0, 5)
    elif mode == 'equal':
        s = 7
    elif mode == 'distinct':
        s = -i
    else:
        s = random.randint(-10**6, 10**6)
    rows.append((d, random.choice('abcxyz') + str(i), s))
print('\n'.join('%s %s %d' % r for r in rows))
`,
        tests: [
          { args: '20000 1 ties', label: '20,000 rows in one department, many ties' },
          { args: '20000 1 random', label: '20,000 rows in one department' },
          { args: '20000 50 random', label: '20,000 rows, 50 departments' },
          { args: '5000 1 equal', label: '5,000 rows, all scores equal' },
          { args: '3000 3000 distinct', label: '3,000 rows, many departments' },
          { args: '1 1 random', label: 'one row' },
        ],
        validator: String.raw`import re, sys
lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines) <= 20000, 'more than 20000 rows'
seen = set()
for r in lines:
    assert len(r) == 3 and re.fullmatch(r'-?(0|[1-9][0-9]*)', r[2]), 'expected dept name score'
    assert (r[0], r[1]) not in seen, 'names are unique within a department'
    seen.add((r[0], r[1]))
`,
        wrongSolutions: [
          {
            name: 'rank-as-dense-rank',
            language: 'python3',
            mustFail: 'WA',
            why: 'Adds one to RANK at each new score, which is DENSE_RANK; RANK skips past the tied rows',
            source: String.raw`import sys

rows = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) == 3:
        rows.append((p[0], p[1], int(p[2])))
rows.sort(key=lambda r: (r[0], -r[2], r[1]))
out = []
prev_dept = prev_score = None
for dept, name, score in rows:
    if dept != prev_dept:
        row_number, rank, dense = 0, 0, 0
        prev_dept, prev_score = dept, None
    row_number += 1
    if score != prev_score:
        # the first row with this score: rank jumps to its position, dense_rank by one
        rank += 1
        dense += 1
        prev_score = score
    out.append('%s %s %d %d %d %d' % (dept, name, score, row_number, rank, dense))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
          {
            name: 'no-name-tie-break',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts by score only, so tied rows keep input order instead of being ordered by name',
            source: String.raw`import sys

rows = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) == 3:
        rows.append((p[0], p[1], int(p[2])))
rows.sort(key=lambda r: (r[0], -r[2]))
out = []
prev_dept = prev_score = None
for dept, name, score in rows:
    if dept != prev_dept:
        row_number, rank, dense = 0, 0, 0
        prev_dept, prev_score = dept, None
    row_number += 1
    if score != prev_score:
        # the first row with this score: rank jumps to its position, dense_rank by one
        rank = row_number
        dense += 1
        prev_score = score
    out.append('%s %s %d %d %d %d' % (dept, name, score, row_number, rank, dense))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
          {
            name: 'rescan-partition',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans the whole table again for every row: O(n^2) on 20,000 rows in one department',
            source: String.raw`import sys

rows = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) == 3:
        rows.append((p[0], p[1], int(p[2])))
rows.sort(key=lambda r: (r[0], -r[2], r[1]))
out = []
for i, (dept, name, score) in enumerate(rows):
    same = [r for r in rows if r[0] == dept]
    row_number = same.index((dept, name, score)) + 1
    rank = 1 + sum(1 for r in same if r[2] > score)
    dense = 1 + len({r[2] for r in same if r[2] > score})
    out.append('%s %s %d %d %d %d' % (dept, name, score, row_number, rank, dense))
print('\n'.join(out) if out else '(0 rows)')
`,
          },
        ],
      },
    },
    {
      id: 'sql-transactional-kv',
      title: 'Nested Transactions',
      description:
        'Implement a tiny key-value store with nested transactions, the way a database applies BEGIN, ROLLBACK and COMMIT.\n\n' +
        'Commands, one per line:\n' +
        '- `SET k v`: set key k to value v. `DELETE k`: remove k (if present).\n' +
        '- `GET k`: print the value of k, or `NULL`.\n' +
        '- `COUNT v`: print how many keys currently have value v.\n' +
        '- `BEGIN`: open a new transaction block, nested inside any open one.\n' +
        '- `ROLLBACK`: undo every change made since the innermost open BEGIN and close that block; print `NO TRANSACTION` if none is open.\n' +
        '- `COMMIT`: make all changes permanent and close all open blocks; print `NO TRANSACTION` if none is open.\n\n' +
        'Output: the lines printed by GET, COUNT, ROLLBACK and COMMIT.',
      examples: [
        {
          input: 'SET a 10\nGET a\nBEGIN\nSET a 20\nGET a\nROLLBACK\nGET a\n',
          output: '10\n20\n10',
          explanation: 'The rollback restores the value from before BEGIN.',
        },
        {
          input: 'BEGIN\nSET x 1\nBEGIN\nSET x 2\nCOMMIT\nGET x\nROLLBACK\n',
          output: '2\nNO TRANSACTION',
          explanation: 'COMMIT closes both blocks, so nothing is left to roll back.',
        },
      ],
      constraints: ['At most 10000 commands', 'Keys and values contain no spaces'],
      testCases: [
        tc('SET a 10\nGET a\nBEGIN\nSET a 20\nGET a\nROLLBACK\nGET a\n', '10\n20\n10', false),
        tc('BEGIN\nSET x 1\nBEGIN\nSET x 2\nCOMMIT\nGET x\nROLLBACK\n', '2\nNO TRANSACTION', false),
        tc('GET missing\nROLLBACK\nCOMMIT\n', 'NULL\nNO TRANSACTION\nNO TRANSACTION'),
        tc(
          'SET a 1\nSET b 1\nCOUNT 1\nBEGIN\nDELETE a\nCOUNT 1\nGET a\nROLLBACK\nCOUNT 1\nGET a\n',
          '2\n1\nNULL\n2\n1',
        ),
        tc(
          'BEGIN\nSET k v1\nBEGIN\nSET k v2\nBEGIN\nDELETE k\nGET k\nROLLBACK\nGET k\nROLLBACK\nGET k\nROLLBACK\nGET k\n',
          'NULL\nv2\nv1\nNULL',
        ),
        tc('BEGIN\nSET n 5\nSET n 6\nSET n 7\nROLLBACK\nGET n\nCOUNT 7\n', 'NULL\n0'),
        tc(
          'SET a x\nBEGIN\nSET b x\nCOUNT x\nCOMMIT\nCOUNT x\nROLLBACK\nGET b\n',
          '2\n2\nNO TRANSACTION\nx',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = {}
counts = {}
txs = []
out = []
MISSING = object()


def change(k, v):
    if txs and k not in txs[-1]:
        txs[-1][k] = data.get(k, MISSING)
    put(k, v)


def put(k, v):
    # keeps counts[value] = how many keys hold that value, so COUNT is O(1)
    if k in data:
        counts[data[k]] -= 1
        del data[k]
    if v is not MISSING:
        data[k] = v
        counts[v] = counts.get(v, 0) + 1


for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    cmd = p[0]
    if cmd == 'SET':
        change(p[1], p[2])
    elif cmd == 'DELETE':
        change(p[1], MISSING)
    elif cmd == 'GET':
        out.append(data.get(p[1], 'NULL'))
    elif cmd == 'COUNT':
        out.append(str(counts.get(p[1], 0)))
    elif cmd == 'BEGIN':
        txs.append({})
    elif cmd == 'ROLLBACK':
        if not txs:
            out.append('NO TRANSACTION')
        else:
            for k, old in txs.pop().items():
                put(k, old)
    elif cmd == 'COMMIT':
        if not txs:
            out.append('NO TRANSACTION')
        txs = []
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, nkeys, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
keys = ['k%d' % i for i in range(nkeys)]
vals = ['v%d' % i for i in range(5)] + ['NULL', '0']
out = []
depth = 0
for _ in range(n):
    r = random.random()
    if mode == 'deep':
        r = r * 0.7 if depth < 200 else r
    if r < 0.3:
        out.append('SET %s %s' % (random.choice(keys), random.choice(vals)))
    elif r < 0.4:
        out.append('DELETE ' + random.choice(keys))
    elif r < 0.55:
        out.append('GET ' + random.choice(keys))
    elif r < 0.65:
        out.append('COUNT ' + random.choice(vals))
    elif r < 0.8:
        out.append('BEGIN')
        depth += 1
    elif r < 0.95:
        out.append('ROLLBACK')
        depth = max(0, depth - 1)
    else:
        out.append('COMMIT')
        depth = 0
print('\n'.join(out))
`,
        tests: [
          { args: '10000 50 random', label: '10,000 commands, 50 keys' },
          { args: '5000 5 random', label: '5,000 commands, 5 keys' },
          { args: '10000 2000 deep', label: '10,000 commands, transactions nested 200 deep' },
          { args: '5000 1 deep', label: '5,000 commands on one key, deep nesting' },
          { args: '1 1 random', label: 'one command' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 10000, 'more than 10000 commands'
ARGS = {'SET': 2, 'DELETE': 1, 'GET': 1, 'COUNT': 1, 'BEGIN': 0, 'ROLLBACK': 0, 'COMMIT': 0}
for l in lines:
    p = l.split()
    if not p:
        continue
    assert p[0] in ARGS and len(p) == 1 + ARGS[p[0]], 'bad command: ' + l
`,
        wrongSolutions: [
          {
            name: 'commit-closes-one-block',
            language: 'python3',
            mustFail: 'WA',
            why: 'COMMIT closes only the innermost block, but it makes everything permanent and closes all open blocks',
            source: String.raw`import sys

data = {}
counts = {}
txs = []
out = []
MISSING = object()


def change(k, v):
    if txs and k not in txs[-1]:
        txs[-1][k] = data.get(k, MISSING)
    put(k, v)


def put(k, v):
    # keeps counts[value] = how many keys hold that value, so COUNT is O(1)
    if k in data:
        counts[data[k]] -= 1
        del data[k]
    if v is not MISSING:
        data[k] = v
        counts[v] = counts.get(v, 0) + 1


for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    cmd = p[0]
    if cmd == 'SET':
        change(p[1], p[2])
    elif cmd == 'DELETE':
        change(p[1], MISSING)
    elif cmd == 'GET':
        out.append(data.get(p[1], 'NULL'))
    elif cmd == 'COUNT':
        out.append(str(counts.get(p[1], 0)))
    elif cmd == 'BEGIN':
        txs.append({})
    elif cmd == 'ROLLBACK':
        if not txs:
            out.append('NO TRANSACTION')
        else:
            for k, old in txs.pop().items():
                put(k, old)
    elif cmd == 'COMMIT':
        if not txs:
            out.append('NO TRANSACTION')
        else:
            txs.pop()
print('\n'.join(out))
`,
          },
          {
            name: 'remembers-latest-value',
            language: 'python3',
            mustFail: 'WA',
            why: 'Saves the old value on every change inside a block, so ROLLBACK restores the value before the last change instead of the value at BEGIN',
            source: String.raw`import sys

data = {}
counts = {}
txs = []
out = []
MISSING = object()


def change(k, v):
    if txs:
        txs[-1][k] = data.get(k, MISSING)
    put(k, v)


def put(k, v):
    # keeps counts[value] = how many keys hold that value, so COUNT is O(1)
    if k in data:
        counts[data[k]] -= 1
        del data[k]
    if v is not MISSING:
        data[k] = v
        counts[v] = counts.get(v, 0) + 1


for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    cmd = p[0]
    if cmd == 'SET':
        change(p[1], p[2])
    elif cmd == 'DELETE':
        change(p[1], MISSING)
    elif cmd == 'GET':
        out.append(data.get(p[1], 'NULL'))
    elif cmd == 'COUNT':
        out.append(str(counts.get(p[1], 0)))
    elif cmd == 'BEGIN':
        txs.append({})
    elif cmd == 'ROLLBACK':
        if not txs:
            out.append('NO TRANSACTION')
        else:
            for k, old in txs.pop().items():
                put(k, old)
    elif cmd == 'COMMIT':
        if not txs:
            out.append('NO TRANSACTION')
        txs = []
print('\n'.join(out))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'sql-running-total-window',
      title: 'Running Total per Partition',
      description:
        'This Python program loads payments `dept day amount` into an in-memory SQLite table and uses a window function to print, for every payment in input order, `dept day total`, where total is the sum of this payment and all earlier payments of the same dept. Earlier means a smaller day, or the same day and earlier in the input. Amounts can be large. The totals mix departments and same-day payments get the same total. Find and fix the bugs in the window.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE payments (id INTEGER PRIMARY KEY, dept TEXT, day INTEGER, amount INTEGER)')
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 3:
        con.execute(
            'INSERT INTO payments (dept, day, amount) VALUES (?, ?, ?)',
            (parts[0], int(parts[1]), int(parts[2])),
        )

query = """SELECT dept, day, SUM(amount) OVER (
    ORDER BY day
) AS running
FROM payments
ORDER BY id"""
for dept, day, running in con.execute(query):
    print(dept, day, running)
`,
      fixedCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE payments (id INTEGER PRIMARY KEY, dept TEXT, day INTEGER, amount INTEGER)')
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) == 3:
        con.execute(
            'INSERT INTO payments (dept, day, amount) VALUES (?, ?, ?)',
            (parts[0], int(parts[1]), int(parts[2])),
        )

query = """SELECT dept, day, SUM(amount) OVER (
    PARTITION BY dept
    ORDER BY day, id
    ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW
) AS running
FROM payments
ORDER BY id"""
for dept, day, running in con.execute(query):
    print(dept, day, running)
`,
      expectedBehavior:
        'Input: rows "dept day amount". Output: one line per row, in input order, "dept day running_total"; each department has its own running total.',
      hints: [
        'Which rows share a window when there is no PARTITION BY?',
        'With ORDER BY and no frame clause, the default frame is RANGE ... CURRENT ROW. Which rows does RANGE include besides the current one?',
        'Try two payments of the same dept on the same day.',
      ],
      testCases: [
        { input: 'a 1 10\nb 1 5\na 2 7\n', expectedOutput: 'a 1 10\nb 1 5\na 2 17', hidden: false },
        { input: 'x 3 1\nx 3 2\n', expectedOutput: 'x 3 1\nx 3 3', hidden: false },
        {
          input: 'big 1 2000000000\nbig 2 2000000000\n',
          expectedOutput: 'big 1 2000000000\nbig 2 4000000000',
          hidden: true,
        },
        { input: '', expectedOutput: '', hidden: true },
        { input: 'p 5 -5\nq 5 5\np 5 5\n', expectedOutput: 'p 5 -5\nq 5 5\np 5 0', hidden: true },
        {
          input: 'a 2 100\na 1 1\nb 1 7\na 2 10\n',
          expectedOutput: 'a 2 101\na 1 1\nb 1 7\na 2 111',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'Without PARTITION BY dept the running total runs over all departments together.',
          testIndexes: [0, 4, 5],
        },
        {
          description:
            'ORDER BY day alone uses the default RANGE frame, which includes every payment of the same day (its peers); order by day, id with a ROWS frame.',
          testIndexes: [1, 4, 5],
        },
      ],
    },
    {
      id: 'sql-keyset-page',
      title: 'Next Page with a Cursor',
      description:
        'This Python program returns the next page of a feed stored in an in-memory SQLite table, ordered by created DESC, id DESC (ids are unique), with keyset pagination. The first line is `n cursorCreated cursorId`, or `n -` for the first page; the other lines are rows `created id` in any order. It prints the next n rows strictly after the cursor in that order, then `next: created id` of the last printed row if more rows follow, or `next: none`. Rows sharing a timestamp get lost and the last page offers a next page that is empty. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
head = lines[0].split()
page_size = int(head[0])
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE posts (created INTEGER, id INTEGER PRIMARY KEY)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 2:
        con.execute('INSERT INTO posts VALUES (?, ?)', (int(parts[0]), int(parts[1])))

if head[1] == '-':
    where, params = '', []
else:
    cursor_created, cursor_id = int(head[1]), int(head[2])
    where = 'WHERE created < ?'
    params = [cursor_created]
query = 'SELECT created, id FROM posts ' + where + ' ORDER BY created DESC, id DESC LIMIT ?'
rows = con.execute(query, params + [page_size]).fetchall()
page = rows[:page_size]
for created, post_id in page:
    print(created, post_id)
if len(rows) == page_size:
    print('next:', page[-1][0], page[-1][1])
else:
    print('next: none')
`,
      fixedCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
head = lines[0].split()
page_size = int(head[0])
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE posts (created INTEGER, id INTEGER PRIMARY KEY)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 2:
        con.execute('INSERT INTO posts VALUES (?, ?)', (int(parts[0]), int(parts[1])))

if head[1] == '-':
    where, params = '', []
else:
    cursor_created, cursor_id = int(head[1]), int(head[2])
    where = 'WHERE created < ? OR (created = ? AND id < ?)'
    params = [cursor_created, cursor_created, cursor_id]
query = 'SELECT created, id FROM posts ' + where + ' ORDER BY created DESC, id DESC LIMIT ?'
rows = con.execute(query, params + [page_size + 1]).fetchall()
page = rows[:page_size]
for created, post_id in page:
    print(created, post_id)
if len(rows) > page_size:
    print('next:', page[-1][0], page[-1][1])
else:
    print('next: none')
`,
      expectedBehavior:
        'Input: the page size and cursor, then rows. Output: up to n rows "created id" in (created DESC, id DESC) order strictly after the cursor, then the "next:" line.',
      hints: [
        'If the cursor is (200, 4), should the row (200, 3) appear on the next page?',
        'When exactly n rows are left, does a full page prove that more rows follow?',
        'How many rows would you need to fetch to know whether another page exists?',
      ],
      testCases: [
        {
          input: '2 -\n100 1\n300 2\n200 3\n',
          expectedOutput: '300 2\n200 3\nnext: 200 3',
          hidden: false,
        },
        {
          input: '2 200 4\n100 1\n300 2\n200 3\n200 4\n',
          expectedOutput: '200 3\n100 1\nnext: none',
          hidden: false,
        },
        { input: '1 -\n50 1\n50 2\n50 3\n', expectedOutput: '50 3\nnext: 50 3', hidden: true },
        {
          input: '3 50 2\n50 1\n50 2\n50 3\n40 9\n',
          expectedOutput: '50 1\n40 9\nnext: none',
          hidden: true,
        },
        { input: '5 -\n', expectedOutput: 'next: none', hidden: true },
        { input: '2 10 1\n10 1\n5 5\n', expectedOutput: '5 5\nnext: none', hidden: true },
        {
          input: '3 -\n7 1\n9 2\n7 3\n',
          expectedOutput: '9 2\n7 3\n7 1\nnext: none',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            "The cursor condition compares only created, so rows with the cursor's timestamp but a smaller id are skipped.",
          testIndexes: [1, 3],
        },
        {
          description:
            'The query fetches exactly n rows and a full page is taken to mean that more rows follow; fetch n + 1 rows and check for the extra one.',
          testIndexes: [1, 6],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'sql-deadlock-detection',
      title: 'Detect Deadlocks',
      description:
        'A lock manager knows, for every blocked transaction, which transaction holds the lock it is waiting for. Describe how it detects deadlocks and resolves them.',
      requirements: [
        'Find every group of transactions that wait for each other in a circle',
        'Break each such circle by aborting one transaction',
        'Run in time linear in the number of waiting relationships',
      ],
      examples: [
        {
          scenario: 'T1 waits for T2, T2 waits for T3, T3 waits for T1',
          expectedApproach: 'One cycle: abort one of them (for example the youngest).',
        },
        {
          scenario: 'T1 waits for T2, T2 is running',
          expectedApproach: 'No deadlock; nothing is aborted.',
        },
      ],
      evaluationCriteria: [
        'Builds the wait-for graph',
        'Uses DFS with an on-path marker to find cycles',
        'Chooses and aborts a victim per cycle',
        'Handles self-waits, no cycles and several cycles',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Build a wait-for graph with an edge from each waiting transaction to the lock holder',
            weight: 2,
            accept: ['wait for graph', 'waits for', 'edge'],
          },
          {
            idea: 'Run a depth-first search, marking transactions that are on the current path',
            weight: 3,
            accept: ['dfs', 'depth first', 'in progress', 'current path', 'on the stack', 'gray'],
          },
          {
            idea: 'Reaching a transaction that is on the current path means a cycle (deadlock)',
            weight: 3,
            accept: ['cycle'],
          },
          {
            idea: 'Choose a victim in each cycle and abort (roll back) it to release its locks',
            weight: 2,
            accept: ['victim', 'abort', 'roll back', 'rollback'],
          },
        ],
        edgeCases: [
          { case: 'A transaction waiting for itself', accept: ['itself', 'length one', 'self'] },
          { case: 'No cycle: nothing is aborted', accept: ['no cycle', 'nothing is aborted'] },
          {
            case: 'Several independent cycles',
            accept: ['each cycle', 'several cycles', 'multiple cycles'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Reaching a transaction that was already fully explored is not a cycle; only a transaction still on the current DFS path closes a circle, so one visited set is not enough.',
            patterns: [
              'already visited cycle',
              'already visited deadlock',
              'already seen deadlock',
              'already seen cycle',
              'done cycle found',
              'done deadlock found',
              'done report cycle',
              'done report deadlock',
              'done return cycle',
              'black cycle found',
              'finished cycle found',
            ],
          },
          {
            mistake:
              'Aborting one victim per cycle is enough to break it; aborting every transaction in the cycle throws away work needlessly.',
            patterns: [
              'abort all transactions in cycle',
              'abort every transaction in cycle',
              'abort each transaction in cycle',
              'roll back all transactions in cycle',
              'abort all members',
              'abort all involved',
            ],
          },
          {
            mistake:
              'Stopping at the first cycle leaves other independent deadlocks in place; the search must continue from every unvisited transaction.',
            patterns: [
              'stop first cycle',
              'first cycle stop',
              'return first cycle',
              'first cycle return',
              'first deadlock stop',
              'stop first deadlock',
            ],
          },
          {
            mistake:
              'A search from one starting transaction only finds the cycles reachable from it; independent deadlocks elsewhere in the graph are missed, so a DFS must start from every unvisited transaction.',
            patterns: [
              'longest depth first',
              'longest search',
              'longest dfs',
              'oldest depth first',
              'oldest search',
              'oldest dfs',
              'dfs only from',
              'search only from',
            ],
          },
        ],
        modelAnswer: `1. Build the wait-for graph: FOR each blocked transaction T add an edge T -> the transaction holding the lock T waits for
2. SET state of every transaction = unvisited
3. FOR each unvisited transaction T: call DFS(T)
4. DFS(T): mark T as in progress (it is on the current path)
5.   FOR each edge T -> U
6.     IF U is in progress THEN a cycle is found: the transactions from U to T are deadlocked
7.     ELSE IF U is unvisited THEN call DFS(U)
8.   mark T as done
9. FOR each cycle found, choose a victim (for example the youngest transaction) and abort it, which releases its locks
10. A transaction waiting for itself is a cycle of length one; if there is no cycle, nothing is aborted`,
      },
    },
    {
      id: 'sql-optimistic-locking',
      title: 'Optimistic Locking with a Version Column',
      description:
        'Two app servers may update the same bank account row at the same time. Without holding locks between reading and writing, describe how to update an account balance so that no concurrent update is silently lost, using a version column on the row.',
      requirements: [
        'Do not hold database locks while the application computes the new value',
        'Detect that another update happened in between',
        'Give up with an error after a few failed attempts',
      ],
      examples: [
        {
          scenario: 'Both servers read version 7 and try to write',
          expectedApproach:
            'The first update matches version 7 and sets 8; the second affects 0 rows and retries with fresh data.',
        },
        {
          scenario: 'The row was deleted meanwhile',
          expectedApproach: 'Report that the account no longer exists.',
        },
      ],
      evaluationCriteria: [
        'Reads the row with its version',
        'Updates with WHERE version = old version and increments it',
        'Checks the affected row count',
        'Retries a bounded number of times and handles deleted rows',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Read the balance together with the current version',
            weight: 2,
            accept: ['select balance version', 'read version', 'current version', 'select version'],
          },
          {
            idea: 'Update with a condition that the version is still the one read',
            weight: 3,
            accept: ['where id and version', 'and version', 'where version', 'version still'],
          },
          {
            idea: 'Increment the version in the same UPDATE',
            weight: 2,
            accept: ['version version 1', 'increment version', 'version plus 1', 'new version'],
          },
          {
            idea: 'Check the affected row count: 1 means success, 0 means a conflict',
            weight: 2,
            accept: ['affected row', 'row count', 'rows updated', 'updated count'],
          },
          { idea: 'On conflict, retry with fresh data', weight: 1, accept: ['retry', 'try again'] },
        ],
        edgeCases: [
          {
            case: 'A maximum number of retries',
            accept: ['maximum', 'max retries', 'give up', 'limit'],
          },
          { case: 'The row was deleted meanwhile', accept: ['deleted', 'not found', 'no row'] },
        ],
        pitfalls: [
          {
            mistake:
              'Retrying the same UPDATE with the version read before can never match again; the retry must re-read the row to get the fresh balance and version.',
            patterns: [
              'retry same version',
              'retry old version',
              'same version retry',
              'retry update same version',
            ],
          },
          {
            mistake:
              'SELECT ... FOR UPDATE takes a row lock held while the application computes, which is what optimistic locking avoids.',
            patterns: ['select for update', 'lock row select', 'lock row first'],
          },
          {
            mistake:
              'Retrying without a limit can loop forever under contention; give up with an error after a few attempts.',
            patterns: [
              'retry forever',
              'retry indefinitely',
              'loop forever',
              'retry infinite',
              'retry endless',
            ],
          },
          {
            mistake:
              'The UPDATE must match only the exact version that was read (version = the read value): versions only grow, so version >= the read value is always true and a concurrent change is silently overwritten.',
            patterns: [
              'where version >=',
              'and version >=',
              'version >= version',
              'version >= read',
              'version >= old',
              'version >= expect',
            ],
          },
          {
            mistake:
              'After a conflict the balance computed earlier is stale; guessing the new version and re-running the UPDATE writes it over the other change, so the row must be read again and the balance recomputed.',
            patterns: [
              'readversion = readversion + 1',
              'readversion +=',
              'conflict readversion + 1',
              'expectedversion = expectedversion + 1',
              'expectedversion +=',
              'conflict expectedversion + 1',
              'oldversion = oldversion + 1',
              'retry same balance',
              'reuse balance',
            ],
          },
        ],
        modelAnswer: `1. SET attempts = 0
2. REPEAT
3.   SELECT balance, version FROM accounts WHERE id = :id (read the current version)
4.   IF no row is returned THEN RETURN "not found" because the account was deleted
5.   compute newBalance = balance + change in the application, holding no locks
6.   UPDATE accounts SET balance = :newBalance, version = version + 1 WHERE id = :id AND version = :version (increment version only if it is still the one we read)
7.   IF the affected row count is 1 THEN RETURN success
8.   ELSE another update won: SET attempts = attempts + 1 and retry with fresh data
9. UNTIL attempts reaches the maximum of 3, THEN give up and RETURN a conflict error`,
      },
    },
  ],
};
