import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'Two clients edit the same document. Client B sends PUT with `If-Match: "v7"`, but client A already saved version v8. What should the server answer?',
      options: {
        A: '409 Conflict, with the merged document',
        B: '412 Precondition Failed',
        C: '304 Not Modified, with no body',
        D: '200 OK, since the last write wins',
      },
      correct: 'B',
      explanation: 'A failed If-Match precondition yields 412, preventing the lost update.',
    },
    {
      question:
        'A JSON Patch (RFC 6902) document has five operations and the third is a "test" that fails. What happens?',
      options: {
        A: 'The first two stay applied; the rest are skipped',
        B: 'The test is skipped and the rest apply',
        C: 'The whole patch is rejected and nothing is applied',
        D: 'The server retries the failed test once',
      },
      correct: 'C',
      explanation: 'JSON Patch is atomic: any failing operation aborts the entire document.',
    },
    {
      question:
        'Which media type does RFC 9457 (Problem Details) define for machine-readable error bodies?',
      options: {
        A: '`application/vnd.error+json`',
        B: '`text/problem`',
        C: '`application/json; error=true`',
        D: '`application/problem+json`',
      },
      correct: 'D',
      explanation:
        'Problem Details objects use application/problem+json with fields like type, title, status, detail and instance.',
    },
    {
      question: 'Why is PATCH not guaranteed to be idempotent, unlike PUT?',
      options: {
        A: 'A patch can be relative, like "append to this list"',
        B: '`PATCH` requests cannot carry a request body',
        C: '`PATCH` may be sent only once per resource',
        D: 'Servers must reject any repeated `PATCH`',
      },
      correct: 'A',
      explanation:
        'Whether PATCH is idempotent depends on the patch format and operations used; a relative change adds more each time it is repeated.',
    },
    {
      question:
        'A response differs depending on the compression the client asked for. Which response header tells shared caches to store separate copies?',
      options: {
        A: '`ETag`',
        B: '`Vary: Accept-Encoding`',
        C: '`Content-Encoding`',
        D: '`Cache-Control: public`',
      },
      correct: 'B',
      explanation: 'Vary lists the request headers that select between stored responses.',
    },
    {
      question:
        'A report takes several minutes to generate. What is a good REST design for `POST /reports`?',
      options: {
        A: 'Keep the connection open until the report is done',
        B: 'Return 500 and ask the client to retry later',
        C: 'Return 202 with a status URL in `Location`',
        D: 'Return `201 Created` at once, with an empty report',
      },
      correct: 'C',
      explanation:
        '202 Accepted says the work was accepted but not finished; a status resource exposes progress and the result.',
    },
    {
      question:
        'Why should an API not accept access tokens in the query string, as in `/data?access_token=...`?',
      options: {
        A: 'Query strings are limited to 64 characters',
        B: 'Query strings are not encrypted by TLS',
        C: 'Servers cannot read query strings on `GET`',
        D: 'URLs leak via logs, history and `Referer`',
      },
      correct: 'D',
      explanation:
        'Tokens in URLs leak through logs, browser history and referrers; send bearer tokens in the Authorization header instead.',
    },
    {
      question:
        'A server sends `ETag: W/"42"`. Can a client use it successfully in `If-Match` for a PUT?',
      options: {
        A: 'No: `If-Match` uses strong comparison, so it never matches',
        B: 'Yes: weak and strong ETags are fully interchangeable everywhere',
        C: 'Yes, but only for `DELETE` requests',
        D: 'Only if the client strips the `W/` prefix',
      },
      correct: 'A',
      explanation:
        'Weak validators only work with weak comparison, which If-None-Match uses but If-Match does not.',
    },
    {
      question:
        'A keyset-paginated query orders by `created_at DESC`. Why add `id` as a second sort key and include it in the cursor?',
      options: {
        A: 'Ids are always smaller than timestamps',
        B: 'Rows sharing a `created_at` would be skipped or repeated',
        C: 'Databases cannot sort rows by a timestamp column on its own',
        D: 'It makes the cursor string shorter',
      },
      correct: 'B',
      explanation:
        'A unique tie-breaker gives a total order so the cursor position is unambiguous.',
    },
    {
      question: 'What does `Cache-Control: private, max-age=60` allow?',
      options: {
        A: 'Shared caches like CDNs may keep it for 60 s',
        B: 'Nobody may cache it at all',
        C: "Only the user's browser may cache it for 60 s",
        D: 'It must be revalidated with the server on every single request',
      },
      correct: 'C',
      explanation: 'private excludes shared caches such as CDNs and proxies.',
    },
    {
      question:
        'After a network timeout, which request can a client safely retry automatically without extra protection?',
      options: {
        A: '`POST /payments` without an idempotency key',
        B: '`POST /orders`',
        C: '`PATCH /counter` with `{"op": "increment"}`',
        D: '`PUT /users/7` with the full representation',
      },
      correct: 'D',
      explanation: 'PUT with a complete representation is idempotent; the others may apply twice.',
    },
    {
      question:
        'How does HTTP/2 change the old advice to bundle and shard requests across domains?',
      options: {
        A: 'It multiplexes requests on one connection',
        B: 'HTTP/2 forbids more than one request per connection',
        C: 'HTTP/2 needs a separate domain per resource type',
        D: 'It makes no difference; bundling and sharding still help',
      },
      correct: 'A',
      explanation:
        'Many requests can run concurrently on a single connection, so extra domains and connections mostly hurt.',
    },
    {
      question:
        'Which status code should a server use to require clients to send conditional updates (with If-Match) at all?',
      options: {
        A: '412 Precondition Failed',
        B: '417 Expectation Failed',
        C: '428 Precondition Required',
        D: '409 Conflict, with the current version',
      },
      correct: 'C',
      explanation:
        '428 tells the client the request must be conditional; 412 is for a condition that was sent but failed.',
    },
    {
      question:
        'A client POSTs an XML body to an endpoint that only accepts JSON. Which status code is correct?',
      options: {
        A: '406 Not Acceptable',
        B: '415 Unsupported Media Type',
        C: '400 Bad Request',
        D: '422 Unprocessable Content, for bad bodies',
      },
      correct: 'B',
      explanation:
        '415 refers to the request body format; 406 is about the response formats the client accepts.',
    },
  ],
  coding: [
    {
      id: 'rest-keyset-pagination',
      title: 'Keyset pagination under concurrent changes',
      description:
        'An endpoint lists records newest first: ordered by created descending, then id descending. The first "page" event returns the first K records. Each later "page" returns up to K records that come strictly after the cursor (the last record returned so far) in that order, that is (created, id) smaller than the cursor\'s (created, id). If a page returns nothing it prints "end" and the cursor stays where it was. Records can be inserted and deleted between pages.\n\nInput: the first line holds N and K; N lines "created id"; then event lines until the end of input: "page", "insert created id" or "delete id". Ids are unique.\n\nOutput: for each page, the ids it returns separated by spaces, or "end".',
      examples: [
        {
          input: '5 2\n10 1\n20 2\n30 3\n40 4\n50 5\npage\npage\npage\npage',
          output: '5 4\n3 2\n1\nend',
          explanation: 'Pages walk through the records from newest to oldest.',
        },
        {
          input: '4 2\n10 1\n20 2\n30 3\n40 4\npage\ninsert 50 9\npage\npage',
          output: '4 3\n2 1\nend',
          explanation:
            'The new record sorts before the cursor, so it does not shift the next page (offset paging would have repeated record 3).',
        },
      ],
      constraints: [
        '0 <= N <= 1000',
        '1 <= K <= 100',
        'At most 1000 events',
        'created and id are integers from 0 to 10^9; an inserted id is not in use',
      ],
      testCases: [
        v('5 2\n10 1\n20 2\n30 3\n40 4\n50 5\npage\npage\npage\npage', '5 4\n3 2\n1\nend'),
        v('4 2\n10 1\n20 2\n30 3\n40 4\npage\ninsert 50 9\npage\npage', '4 3\n2 1\nend'),
        h('4 2\n10 1\n10 2\n10 3\n5 4\npage\npage\npage', '3 2\n1 4\nend'),
        h('4 1\n1 1\n2 2\n3 3\n4 4\npage\ndelete 4\npage\ndelete 2\npage\npage', '4\n3\n1\nend'),
        h('2 2\n100 1\n90 2\npage\ninsert 95 3\ninsert 50 4\npage\npage', '1 2\n4\nend'),
        h('0 3\npage\ninsert 7 1\npage', 'end\n1'),
        h('1 1\n5 1\npage\npage\ninsert 1 2\npage', '1\nend\n2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    n, k = map(int, lines[0].split())
    records = {}
    for i in range(1, n + 1):
        created, rid = map(int, lines[i].split())
        records[rid] = created
    cursor = None
    out = []
    for line in lines[n + 1:]:
        parts = line.split()
        if parts[0] == 'insert':
            records[int(parts[2])] = int(parts[1])
        elif parts[0] == 'delete':
            records.pop(int(parts[1]), None)
        else:
            ordered = sorted(((c, r) for r, c in records.items()), reverse=True)
            if cursor is not None:
                ordered = [x for x in ordered if x < cursor]
            page = ordered[:k]
            if not page:
                out.append('end')
            else:
                out.append(' '.join(str(r) for c, r in page))
                cursor = page[-1]
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, k, e, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
def created():
    return random.randint(0, 10**9) if mode != 'ties' else random.randint(0, 5)
ids = random.sample(range(0, 10**9 + 1), n + e)
recs = {ids.pop(): created() for _ in range(n)}
print(n, k)
for rid, c in recs.items():
    print(c, rid)
for _ in range(e):
    r = random.random()
    if r < 0.5 or not recs:
        print('page')
    elif r < 0.75:
        rid = ids.pop()
        recs[rid] = created() if mode != 'behind' else random.randint(0, 10)
        print('insert', recs[rid], rid)
    else:
        rid = random.choice(list(recs)) if random.random() < 0.9 else ids[-1]
        recs.pop(rid, None)
        print('delete', rid)
`,
        tests: [
          { args: '1000 1 1000 random', label: 'N = 1,000, K = 1, 1,000 events' },
          { args: '1000 7 1000 ties', label: 'N = 1,000, K = 7, many equal creation times' },
          { args: '1000 100 1000 behind', label: 'N = 1,000, K = 100, inserts behind the cursor' },
          { args: '0 3 1000 random', label: 'N = 0, 1,000 events' },
          { args: '1000 100 0 random', label: 'N = 1,000, no events' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
n, k = map(int, lines[0].split())
assert 0 <= n <= 1000 and 1 <= k <= 100, 'N or K out of range'
INT = r'0|[1-9][0-9]*'
def num(s):
    assert re.fullmatch(INT, s) and int(s) <= 10**9, 'created and id are integers from 0 to 10^9'
    return int(s)
live = set()
for l in lines[1:n + 1]:
    p = l.split()
    assert len(p) == 2, 'expected created id'
    num(p[0])
    rid = num(p[1])
    assert rid not in live, 'ids are unique'
    live.add(rid)
events = lines[n + 1:]
assert len(events) <= 1000, 'more than 1000 events'
for l in events:
    p = l.split()
    if p[0] == 'page':
        assert len(p) == 1, 'page takes no arguments'
    elif p[0] == 'insert':
        assert len(p) == 3, 'expected insert created id'
        num(p[1])
        rid = num(p[2])
        assert rid not in live, 'ids are unique'
        live.add(rid)
    else:
        assert p[0] == 'delete' and len(p) == 2, 'bad event'
        live.discard(num(p[1]))
`,
        wrongSolutions: [
          {
            name: 'cursor-on-created-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares only the creation time with the cursor, so records created at the same moment as the last one are skipped',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    n, k = map(int, lines[0].split())
    records = {}
    for i in range(1, n + 1):
        created, rid = map(int, lines[i].split())
        records[rid] = created
    cursor = None
    out = []
    for line in lines[n + 1:]:
        parts = line.split()
        if parts[0] == 'insert':
            records[int(parts[2])] = int(parts[1])
        elif parts[0] == 'delete':
            records.pop(int(parts[1]), None)
        else:
            ordered = sorted(((c, r) for r, c in records.items()), reverse=True)
            if cursor is not None:
                ordered = [x for x in ordered if x[0] < cursor[0]]
            page = ordered[:k]
            if not page:
                out.append('end')
            else:
                out.append(' '.join(str(r) for c, r in page))
                cursor = page[-1]
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'offset-pagination',
            language: 'python3',
            mustFail: 'WA',
            why: 'Pages by counting records already returned (offset), so inserts and deletes shift the pages and records are repeated or skipped',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    n, k = map(int, lines[0].split())
    records = {}
    for i in range(1, n + 1):
        created, rid = map(int, lines[i].split())
        records[rid] = created
    cursor = None
    out = []
    for line in lines[n + 1:]:
        parts = line.split()
        if parts[0] == 'insert':
            records[int(parts[2])] = int(parts[1])
        elif parts[0] == 'delete':
            records.pop(int(parts[1]), None)
        else:
            ordered = sorted(((c, r) for r, c in records.items()), reverse=True)
            offset = cursor or 0
            page = ordered[offset:offset + k]
            if not page:
                out.append('end')
            else:
                out.append(' '.join(str(r) for c, r in page))
                cursor = offset + len(page)
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'rest-http-cache-sim',
      title: 'Simulate a browser HTTP cache',
      description:
        'Simulate a private HTTP cache in front of a server. Every resource has a max-age in seconds (-1 means Cache-Control: no-store) and a server version starting at 1; an UPDATE event increments the server version.\n\nFor "t GET url":\n- no-store: always fetched, never stored: print "NO-STORE v<server version>".\n- not cached: fetch and store (version, time t): "MISS v<version>".\n- cached and fresh (t - stored time < max-age): "HIT v<cached version>", even if the server has changed.\n- cached but stale: revalidate with If-None-Match. If the server version equals the cached one: "REVALIDATED v<version>" and the stored time becomes t. Otherwise store the new version at time t: "UPDATED v<version>".\n\nInput: a line with R, R lines "url maxAge", then event lines "t GET url" or "t UPDATE url" with non-decreasing t.\n\nOutput: one line per GET.',
      examples: [
        {
          input: '1\n/a 60\n0 GET /a\n30 GET /a\n40 UPDATE /a\n50 GET /a\n60 GET /a\n61 GET /a',
          output: 'MISS v1\nHIT v1\nHIT v1\nUPDATED v2\nHIT v2',
          explanation:
            'At t=50 the copy is still fresh, so the outdated v1 is served; at t=60 it is stale and revalidation fetches v2.',
        },
        {
          input: '2\n/x 0\n/y -1\n1 GET /x\n2 GET /x\n3 GET /y\n4 GET /y',
          output: 'MISS v1\nREVALIDATED v1\nNO-STORE v1\nNO-STORE v1',
          explanation: 'max-age 0 means every reuse must be revalidated; no-store is never cached.',
        },
      ],
      constraints: ['1 <= R <= 100', 'At most 1000 events', '0 <= t <= 2 * 10^9'],
      testCases: [
        v(
          '1\n/a 60\n0 GET /a\n30 GET /a\n40 UPDATE /a\n50 GET /a\n60 GET /a\n61 GET /a',
          'MISS v1\nHIT v1\nHIT v1\nUPDATED v2\nHIT v2',
        ),
        v(
          '2\n/x 0\n/y -1\n1 GET /x\n2 GET /x\n3 GET /y\n4 GET /y',
          'MISS v1\nREVALIDATED v1\nNO-STORE v1\nNO-STORE v1',
        ),
        h(
          '1\n/p 10\n0 UPDATE /p\n5 GET /p\n14 GET /p\n15 GET /p\n15 UPDATE /p\n20 GET /p\n25 GET /p\n26 GET /p',
          'MISS v2\nHIT v2\nREVALIDATED v2\nHIT v2\nUPDATED v3\nHIT v3',
        ),
        h(
          '2\n/a 5\n/b 5\n0 GET /a\n1 GET /b\n3 UPDATE /b\n5 GET /a\n6 GET /b\n7 GET /a',
          'MISS v1\nMISS v1\nREVALIDATED v1\nUPDATED v2\nHIT v1',
        ),
        h(
          '1\n/z 1000000000\n0 GET /z\n999999999 GET /z\n1000000000 GET /z',
          'MISS v1\nHIT v1\nREVALIDATED v1',
        ),
        h('1\n/n -1\n0 UPDATE /n\n1 GET /n\n2 UPDATE /n\n3 GET /n', 'NO-STORE v2\nNO-STORE v3'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    r = int(lines[0])
    max_age, version = {}, {}
    for i in range(1, r + 1):
        url, age = lines[i].split()
        max_age[url] = int(age)
        version[url] = 1
    cache = {}
    out = []
    for line in lines[r + 1:]:
        t, kind, url = line.split()
        t = int(t)
        if kind == 'UPDATE':
            version[url] += 1
            continue
        age = max_age[url]
        if age < 0:
            out.append('NO-STORE v' + str(version[url]))
        elif url not in cache:
            cache[url] = [version[url], t]
            out.append('MISS v' + str(version[url]))
        else:
            cached_version, stored = cache[url]
            if t - stored < age:
                out.append('HIT v' + str(cached_version))
            elif cached_version == version[url]:
                cache[url][1] = t
                out.append('REVALIDATED v' + str(cached_version))
            else:
                cache[url] = [version[url], t]
                out.append('UPDATED v' + str(version[url]))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, e, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
urls = ['/r%d' % i for i in range(r)]
ages = {}
for u in urls:
    if mode == 'big':
        ages[u] = random.choice([-1, 0, 10**9, 2 * 10**9, random.randint(0, 2 * 10**9)])
    else:
        ages[u] = random.choice([-1, 0, 1, 5, 10, random.randint(0, 100)])
print(r)
for u in urls:
    print(u, ages[u])
t = 0
for _ in range(e):
    if mode == 'big':
        t = min(2 * 10**9, t + random.choice([0, 1, random.randint(0, 10**7)]))
    elif mode == 'boundary':
        t += random.choice([0, 1, 5])
    else:
        t += random.randint(0, 3)
    kind = 'GET' if random.random() < 0.7 else 'UPDATE'
    print(t, kind, random.choice(urls))
`,
        tests: [
          { args: '100 1000 random', label: 'R = 100, 1,000 events' },
          { args: '100 1000 big', label: 'R = 100, times and max-ages up to 2 * 10^9' },
          { args: '3 1000 boundary', label: 'R = 3, 1,000 events at the freshness boundary' },
          { args: '1 1000 random', label: 'one resource, 1,000 events' },
          { args: '1 1 random', label: 'one event' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
r = int(lines[0])
assert 1 <= r <= 100, 'R out of range'
urls = set()
for l in lines[1:r + 1]:
    p = l.split()
    assert len(p) == 2 and re.fullmatch(r'-1|0|[1-9][0-9]*', p[1]), 'expected url maxAge'
    assert p[0] not in urls, 'urls are distinct'
    urls.add(p[0])
events = lines[r + 1:]
assert len(events) <= 1000, 'more than 1000 events'
prev = 0
for l in events:
    p = l.split()
    assert len(p) == 3 and p[1] in ('GET', 'UPDATE') and p[2] in urls, 'expected t GET|UPDATE url'
    assert re.fullmatch(r'0|[1-9][0-9]*', p[0]), 't is a non-negative integer'
    t = int(p[0])
    assert prev <= t <= 2 * 10**9, 't out of range or decreasing'
    prev = t
`,
        wrongSolutions: [
          {
            name: 'fresh-at-max-age',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats a response exactly max-age seconds old as fresh, but it is fresh only while younger than max-age',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    r = int(lines[0])
    max_age, version = {}, {}
    for i in range(1, r + 1):
        url, age = lines[i].split()
        max_age[url] = int(age)
        version[url] = 1
    cache = {}
    out = []
    for line in lines[r + 1:]:
        t, kind, url = line.split()
        t = int(t)
        if kind == 'UPDATE':
            version[url] += 1
            continue
        age = max_age[url]
        if age < 0:
            out.append('NO-STORE v' + str(version[url]))
        elif url not in cache:
            cache[url] = [version[url], t]
            out.append('MISS v' + str(version[url]))
        else:
            cached_version, stored = cache[url]
            if t - stored <= age:
                out.append('HIT v' + str(cached_version))
            elif cached_version == version[url]:
                cache[url][1] = t
                out.append('REVALIDATED v' + str(cached_version))
            else:
                cache[url] = [version[url], t]
                out.append('UPDATED v' + str(version[url]))
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'revalidation-keeps-old-time',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not restart the freshness clock after a successful revalidation (304)',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    r = int(lines[0])
    max_age, version = {}, {}
    for i in range(1, r + 1):
        url, age = lines[i].split()
        max_age[url] = int(age)
        version[url] = 1
    cache = {}
    out = []
    for line in lines[r + 1:]:
        t, kind, url = line.split()
        t = int(t)
        if kind == 'UPDATE':
            version[url] += 1
            continue
        age = max_age[url]
        if age < 0:
            out.append('NO-STORE v' + str(version[url]))
        elif url not in cache:
            cache[url] = [version[url], t]
            out.append('MISS v' + str(version[url]))
        else:
            cached_version, stored = cache[url]
            if t - stored < age:
                out.append('HIT v' + str(cached_version))
            elif cached_version == version[url]:
                out.append('REVALIDATED v' + str(cached_version))
            else:
                cache[url] = [version[url], t]
                out.append('UPDATED v' + str(version[url]))
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'rest-debug-idempotency-keys',
      title: 'Idempotency keys replay the wrong responses',
      description:
        'This C# service handles POST /payments with an Idempotency-Key. The first line holds the key lifetime T in seconds; each following line is "time key body". A stored key is valid while now < storedTime + T. For a valid key with the same body, print the stored result plus " replayed"; with a different body, print "422 key reused with different body". Otherwise create a new payment with the next id (starting at 1), store (time, body, id) under the key and print "201 id=<id>". Retries and misuse are handled wrongly.',
      language: 'csharp',
      buggyCode: String.raw`using System;
using System.Collections.Generic;

class Entry
{
    public long Time;
    public string Body;
    public int Id;
}

class Program
{
    static void Main()
    {
        long ttl = long.Parse(Console.ReadLine().Trim());
        var store = new Dictionary<string, Entry>();
        int nextId = 1;
        string line;
        while ((line = Console.ReadLine()) != null)
        {
            string[] parts = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            if (parts.Length < 3) continue;
            long now = long.Parse(parts[0]);
            string key = parts[1];
            string body = parts[2];
            Entry e;
            if (store.TryGetValue(key, out e) && now <= e.Time + ttl)
            {
                Console.WriteLine("201 id=" + e.Id + " replayed");
                continue;
            }
            int id = nextId++;
            store[key] = new Entry { Time = now, Body = body, Id = id };
            Console.WriteLine("201 id=" + id);
        }
    }
}
`,
      fixedCode: String.raw`using System;
using System.Collections.Generic;

class Entry
{
    public long Time;
    public string Body;
    public int Id;
}

class Program
{
    static void Main()
    {
        long ttl = long.Parse(Console.ReadLine().Trim());
        var store = new Dictionary<string, Entry>();
        int nextId = 1;
        string line;
        while ((line = Console.ReadLine()) != null)
        {
            string[] parts = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
            if (parts.Length < 3) continue;
            long now = long.Parse(parts[0]);
            string key = parts[1];
            string body = parts[2];
            Entry e;
            if (store.TryGetValue(key, out e) && now < e.Time + ttl)
            {
                if (e.Body != body)
                {
                    Console.WriteLine("422 key reused with different body");
                    continue;
                }
                Console.WriteLine("201 id=" + e.Id + " replayed");
                continue;
            }
            int id = nextId++;
            store[key] = new Entry { Time = now, Body = body, Id = id };
            Console.WriteLine("201 id=" + id);
        }
    }
}
`,
      expectedBehavior:
        'A key stored at t=0 with T=60 is expired at t=60 exactly; reusing a live key with another body is refused with 422.',
      hints: [
        'Is the key still valid at exactly storedTime + T?',
        'A retry must be the same request. What if the body differs?',
        'The stored Body field is never read. Should it be?',
      ],
      testCases: [
        v('60\n0 k1 {a}\n10 k1 {a}\n20 k2 {b}', '201 id=1\n201 id=1 replayed\n201 id=2'),
        v('60\n0 k1 {a}\n5 k1 {b}', '201 id=1\n422 key reused with different body'),
        h('60\n0 k {x}\n60 k {x}', '201 id=1\n201 id=2'),
        h(
          '10\n0 a {1}\n9 a {1}\n10 a {1}\n15 a {2}',
          '201 id=1\n201 id=1 replayed\n201 id=2\n422 key reused with different body',
        ),
        h(
          '5\n1 x {p}\n2 y {p}\n3 x {p}\n100 y {q}',
          '201 id=1\n201 id=2\n201 id=1 replayed\n201 id=3',
        ),
        h(
          '100\n0 k {a}\n1 k {b}\n2 k {a}',
          '201 id=1\n422 key reused with different body\n201 id=1 replayed',
        ),
      ],
      bugs: [
        {
          description:
            'The expiry check uses <= so a key is still treated as valid at exactly storedTime + T',
          testIndexes: [2, 3],
        },
        {
          description:
            'The stored body is never compared, so a different request with a reused key is replayed instead of refused with 422',
          testIndexes: [1, 3, 5],
        },
      ],
    },
    {
      id: 'rest-debug-token-bucket',
      title: 'Token bucket lets bursts through and loses refills',
      description:
        'This C program rate-limits an API with a token bucket. The first line holds C (capacity), P (one token is added every P seconds) and N; then N request times (non-decreasing integers). The bucket starts full with last refill time 0. For a request at time t: add = (t - last) / P whole tokens; tokens = min(C, tokens + add); last advances by add * P (keeping the unused remainder of time); then the request gets 200 and consumes a token if one is available, else 429. The limiter misbehaves after idle periods and loses partial refills.',
      language: 'c',
      buggyCode: String.raw`#include <stdio.h>

int main(void) {
    long long cap, period;
    int n;
    if (scanf("%lld %lld %d", &cap, &period, &n) != 3) return 0;
    long long tokens = cap;
    long long last = 0;
    for (int i = 0; i < n; i++) {
        long long t;
        scanf("%lld", &t);
        long long add = (t - last) / period;
        tokens = tokens + add;
        last = t;
        if (tokens >= 1) {
            tokens--;
            printf("200\n");
        } else {
            printf("429\n");
        }
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <stdio.h>

int main(void) {
    long long cap, period;
    int n;
    if (scanf("%lld %lld %d", &cap, &period, &n) != 3) return 0;
    long long tokens = cap;
    long long last = 0;
    for (int i = 0; i < n; i++) {
        long long t;
        scanf("%lld", &t);
        long long add = (t - last) / period;
        tokens = tokens + add;
        if (tokens > cap) tokens = cap;
        last = last + add * period;
        if (tokens >= 1) {
            tokens--;
            printf("200\n");
        } else {
            printf("429\n");
        }
    }
    return 0;
}
`,
      expectedBehavior:
        'After a long idle period the bucket holds at most C tokens, and time that did not yet earn a whole token still counts toward the next one.',
      hints: [
        'How many tokens can the bucket hold after 100 idle seconds?',
        'If 15 seconds passed and P is 10, one token is earned. What happens to the other 5 seconds?',
        'Compare "last = t" with how much time was actually converted into tokens.',
      ],
      testCases: [
        v('2 10 4\n0\n0\n0\n10', '200\n200\n429\n200'),
        v('1 10 3\n0\n15\n20', '200\n200\n200'),
        h('2 5 4\n100\n100\n100\n100', '200\n200\n429\n429'),
        h('3 4 6\n0\n1\n2\n3\n7\n9', '200\n200\n200\n429\n200\n200'),
        h('1 1 3\n5\n5\n6', '200\n429\n200'),
        h('5 100 1\n0', '200'),
      ],
      bugs: [
        {
          description:
            'Refilled tokens are not capped at the capacity, so an idle client can burst far above C',
          testIndexes: [2, 4],
        },
        {
          description:
            'last is set to t instead of advancing by add * P, discarding time that had not yet earned a whole token',
          testIndexes: [1, 3],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'rest-pseudo-idempotent-payments',
      title: 'Idempotent POST /payments',
      description:
        'Design pseudocode for POST /payments that honours an Idempotency-Key header, so clients can retry after timeouts without charging twice, including retries that arrive while the first attempt is still running.',
      requirements: [
        'Require the Idempotency-Key header',
        'Store the key with a fingerprint of the request and the final response',
        'Replay the stored response for a retry with the same request; refuse reuse with a different request',
        'Handle a retry that arrives while the original is still processing, and expire old keys',
      ],
      examples: [
        {
          scenario: 'The client times out and resends the same payment with the same key',
          expectedApproach: 'The server returns the stored 201 response; the card is charged once.',
        },
      ],
      evaluationCriteria: [
        'Atomic key reservation',
        'Request fingerprint comparison',
        'Replay of the stored response',
        'In-progress and expiry handling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Reject requests without the key',
            weight: 1,
            accept: ['missing key 400', 'without key 400', 'require key', 'key missing'],
          },
          {
            idea: 'Atomically insert the key with status in progress (unique constraint or lock)',
            weight: 3,
            accept: [
              'insert key progress',
              'reserve key',
              'unique key',
              'atomic insert',
              'lock key',
              'set nx',
              'setnx',
              'set if not exists',
              'claim key',
            ],
          },
          {
            idea: 'Compare a hash/fingerprint of the request body',
            weight: 2,
            accept: [
              'hash body',
              'fingerprint',
              'request hash',
              'hash request',
              'sha256 body',
              'digest body',
              'checksum body',
            ],
          },
          {
            idea: 'Replay the stored status and body for a completed key',
            weight: 2,
            accept: ['replay', 'stored response', 'saved response', 'return stored'],
          },
          {
            idea: 'Store the final response under the key after processing',
            weight: 2,
            accept: [
              'store response',
              'save response',
              'update key response',
              'record response',
              'state done',
              'status done',
              'mark done',
              'mark completed',
              'state completed',
            ],
          },
        ],
        edgeCases: [
          { case: 'Same key with a different body', accept: ['422', 'different body', 'mismatch'] },
          {
            case: 'Retry while the first request is still in progress',
            accept: ['in progress 409', 'still processing', 'conflict progress', 'retry after'],
          },
          {
            case: 'Keys expire after a retention period',
            accept: ['expire', 'ttl', 'retention', '24 hours'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Looking the key up and then inserting it are two steps: two concurrent retries can both see no key and both charge; reserve the key with one atomic insert (unique constraint) and treat a failed insert as an existing key.',
            patterns: [
              'null insert',
              'key absent insert',
              'key absent stor',
              'key absent creat',
              'unknown insert',
              'unknown stor',
              'not exist insert',
            ],
          },
          {
            mistake:
              "A key reused with a different request body is a client error (422): replaying the stored result or processing it would answer one payment with another's outcome or charge twice.",
            patterns: [
              'fp differ replay',
              'fp != replay',
              'fingerprint differ replay',
              'fingerprint != replay',
              'hash differ replay',
              'hash != replay',
              'body differ replay',
              'body != replay',
              'request differ replay',
              'request != replay',
              'mismatch replay',
              'fp differ charg',
              'fp != charg',
              'fingerprint differ charg',
              'fingerprint != charg',
              'hash differ charg',
              'hash != charg',
              'body differ charg',
              'body != charg',
              'request differ charg',
              'request != charg',
              'mismatch charg',
              'fp differ return stored',
              'fp != return stored',
              'fingerprint differ return stored',
              'fingerprint != return stored',
              'hash differ return stored',
              'hash != return stored',
              'body differ return stored',
              'body != return stored',
              'request differ return stored',
              'request != return stored',
              'mismatch return stored',
              'fp differ anyway',
              'fp != anyway',
              'fingerprint differ anyway',
              'fingerprint != anyway',
              'hash differ anyway',
              'hash != anyway',
              'body differ anyway',
              'body != anyway',
              'request differ anyway',
              'request != anyway',
              'mismatch anyway',
              '== 422',
              'match 422',
              'different fp replay',
              'different fingerprint replay',
              'different hash replay',
              'different body replay',
              'different request replay',
              'different payload replay',
              'different fp charg',
              'different fingerprint charg',
              'different hash charg',
              'different body charg',
              'different request charg',
              'different payload charg',
              'different fp return stored',
              'different fingerprint return stored',
              'different hash return stored',
              'different body return stored',
              'different request return stored',
              'different payload return stored',
              'different fp anyway',
              'different fingerprint anyway',
              'different hash anyway',
              'different body anyway',
              'different request anyway',
              'different payload anyway',
              'fp == 422',
              'fingerprint == 422',
              'hash == 422',
              'body == 422',
              'same fp 422',
              'same fingerprint 422',
              'same body 422',
              'same request 422',
              'same hash 422',
              'same payload 422',
            ],
          },
          {
            mistake:
              'While the first attempt is still running there is no final response yet: answer 409 with Retry-After instead of charging again or reporting a success that has not happened.',
            patterns: [
              'progress charg again',
              'progress process again',
              'progress reprocess',
              'progress run again',
              'progress retry charg',
              'progress call again',
            ],
          },
          {
            mistake:
              'The key has to be reserved (inserted as in progress) before the card is charged; writing it only after the charge leaves a window in which a retry finds no key and charges the card a second time.',
            patterns: [
              'charg before insert',
              'charg before reserv',
              'charg then reserv',
              'charg before lock',
              'charg insert key fingerprint',
              'charg insert record fingerprint',
            ],
          },
        ],
        modelAnswer: `1. IF the Idempotency-Key header is missing THEN return 400 (require key)
2. SET fp = hash request body and path (request fingerprint)
3. TRY atomic insert of key with status "in progress" and fp (unique key constraint)
4. IF the insert fails because the key exists THEN load the record:
5.    IF record.fp differs THEN return 422 (different body reused)
6.    IF record status is in progress THEN return 409 Conflict with Retry-After (still processing)
7.    ELSE replay: return the stored response status and body
8. ELSE charge the card, then store response (status + body) on the key record and mark it completed
9. IF charging throws THEN store the error response too, or delete the key so a retry can run again
10. A cleanup job deletes keys older than 24 hours (they expire, ttl)`,
      },
    },
    {
      id: 'rest-pseudo-if-match-update',
      title: 'Lost-update protection with If-Match',
      description:
        'Write pseudocode for PUT /documents/:id that prevents lost updates with optimistic concurrency: clients must send the ETag they last saw, and the database update must only succeed if nobody changed the document in between.',
      requirements: [
        'Require an If-Match header on updates',
        'Compare the header with the current version',
        'Update the row only if its version is unchanged, in one atomic statement',
        'Return the new ETag on success',
      ],
      examples: [
        {
          scenario: 'Two editors load version 7; A saves first',
          expectedApproach: 'B\'s PUT with If-Match "7" fails with 412 and B must reload.',
        },
      ],
      evaluationCriteria: [
        '428 vs 412',
        'Atomic compare-and-set',
        'New ETag returned',
        'Missing document handled',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Return 428 when If-Match is missing',
            weight: 2,
            accept: ['428', 'precondition required'],
          },
          {
            idea: 'Return 412 when the ETag does not match',
            weight: 3,
            accept: ['412', 'precondition failed'],
          },
          {
            idea: 'Atomic UPDATE ... WHERE version = expected, checking affected rows',
            weight: 3,
            accept: [
              'where version',
              'affected rows',
              'compare and set',
              'rows updated 0',
              'version expected',
            ],
          },
          {
            idea: 'Increment the version and return the new ETag',
            weight: 2,
            accept: ['version 1', 'increment version', 'new etag', 'return etag'],
          },
        ],
        edgeCases: [
          { case: 'The document does not exist', accept: ['404', 'not found'] },
          { case: 'A weak ETag in If-Match never matches', accept: ['weak', 'strong comparison'] },
        ],
        pitfalls: [
          {
            mistake:
              'A PUT without If-Match means the client never said which version it saw: refuse it with 428, rather than updating blindly or answering 412 (which is for a tag that does not match).',
            patterns: [
              'missing updat set',
              'missing updat anyway',
              'missing just updat',
              'absent updat anyway',
              '! header match 412',
              'match just updat',
              'header just updat',
              'match updat anyway',
              'header updat anyway',
              'header missing 412',
              'header absent 412',
              'match missing 412',
              'match absent 412',
            ],
          },
          {
            mistake:
              'When the stored version differs from If-Match someone else saved first: answer 412 Precondition Failed so the client reloads; overwriting, 409 or 200 loses that other edit or breaks the If-Match contract.',
            patterns: [
              'version differ overwrit',
              'version != overwrit',
              'etag differ overwrit',
              'etag != overwrit',
              'tag differ overwrit',
              'tag != overwrit',
              'expected differ overwrit',
              'expected != overwrit',
              'mismatch overwrit',
              'version differ anyway',
              'version != anyway',
              'etag differ anyway',
              'etag != anyway',
              'tag differ anyway',
              'tag != anyway',
              'expected differ anyway',
              'expected != anyway',
              'mismatch anyway',
              'version differ 409',
              'version != 409',
              'etag differ 409',
              'etag != 409',
              'tag differ 409',
              'tag != 409',
              'expected differ 409',
              'expected != 409',
              'mismatch 409',
              'version differ 200',
              'version != 200',
              'etag differ 200',
              'etag != 200',
              'tag differ 200',
              'tag != 200',
              'expected differ 200',
              'expected != 200',
              'mismatch 200',
              'version == expected 412',
            ],
          },
          {
            mistake:
              'Zero affected rows means the version changed (or the document vanished) before the write, so nothing was saved: answer 412 (or 404), not a success.',
            patterns: [
              'rows 0 200',
              'affected 0 200',
              '0 rows 200',
              'updated 0 200',
              'rows 0 success',
              '0 rows success',
              'rows 0 new etag',
            ],
          },
          {
            mistake:
              "After the update the document has version expected + 1, so the response's ETag must carry the new version; sending back the old tag makes the client's next If-Match fail with 412 although nobody else changed the document.",
            patterns: [
              'etag old version',
              'etag previous version',
              'etag same version',
              'etag unchanged',
              'old etag 200',
              'same etag 200',
              'etag client sent',
            ],
          },
          {
            mistake:
              'If-Match uses strong comparison, so a weak tag (W/...) never matches and is answered with 412; stripping the W/ prefix turns a weak validator into a strong one and lets the update through.',
            patterns: [
              'strip w',
              'remov w',
              'normalis weak',
              'normaliz weak',
              'weak strip',
              'weak remov',
              'ignor w',
              'weak treat strong',
              'convert weak',
              'weak convert',
              'drop w',
              'trim w',
              'strip prefix',
              'remov prefix',
              'w = without w',
              '= without w prefix',
            ],
          },
        ],
        modelAnswer: `1. IF the If-Match header is missing THEN return 428 Precondition Required
2. IF the header is a weak etag (starts with W/) THEN return 412, because If-Match needs strong comparison
3. SET expected = version parsed from If-Match
4. SET doc = find document by id; IF none THEN return 404 Not Found
5. IF doc.version != expected THEN return 412 Precondition Failed
6. UPDATE documents SET body = new body, version = version + 1 WHERE id = id AND version = expected (compare and set)
7. IF affected rows is 0 THEN someone saved in between: return 412
8. ELSE return 200 with the new etag header "version + 1"`,
      },
    },
  ],
};
