import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'ms-gateway-routing',
    title: 'API Gateway Longest-Prefix Routing',
    description: `An API gateway forwards each request to a backend service chosen by the path. A route prefix
matches a path when the prefix is \`/\`, when the path equals the prefix, or when the path starts
with the prefix followed by \`/\`. So \`/api/users\` matches \`/api/users/42\` but **not** \`/api/usersettings\`.
When several prefixes match, the longest one wins.

**Input:** the first line has \`r\`, then \`r\` lines \`prefix service\`. Then a line with \`q\`, then \`q\` paths.
Prefixes start with \`/\` and have no trailing \`/\` (except the prefix \`/\` itself).

**Output:** for each path, the service that handles it, or \`404\` if no prefix matches.`,
    examples: [
      {
        input:
          '3\n/api user-gw\n/api/users user-svc\n/api/orders order-svc\n4\n/api/users/42\n/api/usersettings\n/api/orders\n/health\n',
        output: 'user-svc\nuser-gw\norder-svc\n404',
        explanation:
          '/api/users/42 matches /api and /api/users, the longer wins; /api/usersettings only matches /api; /health matches nothing.',
      },
      {
        input: '2\n/ web\n/static cdn\n3\n/\n/static/app.js\n/about\n',
        output: 'web\ncdn\nweb',
        explanation: 'The prefix / matches every path, so nothing returns 404.',
      },
    ],
    constraints: [
      '1 <= r <= 100',
      '1 <= q <= 1000',
      'Paths and prefixes have at most 100 characters and contain no spaces.',
    ],
    testCases: [
      {
        input:
          '3\n/api user-gw\n/api/users user-svc\n/api/orders order-svc\n4\n/api/users/42\n/api/usersettings\n/api/orders\n/health\n',
        expectedOutput: 'user-svc\nuser-gw\norder-svc\n404',
        hidden: false,
      },
      {
        input: '2\n/ web\n/static cdn\n3\n/\n/static/app.js\n/about\n',
        expectedOutput: 'web\ncdn\nweb',
        hidden: false,
      },
      { input: '1\n/a svc\n3\n/a\n/ab\n/a/b/c\n', expectedOutput: 'svc\n404\nsvc', hidden: true },
      {
        input:
          '4\n/v1 v1\n/v1/pay pay\n/v1/pay/refunds refunds\n/v2 v2\n6\n/v1/pay/refunds/9\n/v1/payments\n/v1/pay\n/v2\n/v3/x\n/v1\n',
        expectedOutput: 'refunds\nv1\npay\nv2\n404\nv1',
        hidden: true,
      },
      {
        input: '2\n/x/y deep\n/x shallow\n3\n/x/y/z\n/x/yz\n/x\n',
        expectedOutput: 'deep\nshallow\nshallow',
        hidden: true,
      },
      { input: '1\n/only one\n1\n/other\n', expectedOutput: '404', hidden: true },
      {
        input: '3\n/ root\n/a/b ab\n/a a\n4\n/a/b\n/a/bc\n/b\n/a/b/\n',
        expectedOutput: 'ab\na\nroot\nab',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    r = int(lines[0])
    routes = [lines[1 + i].split() for i in range(r)]
    q = int(lines[r + 1])
    out = []
    for i in range(q):
        path = lines[r + 2 + i].strip()
        best = None
        for prefix, service in routes:
            if prefix == '/' or path == prefix or path.startswith(prefix + '/'):
                if best is None or len(prefix) > len(best[0]):
                    best = (prefix, service)
        out.append(best[1] if best else '404')
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-retry-backoff',
    title: 'Retry with Capped Exponential Backoff',
    description: `A client calls a flaky service and retries failed calls with exponential backoff. The first attempt
happens at time 0. After failed attempt number \`k\` (1-based), if a retry is still allowed the client
waits \`min(cap, base * factor^(k-1))\` milliseconds and tries again. At most \`maxRetries\` retries are
made (so at most \`maxRetries + 1\` attempts). It stops at the first success.

**Input:** the first line has \`base factor cap maxRetries\`. The second line is a string of \`S\` and
\`F\` characters: the outcome each attempt would have, in order. It has at least \`maxRetries + 1\` characters.

**Output:** one line per attempt made, \`attempt <k> at <time> <OK|FAIL>\`, then \`SUCCESS after <k> attempts\`
or \`GAVE UP after <k> attempts\`.`,
    examples: [
      {
        input: '100 2 1000 3\nFFSF\n',
        output:
          'attempt 1 at 0 FAIL\nattempt 2 at 100 FAIL\nattempt 3 at 300 OK\nSUCCESS after 3 attempts',
        explanation:
          'Attempt 1 fails at 0, the client waits 100; attempt 2 fails at 100, waits 200; attempt 3 succeeds at 300.',
      },
      {
        input: '50 3 200 2\nFFF\n',
        output:
          'attempt 1 at 0 FAIL\nattempt 2 at 50 FAIL\nattempt 3 at 200 FAIL\nGAVE UP after 3 attempts',
        explanation:
          'Waits are 50 and then min(200, 150) = 150; after 2 retries the client gives up.',
      },
    ],
    constraints: [
      '1 <= base <= 10^6',
      '1 <= factor <= 10',
      'base <= cap <= 10^9',
      '0 <= maxRetries <= 30',
      'factor^(k-1) can overflow 64 bits: stop growing the delay once it reaches cap.',
    ],
    testCases: [
      {
        input: '100 2 1000 3\nFFSF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 100 FAIL\nattempt 3 at 300 OK\nSUCCESS after 3 attempts',
        hidden: false,
      },
      {
        input: '50 3 200 2\nFFF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 50 FAIL\nattempt 3 at 200 FAIL\nGAVE UP after 3 attempts',
        hidden: false,
      },
      {
        input: '10 2 1000 0\nS\n',
        expectedOutput: 'attempt 1 at 0 OK\nSUCCESS after 1 attempts',
        hidden: true,
      },
      {
        input: '10 2 1000 0\nF\n',
        expectedOutput: 'attempt 1 at 0 FAIL\nGAVE UP after 1 attempts',
        hidden: true,
      },
      {
        input: '1 10 1000000000 30\nFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 1 FAIL\nattempt 3 at 11 FAIL\nattempt 4 at 111 FAIL\nattempt 5 at 1111 FAIL\nattempt 6 at 11111 FAIL\nattempt 7 at 111111 FAIL\nattempt 8 at 1111111 FAIL\nattempt 9 at 11111111 FAIL\nattempt 10 at 111111111 FAIL\nattempt 11 at 1111111111 FAIL\nattempt 12 at 2111111111 FAIL\nattempt 13 at 3111111111 FAIL\nattempt 14 at 4111111111 FAIL\nattempt 15 at 5111111111 FAIL\nattempt 16 at 6111111111 FAIL\nattempt 17 at 7111111111 FAIL\nattempt 18 at 8111111111 FAIL\nattempt 19 at 9111111111 FAIL\nattempt 20 at 10111111111 FAIL\nattempt 21 at 11111111111 FAIL\nattempt 22 at 12111111111 FAIL\nattempt 23 at 13111111111 FAIL\nattempt 24 at 14111111111 FAIL\nattempt 25 at 15111111111 FAIL\nattempt 26 at 16111111111 FAIL\nattempt 27 at 17111111111 FAIL\nattempt 28 at 18111111111 FAIL\nattempt 29 at 19111111111 FAIL\nattempt 30 at 20111111111 FAIL\nattempt 31 at 21111111111 FAIL\nGAVE UP after 31 attempts',
        hidden: true,
      },
      {
        input: '1000 1 5000 4\nFFFFS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 1000 FAIL\nattempt 3 at 2000 FAIL\nattempt 4 at 3000 FAIL\nattempt 5 at 4000 OK\nSUCCESS after 5 attempts',
        hidden: true,
      },
      {
        input: '7 5 100 5\nFFFFFFSS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 7 FAIL\nattempt 3 at 42 FAIL\nattempt 4 at 142 FAIL\nattempt 5 at 242 FAIL\nattempt 6 at 342 FAIL\nGAVE UP after 6 attempts',
        hidden: true,
      },
      {
        input: '250 2 300 3\nFFFS\n',
        expectedOutput:
          'attempt 1 at 0 FAIL\nattempt 2 at 250 FAIL\nattempt 3 at 550 FAIL\nattempt 4 at 850 OK\nSUCCESS after 4 attempts',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    base, factor, cap, max_retries = map(int, data[:4])
    outcomes = data[4]
    time = 0
    delay = base
    out = []
    attempt = 0
    while True:
        attempt += 1
        ok = outcomes[attempt - 1] == 'S'
        out.append(f"attempt {attempt} at {time} {'OK' if ok else 'FAIL'}")
        if ok:
            out.append(f"SUCCESS after {attempt} attempts")
            break
        if attempt > max_retries:
            out.append(f"GAVE UP after {attempt} attempts")
            break
        time += min(cap, delay)
        delay = min(cap, delay * factor)
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'ms-circuit-breaker-trials',
    title: 'Circuit Breaker with Half-Open Trials',
    description: `Simulate a circuit breaker in front of a remote service. Each event \`t result\` is a call at time \`t\`;
\`result\` (\`OK\` or \`FAIL\`) is what the service would answer if called.

- \`CLOSED\`: the call is made. \`FAIL\` adds 1 to the consecutive-failure count and, when the count
  reaches \`threshold\`, the breaker becomes \`OPEN\` with \`opened_at = t\`. \`OK\` resets the count to 0.
- \`OPEN\`: if \`t - opened_at >= cooldown\`, the breaker becomes \`HALF_OPEN\` (with 0 trial successes)
  and this call is handled as in \`HALF_OPEN\`; otherwise the call is rejected.
- \`HALF_OPEN\`: the call is made. \`FAIL\` makes the breaker \`OPEN\` with \`opened_at = t\`. \`OK\` adds a
  trial success; after \`trials\` successes the breaker is \`CLOSED\` with a failure count of 0.

**Input:** \`threshold cooldown trials n\`, then \`n\` lines \`t result\`, times non-decreasing.

**Output:** one line per call: \`PASS\`, \`FAIL\` or \`REJECTED\`, a space, and the state after the call.`,
    examples: [
      {
        input: '2 10 2 6\n0 FAIL\n1 FAIL\n5 OK\n11 OK\n12 OK\n13 FAIL\n',
        output: 'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nPASS HALF_OPEN\nPASS CLOSED\nFAIL CLOSED',
        explanation:
          'Two failures open the breaker at 1; at 11 the cooldown is over and two OK trials close it; the failure at 13 is the first of a new count.',
      },
      {
        input: '1 5 1 4\n0 FAIL\n5 FAIL\n9 OK\n10 OK\n',
        output: 'FAIL OPEN\nFAIL OPEN\nREJECTED OPEN\nPASS CLOSED',
        explanation:
          'The trial at 5 fails and reopens the breaker at 5; the call at 9 is rejected; the trial at 10 succeeds.',
      },
    ],
    constraints: [
      '1 <= threshold, trials <= 100',
      '0 <= cooldown <= 10^9',
      '1 <= n <= 10^4',
      '0 <= t <= 10^9',
    ],
    testCases: [
      {
        input: '2 10 2 6\n0 FAIL\n1 FAIL\n5 OK\n11 OK\n12 OK\n13 FAIL\n',
        expectedOutput:
          'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nPASS HALF_OPEN\nPASS CLOSED\nFAIL CLOSED',
        hidden: false,
      },
      {
        input: '1 5 1 4\n0 FAIL\n5 FAIL\n9 OK\n10 OK\n',
        expectedOutput: 'FAIL OPEN\nFAIL OPEN\nREJECTED OPEN\nPASS CLOSED',
        hidden: false,
      },
      {
        input: '3 10 1 3\n0 OK\n1 OK\n2 OK\n',
        expectedOutput: 'PASS CLOSED\nPASS CLOSED\nPASS CLOSED',
        hidden: true,
      },
      {
        input: '2 3 3 8\n0 FAIL\n0 OK\n0 FAIL\n1 FAIL\n4 OK\n4 OK\n5 FAIL\n8 OK\n',
        expectedOutput:
          'FAIL CLOSED\nPASS CLOSED\nFAIL CLOSED\nFAIL OPEN\nPASS HALF_OPEN\nPASS HALF_OPEN\nFAIL OPEN\nPASS HALF_OPEN',
        hidden: true,
      },
      {
        input: '1 0 1 3\n0 FAIL\n0 OK\n0 FAIL\n',
        expectedOutput: 'FAIL OPEN\nPASS CLOSED\nFAIL OPEN',
        hidden: true,
      },
      {
        input: '2 100 1 5\n0 FAIL\n1 FAIL\n2 OK\n99 OK\n101 OK\n',
        expectedOutput: 'FAIL CLOSED\nFAIL OPEN\nREJECTED OPEN\nREJECTED OPEN\nPASS CLOSED',
        hidden: true,
      },
      {
        input:
          '3 5 2 10\n0 FAIL\n1 FAIL\n2 OK\n3 FAIL\n4 FAIL\n5 FAIL\n10 OK\n11 FAIL\n16 OK\n17 OK\n',
        expectedOutput:
          'FAIL CLOSED\nFAIL CLOSED\nPASS CLOSED\nFAIL CLOSED\nFAIL CLOSED\nFAIL OPEN\nPASS HALF_OPEN\nFAIL OPEN\nPASS HALF_OPEN\nPASS CLOSED',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    data = sys.stdin.read().split()
    threshold, cooldown, trials, n = map(int, data[:4])
    state = 'CLOSED'
    failures = 0
    successes = 0
    opened_at = 0
    out = []
    for i in range(n):
        t = int(data[4 + 2 * i])
        ok = data[5 + 2 * i] == 'OK'
        if state == 'OPEN':
            if t - opened_at >= cooldown:
                state = 'HALF_OPEN'
                successes = 0
            else:
                out.append('REJECTED OPEN')
                continue
        if state == 'HALF_OPEN':
            if ok:
                successes += 1
                if successes == trials:
                    state = 'CLOSED'
                    failures = 0
            else:
                state = 'OPEN'
                opened_at = t
        else:
            if ok:
                failures = 0
            else:
                failures += 1
                if failures >= threshold:
                    state = 'OPEN'
                    opened_at = t
        out.append(f"{'PASS' if ok else 'FAIL'} {state}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-saga-compensation',
    title: 'Saga Orchestrator with Compensations',
    description: `An order saga runs its steps in order (reserve stock, charge card, ...). Each step either succeeds
or fails. If a step fails, the saga stops and compensates every step that already succeeded, in
**reverse** order. A compensation may fail transiently: step \`name\` has a number \`k\` of compensation
failures before its compensation succeeds, so it needs \`k + 1\` attempts. The orchestrator makes at
most \`m\` attempts per compensation; a compensation that needs more is reported as stuck and the
orchestrator continues with the remaining compensations.

**Input:** the first line has \`n m\`. Each of the next \`n\` lines has \`name result k\`, where \`result\` is \`OK\` or \`FAIL\`.

**Output:** \`DO name\` for each succeeded step and \`FAIL name\` for the failing step. Then for each
compensation, \`UNDO name attempts=<a>\` or \`STUCK name\`. The last line is \`COMPLETED\` (no step failed),
\`ROLLED BACK\` (all compensations succeeded) or \`NEEDS MANUAL FIX\` (some compensation is stuck).`,
    examples: [
      {
        input: '3 3\nreserve OK 0\ncharge OK 1\nship FAIL 0\n',
        output:
          'DO reserve\nDO charge\nFAIL ship\nUNDO charge attempts=2\nUNDO reserve attempts=1\nROLLED BACK',
        explanation: 'ship fails; charge is undone first (2 attempts), then reserve (1 attempt).',
      },
      {
        input: '2 2\nreserve OK 0\ncharge OK 0\n',
        output: 'DO reserve\nDO charge\nCOMPLETED',
        explanation: 'Every step succeeds, so nothing is compensated.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '1 <= m <= 100',
      '0 <= k <= 1000',
      'Steps after the failing step are never run.',
    ],
    testCases: [
      {
        input: '3 3\nreserve OK 0\ncharge OK 1\nship FAIL 0\n',
        expectedOutput:
          'DO reserve\nDO charge\nFAIL ship\nUNDO charge attempts=2\nUNDO reserve attempts=1\nROLLED BACK',
        hidden: false,
      },
      {
        input: '2 2\nreserve OK 0\ncharge OK 0\n',
        expectedOutput: 'DO reserve\nDO charge\nCOMPLETED',
        hidden: false,
      },
      { input: '1 1\nonly FAIL 5\n', expectedOutput: 'FAIL only\nROLLED BACK', hidden: true },
      {
        input: '4 2\na OK 0\nb OK 2\nc OK 1\nd FAIL 0\n',
        expectedOutput:
          'DO a\nDO b\nDO c\nFAIL d\nUNDO c attempts=2\nSTUCK b\nUNDO a attempts=1\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '5 3\ns1 OK 3\ns2 OK 0\ns3 FAIL 0\ns4 OK 0\ns5 OK 0\n',
        expectedOutput: 'DO s1\nDO s2\nFAIL s3\nUNDO s2 attempts=1\nSTUCK s1\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '3 1\nx OK 0\ny OK 0\nz OK 9\n',
        expectedOutput: 'DO x\nDO y\nDO z\nCOMPLETED',
        hidden: true,
      },
      {
        input: '4 5\np OK 4\nq OK 5\nr OK 0\ns FAIL 2\n',
        expectedOutput:
          'DO p\nDO q\nDO r\nFAIL s\nUNDO r attempts=1\nSTUCK q\nUNDO p attempts=5\nNEEDS MANUAL FIX',
        hidden: true,
      },
      {
        input: '2 1\nfirst FAIL 0\nsecond OK 0\n',
        expectedOutput: 'FAIL first\nROLLED BACK',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n, m = map(int, lines[0].split())
    done = []
    out = []
    failed = False
    for i in range(n):
        name, result, k = lines[1 + i].split()
        if result == 'OK':
            out.append(f"DO {name}")
            done.append((name, int(k)))
        else:
            out.append(f"FAIL {name}")
            failed = True
            break
    if not failed:
        out.append('COMPLETED')
    else:
        stuck = False
        for name, k in reversed(done):
            if k + 1 <= m:
                out.append(f"UNDO {name} attempts={k + 1}")
            else:
                out.append(f"STUCK {name}")
                stuck = True
        out.append('NEEDS MANUAL FIX' if stuck else 'ROLLED BACK')
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'ms-deploy-waves',
    title: 'Deploy Services in Dependency Waves',
    description: `A release deploys services in waves. A service may be deployed in a wave only if every service it
depends on was deployed in an **earlier** wave. At most \`P\` services are deployed per wave; when more
are ready, the alphabetically smallest (ASCII order) go first and the rest wait for a later wave.
Dependency cycles make some services impossible to deploy.

**Input:** the first line has \`n P\`, the second line the \`n\` service names. The third line has \`m\`,
then \`m\` lines \`A B\` meaning service \`A\` depends on service \`B\`.

**Output:** one line per wave, \`wave <k>: <services in ASCII order>\`. If some services can never be
deployed, a final line \`BLOCKED: <those services in ASCII order>\`.`,
    examples: [
      {
        input: '4 2\napi db cache web\n3\napi db\napi cache\nweb api\n',
        output: 'wave 1: cache db\nwave 2: api\nwave 3: web',
        explanation:
          'db and cache have no dependencies (wave 1), api needs both (wave 2), web needs api (wave 3).',
      },
      {
        input: '3 5\na b c\n3\na b\nb a\nc a\n',
        output: 'BLOCKED: a b c',
        explanation: 'a and b depend on each other, and c waits for a, so nothing can be deployed.',
      },
    ],
    constraints: [
      '1 <= n <= 1000',
      '1 <= P <= n',
      '0 <= m <= 10^4',
      'No dependency line is repeated.',
    ],
    testCases: [
      {
        input: '4 2\napi db cache web\n3\napi db\napi cache\nweb api\n',
        expectedOutput: 'wave 1: cache db\nwave 2: api\nwave 3: web',
        hidden: false,
      },
      { input: '3 5\na b c\n3\na b\nb a\nc a\n', expectedOutput: 'BLOCKED: a b c', hidden: false },
      { input: '1 1\nsolo\n0\n', expectedOutput: 'wave 1: solo', hidden: true },
      {
        input: '5 1\ne d c b a\n0\n',
        expectedOutput: 'wave 1: a\nwave 2: b\nwave 3: c\nwave 4: d\nwave 5: e',
        hidden: true,
      },
      {
        input:
          '6 2\nauth billing gateway orders search users\n6\ngateway auth\ngateway orders\norders users\norders billing\nsearch users\nbilling users\n',
        expectedOutput:
          'wave 1: auth users\nwave 2: billing search\nwave 3: orders\nwave 4: gateway',
        hidden: true,
      },
      {
        input: '4 3\nw x y z\n4\nx w\ny x\nz y\nw z\n',
        expectedOutput: 'BLOCKED: w x y z',
        hidden: true,
      },
      {
        input: '5 2\nA B C a b\n4\nb a\nC B\nB A\na A\n',
        expectedOutput: 'wave 1: A\nwave 2: B a\nwave 3: C b',
        hidden: true,
      },
      {
        input: '3 2\nself other third\n2\nself self\nthird other\n',
        expectedOutput: 'wave 1: other\nwave 2: third\nBLOCKED: self',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n, p = map(int, lines[0].split())
    names = lines[1].split()
    m = int(lines[2])
    indeg = {s: 0 for s in names}
    dependents = {s: [] for s in names}
    for i in range(m):
        a, b = lines[3 + i].split()
        indeg[a] += 1
        dependents[b].append(a)
    ready = sorted(s for s in names if indeg[s] == 0)
    deployed = set()
    out = []
    wave = 0
    while ready:
        wave += 1
        batch, ready = ready[:p], ready[p:]
        out.append(f"wave {wave}: {' '.join(batch)}")
        for s in batch:
            deployed.add(s)
            for d in dependents[s]:
                indeg[d] -= 1
                if indeg[d] == 0:
                    ready.append(d)
        ready.sort()
    blocked = sorted(s for s in names if s not in deployed)
    if blocked:
        out.append(f"BLOCKED: {' '.join(blocked)}")
    print('\\n'.join(out))


main()
`,
    },
  },
  {
    id: 'ms-trace-self-time',
    title: 'Self Time per Service from a Distributed Trace',
    description: `A distributed trace is a tree of spans. Each span has an id, a parent span id (\`-\` for the root),
the service that ran it, and start and end times in milliseconds. A span's **self time** is its
duration minus the time during which at least one of its direct children was running, counting
only the part of each child inside the parent's interval. Children may run in parallel and overlap.

**Input:** the first line has \`n\`, then \`n\` lines \`id parent service start end\` (\`start <= end\`).

**Output:** the total self time per service, one \`service time\` line each, sorted by time descending
and then by service name in ASCII order.`,
    examples: [
      {
        input: '3\n1 - gateway 0 100\n2 1 orders 10 60\n3 1 users 40 90\n',
        output: 'orders 50\nusers 50\ngateway 20',
        explanation:
          'The children cover [10, 90], 80 ms, so gateway has 20 ms of self time; orders and users have no children.',
      },
      {
        input: '3\nr - api 0 50\nc1 r db 10 20\nc2 r db 15 70\n',
        output: 'db 65\napi 10',
        explanation:
          'Children cover [10, 50] inside the parent (c2 is clipped at 50): api self time 10; db gets 10 + 55 = 65.',
      },
    ],
    constraints: [
      '1 <= n <= 10^4',
      '0 <= start <= end <= 10^9',
      'Every parent id refers to a span of the input.',
    ],
    testCases: [
      {
        input: '3\n1 - gateway 0 100\n2 1 orders 10 60\n3 1 users 40 90\n',
        expectedOutput: 'orders 50\nusers 50\ngateway 20',
        hidden: false,
      },
      {
        input: '3\nr - api 0 50\nc1 r db 10 20\nc2 r db 15 70\n',
        expectedOutput: 'db 65\napi 10',
        hidden: false,
      },
      { input: '1\nx - solo 5 5\n', expectedOutput: 'solo 0', hidden: true },
      {
        input:
          '5\na - front 0 1000\nb a back 100 200\nc a back 300 400\nd b db 120 180\ne c db 300 400\n',
        expectedOutput: 'front 800\ndb 160\nback 40',
        hidden: true,
      },
      {
        input: '4\n1 - svc 0 30\n2 1 svc 0 10\n3 1 svc 10 20\n4 1 svc 20 30\n',
        expectedOutput: 'svc 30',
        hidden: true,
      },
      {
        input:
          '6\nroot - edge 0 100\nk1 root auth 0 5\nk2 root cart 5 50\nk3 k2 price 10 20\nk4 k2 price 15 25\nk5 root cart 40 100\n',
        expectedOutput: 'cart 90\nprice 20\nauth 5\nedge 0',
        hidden: true,
      },
      {
        input: '4\np - a 0 10\nq p b 20 30\nr p c 5 8\ns p c 6 9\n',
        expectedOutput: 'b 10\na 6\nc 6',
        hidden: true,
      },
    ],
    reference: {
      language: 'python3',
      source: `import sys
from collections import defaultdict


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    spans = {}
    children = defaultdict(list)
    for i in range(n):
        sid, parent, service, start, end = lines[1 + i].split()
        spans[sid] = (service, int(start), int(end))
        if parent != '-':
            children[parent].append(sid)
    totals = defaultdict(int)
    for sid, (service, start, end) in spans.items():
        intervals = []
        for c in children[sid]:
            cs, ce = max(start, spans[c][1]), min(end, spans[c][2])
            if cs < ce:
                intervals.append((cs, ce))
        intervals.sort()
        covered = 0
        cur_s = cur_e = None
        for s, e in intervals:
            if cur_e is None or s > cur_e:
                if cur_e is not None:
                    covered += cur_e - cur_s
                cur_s, cur_e = s, e
            else:
                cur_e = max(cur_e, e)
        if cur_e is not None:
            covered += cur_e - cur_s
        totals[service] += (end - start) - covered
    for service, t in sorted(totals.items(), key=lambda kv: (-kv[1], kv[0])):
        print(service, t)


main()
`,
    },
  },
];
