import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'Which SQL statement reads rows from a table?',
      options: {
        A: 'GET ROWS',
        B: 'SELECT',
        C: 'READ FROM',
        D: 'FETCH TABLE',
      },
      correct: 'B',
      explanation:
        'SELECT retrieves rows and columns; the other words are not standard query statements.',
    },
    {
      question: 'Which clause keeps only the rows that satisfy a condition?',
      options: {
        A: 'ORDER BY',
        B: 'GROUP BY',
        C: 'WHERE',
        D: 'LIMIT',
      },
      correct: 'C',
      explanation: 'WHERE filters individual rows before grouping and sorting.',
    },
    {
      question: 'How do you sort the result by price from highest to lowest?',
      options: {
        A: 'SORT BY price DOWN',
        B: 'ORDER BY price ASC',
        C: 'GROUP BY price DESC',
        D: 'ORDER BY price DESC',
      },
      correct: 'D',
      explanation: 'ORDER BY sorts the result; DESC means descending (ASC is the default).',
    },
    {
      question: 'What does SELECT COUNT(*) FROM orders return?',
      options: {
        A: 'The number of rows in orders',
        B: 'The number of columns in orders',
        C: 'The sum of all numeric columns',
        D: 'The number of non-NULL ids',
      },
      correct: 'A',
      explanation: 'COUNT(*) counts rows, regardless of NULL values in any column.',
    },
    {
      question: 'Which keyword removes duplicate rows from a result?',
      options: {
        A: 'UNIQUE ROWS',
        B: 'NO DUPLICATES',
        C: 'DISTINCT',
        D: 'ONLY ONCE',
      },
      correct: 'C',
      explanation: 'SELECT DISTINCT returns each distinct row once.',
    },
    {
      question: 'Which statement about a primary key is true?',
      options: {
        A: 'It may contain duplicates as long as they are not NULL',
        B: 'It uniquely identifies each row and cannot be NULL',
        C: 'A table can have several primary keys',
        D: 'It must be the first column',
      },
      correct: 'B',
      explanation:
        'A primary key is unique and NOT NULL; a table has at most one (which may span several columns).',
    },
    {
      question: 'Which condition matches names that start with the letter A?',
      options: {
        A: "name = 'A*'",
        B: "name LIKE '%A' (anything, then A)",
        C: "name IN ('A')",
        D: "name LIKE 'A%' (A, then anything)",
      },
      correct: 'D',
      explanation:
        'In LIKE, % matches any sequence of characters, so \'A%\' means "A followed by anything".',
    },
    {
      question: 'How do you find rows where the email column has no value?',
      options: {
        A: 'WHERE email IS NULL',
        B: 'WHERE email IS EMPTY',
        C: "WHERE email = ''",
        D: 'WHERE NOT email',
      },
      correct: 'A',
      explanation: 'Comparing with = NULL yields UNKNOWN, never true; use IS NULL.',
    },
    {
      question: 'Which statement adds a new row to a table?',
      options: {
        A: 'ADD ROW INTO',
        B: 'UPDATE',
        C: 'INSERT INTO',
        D: 'APPEND',
      },
      correct: 'C',
      explanation:
        'INSERT INTO table (columns) VALUES (...) adds rows; UPDATE changes existing ones.',
    },
    {
      question: 'What happens when you run UPDATE products SET price = 0; without a WHERE clause?',
      options: {
        A: 'Nothing, a WHERE clause is required',
        B: 'Only the first row (id = 1) changes',
        C: 'An error is raised',
        D: 'Every row of products gets price 0 at once',
      },
      correct: 'D',
      explanation:
        'Without WHERE, UPDATE (and DELETE) apply to every row, which is why they are run carefully, often inside a transaction.',
    },
    {
      question: 'Does WHERE age BETWEEN 18 AND 30 include 18 and 30?',
      options: {
        A: 'Yes, both ends are included',
        B: 'No, both ends are excluded (like < and >)',
        C: 'Only 18 is included; 30 is not',
        D: 'Only 30 is included; 18 is not',
      },
      correct: 'A',
      explanation: 'BETWEEN is inclusive: it means age >= 18 AND age <= 30.',
    },
    {
      question: 'What is the difference between DELETE FROM users and DROP TABLE users?',
      options: {
        A: 'They are identical',
        B: 'DELETE removes rows but keeps the table; DROP removes the table',
        C: 'DROP removes the rows but keeps the table; DELETE removes both',
        D: 'DELETE only works with a WHERE clause',
      },
      correct: 'B',
      explanation:
        'DELETE empties (or filters) the data; DROP TABLE deletes the table definition and its data.',
    },
    {
      question: 'In PostgreSQL, MySQL and SQLite, what does LIMIT 5 at the end of a query do?',
      options: {
        A: 'Returns rows with id up to 5',
        B: 'Returns exactly 5 rows or fails',
        C: 'Returns at most 5 rows',
        D: 'Skips the first 5 rows',
      },
      correct: 'C',
      explanation: 'LIMIT caps the number of returned rows; OFFSET skips rows.',
    },
    {
      question: 'What does SELECT first_name AS name FROM people do?',
      options: {
        A: 'Renames the column in the table',
        B: 'Filters the rows where first_name equals the value of name',
        C: 'Creates a new table called name',
        D: 'Labels the first_name column as name in this result only',
      },
      correct: 'D',
      explanation: 'AS gives a column (or table) an alias in the query; the schema is unchanged.',
    },
  ],
  coding: [
    {
      id: 'sql-where-filter',
      title: 'Evaluate a WHERE Filter',
      description:
        'Run the query SELECT * FROM t WHERE <condition> on a small table.\n\n' +
        'Input: the first line is a condition `COLUMN OP VALUE`, where OP is one of `=`, `!=`, `<`, `>`, `<=`, `>=`. The second line is the header: column names separated by commas. Every following line is a row of comma-separated values (no spaces around commas).\n\n' +
        "Comparison: if both the row's value and VALUE are integers (optional leading `-`, digits), compare them as numbers; otherwise compare them as strings (plain character order).\n\n" +
        'Output: the header line, then every matching row in input order. If no row matches, print the header and then `(0 rows)`.',
      examples: [
        {
          input: 'age >= 18\nname,age\nana,17\nbo,18\ncy,40\n',
          output: 'name,age\nbo,18\ncy,40',
          explanation: '18 and 40 are at least 18.',
        },
        {
          input: 'city = Oslo\nname,city\nana,Rome\n',
          output: 'name,city\n(0 rows)',
          explanation: 'Nothing matches.',
        },
      ],
      constraints: [
        'At most 1000 rows and 10 columns',
        'The condition column exists',
        'Values contain no commas or spaces',
      ],
      testCases: [
        tc('age >= 18\nname,age\nana,17\nbo,18\ncy,40\n', 'name,age\nbo,18\ncy,40', false),
        tc('city = Oslo\nname,city\nana,Rome\n', 'name,city\n(0 rows)', false),
        tc(
          'price < 100\nitem,price\npen,9\nlamp,100\nbook,25\nsofa,1000\n',
          'item,price\npen,9\nbook,25',
        ),
        tc('name > m\nname,score\nzoe,1\namy,2\nmax,3\n', 'name,score\nzoe,1\nmax,3'),
        tc('score != 0\nid,score\n1,0\n2,-3\n3,0\n', 'id,score\n2,-3'),
        tc('temp <= -5\nday,temp\nmon,-10\ntue,-5\nwed,3\n', 'day,temp\nmon,-10\ntue,-5'),
        tc('code = 007\nagent,code\nbond,007\nsmith,7\n', 'agent,code\nbond,007\nsmith,7'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
col, op, value = lines[0].split()
header = lines[1]
cols = header.split(',')
idx = cols.index(col)
INT = re.compile(r'^-?\d+$')


def compare(a, b):
    if INT.match(a) and INT.match(b):
        a, b = int(a), int(b)
    return (a > b) - (a < b)


ops = {'=': lambda c: c == 0, '!=': lambda c: c != 0, '<': lambda c: c < 0,
       '>': lambda c: c > 0, '<=': lambda c: c <= 0, '>=': lambda c: c >= 0}
out = [header]
for row in lines[2:]:
    if ops[op](compare(row.split(',')[idx], value)):
        out.append(row)
if len(out) == 1:
    out.append('(0 rows)')
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, ncols, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
cols = ['id', 'name', 'age', 'city', 'score', 'code', 'price', 'Zed', 'x1', 'note'][:ncols]
def value(c, i):
    if c == 'id':
        return str(i)
    if c in ('age', 'score', 'price'):
        return str(random.randint(-1000, 1000) if mode != 'bigints' else random.randint(-10**12, 10**12))
    if c == 'code':
        return random.choice(['007', '7', '-0', '0', '10', '9', 'abc', 'A1', '-5', '1a'])
    return random.choice(['ana', 'Bo', 'cy', 'Oslo', 'Rome', 'rome', 'zoe', 'amy', 'm', 'M', '100', 'a-b'])
rows = [[value(c, i) for c in cols] for i in range(n)]
col = random.choice(cols) if mode != 'strings' else random.choice([c for c in cols if c in ('name', 'city', 'note', 'Zed', 'x1')] or cols)
op = random.choice(['=', '!=', '<', '>', '<=', '>='])
val = random.choice([r[cols.index(col)] for r in rows]) if rows else '0'
if mode == 'none':
    col, op, val = cols[-1], '=', 'nothing-matches'
print(col, op, val)
print(','.join(cols))
print('\n'.join(','.join(r) for r in rows))
`,
        tests: [
          { args: '1000 10 random', label: '1,000 rows, 10 columns' },
          { args: '1000 10 bigints', label: '1,000 rows, numbers up to 10^12' },
          { args: '1000 10 strings', label: '1,000 rows, a text column' },
          { args: '1000 3 none', label: '1,000 rows, nothing matches' },
          { args: '0 2 random', label: 'no rows' },
        ],
        validator: String.raw`import sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
cond = lines[0].split(' ')
assert len(cond) == 3 and cond[1] in ('=', '!=', '<', '>', '<=', '>='), 'expected COLUMN OP VALUE'
cols = lines[1].split(',')
assert 1 <= len(cols) <= 10, 'at most 10 columns'
assert cond[0] in cols, 'the condition column exists'
assert ',' not in cond[2], 'values contain no commas'
rows = lines[2:]
assert len(rows) <= 1000, 'at most 1000 rows'
for r in rows:
    assert ' ' not in r, 'values contain no spaces'
    assert len(r.split(',')) == len(cols), 'row width differs from the header'
`,
        wrongSolutions: [
          {
            name: 'always-strings',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares every value as a string, so 9 < 100 is false',
            source: String.raw`import re
import sys

lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
col, op, value = lines[0].split()
header = lines[1]
cols = header.split(',')
idx = cols.index(col)
INT = re.compile(r'^-?\d+$')


def compare(a, b):
    return (a > b) - (a < b)


ops = {'=': lambda c: c == 0, '!=': lambda c: c != 0, '<': lambda c: c < 0,
       '>': lambda c: c > 0, '<=': lambda c: c <= 0, '>=': lambda c: c >= 0}
out = [header]
for row in lines[2:]:
    if ops[op](compare(row.split(',')[idx], value)):
        out.append(row)
if len(out) == 1:
    out.append('(0 rows)')
print('\n'.join(out))
`,
          },
          {
            name: 'no-zero-rows-line',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints only the header when no row matches, without (0 rows)',
            source: String.raw`import re
import sys

lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
col, op, value = lines[0].split()
header = lines[1]
cols = header.split(',')
idx = cols.index(col)
INT = re.compile(r'^-?\d+$')


def compare(a, b):
    if INT.match(a) and INT.match(b):
        a, b = int(a), int(b)
    return (a > b) - (a < b)


ops = {'=': lambda c: c == 0, '!=': lambda c: c != 0, '<': lambda c: c < 0,
       '>': lambda c: c > 0, '<=': lambda c: c <= 0, '>=': lambda c: c >= 0}
out = [header]
for row in lines[2:]:
    if ops[op](compare(row.split(',')[idx], value)):
        out.append(row)
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'sql-aggregates-with-null',
      title: 'Aggregates and NULL',
      description:
        'Compute what SELECT COUNT(*), COUNT(x), SUM(x), MIN(x), MAX(x), AVG(x) returns for one integer column x that may contain NULLs. As in SQL, every aggregate except COUNT(*) ignores NULLs, and SUM, MIN, MAX and AVG are NULL when there are no non-NULL values.\n\n' +
        'Input: the values of x separated by whitespace; each is an integer or the word `NULL`. There may be no values at all.\n\n' +
        'Output six lines: `COUNT(*) = n`, `COUNT(x) = n`, `SUM(x) = v`, `MIN(x) = v`, `MAX(x) = v`, `AVG(x) = v`, where AVG is printed with exactly two decimals and any NULL result is printed as `NULL`.',
      examples: [
        {
          input: '3 NULL 5 4\n',
          output: 'COUNT(*) = 4\nCOUNT(x) = 3\nSUM(x) = 12\nMIN(x) = 3\nMAX(x) = 5\nAVG(x) = 4.00',
          explanation: 'The NULL is counted by COUNT(*) only; the average is 12 / 3.',
        },
        {
          input: 'NULL NULL\n',
          output:
            'COUNT(*) = 2\nCOUNT(x) = 0\nSUM(x) = NULL\nMIN(x) = NULL\nMAX(x) = NULL\nAVG(x) = NULL',
          explanation: 'With no non-NULL values, SUM, MIN, MAX and AVG are NULL.',
        },
      ],
      constraints: [
        'At most 10000 values',
        '|x| <= 10^9',
        'AVG is never exactly halfway between two 2-decimal values (no rounding ties such as 1.125) and never rounds to -0.00',
      ],
      testCases: [
        tc(
          '3 NULL 5 4\n',
          'COUNT(*) = 4\nCOUNT(x) = 3\nSUM(x) = 12\nMIN(x) = 3\nMAX(x) = 5\nAVG(x) = 4.00',
          false,
        ),
        tc(
          'NULL NULL\n',
          'COUNT(*) = 2\nCOUNT(x) = 0\nSUM(x) = NULL\nMIN(x) = NULL\nMAX(x) = NULL\nAVG(x) = NULL',
          false,
        ),
        tc(
          '\n',
          'COUNT(*) = 0\nCOUNT(x) = 0\nSUM(x) = NULL\nMIN(x) = NULL\nMAX(x) = NULL\nAVG(x) = NULL',
        ),
        tc(
          '1 2\n',
          'COUNT(*) = 2\nCOUNT(x) = 2\nSUM(x) = 3\nMIN(x) = 1\nMAX(x) = 2\nAVG(x) = 1.50',
        ),
        tc(
          '-7 NULL -2 0\n',
          'COUNT(*) = 4\nCOUNT(x) = 3\nSUM(x) = -9\nMIN(x) = -7\nMAX(x) = 0\nAVG(x) = -3.00',
        ),
        tc(
          '1000000000 1000000000 1000000000\n',
          'COUNT(*) = 3\nCOUNT(x) = 3\nSUM(x) = 3000000000\nMIN(x) = 1000000000\nMAX(x) = 1000000000\nAVG(x) = 1000000000.00',
        ),
        tc(
          '1 1 2\n',
          'COUNT(*) = 3\nCOUNT(x) = 3\nSUM(x) = 4\nMIN(x) = 1\nMAX(x) = 2\nAVG(x) = 1.33',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

tokens = sys.stdin.read().split()
vals = [int(t) for t in tokens if t != 'NULL']
print('COUNT(*) = %d' % len(tokens))
print('COUNT(x) = %d' % len(vals))
if vals:
    print('SUM(x) = %d' % sum(vals))
    print('MIN(x) = %d' % min(vals))
    print('MAX(x) = %d' % max(vals))
    print('AVG(x) = %.2f' % (sum(vals) / len(vals)))
else:
    for name in ('SUM', 'MIN', 'MAX', 'AVG'):
        print('%s(x) = NULL' % name)
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
def ok(vals):
    # no AVG rounding tie at the third decimal, and no AVG that rounds to -0.00
    c, s = len(vals), sum(vals)
    return not c or ((200 * s) % (2 * c) != c and not (-c < 200 * s < 0))
while True:
    toks = []
    for _ in range(n):
        if mode == 'random':
            toks.append(random.choice(['NULL', str(random.randint(-B, B))]))
        elif mode == 'max':
            toks.append(str(B))
        elif mode == 'min':
            toks.append(str(-B))
        elif mode == 'nulls':
            toks.append('NULL')
        elif mode == 'small':
            toks.append(random.choice(['NULL', str(random.randint(-3, 3))]))
    vals = [int(t) for t in toks if t != 'NULL']
    if ok(vals):
        break
    n = n
    random.seed(' '.join(args) + str(len(toks)) + str(sum(vals)))
print(' '.join(toks) if mode != 'lines' else '\n'.join(toks))
`,
        tests: [
          { args: '10000 random', label: '10,000 values with NULLs' },
          { args: '10000 max', label: '10,000 values of 10^9' },
          { args: '3000 min', label: '3,000 values of -10^9' },
          { args: '3000 nulls', label: '3,000 NULLs' },
          { args: '1 small', label: 'one value' },
        ],
        validator: String.raw`import re, sys
toks = sys.stdin.read().split()
assert len(toks) <= 10000, 'more than 10000 values'
vals = []
for t in toks:
    if t != 'NULL':
        assert re.fullmatch(r'-?(0|[1-9][0-9]*)', t), 'expected an integer or NULL'
        assert abs(int(t)) <= 10**9, '|x| over 10^9'
        vals.append(int(t))
c, s = len(vals), sum(vals)
assert not c or (200 * s) % (2 * c) != c, 'AVG must not be a rounding tie'
assert not c or not (-c < 200 * s < 0), 'AVG must not round to -0.00'
`,
        wrongSolutions: [
          {
            name: 'int32-sum',
            language: 'c',
            mustFail: 'WA',
            why: 'Adds the values in a 32-bit int, but 10,000 values up to 10^9 sum to 10^13',
            source: String.raw`#include <stdio.h>
#include <string.h>
#include <stdlib.h>

int main(void) {
    char tok[64];
    int total = 0, count = 0, sum = 0, lo = 0, hi = 0;
    while (scanf("%63s", tok) == 1) {
        total++;
        if (strcmp(tok, "NULL") == 0) continue;
        int x = atoi(tok);
        if (count == 0 || x < lo) lo = x;
        if (count == 0 || x > hi) hi = x;
        sum += x;
        count++;
    }
    printf("COUNT(*) = %d\nCOUNT(x) = %d\n", total, count);
    if (count == 0) {
        printf("SUM(x) = NULL\nMIN(x) = NULL\nMAX(x) = NULL\nAVG(x) = NULL\n");
    } else {
        printf("SUM(x) = %d\nMIN(x) = %d\nMAX(x) = %d\nAVG(x) = %.2f\n", sum, lo, hi, (double)sum / count);
    }
    return 0;
}
`,
          },
          {
            name: 'avg-over-all-rows',
            language: 'python3',
            mustFail: 'WA',
            why: 'Divides the sum by COUNT(*) instead of COUNT(x), counting NULL rows in the average',
            source: String.raw`import sys

tokens = sys.stdin.read().split()
vals = [int(t) for t in tokens if t != 'NULL']
print('COUNT(*) = %d' % len(tokens))
print('COUNT(x) = %d' % len(vals))
if vals:
    print('SUM(x) = %d' % sum(vals))
    print('MIN(x) = %d' % min(vals))
    print('MAX(x) = %d' % max(vals))
    print('AVG(x) = %.2f' % (sum(vals) / len(tokens)))
else:
    for name in ('SUM', 'MIN', 'MAX', 'AVG'):
        print('%s(x) = NULL' % name)
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'sql-avg-ignores-null',
      title: 'AVG Ignores NULL',
      description:
        'This Python program loads sensor readings into an in-memory SQLite table and computes their average with `SUM(value) ... / COUNT(...)`, because the report later shows the sum and the count too. Like AVG, it must ignore NULL readings (sensor offline) and give NULL when there is no non-NULL value. The result is printed with two decimals, or `NULL`. The averages come out too low and truncated. Find and fix the bugs in the query.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE readings (value INTEGER)')
for tok in sys.stdin.read().split():
    con.execute('INSERT INTO readings VALUES (?)', (None if tok == 'NULL' else int(tok),))

avg = con.execute('SELECT SUM(value) / COUNT(*) FROM readings').fetchone()[0]
print('NULL' if avg is None else '%.2f' % avg)
`,
      fixedCode: String.raw`import sqlite3
import sys

con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE readings (value INTEGER)')
for tok in sys.stdin.read().split():
    con.execute('INSERT INTO readings VALUES (?)', (None if tok == 'NULL' else int(tok),))

avg = con.execute('SELECT SUM(value) * 1.0 / COUNT(value) FROM readings').fetchone()[0]
print('NULL' if avg is None else '%.2f' % avg)
`,
      expectedBehavior:
        'Input: integers and NULLs separated by whitespace. Output: the average of the non-NULL values with two decimals, or NULL.',
      hints: [
        'Which rows does COUNT(*) count, and which rows does COUNT(value) count?',
        'What is 3 / 2 in SQLite when both sides are integers?',
        'Compare your query with AVG(value) on the same rows.',
      ],
      testCases: [
        { input: '1 2 NULL\n', expectedOutput: '1.50', hidden: false },
        { input: '4 4\n', expectedOutput: '4.00', hidden: false },
        { input: 'NULL NULL\n', expectedOutput: 'NULL', hidden: true },
        { input: '10 NULL 20 NULL\n', expectedOutput: '15.00', hidden: true },
        { input: '1 2\n', expectedOutput: '1.50', hidden: true },
        { input: '\n', expectedOutput: 'NULL', hidden: true },
        { input: '-3 -4\n', expectedOutput: '-3.50', hidden: true },
        { input: '7 NULL\n', expectedOutput: '7.00', hidden: true },
      ],
      bugs: [
        {
          description:
            'COUNT(*) counts the NULL rows too, so the denominator is too large; COUNT(value) counts only non-NULL values.',
          testIndexes: [0, 3, 7],
        },
        {
          description:
            'SUM / COUNT of two integers is integer division in SQLite; the fraction is lost (multiply by 1.0 first, or use AVG).',
          testIndexes: [0, 4, 6],
        },
      ],
    },
    {
      id: 'sql-order-by-limit',
      title: 'ORDER BY score DESC LIMIT n',
      description:
        'This Python program loads rows into an in-memory SQLite table and runs `SELECT name, score FROM scores ORDER BY ... LIMIT n`: the first input line is n, then come rows `name score` with integer scores. It should print the n highest scores, highest first; rows with equal scores keep their input order. It ranks 9 above 10 and puts ties in the wrong order. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
limit = int(lines[0])
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE scores (id INTEGER PRIMARY KEY, name TEXT, score TEXT)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 2:
        con.execute('INSERT INTO scores (name, score) VALUES (?, ?)', (parts[0], parts[1]))

query = 'SELECT name, score FROM scores ORDER BY score DESC, id DESC LIMIT ?'
for name, score in con.execute(query, (limit,)):
    print(name, score)
`,
      fixedCode: String.raw`import sqlite3
import sys

lines = sys.stdin.read().split('\n')
limit = int(lines[0])
con = sqlite3.connect(':memory:')
con.execute('CREATE TABLE scores (id INTEGER PRIMARY KEY, name TEXT, score INTEGER)')
for line in lines[1:]:
    parts = line.split()
    if len(parts) == 2:
        con.execute('INSERT INTO scores (name, score) VALUES (?, ?)', (parts[0], parts[1]))

query = 'SELECT name, score FROM scores ORDER BY score DESC, id ASC LIMIT ?'
for name, score in con.execute(query, (limit,)):
    print(name, score)
`,
      expectedBehavior:
        'Input: n, then "name score" rows. Output: at most n rows "name score", highest score first, ties in input order.',
      hints: [
        'The program inserts the score as the text it read. What does the declared column type do with it?',
        'How does SQLite compare the TEXT values "9" and "10"?',
        'Rows are inserted in input order: which id does the first of two equal scores get?',
      ],
      testCases: [
        { input: '2\nann 90\nbob 100\ncy 85\n', expectedOutput: 'bob 100\nann 90', hidden: false },
        { input: '2\nx 5\ny 7\nz 7\n', expectedOutput: 'y 7\nz 7', hidden: false },
        { input: '5\nsolo 3\n', expectedOutput: 'solo 3', hidden: true },
        { input: '0\na 1\n', expectedOutput: '', hidden: true },
        { input: '3\na 9\nb 10\nc 11\nd 8\n', expectedOutput: 'c 11\nb 10\na 9', hidden: true },
        { input: '2\np 5\nq 5\nr 1\n', expectedOutput: 'p 5\nq 5', hidden: true },
        { input: '1\nx 5\ny 7\n', expectedOutput: 'y 7', hidden: true },
      ],
      bugs: [
        {
          description:
            'The score column is declared TEXT, so the scores stay strings and sort alphabetically ("9" > "10"); declare it INTEGER.',
          testIndexes: [0, 4],
        },
        {
          description:
            'The tie-breaker is id DESC, which puts equal scores in reverse input order; it must be id ASC.',
          testIndexes: [1, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'sql-run-select-where-order',
      title: 'Execute a Simple Query by Hand',
      description:
        'Without a database, a script holds a list of user records (name, age, where age may be missing). Describe how it should compute the result of SELECT name FROM users WHERE age >= 18 ORDER BY name, step by step.',
      requirements: [
        'Return only the names, in the order the query defines',
        'Follow SQL semantics for missing (NULL) ages',
        'Do not modify the original list',
      ],
      examples: [
        {
          scenario: '[(zoe, 30), (amy, 17), (bob, NULL), (eve, 18)]',
          expectedApproach: '[eve, zoe]',
        },
        { scenario: 'All users under 18', expectedApproach: 'An empty result.' },
      ],
      evaluationCriteria: [
        'Filters with the WHERE condition first',
        'Treats NULL ages as not matching',
        'Projects the name column',
        'Sorts by name ascending',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Loop over the records and keep those whose age is at least 18 (the WHERE step)',
            weight: 3,
            accept: ['filter', 'keep age 18', 'age 18', 'where'],
          },
          {
            idea: 'Keep only the name column (projection)',
            weight: 2,
            accept: ['only the name', 'project', 'take the name', 'extract name', 'collect name'],
          },
          {
            idea: 'Sort the names in ascending order (ORDER BY)',
            weight: 3,
            accept: ['sort', 'order by', 'alphabetical', 'ascending'],
          },
          {
            idea: 'Return the resulting list',
            weight: 2,
            accept: [
              'return result',
              'return the names',
              'return list',
              'output the list',
              'print the names',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'NULL age never satisfies the condition',
            accept: ['null', 'missing age', 'unknown'],
          },
          {
            case: 'No matching rows gives an empty result',
            accept: ['empty result', 'no rows', 'no match', 'empty list'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'ORDER BY name without DESC sorts ascending, from A to Z; sorting the names in descending order reverses the result.',
            patterns: [
              'sort descend',
              'order descend',
              'sort name descend',
              'order name descend',
              'sort revers alphabet',
              'revers alphabet order',
              'sort z to a',
              'names z to a',
              'order by name desc',
            ],
          },
          {
            mistake:
              'The condition is age >= 18, so an 18-year-old is included; testing age > 18 (older than 18) drops them.',
            patterns: [
              'age > 18',
              '18 < age',
              'older 18',
              'age over 18',
              'age bigger 18 strictly',
              'age strictly greater 18',
              'age strictly more 18',
            ],
          },
          {
            mistake:
              'The query must not change the source data: deleting records from users or sorting users in place modifies the original list; build a new result list instead.',
            patterns: [
              'remove from users',
              'delete from users',
              'sort users place',
              'users sort place',
              'sort users list place',
              'users pop',
              'users splice',
            ],
          },
          {
            mistake:
              'A comparison with NULL is unknown, and WHERE keeps only rows whose condition is true, so a record with a missing age is left out, not kept.',
            patterns: [
              'null keep = true',
              'null include = true',
              'null match = true',
              'null pass = true',
            ],
          },
        ],
        modelAnswer: `1. SET result = empty list (the original list is not modified)
2. FOR each record in users
3.   IF age is NULL THEN skip it, because a comparison with NULL is unknown and never true
4.   IF age >= 18 THEN add the name to result (the WHERE filter plus the projection of only the name)
5. sort result in ascending alphabetical order (ORDER BY name)
6. RETURN result; if no record matched it is an empty result`,
      },
    },
    {
      id: 'sql-find-duplicate-emails',
      title: 'Find Duplicate Emails',
      description:
        'A sign-up table should have had a unique constraint on email but did not. Describe an algorithm (or the SQL plus the reasoning) that lists every email address used by more than one account, treating addresses that differ only in letter case or surrounding spaces as the same.',
      requirements: [
        'Report each duplicated address once, with how many accounts use it',
        'Ignore differences of case and surrounding spaces',
        'Rows without an email are not duplicates of each other',
      ],
      examples: [
        {
          scenario: '"Ann@x.io", "ann@x.io ", "bob@y.io"',
          expectedApproach: 'ann@x.io appears 2 times.',
        },
        { scenario: 'Two rows with NULL email', expectedApproach: 'Not reported.' },
      ],
      evaluationCriteria: [
        'Normalises case and whitespace',
        'Counts per normalised email',
        'Keeps counts greater than 1 (HAVING)',
        'Excludes NULL or empty emails',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Normalise each email: trim spaces and convert to lower case',
            weight: 3,
            accept: ['lower', 'trim', 'normalis', 'normaliz'],
          },
          {
            idea: 'Count rows per normalised email (GROUP BY or a dictionary)',
            weight: 3,
            accept: ['group by', 'count per', 'dictionary', 'hash map', 'count each'],
          },
          {
            idea: 'Keep only emails whose count is greater than 1 (HAVING COUNT(*) > 1)',
            weight: 3,
            accept: ['having', 'greater than 1', 'more than one', 'count 1'],
          },
          {
            idea: 'Output each duplicated email with its count',
            weight: 1,
            accept: [
              'report key',
              'report email',
              'print email',
              'output email',
              'return the list',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'NULL or empty emails are skipped',
            accept: ['null', 'empty email', 'missing email', 'blank'],
          },
          { case: 'Mixed case addresses', accept: ['case', 'uppercase', 'upper case'] },
        ],
        pitfalls: [
          {
            mistake:
              'Every address that appears at all has a count of at least 1, so the filter must be count > 1 (at least 2); a threshold of > 0, >= 1 or = 1 reports unique addresses.',
            patterns: [
              'having count >= 1',
              'having count > 0',
              'having count = 1',
              'having count = 0',
              'having count at least 1',
              'count >= 1 report',
              'count >= 1 output',
              'count >= 1 print',
              'count > 0 report',
              'count > 0 output',
              'count > 0 print',
              'count == 1 report',
              'count == 1 output',
              'count == 1 print',
              'count == 1 return',
            ],
          },
          {
            mistake:
              'WHERE filters single rows before grouping and cannot use COUNT(*); the condition on the group size belongs in HAVING after GROUP BY.',
            patterns: [
              'where count group',
              'where count > 1 group',
              'group where count',
              'group by where count',
            ],
          },
          {
            mistake:
              'Counting distinct spellings per address counts variants, not accounts; count all rows of each normalised address.',
            patterns: ['count(distinct email', 'count ( distinct'],
          },
        ],
        modelAnswer: `1. SET counts = empty dictionary
2. FOR each account row
3.   IF email is NULL or blank THEN skip it
4.   SET key = lower(trim(email)) so case and spaces are normalised
5.   increment counts[key] (this is GROUP BY lower(trim(email)))
6. FOR each key with its count in counts
7.   IF count is greater than 1 (HAVING COUNT(*) > 1) THEN report key and count
8. In SQL: SELECT lower(trim(email)), COUNT(*) FROM accounts WHERE email IS NOT NULL GROUP BY 1 HAVING COUNT(*) > 1`,
      },
    },
  ],
};
