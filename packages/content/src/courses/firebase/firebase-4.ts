import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-4',
  order: 4,
  title: 'Querying Firestore and Real-Time Listeners',
  description:
    'Filter, sort and paginate Firestore queries, understand indexes and query limitations, and keep the UI in sync with real-time listeners.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Build queries with where, orderBy and limit',
    'Explain single-field and composite indexes',
    'Paginate with cursors such as startAfter',
    'Subscribe to real-time updates with onSnapshot and handle document changes',
  ],
  lesson: `## Building queries

\`\`\`javascript
import { collection, query, where, orderBy, limit, getDocs } from "firebase/firestore";

const q = query(
  collection(db, "products"),
  where("category", "==", "kitchen"),
  where("price", "<=", 20),
  orderBy("price", "desc"),
  limit(10)
);
const snap = await getDocs(q);
snap.forEach((d) => console.log(d.id, d.data()));
\`\`\`

Operators: \`==\`, \`!=\`, \`<\`, \`<=\`, \`>\`, \`>=\`, \`array-contains\`, \`array-contains-any\`, \`in\` and \`not-in\`, and filters can be combined with \`and()\` and \`or()\`. Collection group queries (\`collectionGroup(db, "orders")\`) search every subcollection with that name.

## Indexes and performance

Firestore answers **every** query from an index, so query time depends on the size of the **result set**, not of the collection. That makes it scale, but it also limits which queries are possible:

- **Single-field indexes** are created automatically for every field.
- Queries combining equality and range filters or sorting on other fields need a **composite index**. The error message contains a link to create it; keep indexes in \`firestore.indexes.json\` and deploy them with \`firebase deploy --only firestore:indexes\`.

## Subtle rules worth knowing

- **orderBy excludes missing fields**: a query ordered by \`price\` only returns documents that *have* a \`price\` field.
- **\`!=\` and \`not-in\` exclude missing fields too**: \`where("status", "!=", "archived")\` does not return documents without a \`status\`. (This differs from MongoDB, where \`$ne\` matches missing fields.)
- Comparisons are type-aware: the number \`5\` and the string \`"5"\` are different, and when sorting mixed types Firestore orders **numbers before strings**.
- Without an \`orderBy\`, results come back in **document ID** order, and document ID is also the tie-breaker for equal sort values.
- Counting and summing without downloading documents is possible with **aggregation queries**: \`getCountFromServer(q)\`, \`sum()\` and \`average()\`.

## Pagination

Use **cursors** rather than offsets. Keep the last document of a page and start the next query after it:

\`\`\`javascript
const first = await getDocs(query(col, orderBy("createdAt", "desc"), limit(20)));
const last = first.docs[first.docs.length - 1];
const next = await getDocs(query(col, orderBy("createdAt", "desc"), startAfter(last), limit(20)));
\`\`\`

Offsets would still read (and bill) every skipped document.

## Real-time listeners

Firestore's signature feature is live data. \`onSnapshot\` delivers the current results immediately and then a new snapshot whenever matching documents change:

\`\`\`javascript
import { onSnapshot } from "firebase/firestore";
const unsubscribe = onSnapshot(q, (snap) => {
  snap.docChanges().forEach((ch) => {
    if (ch.type === "added") addRow(ch.doc);
    if (ch.type === "modified") updateRow(ch.doc);
    if (ch.type === "removed") removeRow(ch.doc.id);
  });
});
// later, e.g. when the component unmounts:
unsubscribe();
\`\`\`

Local writes trigger listeners immediately (**latency compensation**), with \`snap.metadata.hasPendingWrites\` true until the server confirms. Always unsubscribe listeners you no longer need; each one keeps a connection and is billed for the documents it receives.

## Your challenge

Evaluate a simplified Firestore query with these exact semantics, including the missing-field and ordering rules.
`,
  overview: {
    whatYouWillLearn: [
      'Queries filter a collection with where clauses and sort with orderBy, and their cost scales with the result size.',
      'Every query is served by an index; single-field indexes are automatic, composite ones are declared.',
      'orderBy on a field excludes documents that do not have that field.',
      'The != and not-in operators also exclude documents where the field is missing.',
      'Cursor pagination with startAfter is efficient, unlike skipping with offsets.',
      'onSnapshot listeners deliver the current results and then every change, including from local writes.',
    ],
    proTip:
      'When a query fails with a "requires an index" error, follow the link in the error message: it opens the console with the composite index pre-filled, and you should then add it to firestore.indexes.json so deployments recreate it.',
  },
  mcqs: [],
  problems: [
    {
      id: 'firestore-query',
      title: 'Evaluate a Firestore Query',
      description: `The input starts with a line \`QUERY\`, followed by clauses, one per line, then a line \`DOCS\`, followed by documents, one per line.

Clauses:
- \`where FIELD OP VALUE\` with OP one of \`==\`, \`!=\`, \`<\`, \`<=\`, \`>\`, \`>=\`
- \`orderBy FIELD asc\` or \`orderBy FIELD desc\` (at most one)
- \`limit N\`

Each document line is a document ID followed by space-separated \`field=value\` pairs. A value matching \`-?[0-9]+\` is a number; anything else is a string.

Semantics:
- A \`where\` clause matches only documents that **have** the field, with a value of the **same type**, satisfying the comparison (strings compare character by character). This applies to \`!=\` as well.
- With \`orderBy\`, documents without that field are excluded; the rest are sorted by the field, numbers before strings, in the given direction; ties are broken by document ID in the same direction. Without \`orderBy\`, results are sorted by document ID ascending.
- \`limit N\` keeps the first N results.

Print the IDs of the results, one per line, or \`no results\` if there are none.`,
      examples: [
        {
          input: `QUERY
where category == kitchen
where price <= 20
orderBy price desc
limit 10
DOCS
mug category=kitchen price=9
lamp category=kitchen price=35
pan category=cookware price=12
cup category=kitchen price=15
`,
          output: `cup
mug`,
          explanation:
            'Kitchen products up to 20, most expensive first: cup (15) then mug (9); lamp is too expensive and pan is in another category.',
        },
        {
          input: `QUERY
where status != archived
DOCS
d status=active
a status=archived
c name=NoStatus
b status=draft
`,
          output: `b
d`,
          explanation:
            "!= excludes c, which has no status field, unlike MongoDB's $ne; without orderBy the IDs come back in ascending order.",
        },
      ],
      constraints: [
        'At most 10 where clauses and 1000 documents',
        'Field names and values contain no spaces or = signs; document IDs are unique',
        'Numbers fit in 64-bit signed integers',
      ],
      testCases: [
        {
          input: `QUERY
where category == kitchen
where price <= 20
orderBy price desc
limit 10
DOCS
mug category=kitchen price=9
lamp category=kitchen price=35
pan category=cookware price=12
cup category=kitchen price=15
`,
          expectedOutput: `cup
mug`,
          hidden: false,
        },
        {
          input: `QUERY
where status != archived
DOCS
d status=active
a status=archived
c name=NoStatus
b status=draft
`,
          expectedOutput: `b
d`,
          hidden: false,
        },
        {
          input: `QUERY
DOCS
z a=1
m
a b=2
`,
          expectedOutput: `a
m
z`,
          hidden: true,
        },
        {
          input: `QUERY
orderBy score asc
limit 3
DOCS
p1 score=50
p2 name=noscore
p3 score=-5
p4 score=50
p5 score=high
p6 score=7
`,
          expectedOutput: `p3
p6
p1`,
          hidden: true,
        },
        {
          input: `QUERY
orderBy score desc
DOCS
p1 score=50
p4 score=50
p5 score=high
p3 score=-5
`,
          expectedOutput: `p5
p4
p1
p3`,
          hidden: true,
        },
        {
          input: `QUERY
where age > 30
where age < 40
DOCS
u1 age=35
u2 age=thirty-five
u3 age=40
u4 age=31
u5 name=x
`,
          expectedOutput: `u1
u4`,
          hidden: true,
        },
        {
          input: `QUERY
where city == Paris
limit 0
DOCS
u1 city=Paris
`,
          expectedOutput: `no results`,
          hidden: true,
        },
        {
          input: `QUERY
where zip >= 10000
orderBy name asc
DOCS
a zip=10001 name=Zoe
b zip=9999 name=Al
c zip=20000
d zip=10000 name=Bo
`,
          expectedOutput: `d
a`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys, re
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
NUM = re.compile(r'^-?[0-9]+$')
def val(s):
    return (0, int(s)) if NUM.match(s) else (1, s)
i = lines.index('DOCS')
wheres, order, lim = [], None, None
for c in lines[1:i]:
    t = c.split()
    if t[0] == 'where':
        wheres.append((t[1], t[2], val(t[3])))
    elif t[0] == 'orderBy':
        order = (t[1], t[2] == 'desc')
    elif t[0] == 'limit':
        lim = int(t[1])
docs = []
for line in lines[i + 1:]:
    parts = line.split()
    d = {}
    for p in parts[1:]:
        k, _, v = p.partition('=')
        d[k] = val(v)
    docs.append((parts[0], d))
ops = {'==': lambda a, b: a == b, '!=': lambda a, b: a != b, '<': lambda a, b: a < b,
       '<=': lambda a, b: a <= b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}
def ok(d):
    for f, op, v in wheres:
        if f not in d or d[f][0] != v[0] or not ops[op](d[f][1], v[1]):
            return False
    return True
res = [(id_, d) for id_, d in docs if ok(d)]
if order:
    f, desc = order
    res = [r for r in res if f in r[1]]
    res.sort(key=lambda r: (r[1][f], r[0]), reverse=desc)
else:
    res.sort(key=lambda r: r[0])
if lim is not None:
    res = res[:lim]
print('\\n'.join(r[0] for r in res) if res else 'no results')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, nw, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
fields = ['age', 'price', 'city', 'name', 'score', 'status']
def value(f):
    if mode == 'ties' and f == 'score':
        return random.choice(['1', '2', 'x'])
    if mode == 'big' and random.random() < 0.4:
        return str(random.choice([-2**63, 2**63 - 1, 0, -1]))
    if f in ('age', 'price', 'score'):
        return str(random.randint(-20, 60)) if random.random() < 0.85 else random.choice(['high', 'N/A', 'x1'])
    return random.choice(['Paris', 'paris', 'London', 'Zoe', 'Al', 'Bo', 'active', 'archived', '10', '-3'])
print('QUERY')
clauses = []
for _ in range(nw):
    f = random.choice(fields)
    op = '!=' if mode == 'ne' else random.choice(['==', '!=', '<', '<=', '>', '>='])
    clauses.append('where %s %s %s' % (f, op, value(f)))
if mode == 'ties':
    clauses.append('orderBy score desc')
elif mode != 'noorder':
    clauses.append('orderBy %s %s' % (random.choice(fields), random.choice(['asc', 'desc'])))
if mode != 'ties' and random.random() < 0.5:
    clauses.append('limit %d' % random.choice([0, 1, 5, 100, 10000]))
random.shuffle(clauses)
print('\\n'.join(clauses))
print('DOCS')
ids = random.sample(range(10**6), n)
for i in ids:
    pairs = ['%s=%s' % (f, value(f)) for f in fields if random.random() < 0.75]
    print(' '.join(['d%d' % i] + pairs))
`,
        tests: [
          { args: '1000 3 mixed', label: '1,000 documents, 3 where clauses and orderBy' },
          { args: '1000 10 mixed', label: '1,000 documents, 10 where clauses' },
          { args: '1000 2 ne', label: '1,000 documents, != clauses' },
          { args: '1000 0 big', label: '1,000 documents, 64-bit extremes' },
          { args: '1000 0 ties', label: '1,000 documents, descending order with many ties' },
          { args: '1000 1 noorder', label: '1,000 documents, no orderBy' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert lines[0] == 'QUERY' and 'DOCS' in lines, 'missing QUERY or DOCS'
d = lines.index('DOCS')
wheres = orders = 0
def num_ok(v):
    if re.fullmatch('-?[0-9]+', v):
        assert -2**63 <= int(v) < 2**63, 'number out of 64-bit range'
for c in lines[1:d]:
    t = c.split(' ')
    if t[0] == 'where':
        assert len(t) == 4 and t[2] in ('==', '!=', '<', '<=', '>', '>=') and re.fullmatch('[^ =]+', t[1]) and re.fullmatch('[^ =]+', t[3]), 'bad where'
        num_ok(t[3])
        wheres += 1
    elif t[0] == 'orderBy':
        assert len(t) == 3 and t[2] in ('asc', 'desc'), 'bad orderBy'
        orders += 1
    else:
        assert t[0] == 'limit' and len(t) == 2 and re.fullmatch('[0-9]+', t[1]), 'bad clause'
assert wheres <= 10 and orders <= 1, 'too many clauses'
docs = lines[d + 1:]
assert len(docs) <= 1000, 'more than 1000 documents'
ids = set()
for line in docs:
    parts = line.split(' ')
    assert parts[0] and '=' not in parts[0] and parts[0] not in ids, 'bad or repeated document ID'
    ids.add(parts[0])
    keys = []
    for p in parts[1:]:
        m = re.fullmatch('([^ =]+)=([^ =]+)', p)
        assert m, 'bad field=value pair'
        keys.append(m.group(1))
        num_ok(m.group(2))
    assert len(set(keys)) == len(keys), 'field repeated'
`,
        wrongSolutions: [
          {
            name: 'ne-matches-missing',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lets != match documents without the field or with another type, but Firestore requires the field',
            source: `import sys, re
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
NUM = re.compile(r'^-?[0-9]+$')
val = lambda s: (0, int(s)) if NUM.match(s) else (1, s)
i = lines.index('DOCS')
wheres, order, lim = [], None, None
for c in lines[1:i]:
    t = c.split()
    if t[0] == 'where':
        wheres.append((t[1], t[2], val(t[3])))
    elif t[0] == 'orderBy':
        order = (t[1], t[2] == 'desc')
    else:
        lim = int(t[1])
docs = []
for line in lines[i + 1:]:
    parts = line.split()
    docs.append((parts[0], {k: val(v) for k, _, v in (p.partition('=') for p in parts[1:])}))
ops = {'==': lambda a, b: a == b, '!=': lambda a, b: a != b, '<': lambda a, b: a < b, '<=': lambda a, b: a <= b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}
def ok(d):
    for f, op, v in wheres:
        if op == '!=':
            if f in d and d[f] == v:
                return False
        elif f not in d or d[f][0] != v[0] or not ops[op](d[f][1], v[1]):
            return False
    return True
res = [r for r in docs if ok(r[1])]
if order:
    res = [r for r in res if order[0] in r[1]]
    res.sort(key=lambda r: (r[1][order[0]], r[0]), reverse=order[1])
else:
    res.sort()
if lim is not None:
    res = res[:lim]
print('\\n'.join(r[0] for r in res) if res else 'no results')
`,
          },
          {
            name: 'ties-by-id-ascending',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks orderBy ties by ascending document ID even for desc, but the tie-break follows the direction',
            source: `import sys, re
lines = [l.strip() for l in sys.stdin.read().split('\\n') if l.strip()]
NUM = re.compile(r'^-?[0-9]+$')
val = lambda s: (0, int(s)) if NUM.match(s) else (1, s)
i = lines.index('DOCS')
wheres, order, lim = [], None, None
for c in lines[1:i]:
    t = c.split()
    if t[0] == 'where':
        wheres.append((t[1], t[2], val(t[3])))
    elif t[0] == 'orderBy':
        order = (t[1], t[2] == 'desc')
    else:
        lim = int(t[1])
docs = []
for line in lines[i + 1:]:
    parts = line.split()
    docs.append((parts[0], {k: val(v) for k, _, v in (p.partition('=') for p in parts[1:])}))
ops = {'==': lambda a, b: a == b, '!=': lambda a, b: a != b, '<': lambda a, b: a < b, '<=': lambda a, b: a <= b, '>': lambda a, b: a > b, '>=': lambda a, b: a >= b}
ok = lambda d: all(f in d and d[f][0] == v[0] and ops[op](d[f][1], v[1]) for f, op, v in wheres)
res = sorted(r for r in docs if ok(r[1]))
if order:
    res = [r for r in res if order[0] in r[1]]
    res.sort(key=lambda r: r[1][order[0]], reverse=order[1])
if lim is not None:
    res = res[:lim]
print('\\n'.join(r[0] for r in res) if res else 'no results')
`,
          },
        ],
      },
    },
  ],
};
