import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-6',
  order: 6,
  title: 'Forms, Superglobals and Sessions',
  description:
    'Handle HTTP requests in PHP: query strings and forms, superglobals, validation, redirects, cookies and sessions.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Read request data from $_GET, $_POST, $_SERVER and $_FILES',
    'Explain how PHP parses bracketed field names into nested arrays',
    'Validate input and redirect after POST',
    'Keep state with cookies and sessions securely',
  ],
  lesson: `## Superglobals

For each request PHP fills **superglobal** arrays available everywhere:

- \`$_GET\`: query string parameters;
- \`$_POST\`: form fields sent with \`application/x-www-form-urlencoded\` or \`multipart/form-data\`;
- \`$_FILES\`: uploaded files;
- \`$_COOKIE\`, \`$_SESSION\`, \`$_SERVER\` (method, URI, headers) and \`$_ENV\`.

\`\`\`php
<?php
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $email = trim($_POST['email'] ?? '');
    $age = filter_input(INPUT_POST, 'age', FILTER_VALIDATE_INT, ['options' => ['min_range' => 13]]);
    $errors = [];
    if (!filter_var($email, FILTER_VALIDATE_EMAIL)) { $errors['email'] = 'Invalid email'; }
    if ($age === false || $age === null) { $errors['age'] = 'Age must be 13 or more'; }
    if (!$errors) {
        saveSubscriber($email, $age);
        header('Location: /thanks', true, 303);   // Post/Redirect/Get
        exit;
    }
}
\`\`\`

Everything in these arrays comes from the client and is **untrusted**: validate types and ranges, and escape on output. Redirecting after a successful POST (status 303) prevents duplicate submissions when users refresh.

## How PHP parses names

PHP parses query strings and form bodies with the same rules as \`parse_str()\`:

1. The string is split on \`&\`; each piece is split at the first \`=\`. A piece without \`=\` has an empty value.
2. Names and values are URL-decoded: \`+\` becomes a space and \`%XX\` the corresponding byte.
3. **Brackets create arrays**: \`tags[]=php&tags[]=sql\` gives \`['tags' => ['php', 'sql']]\`, and \`user[address][city]=London\` builds nested arrays. An empty \`[]\` appends with the next integer key (the largest integer key so far plus one).
4. A repeated plain name **overwrites** the previous value, keeping its original position.
5. For historical reasons, spaces and dots in the top-level name become underscores: \`first.name\` arrives as \`$_GET['first_name']\`.

That is why checkbox groups are named \`interests[]\` in HTML. Multiple values for a name **without** brackets keep only the last one.

## Cookies and sessions

HTTP is stateless. **Cookies** store small values in the browser: \`setcookie('theme', 'dark', ['expires' => time() + 86400 * 30, 'httponly' => true, 'secure' => true, 'samesite' => 'Lax'])\`. Never trust cookie contents for authorisation.

**Sessions** keep data on the server, identified by a random cookie:

\`\`\`php
session_start([
    'cookie_httponly' => true,
    'cookie_secure' => true,
    'cookie_samesite' => 'Lax',
]);
$_SESSION['cart'][] = $productId;

// after a successful login:
session_regenerate_id(true);   // prevent session fixation
$_SESSION['user_id'] = $user->id;
\`\`\`

Call \`session_start()\` before any output, regenerate the id at login, and destroy the session at logout. In the exercise you implement PHP's query string parsing, including brackets, appends, overwrites and the underscore rule.`,
  overview: {
    whatYouWillLearn: [
      'The superglobals and why their contents are untrusted',
      'Validating input with filter_var and filter_input',
      'Post/Redirect/Get with a 303 redirect',
      'parse_str rules: decoding, brackets, appends and overwrites',
      'Secure cookie attributes',
      'Sessions, session_regenerate_id and logout',
    ],
    proTip:
      'Name checkbox groups and multi-selects with [] (interests[]); otherwise PHP silently keeps only the last selected value.',
  },
  mcqs: [],
  problems: [
    {
      id: 'php-parse-str',
      title: 'Query String to PHP Array',
      description: `Parse a query string the way PHP fills \`$_GET\` (\`parse_str\`) and print the resulting array flattened.

**Rules:**
1. Split the input on \`&\`, ignoring empty pieces; split each piece at the first \`=\` (no \`=\` means an empty value).
2. URL-decode name and value: \`+\` is a space and \`%XX\` is the byte with hex code XX.
3. The name is a base followed by zero or more bracket segments \`[...]\`. In the base, spaces and dots become \`_\`. Pieces with an empty base are ignored.
4. Walk or create nested arrays along the segments. An empty segment \`[]\` appends with the next integer key: the largest integer key already present plus one, or 0. Segment text made only of digits is an integer key.
5. Assigning to an existing key replaces its value but keeps the key's position; new keys are added at the end.

**Output:** every leaf value in order, one per line, as \`path = value\` where path is the base followed by \`[key]\` for each level, e.g. \`user[address][city] = London\`. Print \`(empty)\` if the array is empty.`,
      examples: [
        {
          input: 'name=Ada&tags[]=php&tags[]=sql&user[address][city]=London\n',
          output: 'name = Ada\ntags[0] = php\ntags[1] = sql\nuser[address][city] = London',
          explanation: 'Empty brackets append, named brackets nest.',
        },
        {
          input: 'q=hello+world&lang=en%2Dgb&flag&empty=\n',
          output: 'q = hello world\nlang = en-gb\nflag = \nempty = ',
          explanation: '+ and %2D are decoded; flag has no = so its value is empty.',
        },
      ],
      constraints: [
        'The query string is one line of at most 5000 printable ASCII characters without spaces; percent-encoded bytes are printable ASCII (%20 to %7E)',
        'Bracket segments never contain brackets, and brackets in names are always balanced',
        'A key never holds both a string and an array',
      ],
      testCases: [
        {
          input: 'name=Ada&tags[]=php&tags[]=sql&user[address][city]=London\n',
          expectedOutput: 'name = Ada\ntags[0] = php\ntags[1] = sql\nuser[address][city] = London',
          hidden: false,
        },
        {
          input: 'q=hello+world&lang=en%2Dgb&flag&empty=\n',
          expectedOutput: 'q = hello world\nlang = en-gb\nflag = \nempty = ',
          hidden: false,
        },
        { input: 'a=1&b=2&a=3\n', expectedOutput: 'a = 3\nb = 2', hidden: true },
        {
          input: 'user.name=x&first+name=y&page[size]=10\n',
          expectedOutput: 'user_name = x\nfirst_name = y\npage[size] = 10',
          hidden: true,
        },
        {
          input: 'list[5]=a&list[]=b&list[x]=c&list[]=d\n',
          expectedOutput: 'list[5] = a\nlist[6] = b\nlist[x] = c\nlist[7] = d',
          hidden: true,
        },
        { input: '&&=nobase&[x]=1\n', expectedOutput: '(empty)', hidden: true },
        {
          input: 'm[][id]=1&m[][id]=2&m[0][name]=first\n',
          expectedOutput: 'm[0][id] = 1\nm[0][name] = first\nm[1][id] = 2',
          hidden: true,
        },
        {
          input: 'msg=100%25+sure%21&x%5B%5D=enc\n',
          expectedOutput: 'msg = 100% sure!\nx[0] = enc',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def decode(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == '+':
            out.append(' ')
            i += 1
        elif c == '%' and i + 2 < len(s) + 0 and all(ch in '0123456789abcdefABCDEF' for ch in s[i + 1:i + 3]) and len(s[i + 1:i + 3]) == 2:
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 3
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def key_of(seg):
    return int(seg) if seg.isdigit() else seg


def next_index(d):
    ints = [k for k in d if isinstance(k, int)]
    return max(ints) + 1 if ints else 0


text = sys.stdin.read().strip()
root = {}
for piece in text.split('&'):
    if piece == '':
        continue
    name, eq, value = piece.partition('=')
    name, value = decode(name), decode(value)
    b = name.find('[')
    base = name if b == -1 else name[:b]
    base = base.replace(' ', '_').replace('.', '_')
    if base == '':
        continue
    segs = []
    rest = '' if b == -1 else name[b:]
    while rest.startswith('['):
        close = rest.index(']')
        segs.append(rest[1:close])
        rest = rest[close + 1:]
    path = [base] + segs
    node = root
    for i, seg in enumerate(path):
        last = i == len(path) - 1
        k = next_index(node) if (i > 0 and seg == '') else key_of(seg) if i > 0 else seg
        if last:
            node[k] = value
        else:
            if k not in node or not isinstance(node[k], dict):
                node[k] = {}
            node = node[k]

lines = []


def walk(prefix, node):
    for k, v in node.items():
        p = prefix + '[%s]' % k if prefix else str(k)
        if isinstance(v, dict):
            walk(p, v)
        else:
            lines.append('%s = %s' % (p, v))


walk('', root)
print('\\n'.join(lines) if lines else '(empty)')
`,
      },
      judge: {
        generator: `import random, re, sys
args = sys.stdin.readline().split()
size, mode = int(args[0]), args[1]
random.seed(' '.join(args))
bases = ['name', 'tags', 'user', 'list', 'm', 'q', 'first+name', 'user.name', 'a.b', 'x%2Ey', 'page']
def decode(s):
    return re.sub('%([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), s.replace('+', ' '))
def next_index(d):
    ints = [k for k in d if isinstance(k, int)]
    return max(ints) + 1 if ints else 0
def apply(root, piece):
    # False when the piece would put an array where a string is, or the reverse
    name = decode(piece.partition('=')[0])
    b = name.find('[')
    base = (name if b == -1 else name[:b]).replace(' ', '_').replace('.', '_')
    segs = re.findall(r'\\[([^\\[\\]]*)\\]', name[b:]) if b != -1 else []
    if base == '':
        return True
    node = root
    path = [base] + segs
    for i, seg in enumerate(path):
        k = seg if i == 0 else (next_index(node) if seg == '' else int(seg) if seg.isdigit() else seg)
        if i == len(path) - 1:
            if isinstance(node.get(k), dict):
                return False
            node[k] = ''
        else:
            if isinstance(node.get(k, {}), str):
                return False
            node = node.setdefault(k, {})
    return True
import copy
root = {}
kinds = {}
pieces = []
total = 0
while True:
    base = random.choice(bases)
    r = random.random()
    if r < 0.05:
        piece = random.choice(['', '=nobase', '[x]=1', 'flag'])
    else:
        kind = kinds.setdefault(base, random.choice(['str', 'arr']) if mode != 'arrays' else 'arr')
        if kind == 'str':
            name = base
        else:
            segs = [random.choice(['', '', '0', '5', 'x', 'id', '12', 'city']) for _ in range(random.randint(1, 3))]
            if mode == 'append':
                segs = [''] if random.random() < 0.7 else [str(random.randint(0, 20))]
            name = base + ''.join('[%s]' % s for s in segs)
            if random.random() < 0.2:
                name = name.replace('[', '%5B').replace(']', '%5D')
        value = random.choice(['Ada', 'hello+world', '100%25+sure%21', 'en%2Dgb', '', 'php', '%41%42', 'a%2', '%zz', 'x=y'])
        piece = name + ('=' + value if random.random() < 0.9 else '')
    if total + len(piece) + 1 > size:
        break
    trial = copy.deepcopy(root)
    if not apply(trial, piece):
        continue
    root = trial
    pieces.append(piece)
    total += len(piece) + 1
print('&'.join(pieces))
`,
        tests: [
          { args: '5000 mixed', label: '5,000 characters, nested arrays, encodings and overrides' },
          { args: '5000 append', label: '5,000 characters, mostly [] appends after numeric keys' },
          { args: '5000 arrays', label: '5,000 characters, arrays only' },
          { args: '40 mixed', label: 'a short query string' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
assert data.count('\\n') <= 1 and (data.endswith('\\n') or '\\n' not in data), 'one line'
text = data.rstrip('\\n')
assert len(text) <= 5000, 'over 5000 characters'
assert all(33 <= ord(c) < 127 for c in text), 'printable ASCII without spaces'
for m in re.finditer('%([0-9A-Fa-f]{2})', text):
    assert 0x20 <= int(m.group(1), 16) <= 0x7e, 'percent-encoded byte outside printable ASCII'
def decode(s):
    return re.sub('%([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), s.replace('+', ' '))
root = {}
def next_index(d):
    ints = [k for k in d if isinstance(k, int)]
    return max(ints) + 1 if ints else 0
for piece in text.split('&'):
    if not piece:
        continue
    name = decode(piece.partition('=')[0])
    b = name.find('[')
    base = (name if b == -1 else name[:b]).replace(' ', '_').replace('.', '_')
    rest = '' if b == -1 else name[b:]
    segs = []
    while rest.startswith('['):
        close = rest.find(']')
        assert close != -1 and '[' not in rest[1:close], 'unbalanced brackets'
        segs.append(rest[1:close])
        rest = rest[close + 1:]
    assert '[' not in rest and ']' not in rest, 'unbalanced brackets'
    if base == '':
        continue
    node = root
    path = [base] + segs
    for i, seg in enumerate(path):
        k = seg if i == 0 else (next_index(node) if seg == '' else int(seg) if seg.isdigit() else seg)
        if i == len(path) - 1:
            assert not isinstance(node.get(k), dict), 'a string replaces an array'
            node[k] = ''
        else:
            assert not isinstance(node.get(k, {}), str), 'an array replaces a string'
            node = node.setdefault(k, {})
`,
        wrongSolutions: [
          {
            name: 'append-by-count',
            language: 'python3',
            mustFail: 'WA',
            why: 'Appends at index len(array) instead of the largest integer key plus one',
            source: `import sys


def decode(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == '+':
            out.append(' ')
            i += 1
        elif c == '%' and i + 2 < len(s) + 0 and all(ch in '0123456789abcdefABCDEF' for ch in s[i + 1:i + 3]) and len(s[i + 1:i + 3]) == 2:
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 3
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def key_of(seg):
    return int(seg) if seg.isdigit() else seg


def next_index(d):
    return len(d)


text = sys.stdin.read().strip()
root = {}
for piece in text.split('&'):
    if piece == '':
        continue
    name, eq, value = piece.partition('=')
    name, value = decode(name), decode(value)
    b = name.find('[')
    base = name if b == -1 else name[:b]
    base = base.replace(' ', '_').replace('.', '_')
    if base == '':
        continue
    segs = []
    rest = '' if b == -1 else name[b:]
    while rest.startswith('['):
        close = rest.index(']')
        segs.append(rest[1:close])
        rest = rest[close + 1:]
    path = [base] + segs
    node = root
    for i, seg in enumerate(path):
        last = i == len(path) - 1
        k = next_index(node) if (i > 0 and seg == '') else key_of(seg) if i > 0 else seg
        if last:
            node[k] = value
        else:
            if k not in node or not isinstance(node[k], dict):
                node[k] = {}
            node = node[k]

lines = []


def walk(prefix, node):
    for k, v in node.items():
        p = prefix + '[%s]' % k if prefix else str(k)
        if isinstance(v, dict):
            walk(p, v)
        else:
            lines.append('%s = %s' % (p, v))


walk('', root)
print('\\n'.join(lines) if lines else '(empty)')
`,
          },
          {
            name: 'dots-kept',
            language: 'python3',
            mustFail: 'WA',
            why: 'Leaves dots and spaces in the base name, but PHP turns them into underscores',
            source: `import sys


def decode(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c == '+':
            out.append(' ')
            i += 1
        elif c == '%' and i + 2 < len(s) + 0 and all(ch in '0123456789abcdefABCDEF' for ch in s[i + 1:i + 3]) and len(s[i + 1:i + 3]) == 2:
            out.append(chr(int(s[i + 1:i + 3], 16)))
            i += 3
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def key_of(seg):
    return int(seg) if seg.isdigit() else seg


def next_index(d):
    ints = [k for k in d if isinstance(k, int)]
    return max(ints) + 1 if ints else 0


text = sys.stdin.read().strip()
root = {}
for piece in text.split('&'):
    if piece == '':
        continue
    name, eq, value = piece.partition('=')
    name, value = decode(name), decode(value)
    b = name.find('[')
    base = name if b == -1 else name[:b]
    if base == '':
        continue
    segs = []
    rest = '' if b == -1 else name[b:]
    while rest.startswith('['):
        close = rest.index(']')
        segs.append(rest[1:close])
        rest = rest[close + 1:]
    path = [base] + segs
    node = root
    for i, seg in enumerate(path):
        last = i == len(path) - 1
        k = next_index(node) if (i > 0 and seg == '') else key_of(seg) if i > 0 else seg
        if last:
            node[k] = value
        else:
            if k not in node or not isinstance(node[k], dict):
                node[k] = {}
            node = node[k]

lines = []


def walk(prefix, node):
    for k, v in node.items():
        p = prefix + '[%s]' % k if prefix else str(k)
        if isinstance(v, dict):
            walk(p, v)
        else:
            lines.append('%s = %s' % (p, v))


walk('', root)
print('\\n'.join(lines) if lines else '(empty)')
`,
          },
        ],
      },
    },
  ],
};
