import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-4',
  order: 4,
  title: 'CSS Fundamentals: Selectors, Cascade and Specificity',
  description: 'Style pages with CSS and understand exactly which rule wins when several apply.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Attach CSS to a page and write rules with selectors and declarations',
    'Use type, class, id, attribute and pseudo-class selectors and combinators',
    'Compute the specificity of a selector',
    'Predict the winning declaration using the cascade',
  ],
  lesson: `## Rules, selectors and declarations

CSS is a list of **rules**. Each rule has a **selector** that picks elements and a block of **declarations** (property: value pairs). Link a stylesheet from the \`<head>\` with \`<link rel="stylesheet" href="styles.css">\`.

\`\`\`css
/* type selector */
p { line-height: 1.6; }
/* class selector */
.card { padding: 1rem; border-radius: 8px; }
/* id selector */
#hero { min-height: 60vh; }
/* attribute and pseudo-class selectors */
input[type="email"]:focus { outline: 2px solid royalblue; }
/* combinators: descendant, child, adjacent sibling, general sibling */
nav a { text-decoration: none; }
ul > li + li { margin-top: 0.5rem; }
/* pseudo-element */
p::first-line { font-weight: 600; }
\`\`\`

Combinators (space, \`>\`, \`+\`, \`~\`) describe relationships. Pseudo-classes such as \`:hover\`, \`:focus-visible\` and \`:nth-child(2n)\` select elements in a state or position; pseudo-elements such as \`::before\` and \`::first-line\` style a part of an element.

## The cascade

Several rules often set the same property on the same element. The **cascade** decides the winner by comparing, in order:

1. **Origin and importance**: author styles beat browser defaults; \`!important\` flips the order and should be rare.
2. **Cascade layers**: styles in \`@layer\` blocks lose to unlayered styles, and later layers beat earlier ones.
3. **Specificity** of the selector.
4. **Order of appearance**: if everything else ties, the rule that comes last wins.

Inline \`style\` attributes beat any selector. Some properties such as \`color\` and \`font-family\` are also **inherited** by children when nothing sets them directly.

## Specificity

Specificity is a triple **(a, b, c)** compared left to right:

- **a**: the number of id selectors (\`#main\`);
- **b**: the number of classes, attribute selectors and pseudo-classes (\`.card\`, \`[type=text]\`, \`:hover\`);
- **c**: the number of type selectors and pseudo-elements (\`p\`, \`::before\`).

The universal selector \`*\` and combinators add nothing. So \`#main .intro p\` is (1,1,1) and beats \`.intro p\` (0,1,1), and one id beats any number of classes because the comparison is lexicographic, not a sum. Modern helpers change the rules: \`:where()\` always counts zero, while \`:is()\` and \`:not()\` take the specificity of their most specific argument.

Low, flat specificity keeps stylesheets maintainable: prefer single classes, avoid ids for styling and avoid \`!important\`. When a style does not apply, open DevTools, inspect the element and look for the crossed-out declaration: the panel lists rules in cascade order.`,
  overview: {
    whatYouWillLearn: [
      'How rules, selectors and declarations fit together',
      'Type, class, id, attribute, pseudo-class and pseudo-element selectors',
      'The four combinators and what relationship each expresses',
      'The steps of the cascade: importance, layers, specificity, order',
      'How the specificity triple is counted and compared',
      'Why flat, class-based specificity keeps CSS maintainable',
    ],
    proTip:
      'Hover a selector in Chrome or Firefox DevTools to see its specificity, and use :where() to write defaults that are easy to override.',
  },
  mcqs: [],
  problems: [
    {
      id: 'web-specificity',
      title: 'Specificity Calculator',
      description: `Compute the specificity of CSS selectors and find the one that wins.

Count **a** = id selectors (\`#x\`), **b** = class selectors (\`.x\`), attribute selectors (\`[...]\`) and pseudo-classes (\`:x\`, possibly with a parenthesised argument such as \`:nth-child(2n+1)\`, whose content is ignored), **c** = type selectors (\`div\`) and pseudo-elements (always written \`::x\`). The universal selector \`*\` and the combinators (space, \`>\`, \`+\`, \`~\`) count nothing.

**Input:** a line with n, then n lines each holding one selector.

**Output:** for each selector a line \`a,b,c\`, then a final line \`winner: S\` where S is the selector with the highest specificity (compare a, then b, then c); on a tie the later selector wins, as in the cascade.`,
      examples: [
        {
          input: '3\np\n.intro p\n#main .intro p\n',
          output: '0,0,1\n0,1,1\n1,1,1\nwinner: #main .intro p',
          explanation: 'The id gives the last selector a = 1.',
        },
        {
          input: '2\n.btn\n.primary\n',
          output: '0,1,0\n0,1,0\nwinner: .primary',
          explanation: 'Equal specificity: the later rule wins.',
        },
      ],
      constraints: [
        '1 <= n <= 100',
        'Names use letters, digits, - and _',
        'Attribute selectors contain no spaces',
      ],
      testCases: [
        {
          input: '3\np\n.intro p\n#main .intro p\n',
          expectedOutput: '0,0,1\n0,1,1\n1,1,1\nwinner: #main .intro p',
          hidden: false,
        },
        {
          input: '2\n.btn\n.primary\n',
          expectedOutput: '0,1,0\n0,1,0\nwinner: .primary',
          hidden: false,
        },
        {
          input: '2\na:hover\nul li a\n',
          expectedOutput: '0,1,1\n0,0,3\nwinner: a:hover',
          hidden: true,
        },
        {
          input: '2\ninput[type=text]\np::first-line\n',
          expectedOutput: '0,1,1\n0,0,2\nwinner: input[type=text]',
          hidden: true,
        },
        {
          input: '3\n*\ndiv > p + span\nli:nth-child(2n+1)\n',
          expectedOutput: '0,0,0\n0,0,3\n0,1,1\nwinner: li:nth-child(2n+1)',
          hidden: true,
        },
        {
          input: '3\n#a #b\n#a.x.y.z\nnav#menu a.active:hover\n',
          expectedOutput: '2,0,0\n1,3,0\n1,2,2\nwinner: #a #b',
          hidden: true,
        },
        { input: '1\nbody\n', expectedOutput: '0,0,1\nwinner: body', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def name_end(s, i):
    while i < len(s) and (s[i].isalnum() or s[i] in '-_'):
        i += 1
    return i


def spec(s):
    a = b = c = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == '#':
            a += 1
            i = name_end(s, i + 1)
        elif ch == '.':
            b += 1
            i = name_end(s, i + 1)
        elif ch == '[':
            b += 1
            i = s.index(']', i) + 1
        elif ch == ':':
            if i + 1 < len(s) and s[i + 1] == ':':
                c += 1
                i = name_end(s, i + 2)
            else:
                b += 1
                i = name_end(s, i + 1)
                if i < len(s) and s[i] == '(':
                    i = s.index(')', i) + 1
        elif ch.isalpha():
            c += 1
            i = name_end(s, i)
        else:
            i += 1
    return (a, b, c)


lines = sys.stdin.read().splitlines()
n = int(lines[0])
best = None
winner = ''
for k in range(1, n + 1):
    sel = lines[k].strip()
    sp = spec(sel)
    print('%d,%d,%d' % sp)
    if best is None or sp >= best:
        best = sp
        winner = sel
print('winner: ' + winner)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
TYPES = ['div', 'p', 'a', 'li', 'ul', 'span', 'nav', 'input', 'h1', 'section']
NAMES = ['main', 'menu', 'intro', 'btn', 'active', 'x', 'card-1', 'top_bar']
PSEUDO = ['hover', 'focus', 'first-child', 'nth-child(2n+1)', 'not(.x)', 'checked']
ELEMS = ['before', 'after', 'first-line', 'marker']

def part():
    r = random.random()
    if r < 0.15:
        return '#' + random.choice(NAMES)
    if r < 0.45:
        return '.' + random.choice(NAMES)
    if r < 0.6:
        return '[%s]' % random.choice(['type=text', 'href', 'data-x="1"', 'lang|=en'])
    if r < 0.8:
        return ':' + random.choice(PSEUDO)
    return '::' + random.choice(ELEMS)

def compound():
    head = random.choice(TYPES + ['*', '', ''])
    parts = [part() for _ in range(random.randint(0 if head else 1, 3))]
    return head + ''.join(parts)

def selector(k):
    s = compound()
    for _ in range(k - 1):
        s += random.choice([' ', ' > ', ' + ', ' ~ ']) + compound()
    return s

if mode == 'random':
    sels = [selector(random.randint(1, 4)) for _ in range(n)]
elif mode == 'long':
    sels = [selector(8) for _ in range(n)]
elif mode == 'ties':
    # every selector has specificity 0,1,1, so the last one wins
    sels = [random.choice(TYPES) + random.choice(['.', ':']) + random.choice(['x', 'hover', 'btn']) for _ in range(n)]
elif mode == 'universal':
    sels = [random.choice(['*', '* > *', '* + *', '* ~ * *']) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print('\\n'.join(sels))
`,
        tests: [
          { args: '100 random', label: 'n = 100, mixed selectors' },
          { args: '100 long', label: 'n = 100, eight compounds each' },
          { args: '100 ties', label: 'n = 100, all equal specificity' },
          { args: '100 universal', label: 'n = 100, only * and combinators' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
NAME = r'[A-Za-z0-9_-]+'
SIMPLE = r'(?:#%s|\\.%s|\\[[^\\]\\s]+\\]|::%s|:%s(?:\\([^()\\s]*\\))?)' % (NAME, NAME, NAME, NAME)
COMPOUND = r'(?:(?:[A-Za-z][A-Za-z0-9_-]*|\\*)%s*|%s+)' % (SIMPLE, SIMPLE)
SELECTOR = r'%s(?:(?: | > | \\+ | ~ )%s)*' % (COMPOUND, COMPOUND)
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 100, 'n out of range'
assert len(lines) >= n + 1, 'expected n selectors'
for line in lines[1:n + 1]:
    assert re.fullmatch(SELECTOR, line), 'bad selector: ' + line
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'first-wins-ties',
            language: 'python3',
            mustFail: 'WA',
            why: 'Replaces the winner only on a strictly higher specificity, so on a tie the earlier selector wins',
            source: `import sys


def name_end(s, i):
    while i < len(s) and (s[i].isalnum() or s[i] in '-_'):
        i += 1
    return i


def spec(s):
    a = b = c = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == '#':
            a += 1
            i = name_end(s, i + 1)
        elif ch == '.':
            b += 1
            i = name_end(s, i + 1)
        elif ch == '[':
            b += 1
            i = s.index(']', i) + 1
        elif ch == ':':
            if i + 1 < len(s) and s[i + 1] == ':':
                c += 1
                i = name_end(s, i + 2)
            else:
                b += 1
                i = name_end(s, i + 1)
                if i < len(s) and s[i] == '(':
                    i = s.index(')', i) + 1
        elif ch.isalpha():
            c += 1
            i = name_end(s, i)
        else:
            i += 1
    return (a, b, c)


lines = sys.stdin.read().splitlines()
n = int(lines[0])
best = None
winner = ''
for k in range(1, n + 1):
    sel = lines[k].strip()
    sp = spec(sel)
    print('%d,%d,%d' % sp)
    if best is None or sp > best:
        best = sp
        winner = sel
print('winner: ' + winner)
`,
          },
          {
            name: 'pseudo-element-as-class',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats ::first-line like a pseudo-class and counts it in b instead of c',
            source: `import sys


def name_end(s, i):
    while i < len(s) and (s[i].isalnum() or s[i] in '-_'):
        i += 1
    return i


def spec(s):
    a = b = c = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == '#':
            a += 1
            i = name_end(s, i + 1)
        elif ch == '.':
            b += 1
            i = name_end(s, i + 1)
        elif ch == '[':
            b += 1
            i = s.index(']', i) + 1
        elif ch == ':':
            if False:
                c += 1
                i = name_end(s, i + 2)
            else:
                b += 1
                i = name_end(s, i + 1)
                if i < len(s) and s[i] == '(':
                    i = s.index(')', i) + 1
        elif ch.isalpha():
            c += 1
            i = name_end(s, i)
        else:
            i += 1
    return (a, b, c)


lines = sys.stdin.read().splitlines()
n = int(lines[0])
best = None
winner = ''
for k in range(1, n + 1):
    sel = lines[k].strip()
    sp = spec(sel)
    print('%d,%d,%d' % sp)
    if best is None or sp >= best:
        best = sp
        winner = sel
print('winner: ' + winner)
`,
          },
        ],
      },
    },
  ],
};
