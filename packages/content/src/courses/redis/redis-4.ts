import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'redis-4',
  order: 4,
  title: 'Sorted Sets, Streams and Pub/Sub',
  description:
    'Rank data with sorted sets, build event logs with streams and consumer groups, and broadcast messages with publish/subscribe.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Build leaderboards and time indexes with sorted sets',
    'Query sorted sets by rank and by score',
    'Append and consume events with streams and consumer groups',
    'Compare Pub/Sub with streams for messaging',
  ],
  lesson: `## Sorted sets

A **sorted set** (zset) is like a set, because members are unique, but each member also has a numeric **score**, and the set is always kept ordered by score. Updates cost O(log n), and range queries by rank or score are fast. This makes sorted sets the go-to structure for **leaderboards**, priority queues, rate limiters and time-ordered indexes.

\`\`\`text
ZADD game:scores 1200 alice 950 bob 1200 carol
ZINCRBY game:scores 100 bob            -> "1050"
ZSCORE game:scores alice               -> "1200"
ZRANK game:scores bob                  -> (integer) 0   # ascending rank
ZREVRANK game:scores bob               -> (integer) 2
ZRANGE game:scores 0 2 REV WITHSCORES  # top three, highest first
ZRANGE game:scores 1000 1100 BYSCORE   # members with 1000 <= score <= 1100
ZCARD game:scores
ZREM game:scores bob
\`\`\`

Ties are broken by the member string: with equal scores, members are ordered **lexicographically** (byte by byte) in ascending order, and in a reversed query the order is reversed too. So in a \`REV\` query of the example above, \`carol\` comes before \`alice\`, since both have 1200. \`ZINCRBY\` on a missing member starts from 0, and scores may be negative or fractional. Since Redis 6.2, \`ZRANGE\` with \`REV\`, \`BYSCORE\` and \`LIMIT\` replaces the older \`ZREVRANGE\` and \`ZRANGEBYSCORE\` commands.

## Streams

A **stream** is an append-only log, Redis's answer to a lightweight Kafka. Each entry has an ID of the form \`milliseconds-sequence\` and a set of field-value pairs.

\`\`\`text
XADD orders * customer 42 total 99.50     -> "1735689600000-0"
XLEN orders
XRANGE orders - + COUNT 10
XREAD BLOCK 5000 STREAMS orders $         # wait for new entries
XADD orders MAXLEN ~ 100000 * ...         # cap the length
\`\`\`

**Consumer groups** let several workers share a stream. Each entry is delivered to one consumer in the group, which must acknowledge it with \`XACK\`. Unacknowledged entries stay in the group's *pending entries list*, so a crashed worker's messages can be claimed by another with \`XAUTOCLAIM\`.

\`\`\`text
XGROUP CREATE orders billing $ MKSTREAM
XREADGROUP GROUP billing worker-1 COUNT 10 BLOCK 2000 STREAMS orders >
XACK orders billing 1735689600000-0
\`\`\`

## Pub/Sub

**Publish/subscribe** broadcasts messages to every client subscribed to a channel:

\`\`\`text
SUBSCRIBE chat:room1
PUBLISH chat:room1 "hello"     -> (integer) 3   # number of receivers
PSUBSCRIBE chat:*
\`\`\`

Pub/Sub is fire-and-forget: nothing is stored, and a subscriber that is disconnected at the moment of publishing never sees the message. Use it for live notifications where occasional loss is acceptable (cache invalidation signals, chat presence). When messages must not be lost, or must be processed by exactly one worker, use **streams**.

## Your challenge

Process score events into a sorted set and print the leaderboard exactly as \`ZRANGE ... REV WITHSCORES\` would order it.
`,
  overview: {
    whatYouWillLearn: [
      'A sorted set keeps unique members ordered by a floating-point score, with O(log n) updates.',
      'Members with equal scores are ordered lexicographically by member name.',
      'ZRANGE can query by rank, by score range or in reverse order.',
      'Streams are append-only logs of entries with auto-generated, time-based IDs.',
      "Consumer groups split a stream's entries among workers and track acknowledgements.",
      'Pub/Sub delivers messages only to currently connected subscribers and stores nothing.',
    ],
    proTip:
      'Use a timestamp as the score (ZADD recent:logins <unix-time> user:42) to get a self-ordering time index; ZREMRANGEBYSCORE then trims everything older than your retention window in one command.',
  },
  mcqs: [],
  problems: [
    {
      id: 'redis-leaderboard',
      title: 'Leaderboard with Sorted-Set Ordering',
      description: `The first input line contains an integer \`k\`. Each following line is an event \`member delta\`, meaning \`ZINCRBY board delta member\` (a missing member starts at 0; \`delta\` may be negative).

After all events, print the top \`k\` members as \`ZRANGE board 0 k-1 REV WITHSCORES\` would return them: by score from highest to lowest, and for equal scores in **reverse lexicographic** order of the member name (so \`carol\` comes before \`alice\`). Print one line per member: the rank starting at 1, a dot, a space, the member, a space and the score, for example \`1. carol 1200\`. If fewer than \`k\` members exist, print all of them. If there are none, print \`(empty array)\`.`,
      examples: [
        {
          input: `3
alice 1200
bob 950
carol 1200
bob 100
`,
          output: `1. carol 1200
2. alice 1200
3. bob 1050`,
          explanation:
            'bob ends at 1050; alice and carol tie at 1200, so carol (greater name) ranks first in a reverse query.',
        },
        {
          input: `5
eve 10
dave 5
dave -8
`,
          output: `1. eve 10
2. dave -3`,
          explanation:
            "Only two members exist, and dave's negative delta gives him a negative score.",
        },
      ],
      constraints: [
        '1 <= k <= 1000',
        '0 <= number of events <= 10000',
        'Members are 1 to 20 lowercase letters or digits; deltas are integers between -10^6 and 10^6',
        'Compare member names by plain character order (ASCII)',
      ],
      testCases: [
        {
          input: `3
alice 1200
bob 950
carol 1200
bob 100
`,
          expectedOutput: `1. carol 1200
2. alice 1200
3. bob 1050`,
          hidden: false,
        },
        {
          input: `5
eve 10
dave 5
dave -8
`,
          expectedOutput: `1. eve 10
2. dave -3`,
          hidden: false,
        },
        {
          input: `1
alice 10
alice -10
`,
          expectedOutput: `1. alice 0`,
          hidden: true,
        },
        {
          input: `3
`,
          expectedOutput: `(empty array)`,
          hidden: true,
        },
        {
          input: `2
zed 7
amy 7
bob 7
amy 0
`,
          expectedOutput: `1. zed 7
2. bob 7`,
          hidden: true,
        },
        {
          input: `4
p1 1000000
p2 -1000000
p1 -1000000
p3 0
p10 0
p2 1000000
`,
          expectedOutput: `1. p3 0
2. p2 0
3. p10 0
4. p1 0`,
          hidden: true,
        },
        {
          input: `1
a 1
b 2
a 2
b -1
`,
          expectedOutput: `1. a 3`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = sys.stdin.read().split('\\n')
k = int(lines[0].strip())
scores = {}
for line in lines[1:]:
    if not line.strip():
        continue
    m, d = line.split()
    scores[m] = scores.get(m, 0) + int(d)
items = sorted(scores.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)[:k]
if not items:
    print('(empty array)')
for i, (m, s) in enumerate(items, 1):
    print('%d. %s %d' % (i, m, s))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
members = ['p%d' % i for i in range(1500)] + ['alice', 'bob', 'carol', 'zed', 'amy', '9', '10', 'a1']
print(k)
for i in range(n):
    if mode == 'big':
        m = 'alice' if random.random() < 0.5 else random.choice(['bob', 'carol', 'p1', 'p2'])
        d = 10**6 if m != 'carol' else -10**6
    elif mode == 'ties':
        m = random.choice(members)
        d = random.choice([5, -5, 10, 0])
    else:
        m = random.choice(members)
        d = random.randint(-10**6, 10**6)
    print(m, d)
`,
        tests: [
          { args: '1000 10000 random', label: 'k = 1,000, 10,000 events' },
          { args: '1000 10000 ties', label: 'k = 1,000, many equal scores' },
          { args: '5 10000 big', label: '10,000 deltas of plus or minus 10^6 on five members' },
          { args: '1 3000 random', label: 'k = 1, 3,000 events' },
          { args: '1000 0 random', label: 'no events' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert re.fullmatch('[0-9]+', lines[0]) and 1 <= int(lines[0]) <= 1000, 'k out of range'
assert len(lines) - 1 <= 10000, 'more than 10,000 events'
for line in lines[1:]:
    m, d = line.split(' ')
    assert re.fullmatch('[a-z0-9]{1,20}', m), 'bad member'
    assert re.fullmatch('-?[0-9]+', d) and -10**6 <= int(d) <= 10**6, 'delta out of range'
`,
        wrongSolutions: [
          {
            name: 'ties-ascending',
            language: 'python3',
            mustFail: 'WA',
            why: 'Orders equal scores alphabetically, but ZRANGE ... REV orders them in reverse',
            source: `import sys
lines = sys.stdin.read().split('\\n')
k = int(lines[0])
scores = {}
for line in lines[1:]:
    if line.strip():
        m, d = line.split()
        scores[m] = scores.get(m, 0) + int(d)
items = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:k]
print('\\n'.join('%d. %s %d' % (i, m, s) for i, (m, s) in enumerate(items, 1)) if items else '(empty array)')
`,
          },
          {
            name: 'int32-scores',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps scores in 32-bit ints, but 10,000 deltas of 10^6 reach 10^10',
            source: `#include <iostream>
#include <map>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;
int main() {
    int k;
    cin >> k;
    map<string, int> scores;
    string m;
    int d;
    while (cin >> m >> d) scores[m] += d;
    vector<pair<int, string>> items;
    for (auto& s : scores) items.push_back({s.second, s.first});
    sort(items.begin(), items.end(), [](const pair<int, string>& a, const pair<int, string>& b) {
        if (a.first != b.first) return a.first > b.first;
        return a.second > b.second;
    });
    if (items.empty()) { cout << "(empty array)\\n"; return 0; }
    for (int i = 0; i < (int)items.size() && i < k; i++) cout << i + 1 << ". " << items[i].second << " " << items[i].first << "\\n";
}
`,
          },
        ],
      },
    },
  ],
};
