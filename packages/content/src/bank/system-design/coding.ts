import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'sd-capacity-estimate',
    title: 'Back-of-the-Envelope Capacity Estimate',
    description: `Before designing a system you estimate its load. Given the daily active users (DAU), the average
number of requests each user makes per day, a peak factor, the size of the data stored per request
and how many days that data is kept, compute:

- \`avg_qps\`: the average requests per second, \`DAU * requests / 86400\`, rounded **up** to an integer;
- \`peak_qps\`: \`avg_qps * peak_factor\`;
- \`storage_gb\`: the total bytes stored over the retention period, \`DAU * requests * payload_bytes * retention_days\`,
  in gigabytes of 10^9 bytes, rounded **up** to an integer.

**Input:** one line with five integers \`DAU requests peak_factor payload_bytes retention_days\`.

**Output:** three lines, exactly \`avg_qps=<n>\`, \`peak_qps=<n>\` and \`storage_gb=<n>\`.
Use 64-bit integers; do not use floating point.`,
    examples: [
      {
        input: '10000000 20 3 500 365\n',
        output: 'avg_qps=2315\npeak_qps=6945\nstorage_gb=36500',
        explanation:
          '2*10^8 requests a day is 2314.8 per second, rounded up to 2315; peak 3 * 2315 = 6945; 2*10^8 * 500 * 365 bytes = 36500 GB.',
      },
      {
        input: '1000 5 2 1000 30\n',
        output: 'avg_qps=1\npeak_qps=2\nstorage_gb=1',
        explanation:
          '5000 requests a day is 0.06 per second, rounded up to 1; 1.5*10^8 bytes rounds up to 1 GB.',
      },
    ],
    constraints: [
      '0 <= DAU <= 10^8',
      '1 <= requests <= 100',
      '1 <= peak_factor <= 10',
      '1 <= payload_bytes <= 10^4',
      '1 <= retention_days <= 3650',
    ],
    testCases: [
      {
        input: '10000000 20 3 500 365\n',
        expectedOutput: 'avg_qps=2315\npeak_qps=6945\nstorage_gb=36500',
        hidden: false,
      },
      {
        input: '1000 5 2 1000 30\n',
        expectedOutput: 'avg_qps=1\npeak_qps=2\nstorage_gb=1',
        hidden: false,
      },
      {
        input: '0 10 5 100 30\n',
        expectedOutput: 'avg_qps=0\npeak_qps=0\nstorage_gb=0',
        hidden: true,
      },
      {
        input: '86400 1 4 1 1\n',
        expectedOutput: 'avg_qps=1\npeak_qps=4\nstorage_gb=1',
        hidden: true,
      },
      {
        input: '86401 1 4 1 1\n',
        expectedOutput: 'avg_qps=2\npeak_qps=8\nstorage_gb=1',
        hidden: true,
      },
      {
        input: '100000000 100 10 10000 3650\n',
        expectedOutput: 'avg_qps=115741\npeak_qps=1157410\nstorage_gb=365000000',
        hidden: true,
      },
      { input: '1 1 1 1 1\n', expectedOutput: 'avg_qps=1\npeak_qps=1\nstorage_gb=1', hidden: true },
      {
        input: '43200 2 3 1000000 1000\n',
        expectedOutput: 'avg_qps=1\npeak_qps=3\nstorage_gb=86400',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    dau, req, peak, payload, days = map(int, sys.stdin.read().split())
    total = dau * req
    avg = (total + 86399) // 86400
    print(f"avg_qps={avg}")
    print(f"peak_qps={avg * peak}")
    storage = total * payload * days
    print(f"storage_gb={(storage + 10**9 - 1) // 10**9}")


main()
`,
    },
  },
  {
    id: 'sd-round-robin-health',
    title: 'Round-Robin Load Balancer with Health Checks',
    description: `A load balancer spreads requests over its servers in round-robin order, but it skips servers whose
health check reports \`DOWN\`. The first request goes to the first healthy server in the list, the next
to the next healthy server, and so on, wrapping around after the last healthy server.

**Input:** the first line has \`n\`, the number of servers. Each of the next \`n\` lines has a server name
and its status, \`UP\` or \`DOWN\`. The last line has \`m\`, the number of requests.

**Output:** if no server is \`UP\`, print \`NO HEALTHY SERVERS\`. Otherwise print one line per server, in
input order: its name, a space, and the number of requests it received (0 for \`DOWN\` servers).`,
    examples: [
      {
        input: '3\nweb1 UP\nweb2 DOWN\nweb3 UP\n5\n',
        output: 'web1 3\nweb2 0\nweb3 2',
        explanation:
          'Requests go web1, web3, web1, web3, web1: web1 gets 3, web3 gets 2, web2 is skipped.',
      },
      {
        input: '2\na DOWN\nb DOWN\n4\n',
        output: 'NO HEALTHY SERVERS',
        explanation: 'No server passes its health check.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '0 <= m <= 10^9',
      'Server names are distinct words of letters and digits.',
    ],
    testCases: [
      {
        input: '3\nweb1 UP\nweb2 DOWN\nweb3 UP\n5\n',
        expectedOutput: 'web1 3\nweb2 0\nweb3 2',
        hidden: false,
      },
      { input: '2\na DOWN\nb DOWN\n4\n', expectedOutput: 'NO HEALTHY SERVERS', hidden: false },
      { input: '1\nsolo UP\n0\n', expectedOutput: 'solo 0', hidden: true },
      {
        input: '4\ns1 UP\ns2 UP\ns3 UP\ns4 UP\n10\n',
        expectedOutput: 's1 3\ns2 3\ns3 2\ns4 2',
        hidden: true,
      },
      {
        input: '5\nn1 DOWN\nn2 DOWN\nn3 UP\nn4 DOWN\nn5 DOWN\n7\n',
        expectedOutput: 'n1 0\nn2 0\nn3 7\nn4 0\nn5 0',
        hidden: true,
      },
      { input: '3\nx UP\ny UP\nz DOWN\n1\n', expectedOutput: 'x 1\ny 0\nz 0', hidden: true },
      {
        input: '6\na UP\nb DOWN\nc UP\nd UP\ne DOWN\nf UP\n1000003\n',
        expectedOutput: 'a 250001\nb 0\nc 250001\nd 250001\ne 0\nf 250000',
        hidden: true,
      },
      { input: '1\nonly DOWN\n0\n', expectedOutput: 'NO HEALTHY SERVERS', hidden: true },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    servers = [lines[1 + i].split() for i in range(n)]
    m = int(lines[1 + n])
    up = [name for name, status in servers if status == 'UP']
    if not up:
        print('NO HEALTHY SERVERS')
        return
    base, extra = divmod(m, len(up))
    rank = {name: i for i, name in enumerate(up)}
    for name, status in servers:
        if status == 'UP':
            print(name, base + (1 if rank[name] < extra else 0))
        else:
            print(name, 0)


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'sd-lru-cache-sim',
    title: 'LRU Cache Simulation',
    description: `Simulate a least-recently-used (LRU) cache with a fixed capacity. Two operations exist:

- \`PUT key value\` stores the value. If the key exists, its value is replaced. If the key is new and
  the cache is full, the least recently used key is evicted first.
- \`GET key\` prints the value, or \`-1\` if the key is not cached.

Both a successful \`GET\` and a \`PUT\` make the key the most recently used. A \`GET\` miss changes nothing.

**Input:** the first line has \`capacity q\`. Each of the next \`q\` lines is an operation.

**Output:** one line per \`GET\`, in order. There is at least one \`GET\`.`,
    examples: [
      {
        input: '2 6\nPUT a 1\nPUT b 2\nGET a\nPUT c 3\nGET b\nGET c\n',
        output: '1\n-1\n3',
        explanation: 'GET a makes a recent, so PUT c evicts b: the GETs print 1, -1, 3.',
      },
      {
        input: '1 4\nPUT x 5\nPUT x 7\nGET x\nGET y\n',
        output: '7\n-1',
        explanation: 'PUT on an existing key updates it; y was never stored.',
      },
    ],
    constraints: [
      '1 <= capacity <= 1000',
      '1 <= q <= 10^4',
      'Keys are words of letters and digits; values fit in 32-bit signed integers.',
    ],
    testCases: [
      {
        input: '2 6\nPUT a 1\nPUT b 2\nGET a\nPUT c 3\nGET b\nGET c\n',
        expectedOutput: '1\n-1\n3',
        hidden: false,
      },
      { input: '1 4\nPUT x 5\nPUT x 7\nGET x\nGET y\n', expectedOutput: '7\n-1', hidden: false },
      { input: '3 1\nGET z\n', expectedOutput: '-1', hidden: true },
      {
        input: '2 8\nPUT a 1\nPUT b 2\nPUT a 10\nPUT c 3\nGET a\nGET b\nGET c\nGET d\n',
        expectedOutput: '10\n-1\n3\n-1',
        hidden: true,
      },
      {
        input: '2 7\nPUT a 1\nPUT b 2\nGET c\nPUT c 3\nGET a\nGET b\nGET c\n',
        expectedOutput: '-1\n-1\n2\n3',
        hidden: true,
      },
      {
        input:
          '3 10\nPUT k1 -5\nPUT k2 0\nPUT k3 9\nGET k1\nPUT k4 4\nGET k2\nGET k3\nPUT k5 5\nGET k1\nGET k4\n',
        expectedOutput: '-5\n-1\n9\n-1\n4',
        hidden: true,
      },
      {
        input: '1 5\nPUT a 1\nGET a\nPUT b 2\nGET a\nGET b\n',
        expectedOutput: '1\n-1\n2',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys
from collections import OrderedDict


def main():
    lines = sys.stdin.read().split('\\n')
    capacity, q = map(int, lines[0].split())
    cache = OrderedDict()
    out = []
    for i in range(1, q + 1):
        parts = lines[i].split()
        if parts[0] == 'PUT':
            key, value = parts[1], parts[2]
            if key in cache:
                cache.move_to_end(key)
            elif len(cache) == capacity:
                cache.popitem(last=False)
            cache[key] = value
        else:
            key = parts[1]
            if key in cache:
                cache.move_to_end(key)
                out.append(cache[key])
            else:
                out.append('-1')
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'sd-token-bucket',
    title: 'Token Bucket Rate Limiter',
    description: `A token bucket holds at most \`capacity\` tokens and starts full. It gains \`rate\` tokens every second,
but never more than \`capacity\`. Each request arrives at an integer second \`t\` and costs \`cost\` tokens.
When a request arrives, first refill the bucket for the seconds elapsed since the previous request
(for the first request the bucket is simply full). If the bucket then holds at least \`cost\` tokens, the
request is allowed and the tokens are removed; otherwise it is denied and no tokens are removed.

**Input:** the first line has \`capacity rate n\`. Each of the next \`n\` lines has \`t cost\`; the times are
non-decreasing.

**Output:** one line per request, \`ALLOW\` or \`DENY\`, then a last line \`allowed=<a> denied=<d>\`.`,
    examples: [
      {
        input: '3 1 5\n0 1\n0 1\n0 1\n0 1\n2 2\n',
        output: 'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nallowed=4 denied=1',
        explanation:
          'Three tokens serve the first three requests; the fourth is denied; two seconds later 2 tokens have been refilled.',
      },
      {
        input: '5 2 3\n10 6\n10 5\n11 2\n',
        output: 'DENY\nALLOW\nALLOW\nallowed=2 denied=1',
        explanation:
          'A cost above the capacity is never allowed; the bucket is empty after 5 tokens and refills 2 in one second.',
      },
    ],
    constraints: [
      '1 <= capacity <= 10^9',
      '0 <= rate <= 10^6',
      '1 <= n <= 10^4',
      '0 <= t <= 10^9',
      '1 <= cost <= 10^9',
      'Use 64-bit integers: rate * elapsed can exceed 2^31.',
    ],
    testCases: [
      {
        input: '3 1 5\n0 1\n0 1\n0 1\n0 1\n2 2\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nallowed=4 denied=1',
        hidden: false,
      },
      {
        input: '5 2 3\n10 6\n10 5\n11 2\n',
        expectedOutput: 'DENY\nALLOW\nALLOW\nallowed=2 denied=1',
        hidden: false,
      },
      { input: '1 1 1\n0 1\n', expectedOutput: 'ALLOW\nallowed=1 denied=0', hidden: true },
      {
        input: '2 1000000 3\n0 2\n1 2\n1000000000 2\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nallowed=3 denied=0',
        hidden: true,
      },
      {
        input: '4 1 6\n0 3\n1 3\n1 2\n3 1\n3 1\n100 4\n',
        expectedOutput: 'ALLOW\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nallowed=5 denied=1',
        hidden: true,
      },
      {
        input:
          '6 1 40\n1 4\n2 2\n2 4\n4 2\n4 4\n5 2\n5 1\n7 4\n8 2\n10 1\n12 1\n12 1\n12 2\n14 1\n15 3\n16 2\n18 2\n20 3\n21 1\n23 1\n24 3\n25 1\n27 3\n28 2\n30 3\n30 1\n32 1\n33 1\n34 4\n34 1\n36 1\n36 2\n36 4\n37 4\n38 1\n40 2\n42 3\n43 1\n44 3\n44 4\n',
        expectedOutput:
          'ALLOW\nALLOW\nDENY\nALLOW\nDENY\nALLOW\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nALLOW\nDENY\nDENY\nallowed=28 denied=12',
        hidden: true,
      },
      {
        input:
          '5 2 30\n0 2\n0 1\n0 1\n1 4\n1 2\n2 2\n2 4\n3 1\n4 4\n4 1\n5 3\n5 2\n5 4\n5 1\n5 2\n6 3\n6 3\n7 4\n7 1\n7 2\n7 1\n8 3\n9 2\n10 2\n11 2\n11 3\n11 2\n11 2\n11 4\n12 1\n',
        expectedOutput:
          'ALLOW\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nDENY\nALLOW\nALLOW\nDENY\nDENY\nALLOW\nDENY\nDENY\nDENY\nDENY\nDENY\nALLOW\nDENY\nDENY\nDENY\nDENY\nALLOW\nALLOW\nALLOW\nDENY\nALLOW\nDENY\nDENY\nALLOW\nallowed=14 denied=16',
        hidden: true,
      },
      {
        input: '3 0 4\n0 1\n5 1\n10 1\n20 1\n',
        expectedOutput: 'ALLOW\nALLOW\nALLOW\nDENY\nallowed=3 denied=1',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    capacity, rate, n = int(data[0]), int(data[1]), int(data[2])
    tokens = capacity
    last = None
    out = []
    allowed = 0
    for i in range(n):
        t, cost = int(data[3 + 2 * i]), int(data[4 + 2 * i])
        if last is not None:
            tokens = min(capacity, tokens + rate * (t - last))
        last = t
        if tokens >= cost:
            tokens -= cost
            allowed += 1
            out.append('ALLOW')
        else:
            out.append('DENY')
    out.append(f"allowed={allowed} denied={n - allowed}")
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'sd-consistent-hashing',
    title: 'Consistent Hashing with Virtual Nodes',
    description: `A cache cluster places its servers on a hash ring. Use the 32-bit FNV-1a hash for every string \`s\`:

\`\`\`
h = 2166136261
for each byte b of s (ASCII):
    h = h XOR b
    h = (h * 16777619) mod 2^32
\`\`\`

Each server \`name\` owns \`V\` virtual nodes at positions \`hash(name + "#" + i)\` for \`i = 0 .. V-1\`
(for example \`hash("cacheA#0")\`). A key is stored on the server of the first virtual node whose
position is **greater than or equal to** \`hash(key)\`; if there is none, wrap around to the virtual node
with the smallest position. If several virtual nodes share a position, the one whose server name is
smallest in ASCII order comes first.

**Input:** the first line has \`S V\`. The second line has the \`S\` server names. The third line has \`K\`,
followed by \`K\` lines with one key each.

**Output:** \`K\` lines \`key server\`, in input order, then \`S\` lines \`server count\` (keys stored on that
server), in the order the servers were given.`,
    examples: [
      {
        input: '2 1\nA B\n3\napple\npear\nlime\n',
        output: 'apple A\npear B\nlime A\nA 2\nB 1',
        explanation:
          'hash("B#0") = 86207558 and hash("A#0") = 1416880759. apple (280767167) and lime (132336572) go to A#0; pear (3491742317) is past the last node and wraps to B#0.',
      },
      {
        input: '3 2\ncache1 cache2 cache3\n4\nuser:1\nuser:2\nsession:9\nimg.png\n',
        output:
          'user:1 cache3\nuser:2 cache3\nsession:9 cache3\nimg.png cache2\ncache1 0\ncache2 1\ncache3 3',
        explanation: 'Six virtual nodes are placed; each key walks clockwise to the next one.',
      },
    ],
    constraints: [
      '1 <= S <= 100',
      '1 <= V <= 100',
      '1 <= K <= 10^4',
      'Names and keys are 1 to 40 printable characters without spaces.',
      'Use 64-bit unsigned arithmetic (or mask to 32 bits) for the hash.',
    ],
    testCases: [
      {
        input: '2 1\nA B\n3\napple\npear\nlime\n',
        expectedOutput: 'apple A\npear B\nlime A\nA 2\nB 1',
        hidden: false,
      },
      {
        input: '3 2\ncache1 cache2 cache3\n4\nuser:1\nuser:2\nsession:9\nimg.png\n',
        expectedOutput:
          'user:1 cache3\nuser:2 cache3\nsession:9 cache3\nimg.png cache2\ncache1 0\ncache2 1\ncache3 3',
        hidden: false,
      },
      { input: '1 3\nonly\n2\nx\ny\n', expectedOutput: 'x only\ny only\nonly 2', hidden: true },
      {
        input: '3 4\nnodeA nodeB nodeC\n8\nalpha\nbeta\ngamma\ndelta\nepsilon\nzeta\neta\ntheta\n',
        expectedOutput:
          'alpha nodeB\nbeta nodeB\ngamma nodeA\ndelta nodeB\nepsilon nodeC\nzeta nodeB\neta nodeB\ntheta nodeA\nnodeA 2\nnodeB 5\nnodeC 1',
        hidden: true,
      },
      {
        input: '2 2\nzz zz2\n5\nzzzzzzzzzz\n~\n0\nkey\nKEY\n',
        expectedOutput: 'zzzzzzzzzz zz\n~ zz\n0 zz2\nkey zz\nKEY zz\nzz 4\nzz2 1',
        hidden: true,
      },
      {
        input:
          '4 5\ns1 s2 s3 s4\n12\norder-0\norder-1\norder-2\norder-3\norder-4\norder-5\norder-6\norder-7\norder-8\norder-9\norder-10\norder-11\n',
        expectedOutput:
          'order-0 s2\norder-1 s2\norder-2 s2\norder-3 s2\norder-4 s3\norder-5 s2\norder-6 s3\norder-7 s3\norder-8 s3\norder-9 s3\norder-10 s3\norder-11 s3\ns1 0\ns2 5\ns3 7\ns4 0',
        hidden: true,
      },
      {
        input: '5 1\nab ba cd dc ee\n6\nq\nw\ne\nr\nt\ny\n',
        expectedOutput: 'q ba\nw ba\ne ba\nr ba\nt ba\ny ba\nab 0\nba 6\ncd 0\ndc 0\nee 0',
        hidden: true,
      },
      {
        input: '2 3\nleft right\n1\nzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz\n',
        expectedOutput: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzz left\nleft 1\nright 0',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys
from bisect import bisect_left

def h(s):
    v = 2166136261
    for c in s.encode():
        v ^= c
        v = (v * 16777619) % (1 << 32)
    return v


def main():
    lines = sys.stdin.read().split('\\n')
    s, v = map(int, lines[0].split())
    servers = lines[1].split()
    ring = sorted((h(f"{name}#{i}"), name) for name in servers for i in range(v))
    positions = [p for p, _ in ring]
    k = int(lines[2])
    counts = {name: 0 for name in servers}
    out = []
    for i in range(k):
        key = lines[3 + i].strip()
        idx = bisect_left(positions, h(key))
        if idx == len(ring):
            idx = 0
        owner = ring[idx][1]
        counts[owner] += 1
        out.append(f"{key} {owner}")
    for name in servers:
        out.append(f"{name} {counts[name]}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'sd-wal-recovery',
    title: 'Write-Ahead Log Crash Recovery',
    description: `A key-value store writes every change to a write-ahead log before applying it. After a crash it
rebuilds its state from the log, starting from an empty store. The log has these records:

- \`BEGIN tx\` starts transaction \`tx\`;
- \`SET tx key value\` sets \`key\` to \`value\` inside \`tx\`;
- \`DEL tx key\` deletes \`key\` inside \`tx\` (deleting a missing key is allowed);
- \`COMMIT tx\` commits \`tx\`; \`ABORT tx\` rolls it back.

Only committed transactions take effect. Transactions that were aborted, or never committed
because the log ends first, are rolled back. Apply the \`SET\`/\`DEL\` records of committed transactions in
log order (the store used strict two-phase locking, so log order is the correct order).

**Input:** the first line has \`n\`, then \`n\` log records, one per line.

**Output:** first \`committed=<c> rolled_back=<r>\` (transactions that began but did not commit count as
rolled back). Then the final store, one \`key=value\` line per key in ascending ASCII order of keys,
or \`EMPTY\` if no key is left.`,
    examples: [
      {
        input: '7\nBEGIN t1\nSET t1 a 1\nBEGIN t2\nSET t2 b 2\nCOMMIT t1\nSET t2 c 3\nABORT t2\n',
        output: 'committed=1 rolled_back=1\na=1',
        explanation: 't1 commits a=1; t2 is aborted, so b and c are never applied.',
      },
      {
        input: '6\nBEGIN t1\nSET t1 x 5\nCOMMIT t1\nBEGIN t2\nDEL t2 x\nSET t2 y 9\n',
        output: 'committed=1 rolled_back=1\nx=5',
        explanation: 't2 never commits (the log ends), so its delete and set are rolled back.',
      },
    ],
    constraints: [
      '0 <= n <= 10^4',
      'Transaction ids, keys and values are words without spaces.',
      'Every SET, DEL, COMMIT or ABORT refers to a transaction that has begun and not yet ended.',
    ],
    testCases: [
      {
        input: '7\nBEGIN t1\nSET t1 a 1\nBEGIN t2\nSET t2 b 2\nCOMMIT t1\nSET t2 c 3\nABORT t2\n',
        expectedOutput: 'committed=1 rolled_back=1\na=1',
        hidden: false,
      },
      {
        input: '6\nBEGIN t1\nSET t1 x 5\nCOMMIT t1\nBEGIN t2\nDEL t2 x\nSET t2 y 9\n',
        expectedOutput: 'committed=1 rolled_back=1\nx=5',
        hidden: false,
      },
      { input: '0\n', expectedOutput: 'committed=0 rolled_back=0\nEMPTY', hidden: true },
      {
        input: '4\nBEGIN a\nSET a k v\nDEL a k\nCOMMIT a\n',
        expectedOutput: 'committed=1 rolled_back=0\nEMPTY',
        hidden: true,
      },
      {
        input:
          '10\nBEGIN t1\nSET t1 k 1\nCOMMIT t1\nBEGIN t2\nSET t2 k 2\nCOMMIT t2\nBEGIN t3\nDEL t3 k\nSET t3 m 7\nCOMMIT t3\n',
        expectedOutput: 'committed=3 rolled_back=0\nm=7',
        hidden: true,
      },
      {
        input:
          '11\nBEGIN t1\nBEGIN t2\nSET t1 B 1\nSET t2 a 2\nSET t1 Z 3\nCOMMIT t2\nBEGIN t3\nSET t3 B 9\nABORT t3\nSET t1 b 4\nCOMMIT t1\n',
        expectedOutput: 'committed=2 rolled_back=1\nB=1\nZ=3\na=2\nb=4',
        hidden: true,
      },
      {
        input: '5\nBEGIN t1\nSET t1 q 1\nBEGIN t2\nSET t2 r 2\nBEGIN t3\n',
        expectedOutput: 'committed=0 rolled_back=3\nEMPTY',
        hidden: true,
      },
      {
        input:
          '8\nBEGIN t1\nSET t1 key10 x\nSET t1 key2 y\nSET t1 key1 z\nCOMMIT t1\nBEGIN t2\nDEL t2 nothing\nCOMMIT t2\n',
        expectedOutput: 'committed=2 rolled_back=0\nkey1=z\nkey10=x\nkey2=y',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    records = [lines[1 + i].split() for i in range(n)]
    committed = set()
    began = []
    for r in records:
        if r[0] == 'BEGIN':
            began.append(r[1])
        elif r[0] == 'COMMIT':
            committed.add(r[1])
    store = {}
    for r in records:
        if r[0] == 'SET' and r[1] in committed:
            store[r[2]] = r[3]
        elif r[0] == 'DEL' and r[1] in committed:
            store.pop(r[2], None)
    out = [f"committed={len(committed)} rolled_back={len(began) - len(committed)}"]
    if store:
        for key in sorted(store):
            out.append(f"{key}={store[key]}")
    else:
        out.append('EMPTY')
    print('\\n'.join(out))


main()
`,
    },
  },
];
