import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'vue-2',
  order: 2,
  title: 'Reactivity and Template Syntax',
  description:
    'Hold state in ref and reactive, derive it with computed, and render it safely with template interpolation.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Create reactive state with ref and reactive and know their differences',
    'Derive cached values with computed',
    'Explain how Vue tracks dependencies with proxies',
    'Render values with interpolation and understand HTML escaping',
  ],
  lesson: `## ref and reactive

Vue's reactivity system tracks which state a render or computed value reads and re-runs it when that state changes.

\`\`\`vue
<script setup lang="ts">
import { ref, reactive, computed } from 'vue';

const count = ref(0);                        // any value, accessed via .value in script
const user = reactive({ name: 'Ada', tags: ['admin'] }); // objects only
const doubled = computed(() => count.value * 2);

function increment() {
  count.value++;
  user.tags.push('active');                  // deep changes are tracked
}
</script>

<template>
  <p>{{ count }} doubled is {{ doubled }}</p>
  <p>{{ user.name }} ({{ user.tags.join(', ') }})</p>
  <button @click="increment">+1</button>
</template>
\`\`\`

A **ref** wraps any value in an object with a \`.value\` property; in templates refs are unwrapped automatically, so you write \`count\`, not \`count.value\`. **reactive** returns a Proxy of an object that tracks property reads and writes, including nested objects. Reactive objects lose reactivity if you destructure them (\`const { name } = user\` copies a plain value) or replace the whole variable, which is why the Vue docs recommend \`ref\` as the primary API. Use \`toRefs\` when you must destructure.

## How tracking works

When a component renders, Vue records every reactive property it reads. Writing to one of those properties schedules a re-render of just the components that depend on it. Updates are **batched**: several changes in the same tick produce a single DOM update; \`await nextTick()\` waits for it.

## computed

\`computed\` derives a value from other state. It is **cached**: it only recomputes when a dependency changes, unlike a method called in the template, which runs on every render. Computed getters must be free of side effects; a writable computed with \`get\` and \`set\` exists for two-way derived values.

## Template interpolation

\`{{ expression }}\` renders the value of a JavaScript expression as **text**. Vue escapes the result, turning \`<\`, \`>\`, \`&\`, \`"\` and \`'\` into HTML entities, so user data can never inject markup. Values that are \`null\` or \`undefined\` render as an empty string, and the nullish operator gives a fallback: \`{{ user.nickname ?? 'anonymous' }}\`. Note that \`??\` only replaces null and undefined; an empty string stays empty. To render trusted HTML deliberately there is \`v-html\`, which must never receive user input.

Expressions in templates should be short. Anything longer than a property access, a call or a ternary belongs in a computed. In the exercise you implement a mini interpolation engine with dotted paths, \`??\` fallbacks and escaping.`,
  overview: {
    whatYouWillLearn: [
      'ref versus reactive and automatic unwrapping in templates',
      'Why destructuring a reactive object breaks reactivity',
      'Dependency tracking with proxies and batched updates',
      'Cached computed values versus methods',
      'Escaping in interpolation and the danger of v-html',
      'Nullish fallbacks for missing values',
    ],
    proTip:
      'Reach for ref by default; it works for primitives and objects alike and survives being passed around or destructured from composables.',
  },
  mcqs: [],
  problems: [
    {
      id: 'vue-interpolation',
      title: 'Mini Interpolation Engine',
      description: `Render a template the way Vue interpolation does.

**Input:** a line with n, then n data lines \`path=value\` (the path is dot-separated, e.g. \`user.name\`; the value is everything after the first \`=\` and may be empty). All remaining lines form the template.

**Rendering:** replace every \`{{ expr }}\` (spaces inside the braces are optional). An expression is either a path or \`path ?? 'fallback'\`. A path that was not defined is undefined and renders as an empty string, or as the fallback when one is given; a defined path (even with an empty value) renders its value. Rendered values (including fallbacks) are HTML-escaped: \`&\` to \`&amp;\`, \`<\` to \`&lt;\`, \`>\` to \`&gt;\`, \`"\` to \`&quot;\`, \`'\` to \`&#39;\`. Text outside the braces is copied unchanged.

**Output:** the rendered template lines.`,
      examples: [
        {
          input:
            "3\nuser.name=Ada <admin>\nuser.city=London\ncount=3\nHello {{ user.name }}!\nYou have {{count}} new messages from {{ user.city }}.\nNick: {{ user.nick ?? 'none' }}\n",
          output: 'Hello Ada &lt;admin&gt;!\nYou have 3 new messages from London.\nNick: none',
          explanation: 'The name is escaped and the missing nickname falls back.',
        },
        {
          input: '1\ntitle=Vue & Vite\n<h1>{{ title }}</h1>\n<p>{{ subtitle }}</p>\n',
          output: '<h1>Vue &amp; Vite</h1>\n<p></p>',
          explanation: 'Template markup is kept; an undefined path renders nothing.',
        },
      ],
      constraints: [
        '0 <= n <= 100',
        'Braces are always balanced and never nested',
        'Fallbacks are single-quoted and contain no quote',
      ],
      testCases: [
        {
          input:
            "3\nuser.name=Ada <admin>\nuser.city=London\ncount=3\nHello {{ user.name }}!\nYou have {{count}} new messages from {{ user.city }}.\nNick: {{ user.nick ?? 'none' }}\n",
          expectedOutput:
            'Hello Ada &lt;admin&gt;!\nYou have 3 new messages from London.\nNick: none',
          hidden: false,
        },
        {
          input: '1\ntitle=Vue & Vite\n<h1>{{ title }}</h1>\n<p>{{ subtitle }}</p>\n',
          expectedOutput: '<h1>Vue &amp; Vite</h1>\n<p></p>',
          hidden: false,
        },
        { input: "0\n{{ a ?? 'x' }}{{ b ?? 'y' }}\n", expectedOutput: 'xy', hidden: true },
        {
          input: '1\nquote=She said "hi" it\'s\n{{quote}}\n',
          expectedOutput: 'She said &quot;hi&quot; it&#39;s',
          hidden: true,
        },
        { input: "1\nname=\n[{{ name ?? 'anon' }}]\n", expectedOutput: '[]', hidden: true },
        {
          input:
            "2\na.b.c=deep\na.b.d=42\n{{a.b.c}}-{{ a.b.d }}-{{ a.b.e ?? 'none' }}-{{ a.x.y }}\nplain line\n",
          expectedOutput: 'deep-42-none-\nplain line',
          hidden: true,
        },
        {
          input: "1\nx=1\n{{ x ?? 'no value here' }} and {{ y ?? 'no value here' }}\n",
          expectedOutput: '1 and no value here',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def esc(s):
    return (s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')
            .replace('"', '&quot;').replace("'", '&#39;'))


lines = sys.stdin.read().splitlines()
n = int(lines[0])
data = {}
for i in range(1, n + 1):
    k, v = lines[i].split('=', 1)
    data[k] = v


def evaluate(expr):
    expr = expr.strip()
    fallback = None
    if '??' in expr:
        path, fb = expr.split('??', 1)
        path = path.strip()
        fallback = fb.strip()[1:-1]
    else:
        path = expr
    if path in data:
        return esc(data[path])
    return esc(fallback) if fallback is not None else ''


out = []
for line in lines[n + 1:]:
    res = ''
    i = 0
    while True:
        j = line.find('{{', i)
        if j == -1:
            res += line[i:]
            break
        k = line.find('}}', j)
        res += line[i:j] + evaluate(line[j + 2:k])
        i = k + 2
    out.append(res)
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, lines_n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
vals = ['Ada', 'Vue & Vite', '<b>bold</b>', 'She said "hi"', "it's", '', '42', 'a && b', 'x > y < z', '  spaced  ', '&amp;']
paths = []
print(n)
for i in range(n):
    p = random.choice(['user', 'app', 'cfg', 'a']) + '.' + random.choice(['name', 'title', 'x', 'b.c']) + str(i)
    paths.append(p)
    v = '' if mode == 'empty' else random.choice(vals)
    print('%s=%s' % (p, v))
undefined = ['missing.path', 'user.nick', 'a.b.zz']
for _ in range(lines_n):
    parts = []
    for _ in range(random.randint(0, 6)):
        parts.append(random.choice(['Hello ', 'text', ' & ', '<p>', '"q"', ' { single } ', "'", '']))
        p = random.choice(paths + undefined) if paths else random.choice(undefined)
        inner = p
        if random.random() < 0.4:
            inner += random.choice([' ?? ', '??', ' ??']) + "'" + random.choice(['none', 'a & b', '<x>', '', 'n/a', 'say "hi"']) + "'"
        sp = random.choice(['', ' ', '  '])
        parts.append('{{' + sp + inner + sp + '}}')
    print(''.join(parts))
`,
        tests: [
          { args: '100 500 mixed', label: '100 data lines, 500 template lines' },
          { args: '100 300 empty', label: 'every defined value is empty' },
          { args: '0 200 mixed', label: 'no data' },
          { args: '1 1 mixed', label: 'one data line, one template line' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 100 and len(lines) >= n + 1, 'n out of range'
PATH = r'[A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*'
for line in lines[1:n + 1]:
    k, eq, v = line.partition('=')
    assert eq and re.fullmatch(PATH, k), 'bad data line'
for line in lines[n + 1:]:
    i = 0
    while True:
        j = line.find('{{', i)
        if j == -1:
            assert '}}' not in line[i:], 'unbalanced braces'
            break
        assert '}}' not in line[i:j], 'unbalanced braces'
        k = line.find('}}', j)
        assert k != -1, 'unclosed braces'
        expr = line[j + 2:k]
        assert '{{' not in expr, 'nested braces'
        assert re.fullmatch(r'\\s*' + PATH + r"\\s*(\\?\\?\\s*'[^']*'\\s*)?", expr), 'bad expression ' + expr
        i = k + 2
`,
        wrongSolutions: [
          {
            name: 'empty-uses-fallback',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses the fallback for a defined but empty value, like || instead of ??',
            source: `import sys
def esc(s):
    return s.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;').replace("'", '&#39;')
lines = sys.stdin.read().splitlines()
n = int(lines[0])
data = {}
for i in range(1, n + 1):
    k, v = lines[i].split('=', 1)
    data[k] = v
def evaluate(expr):
    path, _, fb = expr.strip().partition('??')
    value = data.get(path.strip(), '')
    if not value and fb:
        value = fb.strip()[1:-1]
    return esc(value)
out = []
for line in lines[n + 1:]:
    res = ''
    i = 0
    while True:
        j = line.find('{{', i)
        if j == -1:
            res += line[i:]
            break
        k = line.find('}}', j)
        res += line[i:j] + evaluate(line[j + 2:k])
        i = k + 2
    out.append(res)
print('\\n'.join(out))
`,
          },
          {
            name: 'escape-amp-last',
            language: 'python3',
            mustFail: 'WA',
            why: 'Escapes & after the other characters, so &lt; becomes &amp;lt;',
            source: `import sys
def esc(s):
    return s.replace('<', '&lt;').replace('>', '&gt;').replace('"', '&quot;').replace("'", '&#39;').replace('&', '&amp;')
lines = sys.stdin.read().splitlines()
n = int(lines[0])
data = {}
for i in range(1, n + 1):
    k, v = lines[i].split('=', 1)
    data[k] = v
def evaluate(expr):
    path, q, fb = expr.strip().partition('??')
    path = path.strip()
    if path in data:
        return esc(data[path])
    return esc(fb.strip()[1:-1]) if q else ''
out = []
for line in lines[n + 1:]:
    res = ''
    i = 0
    while True:
        j = line.find('{{', i)
        if j == -1:
            res += line[i:]
            break
        k = line.find('}}', j)
        res += line[i:j] + evaluate(line[j + 2:k])
        i = k + 2
    out.append(res)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
