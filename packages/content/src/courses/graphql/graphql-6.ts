import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-6',
  order: 6,
  title: 'The N+1 Problem and DataLoader',
  description:
    'Detect N+1 queries caused by nested resolvers and fix them with batching and per-request caching using DataLoader.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain why nested resolvers cause N+1 queries',
    'Batch loads within one tick of the event loop with DataLoader',
    'Use per-request caching and clearing correctly',
    'Simulate how DataLoader groups and deduplicates keys',
  ],
  lesson: `## Where N+1 comes from

Resolvers are small and independent, which is elegant but dangerous. Consider:

\`\`\`graphql
{ books(first: 50) { title author { name } } }
\`\`\`

\`Query.books\` runs one query for 50 books. Then \`Book.author\` runs once **per book**, issuing 50 more queries, often for the same few authors. That is the **N+1 problem**: 1 query for the list plus N for the children. Nested lists multiply it further, and because clients choose the shape of queries, you cannot simply write one hand-tuned SQL join for every case.

## DataLoader

**DataLoader** (originally from Facebook, available for JavaScript and ported to most languages) solves this with two techniques: **batching** and **caching**.

\`\`\`js
import DataLoader from 'dataloader';

function createLoaders(db) {
  return {
    author: new DataLoader(async (ids) => {
      const rows = await db.query('SELECT * FROM authors WHERE id = ANY($1)', [ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? new Error(\`Author \${id} not found\`));
    }),
  };
}

// context: ({ request }) => ({ db, loaders: createLoaders(db) })
const resolvers = {
  Book: { author: (book, _args, ctx) => ctx.loaders.author.load(book.authorId) },
};
\`\`\`

**Batching.** Each call to \`load(key)\` returns a promise immediately and records the key. DataLoader waits until the current tick of the event loop has finished (all resolvers at this level have been called), then calls your **batch function once** with all collected keys. Fifty \`load\` calls become one \`WHERE id = ANY(...)\` query. The batch function must return an array of the same length and **in the same order** as the keys, with an \`Error\` for keys that failed.

**Deduplication and caching.** Within a batch, duplicate keys are requested only once, in the order they were first asked for. DataLoader also **memoises** each key: a later \`load(7)\`, even in a subsequent tick, returns the cached promise without touching the database. \`loader.clear(key)\` removes one entry (after a mutation changed it) and \`clearAll()\` empties the cache.

## One loader set per request

The cache is not a shared application cache: it has no expiry and would serve stale or unauthorised data across users. Create **new loaders for every request** in the context function. For cross-request caching use Redis or HTTP caching instead.

## Beyond DataLoader

Other approaches include look-ahead (inspecting \`info\` to join related tables up front), ORMs with built-in batching, and for federated graphs, entity batching in the gateway. Always measure: log the number of database queries per GraphQL operation in development, so an accidental N+1 is visible immediately. In the exercise you simulate exactly how DataLoader batches, deduplicates and caches keys across ticks.`,
  overview: {
    whatYouWillLearn: [
      'How independent field resolvers produce N+1 queries',
      'Batching load calls collected during one tick',
      'The ordering contract of batch functions',
      'Deduplication and memoisation of keys',
      'Clearing cache entries after mutations',
      'Why loaders are created per request',
    ],
    proTip:
      'Wrap your database client to count queries per request and log a warning above a threshold; N+1 regressions then show up in development logs.',
  },
  mcqs: [],
  problems: [
    {
      id: 'graphql-dataloader',
      title: 'DataLoader Batching Simulation',
      description: `Simulate how DataLoader batches and caches keys.

**Input:** a line with n, then n commands:
- \`load LOADER KEY\`: a resolver requests KEY from the named loader;
- \`clear LOADER KEY\`: remove KEY from that loader's cache;
- \`tick\`: the current tick of the event loop ends and pending batches are dispatched.

After the last command, one final tick ends implicitly.

**Rules:** a key already in a loader's cache (requested in an earlier tick or earlier in the same tick, and not cleared since) is not fetched again. At the end of a tick, every loader with new keys dispatches one batch containing its new keys in the order they were first requested. Loaders dispatch in the order in which they first received a new key during that tick. Dispatched keys enter the cache.

**Output:** one line \`LOADER: k1,k2,...\` per batch in dispatch order, then \`batches=B loads=L\` where L is the number of load commands.`,
      examples: [
        {
          input:
            '6\nload author 1\nload author 2\nload author 1\ntick\nload author 2\nload author 3\n',
          output: 'author: 1,2\nauthor: 3\nbatches=2 loads=5',
          explanation: 'The duplicate 1 is deduplicated; 2 is cached in the second tick.',
        },
        {
          input: '5\nload comments 10\nload author 7\nload comments 11\nload author 7\ntick\n',
          output: 'comments: 10,11\nauthor: 7\nbatches=2 loads=4',
          explanation: 'comments received a key first, so it dispatches first.',
        },
      ],
      constraints: ['0 <= n <= 10000', 'Loader names and keys contain no spaces'],
      testCases: [
        {
          input:
            '6\nload author 1\nload author 2\nload author 1\ntick\nload author 2\nload author 3\n',
          expectedOutput: 'author: 1,2\nauthor: 3\nbatches=2 loads=5',
          hidden: false,
        },
        {
          input: '5\nload comments 10\nload author 7\nload comments 11\nload author 7\ntick\n',
          expectedOutput: 'comments: 10,11\nauthor: 7\nbatches=2 loads=4',
          hidden: false,
        },
        {
          input: '5\nload user 1\ntick\nclear user 1\nload user 1\nload user 2\n',
          expectedOutput: 'user: 1\nuser: 1,2\nbatches=2 loads=3',
          hidden: true,
        },
        {
          input: '4\nload a 1\ntick\nload a 1\ntick\n',
          expectedOutput: 'a: 1\nbatches=1 loads=2',
          hidden: true,
        },
        { input: '0\n', expectedOutput: 'batches=0 loads=0', hidden: true },
        { input: '2\ntick\ntick\n', expectedOutput: 'batches=0 loads=0', hidden: true },
        {
          input: '4\nload x 5\nload x 3\nload x 5\nload x 1\n',
          expectedOutput: 'x: 5,3,1\nbatches=1 loads=4',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
cache = {}
pending = {}
order = []
out = []
loads = 0


def flush():
    for loader in order:
        keys = pending[loader]
        out.append('%s: %s' % (loader, ','.join(keys)))
        cache.setdefault(loader, set()).update(keys)
    pending.clear()
    del order[:]


for i in range(1, n + 1):
    parts = lines[i].split()
    if parts[0] == 'tick':
        flush()
    elif parts[0] == 'clear':
        cache.get(parts[1], set()).discard(parts[2])
    else:
        loads += 1
        loader, key = parts[1], parts[2]
        if key in cache.get(loader, set()):
            continue
        if loader not in pending:
            pending[loader] = {}  # insertion-ordered, O(1) membership
            order.append(loader)
        if key not in pending[loader]:
            pending[loader][key] = True
flush()
batches = len(out)
out.append('batches=%d loads=%d' % (batches, loads))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
loaders = ['author', 'comments', 'user', 'post', 'tag']
cmds = []
for i in range(n):
    if mode == 'onetick':
        cmds.append('load author k%d' % i)
        continue
    r = random.random()
    if r < 0.1:
        cmds.append('tick')
    elif r < 0.18:
        cmds.append('clear %s %d' % (random.choice(loaders), random.randint(1, 30)))
    else:
        cmds.append('load %s %d' % (random.choice(loaders), random.randint(1, 30 if mode == 'mixed' else 10**6)))
print(n)
print('\\n'.join(cmds))
`,
        tests: [
          { args: '10000 onetick', label: '10,000 distinct keys in one tick' },
          { args: '3000 mixed', label: '3,000 commands, 5 loaders, 30 keys' },
          { args: '10000 wide', label: '10,000 commands, keys rarely repeat' },
          { args: '1 mixed', label: 'one command' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 10000 and len(lines) == n + 1, 'n out of range'
for line in lines[1:]:
    p = line.split(' ')
    assert (p[0] == 'tick' and len(p) == 1) or (p[0] in ('load', 'clear') and len(p) == 3 and p[1] and p[2]), 'bad command'
`,
        wrongSolutions: [
          {
            name: 'no-dedupe-in-tick',
            language: 'python3',
            mustFail: 'WA',
            why: 'Adds a key to the batch every time it is requested in the same tick instead of once',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
cache, pending, order, out, loads = {}, {}, [], [], 0
def flush():
    for loader in order:
        out.append('%s: %s' % (loader, ','.join(pending[loader])))
        cache.setdefault(loader, set()).update(pending[loader])
    pending.clear()
    del order[:]
for i in range(1, n + 1):
    p = lines[i].split()
    if p[0] == 'tick':
        flush()
    elif p[0] == 'clear':
        cache.get(p[1], set()).discard(p[2])
    else:
        loads += 1
        if p[2] in cache.get(p[1], set()):
            continue
        if p[1] not in pending:
            pending[p[1]] = []
            order.append(p[1])
        pending[p[1]].append(p[2])
flush()
out.append('batches=%d loads=%d' % (len(out), loads))
print('\\n'.join(out))
`,
          },
          {
            name: 'no-cache-across-ticks',
            language: 'python3',
            mustFail: 'WA',
            why: 'Forgets dispatched keys at the end of each tick, so a key requested again in a later tick is fetched again',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
pending, order, out, loads = {}, [], [], 0
def flush():
    for loader in order:
        out.append('%s: %s' % (loader, ','.join(pending[loader])))
    pending.clear()
    del order[:]
for i in range(1, n + 1):
    p = lines[i].split()
    if p[0] == 'tick':
        flush()
    elif p[0] == 'load':
        loads += 1
        if p[1] not in pending:
            pending[p[1]] = {}
            order.append(p[1])
        pending[p[1]][p[2]] = True
flush()
out.append('batches=%d loads=%d' % (len(out), loads))
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
