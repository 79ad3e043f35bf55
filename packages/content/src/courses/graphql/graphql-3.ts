import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-3',
  order: 3,
  title: 'Writing Queries: Fields, Arguments, Aliases, Fragments and Variables',
  description:
    'Write precise queries with nested selections, arguments, aliases, fragments, variables and directives.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Select nested fields and pass arguments',
    'Rename results with aliases and reuse selections with fragments',
    'Parameterise operations with typed variables',
    'Predict the exact JSON result of a selection on given data',
  ],
  lesson: `## Selection sets

A query is a tree of **selection sets**. For each object field you must select sub-fields; scalar fields are leaves. The result has exactly the same tree shape, with keys in the order you selected them.

\`\`\`graphql
query ProfilePage($id: ID!, $withPosts: Boolean = true) {
  user(id: $id) {
    name
    avatar: avatarUrl(size: 64)
    bigAvatar: avatarUrl(size: 256)
    posts(first: 5) @include(if: $withPosts) {
      ...PostSummary
    }
  }
}

fragment PostSummary on Post {
  id
  title
  likes
}
\`\`\`

## Arguments and aliases

Any field can take **arguments**, not only root fields: \`avatarUrl(size: 64)\`. Because a response cannot contain the same key twice, asking for one field with different arguments requires **aliases**: \`avatar: avatarUrl(size: 64)\` puts the value under the key \`avatar\`. Aliases are also handy for renaming fields to match what your UI components expect.

## Fragments

A **fragment** is a named, reusable selection on a type. Spreading \`...PostSummary\` inserts its fields. Component-based clients colocate fragments with components: each component declares the data it needs, and parent queries compose the fragments. Inline fragments (\`... on Book { title }\`) select fields for a specific type inside interfaces and unions.

## Variables

Never build query strings by concatenating user input. Declare typed **variables** in the operation signature (\`$id: ID!\`), optionally with defaults, and send their values separately in the \`variables\` JSON object. The server validates values against the declared types before executing anything, and a static query text can be cached, logged and persisted.

## Directives

\`@include(if: $flag)\` and \`@skip(if: $flag)\` conditionally add fields. Servers may define more directives, and \`@deprecated\` appears in schemas.

## How execution builds the result

For each selected field the server resolves a value, then:

- if the field has a sub-selection and the value is an **object**, it applies the sub-selection to it;
- if the value is a **list**, it applies the sub-selection to each element and returns a list;
- if the value is **null** or missing, the result is \`null\` (for nullable fields);
- a **scalar** is serialised as a JSON string, number, boolean or null.

The key in the result is the alias if there is one, otherwise the field name. Given the data \`user.name = "Ada"\` and the query \`{ user { name nick } }\`, the result is \`{"data":{"user":{"name":"Ada","nick":null}}}\`. In the exercise you implement this execution on flattened data, including aliases, lists and nulls.`,
  overview: {
    whatYouWillLearn: [
      'Nested selection sets and leaf fields',
      'Arguments on any field',
      'Aliases and why duplicate keys need them',
      'Named fragments, inline fragments and colocation',
      'Typed variables, defaults and the include and skip directives',
      'How execution maps objects, lists, nulls and scalars into the result',
    ],
    proTip:
      'Always give operations a name (query ProfilePage); server logs, metrics and persisted-query tooling all rely on operation names.',
  },
  mcqs: [],
  problems: [
    {
      id: 'graphql-execute-selection',
      title: 'Execute a Selection Set',
      description: `Execute a GraphQL selection on flattened data and print the JSON result.

**Input:** a line with n, then n data lines \`path=value\`. The path is dot-separated; a segment made of digits is a list index (indexes of a list are 0, 1, 2...). All remaining lines form the query: a selection set in braces containing fields, each optionally preceded by an alias (\`alias: field\`) and optionally followed by a nested selection set. There are no arguments or fragments.

**Execution:** apply the selection to the root object. The result key is the alias or the field name. A field with a sub-selection whose value is an object applies the sub-selection; a list applies it to every element; a missing value gives \`null\`. A leaf field gives its value or \`null\` if missing. Values are printed as JSON: a value matching an optional minus sign, digits and an optional decimal part is a number, \`true\`, \`false\` and \`null\` are literals, anything else is a string in double quotes.

**Output:** the compact JSON \`{"data":RESULT}\` with no spaces and keys in selection order.`,
      examples: [
        {
          input:
            '5\nuser.name=Ada\nuser.email=ada@example.com\nuser.age=36\nuser.address.city=London\nuser.address.zip=N1\n{ user { name age address { city } } }\n',
          output: '{"data":{"user":{"name":"Ada","age":36,"address":{"city":"London"}}}}',
          explanation: 'Only selected fields appear, in the selected order.',
        },
        {
          input: '2\nhero.name=Luke\nhero.height=1.72\n{ hero { heroName: name mass height } }\n',
          output: '{"data":{"hero":{"heroName":"Luke","mass":null,"height":1.72}}}',
          explanation: 'The alias renames the key; the missing mass is null.',
        },
      ],
      constraints: [
        '0 <= n <= 1000',
        'Values contain no double quotes or backslashes',
        'Leaf fields never point to objects',
      ],
      testCases: [
        {
          input:
            '5\nuser.name=Ada\nuser.email=ada@example.com\nuser.age=36\nuser.address.city=London\nuser.address.zip=N1\n{ user { name age address { city } } }\n',
          expectedOutput: '{"data":{"user":{"name":"Ada","age":36,"address":{"city":"London"}}}}',
          hidden: false,
        },
        {
          input: '2\nhero.name=Luke\nhero.height=1.72\n{ hero { heroName: name mass height } }\n',
          expectedOutput: '{"data":{"hero":{"heroName":"Luke","mass":null,"height":1.72}}}',
          hidden: false,
        },
        {
          input:
            '4\nposts.0.title=Hello\nposts.0.likes=10\nposts.1.title=GraphQL\nposts.1.likes=3\n{ posts { title } }\n',
          expectedOutput: '{"data":{"posts":[{"title":"Hello"},{"title":"GraphQL"}]}}',
          hidden: true,
        },
        {
          input:
            '3\nme.admin=true\nme.nickname=null\nversion=2\n{ me { admin nickname } version api: version }\n',
          expectedOutput: '{"data":{"me":{"admin":true,"nickname":null},"version":2,"api":2}}',
          hidden: true,
        },
        {
          input: '1\na.b=1\n{ a { b } x { y } }\n',
          expectedOutput: '{"data":{"a":{"b":1},"x":null}}',
          hidden: true,
        },
        {
          input:
            '5\nteams.0.name=Core\nteams.0.members.0.login=ada\nteams.0.members.1.login=alan\nteams.1.name=Docs\nteams.1.members.0.login=grace\n{\n  teams {\n    name\n    members { login }\n  }\n}\n',
          expectedOutput:
            '{"data":{"teams":[{"name":"Core","members":[{"login":"ada"},{"login":"alan"}]},{"name":"Docs","members":[{"login":"grace"}]}]}}',
          hidden: true,
        },
        {
          input: '2\nitem.code=A7\nitem.delta=-5\n{ item { code delta label } }\n',
          expectedOutput: '{"data":{"item":{"code":"A7","delta":-5,"label":null}}}',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
root = {}
for i in range(1, n + 1):
    path, value = lines[i].split('=', 1)
    node = root
    segs = path.split('.')
    for s in segs[:-1]:
        node = node.setdefault(s, {})
    node[segs[-1]] = value


def is_number(v):
    s = v[1:] if v.startswith('-') else v
    if s.count('.') > 1:
        return False
    whole, _, frac = s.partition('.')
    if not whole.isdigit():
        return False
    return frac == '' if '.' not in s else frac.isdigit()


def scalar(v):
    if v in ('true', 'false', 'null') or is_number(v):
        return v
    return '"' + v + '"'


def as_list(node):
    if isinstance(node, dict) and node and all(k.isdigit() for k in node):
        return [node[k] for k in sorted(node, key=int)]
    return None


query = ' '.join(lines[n + 1:])
for ch in '{}:':
    query = query.replace(ch, ' ' + ch + ' ')
tokens = query.split()


def parse(i):
    sel = []
    i += 1
    while tokens[i] != '}':
        name = tokens[i]
        key = name
        i += 1
        if tokens[i] == ':':
            name = tokens[i + 1]
            i += 2
        sub = None
        if tokens[i] == '{':
            sub, i = parse(i)
        sel.append((key, name, sub))
    return sel, i + 1


def execute(node, sel):
    parts = []
    for key, name, sub in sel:
        val = node.get(name) if isinstance(node, dict) else None
        parts.append('"%s":%s' % (key, resolve(val, sub)))
    return '{' + ','.join(parts) + '}'


def resolve(val, sub):
    if val is None:
        return 'null'
    if sub is None:
        return scalar(val) if isinstance(val, str) else 'null'
    lst = as_list(val)
    if lst is not None:
        return '[' + ','.join(resolve(x, sub) for x in lst) + ']'
    if isinstance(val, dict):
        return execute(val, sub)
    return 'null'


selection, _ = parse(0)
print('{"data":' + execute(root, selection) + '}')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
users_n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
lines = []
def scalar():
    return random.choice(['Ada', 'true', 'false', 'null', '42', '-5', '1.72', '007', '-0.5', '1.', '.5', 'a b', '3x', '', 'London'])
for i in range(users_n):
    lines.append('users.%d.name=user%d' % (i, i))
    if random.random() < 0.8:
        lines.append('users.%d.age=%s' % (i, random.choice([str(random.randint(1, 99)), scalar()])))
    for j in range(random.randint(0, 12 if mode == 'lists' else 3)):
        lines.append('users.%d.posts.%d.title=%s' % (i, j, scalar()))
        if random.random() < 0.5:
            lines.append('users.%d.posts.%d.likes=%d' % (i, j, random.randint(-3, 500)))
    if random.random() < 0.7:
        lines.append('users.%d.address.city=%s' % (i, scalar()))
lines.append('config.debug=' + random.choice(['true', 'false']))
lines.append('config.limits.max=100')
lines.append('version=2')
lines = lines[:1000]
print(len(lines))
print('\\n'.join(lines))
def field(name, sub=None):
    alias = random.choice(['', '', 'a_' + name + ': '])
    return alias + name + (' { ' + ' '.join(sub) + ' }' if sub else '')
post = [field('title'), field('likes'), field('missing')]
user = [field('name'), field('age'), field('posts', post), field('address', [field('city'), field('zip')]), field('nope')]
top = [field('users', user), field('version'), field('config', [field('debug'), field('limits', [field('max')])]), field('ghost'), field('ghostObj', [field('x')])]
random.shuffle(top)
print('{')
for f in top:
    print('  ' + f)
print('}')
`,
        tests: [
          { args: '60 lists', label: 'about 1,000 data lines, lists longer than 10' },
          { args: '150 mixed', label: '150 list elements, all value kinds' },
          { args: '0 mixed', label: 'no list elements' },
          { args: '1 mixed', label: 'one list element' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 1000 and len(lines) > n + 1, 'n out of range or no query'
root = {}
for line in lines[1:n + 1]:
    path, eq, value = line.partition('=')
    assert eq and '"' not in value and '\\\\' not in value, 'bad data line'
    segs = path.split('.')
    assert all(segs), 'empty path segment'
    node = root
    for s in segs[:-1]:
        node = node.setdefault(s, {})
        assert isinstance(node, dict), 'a path goes through a value'
    assert segs[-1] not in node, 'a value defined twice or over an object'
    node[segs[-1]] = value
def check_lists(node):
    if isinstance(node, dict):
        keys = list(node)
        if any(k.isdigit() for k in keys):
            assert all(k.isdigit() for k in keys) and sorted(int(k) for k in keys) == list(range(len(keys))), 'list indexes must be 0, 1, 2...'
            assert all(len(k) == 1 or k[0] != '0' for k in keys), 'index with leading zero'
        for v in node.values():
            check_lists(v)
check_lists(root)
query = ' '.join(lines[n + 1:])
for ch in '{}:':
    query = query.replace(ch, ' ' + ch + ' ')
tokens = query.split()
assert tokens and tokens[0] == '{', 'the query is a selection set'
def parse(i):
    sel = []
    i += 1
    while tokens[i] != '}':
        key = name = tokens[i]
        assert name not in '{}:', 'bad field'
        i += 1
        if tokens[i] == ':':
            name = tokens[i + 1]
            i += 2
        sub = None
        if tokens[i] == '{':
            sub, i = parse(i)
        sel.append((name, sub))
    return sel, i + 1
sel, end = parse(0)
assert end == len(tokens), 'text after the query'
def walk(node, sel):
    for name, sub in sel:
        v = node.get(name)
        if v is None:
            continue
        if sub is None:
            assert isinstance(v, str), 'a leaf field points to an object'
        else:
            assert isinstance(v, dict), 'a sub-selection on a value'
            items = list(v.values()) if v and all(k.isdigit() for k in v) else [v]
            for it in items:
                assert isinstance(it, dict), 'a sub-selection on a list of values'
                walk(it, sub)
walk(root, sel)
`,
        wrongSolutions: [
          {
            name: 'list-order-as-text',
            language: 'python3',
            mustFail: 'WA',
            why: 'Orders list elements by their index as text, so element 10 comes before element 2',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
root = {}
for i in range(1, n + 1):
    path, value = lines[i].split('=', 1)
    node = root
    segs = path.split('.')
    for s in segs[:-1]:
        node = node.setdefault(s, {})
    node[segs[-1]] = value
def is_number(v):
    s = v[1:] if v.startswith('-') else v
    whole, dot, frac = s.partition('.')
    return whole.isdigit() and (not dot or frac.isdigit())
def scalar(v):
    return v if v in ('true', 'false', 'null') or is_number(v) else '"' + v + '"'
query = ' '.join(lines[n + 1:])
for ch in '{}:':
    query = query.replace(ch, ' ' + ch + ' ')
tokens = query.split()
def parse(i):
    sel = []
    i += 1
    while tokens[i] != '}':
        key = name = tokens[i]
        i += 1
        if tokens[i] == ':':
            name = tokens[i + 1]; i += 2
        sub = None
        if tokens[i] == '{':
            sub, i = parse(i)
        sel.append((key, name, sub))
    return sel, i + 1
def execute(node, sel):
    return '{' + ','.join('"%s":%s' % (key, resolve(node.get(name) if isinstance(node, dict) else None, sub)) for key, name, sub in sel) + '}'
def resolve(val, sub):
    if val is None:
        return 'null'
    if sub is None:
        return scalar(val) if isinstance(val, str) else 'null'
    if isinstance(val, dict) and val and all(k.isdigit() for k in val):
        return '[' + ','.join(resolve(val[k], sub) for k in sorted(val)) + ']'
    return execute(val, sub) if isinstance(val, dict) else 'null'
print('{"data":' + execute(root, parse(0)[0]) + '}')
`,
          },
          {
            name: 'all-strings',
            language: 'python3',
            mustFail: 'WA',
            why: 'Quotes every value as a string, so numbers and true, false, null become strings',
            source: `import sys
lines = sys.stdin.read().splitlines()
n = int(lines[0])
root = {}
for i in range(1, n + 1):
    path, value = lines[i].split('=', 1)
    node = root
    segs = path.split('.')
    for s in segs[:-1]:
        node = node.setdefault(s, {})
    node[segs[-1]] = value
query = ' '.join(lines[n + 1:])
for ch in '{}:':
    query = query.replace(ch, ' ' + ch + ' ')
tokens = query.split()
def parse(i):
    sel = []
    i += 1
    while tokens[i] != '}':
        key = name = tokens[i]
        i += 1
        if tokens[i] == ':':
            name = tokens[i + 1]; i += 2
        sub = None
        if tokens[i] == '{':
            sub, i = parse(i)
        sel.append((key, name, sub))
    return sel, i + 1
def execute(node, sel):
    return '{' + ','.join('"%s":%s' % (key, resolve(node.get(name) if isinstance(node, dict) else None, sub)) for key, name, sub in sel) + '}'
def resolve(val, sub):
    if val is None:
        return 'null'
    if sub is None:
        return '"' + val + '"' if isinstance(val, str) else 'null'
    if isinstance(val, dict) and val and all(k.isdigit() for k in val):
        return '[' + ','.join(resolve(val[k], sub) for k in sorted(val, key=int)) + ']'
    return execute(val, sub) if isinstance(val, dict) else 'null'
print('{"data":' + execute(root, parse(0)[0]) + '}')
`,
          },
        ],
      },
    },
  ],
};
