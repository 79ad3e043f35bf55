import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'firebase-4',
  order: 4,
  title: 'Querying Firestore and Real-Time Listeners',
  description: 'Filter, sort and paginate Firestore queries, understand indexes and query limitations, and keep the UI in sync with real-time listeners.',
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
    proTip: 'When a query fails with a "requires an index" error, follow the link in the error message: it opens the console with the composite index pre-filled, and you should then add it to firestore.indexes.json so deployments recreate it.',
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
          explanation: 'Kitchen products up to 20, most expensive first: cup (15) then mug (9); lamp is too expensive and pan is in another category.',
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
          explanation: '!= excludes c, which has no status field, unlike MongoDB\'s $ne; without orderBy the IDs come back in ascending order.',
        },
      ],
      constraints: [
        'At most 10 where clauses and 1000 documents',
        'Field names and values contain no spaces or = signs; document IDs are unique',
        'Numbers fit in 64-bit signed integers',
      ],
      testCases: [
        { input: `QUERY
where category == kitchen
where price <= 20
orderBy price desc
limit 10
DOCS
mug category=kitchen price=9
lamp category=kitchen price=35
pan category=cookware price=12
cup category=kitchen price=15
`, expectedOutput: `cup
mug`, hidden: false },
        { input: `QUERY
where status != archived
DOCS
d status=active
a status=archived
c name=NoStatus
b status=draft
`, expectedOutput: `b
d`, hidden: false },
        { input: `QUERY
DOCS
z a=1
m
a b=2
`, expectedOutput: `a
m
z`, hidden: true },
        { input: `QUERY
orderBy score asc
limit 3
DOCS
p1 score=50
p2 name=noscore
p3 score=-5
p4 score=50
p5 score=high
p6 score=7
`, expectedOutput: `p3
p6
p1`, hidden: true },
        { input: `QUERY
orderBy score desc
DOCS
p1 score=50
p4 score=50
p5 score=high
p3 score=-5
`, expectedOutput: `p5
p4
p1
p3`, hidden: true },
        { input: `QUERY
where age > 30
where age < 40
DOCS
u1 age=35
u2 age=thirty-five
u3 age=40
u4 age=31
u5 name=x
`, expectedOutput: `u1
u4`, hidden: true },
        { input: `QUERY
where city == Paris
limit 0
DOCS
u1 city=Paris
`, expectedOutput: `no results`, hidden: true },
        { input: `QUERY
where zip >= 10000
orderBy name asc
DOCS
a zip=10001 name=Zoe
b zip=9999 name=Al
c zip=20000
d zip=10000 name=Bo
`, expectedOutput: `d
a`, hidden: true },
      ],
      reference: { language: 'python3', source: `import sys, re
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
` },
    },
  ],
};
