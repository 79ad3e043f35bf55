import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-2',
  order: 2,
  title: 'Lists, Hashes and Sets',
  description:
    "Model data with Redis's core collection types, learn their most important commands and complexity, and understand type errors.",
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Use lists as queues and stacks with push, pop and range commands',
    'Store objects as hashes and update single fields',
    'Use sets for uniqueness, membership and set algebra',
    'Predict WRONGTYPE errors and automatic key deletion',
  ],
  lesson: `## One key, one type

In Redis every key holds exactly **one type** of value. Commands are type-specific: \`GET\` works on strings, \`LPUSH\` on lists, \`HSET\` on hashes. Using a command on a key of the wrong type returns

\`\`\`text
(error) WRONGTYPE Operation against a key holding the wrong kind of value
\`\`\`

\`SET\`, however, always replaces whatever is there. Collections are created automatically by the first write and **deleted automatically when they become empty**, so you never need to create or clean up an empty list.

## Lists

A **list** is an ordered sequence of strings, implemented so that adding or removing at either end is O(1). That makes lists natural **queues** and **stacks**.

\`\`\`text
RPUSH queue:emails a b c     -> (integer) 3   # append to the tail
LPUSH queue:emails z         -> (integer) 4   # prepend to the head
LRANGE queue:emails 0 -1     -> 1) "z" 2) "a" 3) "b" 4) "c"
LPOP queue:emails            -> "z"
LLEN queue:emails            -> (integer) 3
LTRIM recent:posts 0 99      # keep only the newest 100
\`\`\`

\`LRANGE key start stop\` uses **inclusive** indexes starting at 0, and negative indexes count from the end (\`-1\` is the last element). Out-of-range indexes are clamped rather than causing errors. Pushing with \`RPUSH\` and popping with \`LPOP\` gives a FIFO queue; \`LPUSH\` + \`LPOP\` gives a stack. Workers can wait for jobs with blocking commands such as \`BLPOP queue 5\` or \`BLMOVE\`, which sleep until an element arrives instead of polling. Accessing the middle of a long list is O(n), so lists are not for random access.

## Hashes

A **hash** maps fields to values under one key, which is ideal for objects:

\`\`\`text
HSET user:42 name "Ada" email "ada@example.com" visits 0
HGET user:42 name            -> "Ada"
HINCRBY user:42 visits 1     -> (integer) 1
HGETALL user:42
HDEL user:42 email
\`\`\`

Updating one field does not require reading and rewriting the whole object, as it would with a JSON string. Small hashes are stored in a compact encoding, which makes millions of small hashes memory-efficient. Since Redis 7.4, individual hash fields can even have their own expiry with \`HEXPIRE\`.

## Sets

A **set** is an unordered collection of **unique** strings with O(1) add, remove and membership test:

\`\`\`text
SADD tags:post:7 redis cache nosql    -> (integer) 3
SADD tags:post:7 redis                -> (integer) 0   # already present
SISMEMBER tags:post:7 cache           -> (integer) 1
SMEMBERS tags:post:7
SINTER tags:post:7 tags:post:9        # common tags
SUNION / SDIFF                        # union and difference
SCARD tags:post:7                     -> (integer) 3
\`\`\`

Sets are perfect for "who liked this post", unique visitors per day and tagging. \`SMEMBERS\` returns every member, so for very large sets iterate with \`SSCAN\`.

## Choosing a type

Ask what operations you need: ordered access at the ends means a list; named fields of one entity mean a hash; uniqueness and membership mean a set; ordering by a score (leaderboards, time-ordered indexes) means a sorted set, the subject of a later chapter.

## Your challenge

Build a tiny Redis: apply string and list commands to an in-memory store and print redis-cli style replies, including type errors.
`,
  overview: {
    whatYouWillLearn: [
      'A list is an ordered sequence with O(1) pushes and pops at both ends.',
      'LRANGE uses inclusive indexes, and negative indexes count from the end.',
      'A hash maps fields to values under one key, like a small object or row.',
      'A set stores unique, unordered members with O(1) membership tests.',
      'Each key holds exactly one type; using a command for another type returns a WRONGTYPE error.',
      'Collections are created on first write and deleted automatically when they become empty.',
    ],
    proTip:
      'Blocking pops such as BLMOVE source dest LEFT RIGHT 0 move a job atomically from a pending list to a processing list, so a crashed worker never loses the job it was handling.',
  },
  mcqs: [],
  problems: [
    {
      id: 'redis-mini-store',
      title: 'A Tiny Redis Command Interpreter',
      description: `Simulate a Redis server that supports strings and lists. Each input line is one command; tokens are separated by single spaces and never contain spaces themselves. Print one reply per command, in redis-cli style:

- \`SET key value\` stores a string (replacing any value of any type) and prints \`OK\`.
- \`GET key\` prints the string value, \`(nil)\` if the key does not exist, or the WRONGTYPE error if it holds a list.
- \`DEL key [key ...]\` deletes the keys and prints \`(integer) n\`, the number of keys that existed.
- \`EXISTS key\` prints \`(integer) 1\` or \`(integer) 0\`.
- \`INCR key\` treats a missing key as \`0\`, adds 1 and prints \`(integer) n\`. If the string is not an integer, print \`(error) ERR value is not an integer or out of range\`.
- \`RPUSH key v [v ...]\` / \`LPUSH key v [v ...]\` append to the tail / prepend to the head one value at a time (so \`LPUSH k a b\` gives \`b a\`) and print \`(integer) length\`.
- \`LPOP key\` removes and prints the head element, or \`(nil)\` if the key does not exist. A list that becomes empty is deleted.
- \`LRANGE key start stop\` prints the elements from start to stop inclusive, where negative indexes count from the end, as lines \`1) v\`, \`2) v\`, ...; if the range is empty or the key does not exist print \`(empty array)\`.

Using a string command (\`GET\`, \`INCR\`) on a list, or a list command (\`RPUSH\`, \`LPUSH\`, \`LPOP\`, \`LRANGE\`) on a string, prints \`(error) WRONGTYPE Operation against a key holding the wrong kind of value\`.`,
      examples: [
        {
          input: `SET greeting hello
GET greeting
INCR visits
INCR visits
GET visits
GET missing
`,
          output: `OK
hello
(integer) 1
(integer) 2
2
(nil)`,
          explanation: 'Strings, a counter and a missing key.',
        },
        {
          input: `RPUSH jobs x
LPUSH jobs a b c
LRANGE jobs 0 -1
LRANGE jobs 1 2
GET jobs
`,
          output: `(integer) 1
(integer) 4
1) c
2) b
3) a
4) x
1) b
2) a
(error) WRONGTYPE Operation against a key holding the wrong kind of value`,
          explanation:
            'LPUSH prepends one value at a time, so the list is c b a x; GET on a list is a type error.',
        },
      ],
      constraints: [
        '1 <= number of commands <= 1000',
        'Command names are uppercase; keys and values are 1 to 20 characters without spaces',
        'Integers stay within the 64-bit signed range',
        'Commands always have the correct number of arguments',
      ],
      testCases: [
        {
          input: `SET greeting hello
GET greeting
INCR visits
INCR visits
GET visits
GET missing
`,
          expectedOutput: `OK
hello
(integer) 1
(integer) 2
2
(nil)`,
          hidden: false,
        },
        {
          input: `RPUSH jobs x
LPUSH jobs a b c
LRANGE jobs 0 -1
LRANGE jobs 1 2
GET jobs
`,
          expectedOutput: `(integer) 1
(integer) 4
1) c
2) b
3) a
4) x
1) b
2) a
(error) WRONGTYPE Operation against a key holding the wrong kind of value`,
          hidden: false,
        },
        {
          input: `RPUSH q only
LPOP q
EXISTS q
LPOP q
LRANGE q 0 -1
`,
          expectedOutput: `(integer) 1
only
(integer) 0
(nil)
(empty array)`,
          hidden: true,
        },
        {
          input: `SET n 41
INCR n
SET name ada
INCR name
SET neg -5
INCR neg
INCR neg
INCR neg
INCR neg
INCR neg
INCR neg
`,
          expectedOutput: `OK
(integer) 42
OK
(error) ERR value is not an integer or out of range
OK
(integer) -4
(integer) -3
(integer) -2
(integer) -1
(integer) 0
(integer) 1`,
          hidden: true,
        },
        {
          input: `SET s v
RPUSH s a
LRANGE s 0 1
LPOP s
SET s2 v
DEL s s2 nothere
EXISTS s
RPUSH l a b c d e
LRANGE l -2 -1
LRANGE l 3 100
LRANGE l 4 2
LRANGE l -100 0
SET l now-a-string
GET l
`,
          expectedOutput: `OK
(error) WRONGTYPE Operation against a key holding the wrong kind of value
(error) WRONGTYPE Operation against a key holding the wrong kind of value
(error) WRONGTYPE Operation against a key holding the wrong kind of value
OK
(integer) 2
(integer) 0
(integer) 5
1) d
2) e
1) d
2) e
(empty array)
1) a
OK
now-a-string`,
          hidden: true,
        },
        {
          input: `INCR big
SET big 9223372036854775806
INCR big
DEL big
DEL big
GET big
RPUSH l a
INCR l
`,
          expectedOutput: `(integer) 1
OK
(integer) 9223372036854775807
(integer) 1
(integer) 0
(nil)
(integer) 1
(error) WRONGTYPE Operation against a key holding the wrong kind of value`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
WT = '(error) WRONGTYPE Operation against a key holding the wrong kind of value'
db = {}
out = []
def isint(s):
    if s.startswith('-'):
        s = s[1:]
    return s.isdigit() and s != ''
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    t = line.split()
    c, args = t[0], t[1:]
    if c == 'SET':
        db[args[0]] = args[1]; out.append('OK')
    elif c == 'GET':
        v = db.get(args[0])
        out.append('(nil)' if v is None else WT if isinstance(v, list) else v)
    elif c == 'DEL':
        n = 0
        for k in args:
            if k in db:
                del db[k]; n += 1
        out.append('(integer) %d' % n)
    elif c == 'EXISTS':
        out.append('(integer) %d' % (1 if args[0] in db else 0))
    elif c == 'INCR':
        v = db.get(args[0], '0')
        if isinstance(v, list):
            out.append(WT)
        elif not isint(v):
            out.append('(error) ERR value is not an integer or out of range')
        else:
            db[args[0]] = str(int(v) + 1); out.append('(integer) ' + db[args[0]])
    elif c in ('RPUSH', 'LPUSH'):
        v = db.get(args[0], [])
        if not isinstance(v, list):
            out.append(WT); continue
        for x in args[1:]:
            if c == 'RPUSH':
                v.append(x)
            else:
                v.insert(0, x)
        db[args[0]] = v
        out.append('(integer) %d' % len(v))
    elif c == 'LPOP':
        v = db.get(args[0])
        if v is None:
            out.append('(nil)')
        elif not isinstance(v, list):
            out.append(WT)
        else:
            out.append(v.pop(0))
            if not v:
                del db[args[0]]
    elif c == 'LRANGE':
        v = db.get(args[0], [])
        if not isinstance(v, list):
            out.append(WT); continue
        n = len(v)
        s, e = int(args[1]), int(args[2])
        if s < 0: s += n
        if e < 0: e += n
        s = max(s, 0); e = min(e, n - 1)
        if s > e:
            out.append('(empty array)')
        else:
            for i, x in enumerate(v[s:e + 1], 1):
                out.append('%d) %s' % (i, x))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
keys = ['k%d' % i for i in range(8)] + ['jobs', 'visits']
vals = ['hello', 'x', '41', '-5', '0', 'now-a-string', str(2**63 - 1001), str(-2**63), 'ten', '7a']
out = []
for _ in range(n):
    k = random.choice(keys)
    r = random.random()
    if mode == 'lists':
        c = random.choice(['RPUSH', 'LPUSH', 'LPUSH', 'LPOP', 'LRANGE', 'LRANGE', 'EXISTS', 'DEL', 'GET', 'SET'] if r < 0.97 else ['SET'])
    elif mode == 'incr':
        c = random.choice(['INCR', 'INCR', 'INCR', 'GET', 'SET', 'DEL', 'EXISTS'])
    else:
        c = random.choice(['SET', 'GET', 'DEL', 'EXISTS', 'INCR', 'RPUSH', 'LPUSH', 'LPOP', 'LRANGE'])
    if c == 'SET':
        out.append('SET %s %s' % (k, random.choice(vals)))
    elif c in ('GET', 'EXISTS', 'INCR', 'LPOP'):
        out.append('%s %s' % (c, k))
    elif c == 'DEL':
        out.append('DEL ' + ' '.join(random.sample(keys, random.randint(1, 3))))
    elif c in ('RPUSH', 'LPUSH'):
        out.append('%s %s %s' % (c, k, ' '.join(random.choice(['a', 'b', 'c', 'd', 'e', 'job%d' % random.randint(1, 99)]) for _ in range(random.randint(1, 5)))))
    else:
        out.append('LRANGE %s %d %d' % (k, random.randint(-8, 8), random.choice([-1, -2, 0, 2, 5, 100, -100])))
print('\\n'.join(out))
`,
        tests: [
          { args: '1000 mixed', label: '1,000 commands, strings and lists' },
          { args: '1000 lists', label: '1,000 commands, mostly list commands' },
          { args: '1000 incr', label: '1,000 commands, INCR near the 64-bit limit' },
          { args: '1 mixed', label: 'one command' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'number of commands out of range'
TOK = re.compile(r'[^ ]{1,20}')
INT = re.compile(r'-?[0-9]+')
ARITY = {'SET': (2, 2), 'GET': (1, 1), 'DEL': (1, 10**9), 'EXISTS': (1, 1), 'INCR': (1, 1), 'RPUSH': (2, 10**9), 'LPUSH': (2, 10**9), 'LPOP': (1, 1), 'LRANGE': (3, 3)}
db = {}
for line in lines:
    t = line.split(' ')
    assert t[0] in ARITY and ARITY[t[0]][0] <= len(t) - 1 <= ARITY[t[0]][1], 'bad command'
    assert all(TOK.fullmatch(x) for x in t[1:]), 'keys and values are 1 to 20 characters'
    for x in t[1:]:
        if INT.fullmatch(x):
            assert -2**63 <= int(x) < 2**63, 'integer out of 64-bit range'
    if t[0] == 'LRANGE':
        assert INT.fullmatch(t[2]) and INT.fullmatch(t[3]), 'LRANGE indexes must be integers'
    if t[0] == 'SET':
        db[t[1]] = t[2]
    elif t[0] == 'DEL':
        for k in t[1:]:
            db.pop(k, None)
    elif t[0] in ('RPUSH', 'LPUSH'):
        if not isinstance(db.get(t[1], []), str):
            db[t[1]] = ['list']
    elif t[0] == 'LPOP':
        pass
    elif t[0] == 'INCR':
        v = db.get(t[1], '0')
        if isinstance(v, str) and INT.fullmatch(v):
            assert int(v) + 1 < 2**63, 'INCR overflows 64 bits'
            db[t[1]] = str(int(v) + 1)
`,
        wrongSolutions: [
          {
            name: 'lpush-keeps-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prepends all LPUSH values as one block, so LPUSH k a b gives a b instead of b a',
            source: `import sys
WT = '(error) WRONGTYPE Operation against a key holding the wrong kind of value'
db = {}
out = []
def isint(s):
    s = s[1:] if s.startswith('-') else s
    return s.isdigit()
for line in sys.stdin.read().split('\\n'):
    t = line.split()
    if not t:
        continue
    c, a = t[0], t[1:]
    v = db.get(a[0])
    if c == 'SET':
        db[a[0]] = a[1]; out.append('OK')
    elif c == 'GET':
        out.append('(nil)' if v is None else WT if isinstance(v, list) else v)
    elif c == 'DEL':
        n = sum(1 for k in a if db.pop(k, None) is not None)
        out.append('(integer) %d' % n)
    elif c == 'EXISTS':
        out.append('(integer) %d' % (a[0] in db))
    elif c == 'INCR':
        v = '0' if v is None else v
        if isinstance(v, list):
            out.append(WT)
        elif not isint(v):
            out.append('(error) ERR value is not an integer or out of range')
        else:
            db[a[0]] = str(int(v) + 1); out.append('(integer) ' + db[a[0]])
    elif c in ('RPUSH', 'LPUSH'):
        v = [] if v is None else v
        if not isinstance(v, list):
            out.append(WT); continue
        v = v + a[1:] if c == 'RPUSH' else a[1:] + v
        db[a[0]] = v
        out.append('(integer) %d' % len(v))
    elif c == 'LPOP':
        if v is None:
            out.append('(nil)')
        elif not isinstance(v, list):
            out.append(WT)
        else:
            out.append(v.pop(0))
            if not v:
                del db[a[0]]
    elif c == 'LRANGE':
        v = [] if v is None else v
        if not isinstance(v, list):
            out.append(WT); continue
        n = len(v)
        s, e = int(a[1]), int(a[2])
        s = max(s + n if s < 0 else s, 0)
        e = min(e + n if e < 0 else e, n - 1)
        if s > e:
            out.append('(empty array)')
        else:
            out += ['%d) %s' % (i, x) for i, x in enumerate(v[s:e + 1], 1)]
print('\\n'.join(out))
`,
          },
          {
            name: 'empty-list-kept',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps a list key after LPOP empties it, so EXISTS still answers 1 and GET or INCR on it give WRONGTYPE',
            source: `import sys
WT = '(error) WRONGTYPE Operation against a key holding the wrong kind of value'
db = {}
out = []
def isint(s):
    s = s[1:] if s.startswith('-') else s
    return s.isdigit()
for line in sys.stdin.read().split('\\n'):
    t = line.split()
    if not t:
        continue
    c, a = t[0], t[1:]
    v = db.get(a[0])
    if c == 'SET':
        db[a[0]] = a[1]; out.append('OK')
    elif c == 'GET':
        out.append('(nil)' if v is None else WT if isinstance(v, list) else v)
    elif c == 'DEL':
        n = sum(1 for k in a if db.pop(k, None) is not None)
        out.append('(integer) %d' % n)
    elif c == 'EXISTS':
        out.append('(integer) %d' % (a[0] in db))
    elif c == 'INCR':
        v = '0' if v is None else v
        if isinstance(v, list):
            out.append(WT)
        elif not isint(v):
            out.append('(error) ERR value is not an integer or out of range')
        else:
            db[a[0]] = str(int(v) + 1); out.append('(integer) ' + db[a[0]])
    elif c in ('RPUSH', 'LPUSH'):
        v = [] if v is None else v
        if not isinstance(v, list):
            out.append(WT); continue
        v = v + a[1:] if c == 'RPUSH' else a[1:][::-1] + v
        db[a[0]] = v
        out.append('(integer) %d' % len(v))
    elif c == 'LPOP':
        if v is None:
            out.append('(nil)')
        elif not isinstance(v, list):
            out.append(WT)
        else:
            out.append(v.pop(0) if v else '(nil)')
    elif c == 'LRANGE':
        v = [] if v is None else v
        if not isinstance(v, list):
            out.append(WT); continue
        n = len(v)
        s, e = int(a[1]), int(a[2])
        s = max(s + n if s < 0 else s, 0)
        e = min(e + n if e < 0 else e, n - 1)
        if s > e:
            out.append('(empty array)')
        else:
            out += ['%d) %s' % (i, x) for i, x in enumerate(v[s:e + 1], 1)]
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
