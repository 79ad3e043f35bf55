import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question:
        'Which HTTP method should a REST client use to read a resource without changing it?',
      options: {
        A: '`POST`',
        B: '`PATCH`',
        C: '`GET`',
        D: '`PUT`',
      },
      correct: 'C',
      explanation: 'GET retrieves a representation and is a safe method.',
    },
    {
      question:
        'A `POST /orders` request successfully creates a new order. Which status code fits best?',
      options: {
        A: '201 Created',
        B: '200 OK',
        C: '204 No Content',
        D: '202 Accepted',
      },
      correct: 'A',
      explanation:
        '201 Created signals that a new resource was created, usually with a Location header; 202 only says the request was queued.',
    },
    {
      question: 'What does the status code 404 Not Found tell the client?',
      options: {
        A: 'The server crashed while handling the request',
        B: 'The client must log in before it can see the page',
        C: 'The request body failed validation',
        D: 'There is no resource at that URL',
      },
      correct: 'D',
      explanation: '404 means the target resource could not be found.',
    },
    {
      question:
        'Which pair of methods is idempotent, so repeating the same request has the same effect as sending it once?',
      options: {
        A: 'POST and PATCH',
        B: 'PUT and DELETE',
        C: 'POST and PUT',
        D: 'GET and POST',
      },
      correct: 'B',
      explanation:
        'PUT replaces with the same state and DELETE removes the same resource, however often they are repeated.',
    },
    {
      question: 'Which URL follows common REST resource naming for user 42?',
      options: {
        A: '`/getUser?id=42`',
        B: '`/user/get/42`',
        C: '`/users/42`',
        D: '`/userById/42`',
      },
      correct: 'C',
      explanation:
        'Resources are plural nouns with identifiers in the path; the HTTP method carries the verb.',
    },
    {
      question: 'What is the difference between 401 Unauthorized and 403 Forbidden?',
      options: {
        A: '401: not authenticated; 403: authenticated but not allowed',
        B: '401 is for `GET` requests and 403 for `POST` requests',
        C: '401 is temporary and 403 is permanent for that client',
        D: '401 means server down; 403 means client blocked',
      },
      correct: 'A',
      explanation: '401 asks for valid credentials; 403 refuses even with valid credentials.',
    },
    {
      question: 'Which request header tells the server that the body is JSON?',
      options: {
        A: '`Accept: application/json`',
        B: '`Content-Type: application/json`',
        C: '`Authorization: JSON`',
        D: '`Content-Encoding: application/json`',
      },
      correct: 'B',
      explanation:
        'Content-Type describes the body being sent; Accept describes what the client wants back and Content-Encoding its compression.',
    },
    {
      question: 'What does it mean that REST is stateless?',
      options: {
        A: 'The server may not use a database',
        B: 'Resources never change once created',
        C: "Responses can't be cached (`no-store`)",
        D: 'Each request is self-contained; no session is kept',
      },
      correct: 'D',
      explanation:
        'Statelessness means requests carry everything needed to process them, for example a token every time.',
    },
    {
      question:
        'A `DELETE /items/5` succeeds and the server returns no body. Which status code fits?',
      options: {
        A: '202 Accepted',
        B: '404 Not Found',
        C: '204 No Content',
        D: '205 Reset Content',
      },
      correct: 'C',
      explanation: '204 reports success without a response body.',
    },
    {
      question:
        'How should a client ask for only books in the "poetry" category from a list endpoint?',
      options: {
        A: '`GET /books?category=poetry`',
        B: '`GET /poetry/books/all`',
        C: '`DELETE /books?category!=poetry`',
        D: '`GET /books` with the category in a cookie',
      },
      correct: 'A',
      explanation:
        'Filtering, sorting and paging are expressed with query parameters on the collection.',
    },
    {
      question: 'Which status code means an unexpected error happened on the server side?',
      options: {
        A: '400 Bad Request',
        B: '409 Conflict',
        C: '422 Unprocessable Content',
        D: '500 Internal Server Error',
      },
      correct: 'D',
      explanation:
        '5xx codes report server failures; 500 is the generic one, while 4xx codes blame the request.',
    },
    {
      question: 'How do PUT and PATCH differ for updating a resource?',
      options: {
        A: '`PUT` only creates, and `PATCH` only deletes',
        B: '`PUT` sends the full new state; `PATCH` a partial change',
        C: '`PATCH` is idempotent by definition, while `PUT` is not',
        D: 'There is no difference (`PATCH` = `PUT`)',
      },
      correct: 'B',
      explanation: 'PUT replaces the whole resource with the body; PATCH sends only the changes.',
    },
    {
      question: 'What is the purpose of the `Accept` request header?',
      options: {
        A: 'The media types the client can handle in the response',
        B: "Whether the client accepts the server's cookies",
        C: 'That the client agrees to the terms of service',
        D: 'The status code the client expects back',
      },
      correct: 'A',
      explanation: 'Accept drives content negotiation, for example Accept: application/json.',
    },
    {
      question: 'Which of these methods is defined as safe (it should not change server state)?',
      options: {
        A: '`DELETE`',
        B: '`POST`',
        C: '`HEAD`',
        D: '`PATCH`',
      },
      correct: 'C',
      explanation: 'GET, HEAD and OPTIONS are safe methods.',
    },
  ],
  coding: [
    {
      id: 'rest-users-status',
      title: 'Status codes of a users API',
      description:
        'Simulate a small /users API and print the status of each request.\n\nRules, checked in this order:\n1. Only the paths /users and /users/<x> exist; any other path gives 404.\n2. /users allows GET (200) and POST, which creates a user and prints "201 /users/<id>", where id is one more than the largest id that ever existed (1 if none). Other methods give 405.\n3. /users/<x> allows GET, PUT and DELETE; other methods give 405. If x is not made of digits only, the answer is 400. GET and PUT give 200 if the user exists, DELETE gives 204 and removes the user; a missing user gives 404.\n\nInput: the first line holds the existing ids separated by spaces (it may be empty). Each following line is a request "METHOD path".\n\nOutput: one line per request.',
      examples: [
        {
          input: '1 2 3\nGET /users/2\nDELETE /users/2\nGET /users/2\nPOST /users',
          output: '200\n204\n404\n201 /users/4',
          explanation:
            'After the delete, user 2 is gone; the new user gets id 4 because 3 was the largest id.',
        },
        {
          input: '5\nPUT /users/5\nPUT /users/6\nPATCH /users\nGET /orders',
          output: '200\n404\n405\n404',
          explanation: 'PATCH is not allowed on the collection and /orders does not exist.',
        },
      ],
      constraints: ['At most 1000 requests', 'Ids are positive integers below 10^9'],
      testCases: [
        v(
          '1 2 3\nGET /users/2\nDELETE /users/2\nGET /users/2\nPOST /users',
          '200\n204\n404\n201 /users/4',
        ),
        v('5\nPUT /users/5\nPUT /users/6\nPATCH /users\nGET /orders', '200\n404\n405\n404'),
        h(
          '\nGET /users\nPOST /users\nPOST /users\nGET /users/2',
          '200\n201 /users/1\n201 /users/2\n200',
        ),
        h('7\nDELETE /users/7\nPOST /users\nDELETE /users/7', '204\n201 /users/8\n404'),
        h('1\nGET /users/abc\nDELETE /users/-1\nPOST /users/1\nGET /users/1', '400\n400\n405\n200'),
        h(
          '10 20\nDELETE /users/10\nDELETE /users/10\nGET /users\nPUT /users\nGET /users/20/orders',
          '204\n404\n200\n405\n404',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    ids = set(int(x) for x in lines[0].split())
    largest = max(ids) if ids else 0
    out = []
    for line in lines[1:]:
        parts = line.split()
        if len(parts) != 2:
            continue
        method, path = parts
        segs = path.split('/')[1:]
        if segs == ['users']:
            if method == 'GET':
                out.append('200')
            elif method == 'POST':
                largest += 1
                ids.add(largest)
                out.append('201 /users/' + str(largest))
            else:
                out.append('405')
        elif len(segs) == 2 and segs[0] == 'users':
            if method not in ('GET', 'PUT', 'DELETE'):
                out.append('405')
            elif not segs[1].isdigit():
                out.append('400')
            else:
                uid = int(segs[1])
                if uid not in ids:
                    out.append('404')
                elif method == 'DELETE':
                    ids.discard(uid)
                    out.append('204')
                else:
                    out.append('200')
        else:
            out.append('404')
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
nids, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
ids = random.sample(range(1, 10**9 - 5000), nids) if mode != 'small' else random.sample(range(1, 3 * nids + 2), nids)
known = ids[:] or [1]
reqs = []
for _ in range(q):
    r = random.random()
    if r < 0.2:
        reqs.append(random.choice(['GET', 'POST', 'PATCH', 'DELETE']) + ' /users')
    elif r < 0.85:
        x = random.choice(known) if random.random() < 0.7 else random.choice(['abc', '-1', '007', '0', '12a', str(10**9 - 1), '1'])
        reqs.append(random.choice(['GET', 'PUT', 'DELETE', 'DELETE', 'POST', 'PATCH']) + ' /users/' + str(x))
    else:
        reqs.append(random.choice(['GET', 'POST']) + ' ' + random.choice(['/orders', '/users/1/orders', '/', '/user', '/users/', '/Users']))
    if reqs[-1] == 'POST /users':
        known.append(max(known) + 1)
print(' '.join(map(str, ids)))
print('\n'.join(reqs))
`,
        tests: [
          { args: '1000 1000 random', label: '1,000 users, 1,000 requests' },
          { args: '300 1000 small', label: '300 users with small ids, 1,000 requests' },
          { args: '0 1000 random', label: 'no users, 1,000 requests' },
          { args: '1000 0 random', label: '1,000 users, no requests' },
          { args: '1 1 random', label: 'one request' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
ids = lines[0].split()
assert all(re.fullmatch(r'[1-9][0-9]*', x) and int(x) < 10**9 for x in ids), 'ids are positive integers below 10^9'
assert len(set(ids)) == len(ids), 'ids are distinct'
reqs = [l for l in lines[1:] if l.strip()]
assert len(reqs) <= 1000, 'more than 1000 requests'
largest = max(map(int, ids), default=0)
for l in reqs:
    p = l.split()
    assert len(p) == 2 and re.fullmatch(r'[A-Z]+', p[0]) and p[1].startswith('/'), 'expected METHOD path'
    if p == ['POST', '/users']:
        largest += 1
assert largest < 10**9, 'ids stay below 10^9'
`,
        wrongSolutions: [
          {
            name: 'reuses-deleted-ids',
            language: 'python3',
            mustFail: 'WA',
            why: 'Gives a new user the largest current id + 1, reusing the id of a deleted user',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    ids = set(int(x) for x in lines[0].split())
    largest = max(ids) if ids else 0
    out = []
    for line in lines[1:]:
        parts = line.split()
        if len(parts) != 2:
            continue
        method, path = parts
        segs = path.split('/')[1:]
        if segs == ['users']:
            if method == 'GET':
                out.append('200')
            elif method == 'POST':
                largest = max(ids, default=0) + 1
                ids.add(largest)
                out.append('201 /users/' + str(largest))
            else:
                out.append('405')
        elif len(segs) == 2 and segs[0] == 'users':
            if method not in ('GET', 'PUT', 'DELETE'):
                out.append('405')
            elif not segs[1].isdigit():
                out.append('400')
            else:
                uid = int(segs[1])
                if uid not in ids:
                    out.append('404')
                elif method == 'DELETE':
                    ids.discard(uid)
                    out.append('204')
                else:
                    out.append('200')
        else:
            out.append('404')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'int-parse-for-ids',
            language: 'python3',
            mustFail: 'WA',
            why: 'Accepts whatever int() parses, so -1 gives 404 instead of 400 for an id that is not all digits',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    ids = set(int(x) for x in lines[0].split())
    largest = max(ids) if ids else 0
    out = []
    for line in lines[1:]:
        parts = line.split()
        if len(parts) != 2:
            continue
        method, path = parts
        segs = path.split('/')[1:]
        if segs == ['users']:
            if method == 'GET':
                out.append('200')
            elif method == 'POST':
                largest += 1
                ids.add(largest)
                out.append('201 /users/' + str(largest))
            else:
                out.append('405')
        elif len(segs) == 2 and segs[0] == 'users':
            if method not in ('GET', 'PUT', 'DELETE'):
                out.append('405')
            else:
                try:
                    uid = int(segs[1])
                except ValueError:
                    out.append('400')
                    continue
                if uid not in ids:
                    out.append('404')
                elif method == 'DELETE':
                    ids.discard(uid)
                    out.append('204')
                else:
                    out.append('200')
        else:
            out.append('404')
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'rest-merge-patch',
      title: 'Apply a JSON merge patch to a flat object',
      description:
        'With JSON Merge Patch (RFC 7396), a PATCH body lists the fields to change: a field with a value sets it, and a field set to null removes it. Apply a patch to a flat object.\n\nInput: a line with N, then N lines "key value" (the current object); then a line with M, then M lines "key value" (the patch, applied in order). The value null means remove the key (removing a missing key does nothing). Keys and values contain no spaces.\n\nOutput: the resulting object as "key=value" lines sorted by key in ASCII order, or "{}" if it is empty.',
      examples: [
        {
          input: '3\ntitle Draft\nauthor Ann\ntags none\n2\ntitle Final\ntags null',
          output: 'author=Ann\ntitle=Final',
          explanation: 'title is replaced and tags is removed; author is untouched.',
        },
        {
          input: '1\na 1\n2\nb 2\nc 3',
          output: 'a=1\nb=2\nc=3',
          explanation: 'New keys are added.',
        },
      ],
      constraints: ['0 <= N, M <= 1000'],
      testCases: [
        v(
          '3\ntitle Draft\nauthor Ann\ntags none\n2\ntitle Final\ntags null',
          'author=Ann\ntitle=Final',
        ),
        v('1\na 1\n2\nb 2\nc 3', 'a=1\nb=2\nc=3'),
        h('2\nx 1\ny 2\n2\nx null\ny null', '{}'),
        h('0\n1\nz null', '{}'),
        h('2\nname Bo\nage 30\n3\nage 31\nage 32\nname null', 'age=32'),
        h('3\nb 2\nA 1\na 0\n1\nB 5', 'A=1\nB=5\na=0\nb=2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    obj = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        obj[k] = val
    m = int(lines[n + 1])
    for j in range(m):
        k, val = lines[n + 2 + j].split()
        if val == 'null':
            obj.pop(k, None)
        else:
            obj[k] = val
    if not obj:
        print('{}')
    else:
        print('\n'.join(k + '=' + obj[k] for k in sorted(obj)))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, nkeys = int(args[0]), int(args[1]), int(args[2])
random.seed(' '.join(args))
keys = ['A', 'a', 'B', 'b', '_x', 'Z9'] + ['k%d' % i for i in range(nkeys)]
keys = keys[:max(nkeys, 1)]
obj = random.sample(keys, min(n, len(keys)))
vals = ['1', '0', 'true', 'false', 'Ann', '"x"', 'Null', 'NULL', '[]', '{}']
print(len(obj))
for k in obj:
    print(k, random.choice(vals))
print(m)
for _ in range(m):
    print(random.choice(keys), random.choice(vals + ['null', 'null']))
`,
        tests: [
          { args: '1000 1000 2000', label: 'N = 1,000, M = 1,000' },
          { args: '1000 1000 1000', label: 'N = 1,000, M = 1,000 on the same keys' },
          { args: '0 1000 6', label: 'empty object, M = 1,000 on few keys' },
          { args: '1000 0 1000', label: 'N = 1,000, empty patch' },
          { args: '1 1 1', label: 'one key' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
assert 0 <= n <= 1000, 'N out of range'
keys = [lines[1 + i].split() for i in range(n)]
assert all(len(p) == 2 for p in keys), 'expected key value'
assert len({p[0] for p in keys}) == n, 'object keys are distinct'
m = int(lines[1 + n])
assert 0 <= m <= 1000, 'M out of range'
assert all(len(lines[2 + n + j].split()) == 2 for j in range(m)), 'expected key value'
assert all(l.strip() == '' for l in lines[2 + n + m:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'null-as-value',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stores null as a value instead of removing the key',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    obj = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        obj[k] = val
    m = int(lines[n + 1])
    for j in range(m):
        k, val = lines[n + 2 + j].split()
        obj[k] = val
    if not obj:
        print('{}')
    else:
        print('\n'.join(k + '=' + obj[k] for k in sorted(obj)))

main()
`,
          },
          {
            name: 'case-insensitive-sort',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts keys ignoring case, but ASCII order puts every upper-case letter before lower case',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    obj = {}
    for i in range(1, n + 1):
        k, val = lines[i].split()
        obj[k] = val
    m = int(lines[n + 1])
    for j in range(m):
        k, val = lines[n + 2 + j].split()
        if val == 'null':
            obj.pop(k, None)
        else:
            obj[k] = val
    if not obj:
        print('{}')
    else:
        print('\n'.join(k + '=' + obj[k] for k in sorted(obj, key=str.lower)))

main()
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'rest-debug-status-order',
      title: 'API leaks which resources exist',
      description:
        'This Python function decides the status code of a request. Each input line is "auth method exists valid": auth is none, bad (invalid token), user or admin; method is GET, POST or DELETE; exists and valid are yes or no. The checks must run in this order: 401 if the token is missing or bad; 403 for a DELETE by a non-admin; for POST, 400 if the body is not valid, else 201; 404 if the resource does not exist; otherwise 200 for GET and 204 for DELETE. Some requests get the wrong code, and anonymous clients can probe which ids exist.',
      language: 'python',
      buggyCode: String.raw`import sys

def status(auth, method, exists, valid):
    if method != 'POST' and exists == 'no':
        return 404
    if auth == 'none':
        return 401
    if method == 'DELETE' and auth != 'admin':
        return 403
    if method == 'POST':
        return 201 if valid == 'yes' else 400
    return 200 if method == 'GET' else 204

def main():
    for line in sys.stdin.read().split('\n'):
        parts = line.split()
        if len(parts) == 4:
            print(status(*parts))

main()
`,
      fixedCode: String.raw`import sys

def status(auth, method, exists, valid):
    if auth in ('none', 'bad'):
        return 401
    if method == 'DELETE' and auth != 'admin':
        return 403
    if method == 'POST':
        return 201 if valid == 'yes' else 400
    if exists == 'no':
        return 404
    return 200 if method == 'GET' else 204

def main():
    for line in sys.stdin.read().split('\n'):
        parts = line.split()
        if len(parts) == 4:
            print(status(*parts))

main()
`,
      expectedBehavior:
        'An anonymous GET of a missing resource gets 401, not 404, and a bad token is always rejected with 401.',
      hints: [
        'Which check should come first: does the resource exist, or who is asking?',
        'There are two kinds of unusable credentials in the input.',
        'Walk through "bad DELETE yes no" line by line.',
      ],
      testCases: [
        v('user GET yes no\nadmin DELETE yes no\nuser POST no yes', '200\n204\n201'),
        v('none GET no no', '401'),
        h('bad GET yes no', '401'),
        h('user DELETE no no\nuser POST no no', '403\n400'),
        h('bad DELETE yes no\nadmin GET no no', '401\n404'),
        h('none POST no yes\nadmin POST no no', '401\n400'),
      ],
      bugs: [
        {
          description:
            'Existence is checked before authentication and authorisation, so 404 leaks to unauthenticated or unauthorised clients',
          testIndexes: [1, 3],
        },
        {
          description:
            'Only a missing token is rejected; an invalid ("bad") token is treated as a logged-in user',
          testIndexes: [2, 4],
        },
      ],
    },
    {
      id: 'rest-debug-content-negotiation',
      title: 'Content negotiation picks the wrong type',
      description:
        'This Java program chooses the response media type. Line 1 lists the types the server can produce, in order of preference. Line 2 is the Accept header (an empty line means */*). Each media range may have ";q=" (default 1). A type\'s quality comes from the most specific matching range (exact type beats "type/*", which beats "*/*"). The server picks the type with the highest quality above 0, preferring its own order on ties, or answers "406 Not Acceptable". Some answers are wrong.',
      language: 'java',
      buggyCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int specificity(String range, String type) {
        if (range.equals(type)) return 3;
        if (range.equals("*/*")) return 1;
        if (range.endsWith("/*") && type.startsWith(range.substring(0, range.length() - 1))) return 2;
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String[] supported = reader.readLine().trim().split("\\s+");
        String accept = reader.readLine();
        if (accept == null || accept.trim().isEmpty()) accept = "*/*";
        List<String> ranges = new ArrayList<>();
        List<Double> qs = new ArrayList<>();
        for (String part : accept.split(",")) {
            String[] pieces = part.trim().split(";");
            double q = 1.0;
            for (int i = 1; i < pieces.length; i++) {
                String p = pieces[i].trim();
                if (p.startsWith("q=")) q = Double.parseDouble(p.substring(2));
            }
            ranges.add(pieces[0].trim());
            qs.add(q);
        }
        String best = null;
        double bestQ = 0.0;
        for (String type : supported) {
            double q = 0.0;
            for (int i = 0; i < ranges.size(); i++) {
                if (specificity(ranges.get(i), type) > 0) {
                    q = qs.get(i);
                    break;
                }
            }
            if (q >= bestQ) {
                bestQ = q;
                best = type;
            }
        }
        System.out.println(best == null ? "406 Not Acceptable" : best);
    }
}
`,
      fixedCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    static int specificity(String range, String type) {
        if (range.equals(type)) return 3;
        if (range.equals("*/*")) return 1;
        if (range.endsWith("/*") && type.startsWith(range.substring(0, range.length() - 1))) return 2;
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        String[] supported = reader.readLine().trim().split("\\s+");
        String accept = reader.readLine();
        if (accept == null || accept.trim().isEmpty()) accept = "*/*";
        List<String> ranges = new ArrayList<>();
        List<Double> qs = new ArrayList<>();
        for (String part : accept.split(",")) {
            String[] pieces = part.trim().split(";");
            double q = 1.0;
            for (int i = 1; i < pieces.length; i++) {
                String p = pieces[i].trim();
                if (p.startsWith("q=")) q = Double.parseDouble(p.substring(2));
            }
            ranges.add(pieces[0].trim());
            qs.add(q);
        }
        String best = null;
        double bestQ = 0.0;
        for (String type : supported) {
            int bestSpec = 0;
            double q = 0.0;
            for (int i = 0; i < ranges.size(); i++) {
                int s = specificity(ranges.get(i), type);
                if (s > bestSpec) {
                    bestSpec = s;
                    q = qs.get(i);
                }
            }
            if (q > bestQ) {
                bestQ = q;
                best = type;
            }
        }
        System.out.println(best == null ? "406 Not Acceptable" : best);
    }
}
`,
      expectedBehavior:
        'With "text/*;q=0.2, text/html;q=0.9" text/html gets quality 0.9; a type with q=0 is never chosen, and ties go to the server\'s first type.',
      hints: [
        'When several ranges match a type, which one should decide its quality?',
        'What does q=0 mean, and can the current comparison still pick such a type?',
        'On a tie, should a later server type replace an earlier one?',
      ],
      testCases: [
        v('application/json text/html\ntext/html;q=0.8, application/json', 'application/json'),
        v(
          'application/json text/html\ntext/*;q=0.2, text/html;q=0.9, application/json;q=0.5',
          'text/html',
        ),
        h('application/json\napplication/json;q=0', '406 Not Acceptable'),
        h('application/json text/csv\n', 'application/json'),
        h('text/html application/xml\nimage/png', '406 Not Acceptable'),
        h('application/json text/plain\n*/*;q=0.1, text/plain', 'text/plain'),
        h(
          'text/html application/json\napplication/*;q=0.7, */*;q=0.3, text/html;q=0.5',
          'application/json',
        ),
      ],
      bugs: [
        {
          description:
            'The first matching range decides the quality instead of the most specific one',
          testIndexes: [1],
        },
        {
          description:
            'q >= bestQ lets types with quality 0 (or no match at all) win and breaks ties toward the later type',
          testIndexes: [2, 3, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'rest-pseudo-get-book',
      title: 'Handler for GET /books/:id',
      description:
        'Write pseudocode for the handler of GET /books/:id in a REST API backed by a database. It returns the book as JSON with the right status codes for every outcome.',
      requirements: [
        'Read the id from the path and validate that it is a positive integer',
        'Look the book up in the database',
        'Return 200 with the book as JSON when it exists',
        'Return a JSON error with a suitable status otherwise',
      ],
      examples: [
        {
          scenario: 'GET /books/abc',
          expectedApproach: 'Respond 400 with {"error": "id must be a positive integer"}.',
        },
      ],
      evaluationCriteria: [
        'Validation before the lookup',
        'Correct 200, 400 and 404 codes',
        'JSON body and content type',
        'Database errors handled',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Parse and validate the id from the path',
            weight: 2,
            accept: ['parse id', 'validate id', 'id integer', 'id number'],
          },
          {
            idea: 'Query the database for the book',
            weight: 2,
            accept: ['find book', 'query book', 'select book', 'lookup book', 'database book'],
          },
          { idea: 'Return 404 when the book is missing', weight: 3, accept: ['404', 'not found'] },
          {
            idea: 'Return 200 with the JSON body',
            weight: 3,
            accept: ['200 json', 'json 200', 'ok json'],
          },
        ],
        edgeCases: [
          {
            case: 'Non-numeric, zero or negative id gives 400',
            accept: ['400', 'bad request', 'negative', 'not numeric'],
          },
          {
            case: 'A database failure gives 500',
            accept: ['500', 'internal server error', 'database error'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A book that is not in the database must get 404 Not Found; a 200, 204, 400 or 500 tells the client something else happened and hides that the resource does not exist.',
            patterns: [
              'null 200 empty',
              'null 200 null',
              'null 200 {}',
              'null 200 message',
              'null 200 error',
              'null 204',
              'missing 204',
              'empty 204',
              '200 empty',
              '200 null body',
              '200 json ( null',
              '! book 200',
              '! book 204',
              '== null 200',
              '=== null 200',
              'book null 400',
              'book missing 400',
              'book null 500',
              'book missing 500',
            ],
          },
          {
            mistake:
              'A failing database is a server-side problem and must give 500; answering 404, 400 or 200 blames the client or pretends the book simply is not there.',
            patterns: [
              'catch 404',
              'catch 400',
              'catch 200',
              'database down 404',
              'database unavailable 404',
              'timeout 404',
              'timed out 404',
              'connection 404',
              'driver 404',
              'outage 404',
              'unreachable 404',
              'catch not found',
              'timeout not found',
              'connection not found',
              'driver not found',
            ],
          },
          {
            mistake:
              'Ids start at 1, so validation must reject zero as well as negative numbers (id <= 0, or id < 1); with id < 0 an id of 0 passes and the client gets 404 instead of 400.',
            patterns: [
              'id < 0 400',
              'id < 0 bad',
              'id < 0 reject',
              'id < 0 invalid',
              'id < 0 error',
              '0 > id 400',
              '0 > id bad',
              '0 > id reject',
              '0 > id invalid',
              '0 > id error',
              'id >= 0 valid',
              'id >= 0 find',
              'id >= 0 query',
              'id >= 0 look',
              '0 <= id valid',
              '0 <= id find',
              '0 <= id query',
              'id non negative',
              'non negative valid',
            ],
          },
        ],
        modelAnswer: `1. SET raw = req.params.id; SET id = parse id as an integer
2. IF id is not numeric or id <= 0 (negative or zero) THEN return 400 Bad Request with a JSON error
3. TRY book = query the database: SELECT book WHERE id = id
4. CATCH a database error: log it and return 500 Internal Server Error
5. IF book is null THEN return 404 Not Found with {"error": "book not found"}
6. ELSE respond 200 and send the book serialised to JSON (Content-Type application/json)`,
      },
    },
    {
      id: 'rest-pseudo-create-book',
      title: 'Handler for POST /books',
      description:
        'Write pseudocode for POST /books, which creates a book from a JSON body with title, author and isbn. It must validate the input, refuse duplicates and follow REST conventions for a successful creation.',
      requirements: [
        'Reject a body that is not JSON or lacks required fields',
        'Refuse an isbn that already exists',
        'Insert the book and return it with the right status code',
        'Tell the client where the new resource lives',
      ],
      examples: [
        {
          scenario: 'The isbn is already stored',
          expectedApproach: 'Respond 409 Conflict with an error message.',
        },
      ],
      evaluationCriteria: [
        'Validation with field errors',
        'Duplicate detection',
        '201 with Location',
        'Content type handling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Validate the required fields and answer 400 (or 422) with details',
            weight: 3,
            accept: ['400 missing', 'validate title', 'required field', '422'],
          },
          {
            idea: 'Check for an existing isbn and answer 409 Conflict',
            weight: 2,
            accept: ['409 isbn', 'conflict isbn', 'duplicate isbn', 'isbn exists'],
          },
          { idea: 'Insert the book and return 201 Created', weight: 3, accept: ['201', 'created'] },
          {
            idea: 'Set the Location header to the new URL',
            weight: 2,
            accept: ['location header', 'location books', 'header location'],
          },
        ],
        edgeCases: [
          {
            case: 'Wrong Content-Type gives 415',
            accept: ['415', 'unsupported media', 'content type'],
          },
          {
            case: 'Two concurrent requests with the same isbn (unique constraint)',
            accept: ['unique constraint', 'unique index', 'race', 'concurrent'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A request that creates a resource answers 201 Created (with the Location of the new book), not 200 or 204, so the client knows something new now exists.',
            patterns: [
              'insert 200',
              'insert 204',
              'save 200',
              'save 204',
              'stor 200',
              'creat book 200',
              '200 new book',
              '200 ok',
              'creat 204',
              '200 creat',
              'status 200',
              '200 json',
              '200 book',
            ],
          },
          {
            mistake:
              'An isbn that is already stored is a conflict with the current state: answer 409 Conflict and leave the existing book untouched, rather than another status or an overwrite.',
            patterns: [
              'isbn exist 400',
              'isbn exist 200',
              'isbn exist 404',
              'duplicat 400',
              'duplicat 200',
              'duplicat 404',
              'isbn exist updat',
              'isbn exist overwrit',
              'isbn exist replac',
              'duplicat overwrit',
              'duplicat updat',
              'duplicat replac',
              'isbn taken 400',
              'isbn taken 200',
            ],
          },
          {
            mistake:
              'A body is invalid as soon as any one required field is missing, so the checks are joined with OR; joining them with AND rejects only a body where every field is missing and lets incomplete books through.',
            patterns: [
              'title empty and author empty',
              'title null and author null',
              'author empty and isbn empty',
              'author null and isbn null',
              'title empty and isbn empty',
              'title null and isbn null',
              'author empty and title empty',
              'author null and title null',
              '! title and ! author',
              'not title and not author',
              '! author and ! isbn',
              'not author and not isbn',
            ],
          },
          {
            mistake:
              'The duplicate check has to run before the insert: checking for the isbn after inserting always finds the row that was just written and answers 409 for a brand-new book.',
            patterns: [
              'insert before check',
              'insert first check',
              'after insert check',
              'after insert exist',
              'after insert look',
              'insert then check exist',
              'insert then look',
              'insert then query isbn',
            ],
          },
        ],
        modelAnswer: `1. IF the request content type is not application/json THEN return 415 Unsupported Media Type
2. SET body = parsed JSON; FOR each required field (title, author, isbn): IF missing or empty THEN collect an error
3. IF any errors THEN return 400 with the list of missing fields
4. IF a book with this isbn exists THEN return 409 Conflict
5. INSERT the book; the unique constraint on isbn also catches a concurrent duplicate, which returns 409 as well
6. SET the Location header to /books/{newId}
7. RETURN 201 Created with the new book as JSON`,
      },
    },
  ],
};
