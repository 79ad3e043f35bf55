import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'A client tries to register an email address that another account already uses. Which status code fits best?',
      options: {
        A: '403 Forbidden',
        B: '410 Gone',
        C: '409 Conflict',
        D: '503 Service Unavailable',
      },
      correct: 'C',
      explanation:
        '409 reports a conflict with the current state of the resource, such as a uniqueness violation.',
    },
    {
      question:
        'The body is well-formed JSON, but `"age": -5` breaks a business rule. Which status code do many APIs use for this?',
      options: {
        A: '422 Unprocessable Content',
        B: '415 Unsupported Media Type',
        C: '406 Not Acceptable',
        D: '413 Content Too Large',
      },
      correct: 'A',
      explanation:
        '422 means the syntax is fine but the content cannot be processed; 400 is also common for validation errors.',
    },
    {
      question:
        'A client sends GET with `If-None-Match: "abc"`, and the resource\'s current ETag is still `"abc"`. What should the server reply?',
      options: {
        A: '200 OK, sending the full body again',
        B: '412 Precondition Failed, with no body',
        C: '204 No Content, with an empty body',
        D: '304 Not Modified, without a body',
      },
      correct: 'D',
      explanation: 'A matching If-None-Match on GET means the cached copy is still valid.',
    },
    {
      question:
        'Why do large, frequently updated lists often use cursor (keyset) pagination instead of `?page=N` offsets?',
      options: {
        A: 'Cursors make each response smaller',
        B: 'Pages stay stable as rows change, and seeks use an index',
        C: 'Offsets are not allowed in HTTP query strings',
        D: 'Cursors let clients jump to any page number',
      },
      correct: 'B',
      explanation:
        'Offsets drift when data changes and get slow for deep pages; keysets stay stable and let the database seek straight to the cursor.',
    },
    {
      question:
        'Which header in a 201 Created response tells the client the URL of the new resource?',
      options: {
        A: '`Location`',
        B: '`Link`',
        C: '`Referer`',
        D: '`X-Resource-Url`',
      },
      correct: 'A',
      explanation: 'Location points at the newly created resource.',
    },
    {
      question: 'Which change to a public v1 API is breaking and calls for a new version?',
      options: {
        A: 'Adding an optional query parameter',
        B: 'Adding a new field to a response object',
        C: 'Renaming a response field that clients read',
        D: 'Adding a new endpoint next to the old ones',
      },
      correct: 'C',
      explanation:
        'Renaming or removing fields breaks existing clients; additive changes usually do not.',
    },
    {
      question: 'What does HATEOAS add to REST responses?',
      options: {
        A: 'Links to related resources and possible actions',
        B: 'Encryption of every response body',
        C: 'A JSON Schema for validating request bodies',
        D: 'Compression of JSON payloads',
      },
      correct: 'A',
      explanation:
        'Hypermedia links let the server guide the client through the API without hard-coded URLs.',
    },
    {
      question: 'A client exceeds the rate limit. What should a well-designed API return?',
      options: {
        A: '`403 Forbidden`, with no extra headers',
        B: '`500 Internal Server Error`',
        C: '`200 OK` with an empty list and a warning header',
        D: '`429 Too Many Requests` and a retry hint',
      },
      correct: 'D',
      explanation:
        '429, ideally with a Retry-After header, tells the client to slow down and when to try again.',
    },
    {
      question: 'What is an `Idempotency-Key` header on `POST /payments` used for?',
      options: {
        A: 'Authenticating the client that sends it',
        B: 'Letting the server spot a retry and return the first result',
        C: 'Encrypting the request body end to end',
        D: 'Choosing which version of the API should handle the payment',
      },
      correct: 'B',
      explanation:
        'The server stores the result under the key so retries after timeouts do not charge twice.',
    },
    {
      question: 'Before a browser sends a cross-origin PUT with a JSON body, what happens?',
      options: {
        A: 'Nothing special; cross-origin requests are always blocked by browsers',
        B: 'The browser first sends a `HEAD` request',
        C: 'An `OPTIONS` preflight must allow the method and headers',
        D: 'The browser converts the request to a `GET`',
      },
      correct: 'C',
      explanation:
        'Non-simple requests require a CORS preflight answered with Access-Control-Allow-* headers.',
    },
    {
      question: 'What is the difference between `Cache-Control: no-cache` and `no-store`?',
      options: {
        A: 'They are two names for the same directive',
        B: '`no-store` allows storing for one minute only',
        C: 'Only `no-store` forbids keeping a copy',
        D: '`no-cache` forbids storing; `no-store` allows it',
      },
      correct: 'C',
      explanation:
        'no-cache lets caches store the response but requires revalidation before reuse; no-store forbids storing it.',
    },
    {
      question: 'Which URL best expresses "the orders that belong to user 42"?',
      options: {
        A: '`/orders/42`',
        B: '`/getOrders?user=42&action=list`',
        C: '`/users/orders/42/get`',
        D: '`/users/42/orders`',
      },
      correct: 'D',
      explanation:
        'Nesting the sub-collection under its parent resource expresses the relationship.',
    },
    {
      question:
        'A resource moved permanently and clients send POST to it. Which redirect keeps the method and body?',
      options: {
        A: '`301 Moved Permanently`',
        B: '`308 Permanent Redirect`',
        C: '`302 Found`',
        D: '`307 Temporary Redirect`',
      },
      correct: 'B',
      explanation:
        '308 (and 307 for temporary moves) forbid changing the method; 301 and 302 historically turn POST into GET.',
    },
    {
      question: 'In a JSON Merge Patch (RFC 7396) body, what does `"nickname": null` do?',
      options: {
        A: 'Sets `nickname` to the JSON value `null`',
        B: 'Leaves `nickname` unchanged; nulls are ignored',
        C: 'Removes the `nickname` field from the resource',
        D: 'Causes a `400 Bad Request` error',
      },
      correct: 'C',
      explanation: 'In merge patch, null means delete the member.',
    },
  ],
  coding: [
    {
      id: 'rest-json-patch',
      title: 'Apply JSON Patch operations atomically',
      description:
        'JSON Patch (RFC 6902) describes a list of operations that must all succeed or none are applied. Apply a patch to a flat object whose members are addressed as "/key".\n\nOperations:\n- add /k v: set k to v (replaces an existing value)\n- remove /k: delete k; fails if k is missing\n- replace /k v: set k to v; fails if k is missing\n- test /k v: fails unless k exists and equals v\n- move /a /b: fails if a is missing; otherwise remove a and add its value at b\n- copy /a /b: fails if a is missing; otherwise add a\'s value at b\n\nInput: a line with N, N lines "key value"; a line with M, M operation lines. Values contain no spaces.\n\nOutput: if every operation succeeds, the resulting object as "key=value" lines sorted by key (ASCII), or "{}" if empty. If operation k (1-based) fails, print "failed at op k" followed by the original, unchanged object in the same format.',
      examples: [
        {
          input:
            '2\nname Ann\nrole user\n3\nreplace /role admin\nadd /email ann@x.io\nremove /name',
          output: 'email=ann@x.io\nrole=admin',
          explanation: 'All three operations succeed.',
        },
        {
          input: '1\nversion 3\n2\ntest /version 4\nadd /x 1',
          output: 'failed at op 1\nversion=3',
          explanation: 'The test fails, so nothing is applied and the original object is printed.',
        },
      ],
      constraints: ['0 <= N, M <= 1000'],
      testCases: [
        v(
          '2\nname Ann\nrole user\n3\nreplace /role admin\nadd /email ann@x.io\nremove /name',
          'email=ann@x.io\nrole=admin',
        ),
        v('1\nversion 3\n2\ntest /version 4\nadd /x 1', 'failed at op 1\nversion=3'),
        h('2\na 1\nb 2\n2\nmove /a /c\ncopy /b /d', 'b=2\nc=1\nd=2'),
        h('2\na 1\nb 2\n3\nremove /a\nreplace /b 5\nremove /z', 'failed at op 3\na=1\nb=2'),
        h('1\nk v\n2\nadd /k w\nremove /k', '{}'),
        h('2\na 1\nb 2\n2\ntest /a 1\nmove /a /b', 'b=1'),
        h('0\n1\nreplace /x 1', 'failed at op 1\n{}'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def show(obj):
    return '\n'.join(k + '=' + obj[k] for k in sorted(obj)) if obj else '{}'

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    original = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        original[k] = val
    m = int(lines[n + 1])
    obj = dict(original)
    for j in range(m):
        parts = lines[n + 2 + j].split()
        op = parts[0]
        key = parts[1][1:]
        ok = True
        if op == 'add':
            obj[key] = parts[2]
        elif op == 'remove':
            ok = key in obj
            if ok:
                del obj[key]
        elif op == 'replace':
            ok = key in obj
            if ok:
                obj[key] = parts[2]
        elif op == 'test':
            ok = obj.get(key) == parts[2]
        elif op in ('move', 'copy'):
            ok = key in obj
            if ok:
                value = obj[key]
                if op == 'move':
                    del obj[key]
                obj[parts[2][1:]] = value
        if not ok:
            print('failed at op ' + str(j + 1))
            print(show(original))
            return
    print(show(obj))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
pool = ['k%d' % i for i in range(n + 50)] + ['A', 'a', 'id', '_z']
vals = ['1', '2', 'x', 'null', 'true', 'Ann', '0']
obj = {k: random.choice(vals) for k in random.sample(pool, n)}
state = dict(obj)
ops = []
for j in range(m):
    last = j == m - 1
    fail = last and mode == 'fail-last'
    present = list(state)
    missing = [k for k in pool if k not in state]
    choices = ['add', 'test', 'copy'] + (['remove', 'replace', 'move'] if present else [])
    if not present:
        choices = ['add']
    op = random.choice(choices) if not fail else random.choice(['remove', 'replace', 'test', 'move', 'copy'])
    if fail:
        k = random.choice(missing)
        if op == 'test' and present and random.random() < 0.5:
            k = random.choice(present)
            ops.append('test /%s %s' % (k, state[k] + 'no'))
            continue
    else:
        k = random.choice(present) if op != 'add' or (present and random.random() < 0.5) else random.choice(missing)
    if op == 'add':
        v = random.choice(vals)
        ops.append('add /%s %s' % (k, v))
        state[k] = v
    elif op == 'remove':
        ops.append('remove /' + k)
        state.pop(k, None)
    elif op == 'replace':
        v = random.choice(vals)
        ops.append('replace /%s %s' % (k, v))
        if k in state:
            state[k] = v
    elif op == 'test':
        ops.append('test /%s %s' % (k, state.get(k, 'x')))
    else:
        b = random.choice(pool)
        ops.append('%s /%s /%s' % (op, k, b))
        if k in state:
            v = state[k]
            if op == 'move':
                del state[k]
            state[b] = v
print(len(obj))
for k, v in obj.items():
    print(k, v)
print(len(ops))
print('\n'.join(ops))
`,
        tests: [
          { args: '1000 1000 ok', label: 'N = 1,000, M = 1,000, all succeed' },
          { args: '1000 1000 fail-last', label: 'N = 1,000, M = 1,000, one operation fails' },
          { args: '0 1000 ok', label: 'empty object, M = 1,000' },
          { args: '1000 0 ok', label: 'N = 1,000, empty patch' },
          { args: '1 1 fail-last', label: 'N = 1, M = 1' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
assert 0 <= n <= 1000, 'N out of range'
pairs = [lines[1 + i].split() for i in range(n)]
assert all(len(p) == 2 for p in pairs) and len({p[0] for p in pairs}) == n, 'expected N distinct key value lines'
m = int(lines[1 + n])
assert 0 <= m <= 1000, 'M out of range'
ARGS = {'add': 2, 'remove': 1, 'replace': 2, 'test': 2, 'move': 2, 'copy': 2}
for j in range(m):
    p = lines[2 + n + j].split()
    assert p and p[0] in ARGS and len(p) == 1 + ARGS[p[0]], 'bad operation'
    assert p[1].startswith('/') and len(p[1]) > 1, 'members are addressed as /key'
    if p[0] in ('move', 'copy'):
        assert p[2].startswith('/') and len(p[2]) > 1, 'members are addressed as /key'
assert all(l.strip() == '' for l in lines[2 + n + m:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'keeps-partial-changes',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints the object with the operations before the failure applied, but a failed patch changes nothing',
            source: String.raw`import sys

def show(obj):
    return '\n'.join(k + '=' + obj[k] for k in sorted(obj)) if obj else '{}'

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    original = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        original[k] = val
    m = int(lines[n + 1])
    obj = dict(original)
    for j in range(m):
        parts = lines[n + 2 + j].split()
        op = parts[0]
        key = parts[1][1:]
        ok = True
        if op == 'add':
            obj[key] = parts[2]
        elif op == 'remove':
            ok = key in obj
            if ok:
                del obj[key]
        elif op == 'replace':
            ok = key in obj
            if ok:
                obj[key] = parts[2]
        elif op == 'test':
            ok = obj.get(key) == parts[2]
        elif op in ('move', 'copy'):
            ok = key in obj
            if ok:
                value = obj[key]
                if op == 'move':
                    del obj[key]
                obj[parts[2][1:]] = value
        if not ok:
            print('failed at op ' + str(j + 1))
            print(show(obj))
            return
    print(show(obj))

main()
`,
          },
          {
            name: 'add-must-be-new',
            language: 'python3',
            mustFail: 'WA',
            why: 'Fails add on an existing key, though add replaces an existing value',
            source: String.raw`import sys

def show(obj):
    return '\n'.join(k + '=' + obj[k] for k in sorted(obj)) if obj else '{}'

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    original = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        original[k] = val
    m = int(lines[n + 1])
    obj = dict(original)
    for j in range(m):
        parts = lines[n + 2 + j].split()
        op = parts[0]
        key = parts[1][1:]
        ok = True
        if op == 'add':
            ok = key not in obj
            if ok:
                obj[key] = parts[2]
        elif op == 'remove':
            ok = key in obj
            if ok:
                del obj[key]
        elif op == 'replace':
            ok = key in obj
            if ok:
                obj[key] = parts[2]
        elif op == 'test':
            ok = obj.get(key) == parts[2]
        elif op in ('move', 'copy'):
            ok = key in obj
            if ok:
                value = obj[key]
                if op == 'move':
                    del obj[key]
                obj[parts[2][1:]] = value
        if not ok:
            print('failed at op ' + str(j + 1))
            print(show(original))
            return
    print(show(obj))

main()
`,
          },
        ],
      },
    },
    {
      id: 'rest-conditional-requests',
      title: 'Conditional requests with ETags',
      description:
        'One resource has versions; its ETag is "v<version>". The first input line holds V, the current version (0 means the resource does not exist yet). Every successful PUT creates a new version numbered one more than the highest version so far; DELETE removes the resource but does not reset the numbering.\n\nEach following line is a request: "GET", "PUT" or "DELETE", optionally followed by one header, "If-Match <list>" or "If-None-Match <list>", where list is comma-separated ETags or "*".\n\nRules:\n- GET: 404 if missing; 304 if If-None-Match contains * or the current ETag; else 200.\n- PUT: 412 if If-Match is given and the resource is missing or the list has neither * nor the current ETag; 412 if If-None-Match is given, the resource exists and the list has * or the current ETag; otherwise 200 (existed) or 201 (created) and the version advances.\n- DELETE: 412 if If-Match fails as above; else 404 if missing; else 204 and the resource is removed.\n\nOutput: one line per request; 200, 201 and 304 are followed by " ETag v<version>" (the current version after the request).',
      examples: [
        {
          input:
            '2\nGET\nGET If-None-Match v2\nPUT If-Match v1\nPUT If-Match v2\nGET If-None-Match v2',
          output: '200 ETag v2\n304 ETag v2\n412\n200 ETag v3\n200 ETag v3',
          explanation:
            'The PUT with the stale ETag v1 is refused; after the successful PUT the resource is v3.',
        },
        {
          input: '0\nGET\nPUT If-None-Match *\nPUT If-None-Match *',
          output: '404\n201 ETag v1\n412',
          explanation: 'If-None-Match: * means "only create if it does not exist yet".',
        },
      ],
      constraints: ['0 <= V <= 10^6', 'At most 1000 requests'],
      testCases: [
        v(
          '2\nGET\nGET If-None-Match v2\nPUT If-Match v1\nPUT If-Match v2\nGET If-None-Match v2',
          '200 ETag v2\n304 ETag v2\n412\n200 ETag v3\n200 ETag v3',
        ),
        v('0\nGET\nPUT If-None-Match *\nPUT If-None-Match *', '404\n201 ETag v1\n412'),
        h(
          '5\nDELETE If-Match v4\nDELETE If-Match v5\nGET\nDELETE\nPUT\nGET If-None-Match *',
          '412\n204\n404\n404\n201 ETag v6\n304 ETag v6',
        ),
        h(
          '1\nGET If-None-Match v0,v1,v9\nPUT If-Match v7,v1\nGET If-None-Match v1',
          '304 ETag v1\n200 ETag v2\n200 ETag v2',
        ),
        h('0\nPUT If-Match *\nDELETE If-Match *\nDELETE\nPUT', '412\n412\n404\n201 ETag v1'),
        h(
          '3\nPUT If-None-Match v2\nPUT If-None-Match v4\nGET If-None-Match v3',
          '200 ETag v4\n412\n200 ETag v4',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    current = int(lines[0])
    counter = current
    out = []
    for line in lines[1:]:
        parts = line.split()
        method = parts[0]
        header = parts[1] if len(parts) > 1 else None
        tags = parts[2].split(',') if len(parts) > 2 else []
        etag = 'v' + str(current)
        exists = current > 0
        listed = '*' in tags or (exists and etag in tags)
        if method == 'GET':
            if not exists:
                out.append('404')
            elif header == 'If-None-Match' and listed:
                out.append('304 ETag ' + etag)
            else:
                out.append('200 ETag ' + etag)
        elif method == 'PUT':
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif header == 'If-None-Match' and exists and listed:
                out.append('412')
            else:
                counter += 1
                current = counter
                out.append(('200' if exists else '201') + ' ETag v' + str(current))
        else:
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif not exists:
                out.append('404')
            else:
                current = 0
                out.append('204')
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
v, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
cur = counter = v
print(v)
for _ in range(q):
    method = random.choice(['GET', 'PUT', 'DELETE'] if mode != 'deletes' else ['PUT', 'DELETE', 'DELETE', 'GET'])
    h = random.random()
    if h < 0.3:
        print(method)
    else:
        header = random.choice(['If-Match', 'If-None-Match'])
        tags = set()
        for _ in range(random.randint(1, 4)):
            tags.add(random.choice(['*', 'v%d' % cur, 'v%d' % (cur + 1), 'v%d' % max(0, cur - 1), 'v0', 'v%d' % counter]))
        if '*' in tags and random.random() < 0.7:
            tags = {'*'}
        print(method, header, ','.join(sorted(tags)))
    # follow the version roughly so the tags stay relevant
    if method == 'PUT':
        counter += 1
        cur = counter
    elif method == 'DELETE' and random.random() < 0.5:
        cur = 0
`,
        tests: [
          { args: '1000000 1000 random', label: 'V = 1,000,000, 1,000 requests' },
          { args: '0 1000 random', label: 'V = 0, 1,000 requests' },
          { args: '5 1000 deletes', label: 'V = 5, 1,000 requests, many deletes' },
          { args: '3 1 random', label: 'one request' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert re.fullmatch(r'0|[1-9][0-9]*', lines[0].strip()) and int(lines[0]) <= 10**6, 'V out of range'
assert len(lines) - 1 <= 1000, 'more than 1000 requests'
for l in lines[1:]:
    p = l.split()
    assert p[0] in ('GET', 'PUT', 'DELETE'), 'bad method'
    assert len(p) == 1 or (len(p) == 3 and p[1] in ('If-Match', 'If-None-Match')), 'bad header'
    if len(p) == 3:
        assert p[2] == '*' or all(re.fullmatch(r'v(0|[1-9][0-9]*)|\*', t) for t in p[2].split(',')), 'bad ETag list'
`,
        wrongSolutions: [
          {
            name: 'numbering-restarts',
            language: 'python3',
            mustFail: 'WA',
            why: 'Starts again at v1 when a PUT recreates a deleted resource, but the numbering continues from the highest version so far',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    current = int(lines[0])
    counter = current
    out = []
    for line in lines[1:]:
        parts = line.split()
        method = parts[0]
        header = parts[1] if len(parts) > 1 else None
        tags = parts[2].split(',') if len(parts) > 2 else []
        etag = 'v' + str(current)
        exists = current > 0
        listed = '*' in tags or (exists and etag in tags)
        if method == 'GET':
            if not exists:
                out.append('404')
            elif header == 'If-None-Match' and listed:
                out.append('304 ETag ' + etag)
            else:
                out.append('200 ETag ' + etag)
        elif method == 'PUT':
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif header == 'If-None-Match' and exists and listed:
                out.append('412')
            else:
                current = current + 1 if exists else 1
                out.append(('200' if exists else '201') + ' ETag v' + str(current))
        else:
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif not exists:
                out.append('404')
            else:
                current = 0
                out.append('204')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'if-none-match-star',
            language: 'python3',
            mustFail: 'WA',
            why: 'Ignores * in If-None-Match, which matches any existing version',
            source: String.raw`import sys

def main():
    lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
    current = int(lines[0])
    counter = current
    out = []
    for line in lines[1:]:
        parts = line.split()
        method = parts[0]
        header = parts[1] if len(parts) > 1 else None
        tags = parts[2].split(',') if len(parts) > 2 else []
        etag = 'v' + str(current)
        exists = current > 0
        listed = etag in tags or ('*' in tags and header == 'If-Match')
        if method == 'GET':
            if not exists:
                out.append('404')
            elif header == 'If-None-Match' and listed:
                out.append('304 ETag ' + etag)
            else:
                out.append('200 ETag ' + etag)
        elif method == 'PUT':
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif header == 'If-None-Match' and exists and listed:
                out.append('412')
            else:
                counter += 1
                current = counter
                out.append(('200' if exists else '201') + ' ETag v' + str(current))
        else:
            if header == 'If-Match' and (not exists or not listed):
                out.append('412')
            elif not exists:
                out.append('404')
            else:
                current = 0
                out.append('204')
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
      id: 'rest-debug-retry-backoff',
      title: 'Retry client waits too long and retries the wrong errors',
      description:
        'This Go HTTP client helper decides how to react to responses. The first line holds base, cap and maxRetries; each following line is one response: a status, optionally followed by a Retry-After value in seconds. Rules: 2xx prints "success". Only 429, 500, 502, 503 and 504 are retryable; any other status prints "fail <status>". If maxRetries retries were already used, or the responses run out, print "give up". Otherwise print "wait <d>" where d is Retry-After if present, else min(cap, base * 2^k) for the k-th retry (k starts at 0). The printed waits are wrong and some errors are retried.',
      language: 'go',
      buggyCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var base, maxDelay, maxRetries int
	fmt.Fscan(reader, &base, &maxDelay, &maxRetries)
	var lines []string
	for {
		line, err := reader.ReadString('\n')
		line = strings.TrimSpace(line)
		if line != "" {
			lines = append(lines, line)
		}
		if err != nil {
			break
		}
	}
	retries := 0
	for i := 0; ; i++ {
		if i >= len(lines) {
			fmt.Println("give up")
			return
		}
		fields := strings.Fields(lines[i])
		status, _ := strconv.Atoi(fields[0])
		if status >= 200 && status < 300 {
			fmt.Println("success")
			return
		}
		retryable := status >= 500 || status == 429
		if !retryable {
			fmt.Printf("fail %d\n", status)
			return
		}
		if retries == maxRetries {
			fmt.Println("give up")
			return
		}
		attempt := retries + 1
		delay := base << uint(attempt)
		if delay > maxDelay {
			delay = maxDelay
		}
		if len(fields) > 1 {
			delay, _ = strconv.Atoi(fields[1])
		}
		fmt.Printf("wait %d\n", delay)
		retries++
	}
}
`,
      fixedCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	reader := bufio.NewReader(os.Stdin)
	var base, maxDelay, maxRetries int
	fmt.Fscan(reader, &base, &maxDelay, &maxRetries)
	var lines []string
	for {
		line, err := reader.ReadString('\n')
		line = strings.TrimSpace(line)
		if line != "" {
			lines = append(lines, line)
		}
		if err != nil {
			break
		}
	}
	retries := 0
	for i := 0; ; i++ {
		if i >= len(lines) {
			fmt.Println("give up")
			return
		}
		fields := strings.Fields(lines[i])
		status, _ := strconv.Atoi(fields[0])
		if status >= 200 && status < 300 {
			fmt.Println("success")
			return
		}
		retryable := status == 429 || status == 500 || status == 502 || status == 503 || status == 504
		if !retryable {
			fmt.Printf("fail %d\n", status)
			return
		}
		if retries == maxRetries {
			fmt.Println("give up")
			return
		}
		delay := base << uint(retries)
		if delay > maxDelay {
			delay = maxDelay
		}
		if len(fields) > 1 {
			delay, _ = strconv.Atoi(fields[1])
		}
		fmt.Printf("wait %d\n", delay)
		retries++
	}
}
`,
      expectedBehavior:
        'With base 100 the waits are 100, 200, 400, ... capped; 501 Not Implemented fails at once because retrying cannot help.',
      hints: [
        'What is the very first wait supposed to be?',
        'Is every 5xx status worth retrying? What does 501 mean?',
        'Compare the exponent with the k in the rule.',
      ],
      testCases: [
        v('100 1000 3\n503\n503\n200', 'wait 100\nwait 200\nsuccess'),
        v('100 1000 3\n404', 'fail 404'),
        h('100 1000 5\n501\n200', 'fail 501'),
        h('50 300 4\n500\n502\n504\n503\n500', 'wait 50\nwait 100\nwait 200\nwait 300\ngive up'),
        h('100 1000 3\n429 7\n200', 'wait 7\nsuccess'),
        h('1 60 2\n429\n503 30\n503', 'wait 1\nwait 30\ngive up'),
        h('10 100 3\n500\n501', 'wait 10\nfail 501'),
      ],
      bugs: [
        {
          description: 'Every status >= 500 is treated as retryable, including 501 Not Implemented',
          testIndexes: [2, 6],
        },
        {
          description: 'The exponent uses the 1-based attempt number, so every wait is doubled',
          testIndexes: [0, 3, 5],
        },
      ],
    },
    {
      id: 'rest-debug-range-header',
      title: 'Range requests return impossible byte ranges',
      description:
        'This Rust program answers HTTP Range requests for a file of L bytes (first line). Each following line is a Range header value. Rules: a value not starting with "bytes=" or not parseable, or with last < first, is ignored: print "200 full". "bytes=a-b" and "bytes=a-" start at a (416 if a >= L) and end at b or at the last byte, never past byte L-1. "bytes=-n" asks for the last n bytes (the whole file if n >= L; 416 if n is 0). A satisfiable range prints "206 bytes start-end/L"; an unsatisfiable one prints "416 bytes */L". Some answers are wrong.',
      language: 'rust',
      buggyCode: String.raw`use std::io::{self, Read};

fn answer(len: usize, header: &str) -> String {
    let full = "200 full".to_string();
    let spec = match header.strip_prefix("bytes=") {
        Some(s) => s,
        None => return full,
    };
    let dash = match spec.find('-') {
        Some(d) => d,
        None => return full,
    };
    let left = &spec[..dash];
    let right = &spec[dash + 1..];
    let unsatisfiable = format!("416 bytes */{}", len);
    let (start, end) = if left.is_empty() {
        let n: usize = match right.parse() {
            Ok(v) => v,
            Err(_) => return full,
        };
        if n == 0 {
            return unsatisfiable;
        }
        (len - n, len - 1)
    } else {
        let a: usize = match left.parse() {
            Ok(v) => v,
            Err(_) => return full,
        };
        if a >= len {
            return unsatisfiable;
        }
        if right.is_empty() {
            (a, len - 1)
        } else {
            let b: usize = match right.parse() {
                Ok(v) => v,
                Err(_) => return full,
            };
            if b < a {
                return full;
            }
            (a, b)
        }
    };
    format!("206 bytes {}-{}/{}", start, end, len)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let len: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut out = Vec::new();
    for line in lines {
        let line = line.trim();
        if !line.is_empty() {
            out.push(answer(len, line));
        }
    }
    println!("{}", out.join("\n"));
}
`,
      fixedCode: String.raw`use std::io::{self, Read};

fn answer(len: usize, header: &str) -> String {
    let full = "200 full".to_string();
    let spec = match header.strip_prefix("bytes=") {
        Some(s) => s,
        None => return full,
    };
    let dash = match spec.find('-') {
        Some(d) => d,
        None => return full,
    };
    let left = &spec[..dash];
    let right = &spec[dash + 1..];
    let unsatisfiable = format!("416 bytes */{}", len);
    let (start, end) = if left.is_empty() {
        let n: usize = match right.parse() {
            Ok(v) => v,
            Err(_) => return full,
        };
        if n == 0 {
            return unsatisfiable;
        }
        (if n >= len { 0 } else { len - n }, len - 1)
    } else {
        let a: usize = match left.parse() {
            Ok(v) => v,
            Err(_) => return full,
        };
        if a >= len {
            return unsatisfiable;
        }
        if right.is_empty() {
            (a, len - 1)
        } else {
            let b: usize = match right.parse() {
                Ok(v) => v,
                Err(_) => return full,
            };
            if b < a {
                return full;
            }
            (a, b.min(len - 1))
        }
    };
    format!("206 bytes {}-{}/{}", start, end, len)
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut lines = input.lines();
    let len: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut out = Vec::new();
    for line in lines {
        let line = line.trim();
        if !line.is_empty() {
            out.push(answer(len, line));
        }
    }
    println!("{}", out.join("\n"));
}
`,
      expectedBehavior:
        'For L = 1000, "bytes=900-1999" gives "206 bytes 900-999/1000"; for L = 100, "bytes=-500" gives "206 bytes 0-99/100".',
      hints: [
        'Can the end of a range ever be past the last byte of the file?',
        'What is L - n when n is larger than L, for an unsigned integer?',
        'A suffix longer than the file means the whole file.',
      ],
      testCases: [
        v('1000\nbytes=0-499\nbytes=500-', '206 bytes 0-499/1000\n206 bytes 500-999/1000'),
        v('1000\nbytes=-200\nbytes=900-1999', '206 bytes 800-999/1000\n206 bytes 900-999/1000'),
        h('100\nbytes=-500', '206 bytes 0-99/100'),
        h('1000\nbytes=1000-\nbytes=5-2\nbytes=-0', '416 bytes */1000\n200 full\n416 bytes */1000'),
        h(
          '10\nbytes=0-0\nbytes=9-9\nbytes=3-100',
          '206 bytes 0-0/10\n206 bytes 9-9/10\n206 bytes 3-9/10',
        ),
        h('50\nbytes=-50\nbytes=-51\nitems=0-5', '206 bytes 0-49/50\n206 bytes 0-49/50\n200 full'),
      ],
      bugs: [
        {
          description:
            'A suffix range longer than the file wraps around below zero instead of starting at byte 0',
          testIndexes: [2, 5],
        },
        {
          description: 'The end of "bytes=a-b" is not clamped to the last byte L - 1',
          testIndexes: [1, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'rest-pseudo-etag-get',
      title: 'Conditional GET with ETags',
      description:
        'Write pseudocode for GET /articles/:id that supports HTTP caching: it computes an ETag for the article, answers conditional requests without sending the body again, and sets caching headers.',
      requirements: [
        'Compute a strong ETag from the serialised article (or its version)',
        'Compare it with the If-None-Match header',
        'Reply 304 without a body on a match, otherwise 200 with the body',
        'Send ETag and Cache-Control headers in both cases',
      ],
      examples: [
        {
          scenario: 'The client sends If-None-Match with the current ETag',
          expectedApproach: 'The server replies 304 Not Modified with the ETag header and no body.',
        },
      ],
      evaluationCriteria: [
        'ETag computation',
        'Correct comparison including lists and *',
        'Correct 304/200 behaviour',
        'Headers set',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Compute the ETag as a hash or version of the representation',
            weight: 3,
            accept: ['hash etag', 'etag hash', 'etag version', 'compute etag'],
          },
          {
            idea: 'Read and compare the If-None-Match header',
            weight: 2,
            accept: ['if none match 304', 'if none match not modified', 'ifnonematch'],
          },
          {
            idea: 'Return 304 Not Modified without a body on a match',
            weight: 3,
            accept: ['304', 'not modified'],
          },
          {
            idea: 'Set ETag and Cache-Control headers',
            weight: 2,
            accept: ['cache control', 'cachecontrol', 'max age'],
          },
        ],
        edgeCases: [
          {
            case: 'The header lists several ETags or *',
            accept: ['comma', 'list of etags', 'several etags', 'wildcard', 'asterisk'],
          },
          { case: 'The article does not exist', accept: ['404', 'not found'] },
        ],
        pitfalls: [
          {
            mistake:
              "A 304 says the client's cached copy is still current, so it is only sent when If-None-Match holds the current ETag (or *); when the tags differ the client needs 200 with the fresh body.",
            patterns: [
              'etag differ 304',
              'etags differ 304',
              'etag != 304',
              'etag not equal 304',
              'etag mismatch 304',
              'header mismatch 304',
              'differ current etag 304',
              'mismatch 304',
              'contain etag 200',
              'includ etag 200',
              'header match etag 200',
              'header match current etag 200',
              '== etag 200',
              'etag == 200',
              '* or not contain',
              'wildcard or not contain',
              '* or not includ',
              'wildcard or not includ',
              '* or not match',
              'wildcard or not match',
              '* or doesnt',
              'wildcard or doesnt',
              'not contain 304',
              'not includ 304',
              'not match 304',
              'doesnt match 304',
              'doesnt contain 304',
              'doesnt includ 304',
              'no match 304',
              'differ 304',
            ],
          },
          {
            mistake:
              'A 304 Not Modified response has no body: its whole point is to avoid sending the article again, the client reuses its cached copy.',
            patterns: [
              '304 serializ',
              '304 serialis',
              '304 full',
              '304 includ body',
              '304 article json',
              '304 along',
            ],
          },
          {
            mistake:
              'For a GET, a matching If-None-Match is answered with 304 Not Modified; 412 Precondition Failed belongs to conditional writes such as a PUT with If-Match.',
            patterns: ['match 412', 'equal 412', '== 412', 'same 412', 'contain 412', 'includ 412'],
          },
          {
            mistake:
              "An ETag must depend only on the article's content or version: mixing in the current time or a random value gives an unchanged article a new tag on every request, so If-None-Match never matches and 304 is never sent.",
            patterns: [
              'hash now',
              'date now',
              'hash current time',
              'etag current time',
              'hash random',
              'etag random',
              'etag uuid',
              'hash uuid',
              'hash request time',
              'etag request time',
              'etag nonce',
              'hash nonce',
            ],
          },
        ],
        modelAnswer: `1. SET article = find article by id; IF none THEN return 404 Not Found
2. SET body = serialise article as JSON
3. SET etag = quoted hash of body (compute etag, e.g. sha-256 of the bytes or the row version)
4. SET header = request If-None-Match
5. IF header is "*" (wildcard) OR the comma separated list of etags contains etag THEN
6.    set the ETag header and Cache-Control: private, max-age=0, must-revalidate
7.    return 304 Not Modified with no body
8. ELSE set the ETag header and Cache-Control, return 200 with body`,
      },
    },
    {
      id: 'rest-pseudo-cursor-pagination',
      title: 'Cursor-based pagination endpoint',
      description:
        'Write pseudocode for GET /events?limit=&cursor= that lists events newest first using an opaque cursor instead of page numbers. The response has the items and a next cursor, and must stay correct when new events are inserted between requests.',
      requirements: [
        'Order by created_at descending with id as a tie-breaker',
        'Decode the cursor into the last seen (created_at, id)',
        'Fetch one extra row to know whether another page exists',
        'Return next_cursor only when there are more items',
      ],
      examples: [
        {
          scenario: 'limit=2 and 5 events exist',
          expectedApproach:
            'The first response holds 2 events and a next_cursor encoding the second event.',
        },
      ],
      evaluationCriteria: [
        'Stable ordering',
        'Keyset condition',
        'limit + 1 trick',
        'Cursor encoding and validation',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Order by created_at descending and id descending',
            weight: 2,
            accept: ['order created desc', 'order by created', 'sort created id', 'descending id'],
          },
          {
            idea: 'Keyset condition (created_at, id) < cursor values',
            weight: 3,
            accept: ['where created id less', 'created id cursor less', 'tuple less', 'keyset'],
          },
          {
            idea: 'Fetch limit + 1 rows to detect more',
            weight: 3,
            accept: ['limit 1 extra', 'limit plus 1', 'limit 1 more', 'extra row'],
          },
          {
            idea: 'Encode the last item as the next cursor (base64)',
            weight: 2,
            accept: ['encode cursor', 'base64', 'next cursor last'],
          },
        ],
        edgeCases: [
          {
            case: 'An invalid or tampered cursor gives 400',
            accept: ['invalid cursor', 'malformed cursor', 'bad cursor', 'cursor 400'],
          },
          {
            case: 'The last page has no next cursor',
            accept: ['null', 'no next', 'last page', 'no more'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'With newest-first order the next page holds rows older than the cursor, so the keyset filter is (created_at, id) < cursor; a > filter returns the newer rows the client has already seen.',
            patterns: [
              'created id > cursor',
              'created > cursor',
              'created >= cursor',
              'created > last',
              'created >= last',
              'id > cursor',
              'id >= cursor',
              'created after cursor',
              'newer cursor',
              'created later cursor',
            ],
          },
          {
            mistake:
              'Listing newest first needs ORDER BY created_at DESC, id DESC; ascending order returns the oldest events first and no longer fits the < cursor condition.',
            patterns: [
              'order created ascend',
              'sort created ascend',
              'order ascend',
              'sort ascend',
              'oldest first',
              'order id ascend',
            ],
          },
          {
            mistake:
              'A row offset shifts whenever new events are inserted, so pages repeat or skip items; the cursor has to carry the (created_at, id) of the last row and be used as a keyset filter.',
            patterns: [
              'offset = cursor',
              'offset decode cursor',
              'cursor = offset',
              'decode cursor offset',
              'cursor offset =',
              'encode offset',
              'limit offset',
              'offset skip',
              'skip offset',
            ],
          },
          {
            mistake:
              'The next page continues after the last row returned, so next_cursor must encode the last item of the page; encoding the first row sends the client back over the same events.',
            patterns: [
              'encode first',
              'cursor first row',
              'cursor first item',
              'cursor first event',
              'cursor rows 0',
              'cursor items 0',
            ],
          },
          {
            mistake:
              'The next page starts right after the last row this page returned, so next_cursor encodes that row; encoding the extra (limit + 1)-th row that was only fetched to detect more pages makes the strict < filter skip it.',
            patterns: [
              'encod extra row',
              'encod extra item',
              'cursor extra item',
              'cursor = extra',
              'cursor limit + 1th',
              'encod limit + 1th',
              'cursor row after last',
              'cursor first row next page',
              'encod peek',
              'cursor peek',
            ],
          },
        ],
        modelAnswer: `1. SET limit = clamp(query limit or 20, 1, 100)
2. IF cursor is given THEN decode base64 into (createdAt, id); IF decoding fails THEN return 400 invalid cursor
3. SET rows = SELECT * FROM events WHERE (created_at, id) < (createdAt, id) when a cursor exists (keyset)
4.    ORDER BY created_at DESC, id DESC LIMIT limit + 1 (one extra row)
5. SET hasMore = rows has more than limit items; keep only the first limit rows
6. IF hasMore THEN next = encode cursor from the last returned row (base64 of its created_at and id)
7. ELSE next = null because this is the last page
8. RETURN {items: rows, next_cursor: next}`,
      },
    },
  ],
};
