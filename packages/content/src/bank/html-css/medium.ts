import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'An element has box-sizing: border-box; width: 200px; padding: 20px; border: 5px solid. How wide is its border box?',
      options: {
        A: '250px',
        B: '240px',
        C: '200px',
        D: '150px',
      },
      correct: 'C',
      explanation:
        'With border-box the declared width already includes padding and border, so the box is 200px wide (content shrinks to 150px).',
    },
    {
      question:
        'Both rules set color on the same link. Which selector wins: #main p a or .nav .item a?',
      options: {
        A: '#main p a, as ids outweigh classes',
        B: '.nav .item a, because it has more parts',
        C: 'Whichever rule comes later in the stylesheet',
        D: 'Neither; the browser default applies',
      },
      correct: 'A',
      explanation:
        '#main p a has specificity (1,0,2) and beats (0,2,1), because a single id outweighs any number of classes; source order only breaks ties.',
    },
    {
      question: 'An element with position: absolute is positioned relative to what?',
      options: {
        A: 'Always the viewport',
        B: 'Always its direct parent element, whatever its position value',
        C: 'The <body> element',
        D: 'Its nearest ancestor whose position is not static',
      },
      correct: 'D',
      explanation:
        'The containing block of an absolutely positioned box is the nearest positioned ancestor (or the initial containing block if none).',
    },
    {
      question: 'In a flex container with flex-direction: row, what does justify-content control?',
      options: {
        A: 'Vertical alignment of items along the cross axis of the row',
        B: 'Distribution of items along the main (horizontal) axis',
        C: 'Only the alignment of wrapped lines (like align-content)',
        D: 'Text alignment inside each item',
      },
      correct: 'B',
      explanation:
        'justify-content distributes items along the main axis; align-items works on the cross axis.',
    },
    {
      question: 'What is the difference between display: none and visibility: hidden?',
      options: {
        A: "visibility: hidden keeps the element's space; display: none removes it",
        B: 'display: none keeps the space; visibility: hidden removes it',
        C: 'They are identical',
        D: 'visibility: hidden also removes the element from the DOM, unlike display: none',
      },
      correct: 'A',
      explanation:
        'A visibility-hidden element still occupies its box; display: none generates no box at all.',
    },
    {
      question:
        "A parent has font-size: 20px. Its child has font-size: 1.5em; padding: 1em. What is the child's padding?",
      options: {
        A: '20px',
        B: '16px',
        C: '24px',
        D: '30px',
      },
      correct: 'D',
      explanation:
        "The child's font-size is 1.5 x 20 = 30px, and em in other properties refers to the element's own font size, so 1em = 30px.",
    },
    {
      question: 'Why might z-index: 10 have no visible effect on an ordinary block element?',
      options: {
        A: 'z-index values above 9 are ignored',
        B: 'z-index requires display: block',
        C: 'It is position: static outside flex or grid, so z-index is ignored',
        D: 'z-index only works on images and other replaced elements such as video',
      },
      correct: 'C',
      explanation:
        'z-index applies to positioned elements and to flex or grid items; a static block ignores it.',
    },
    {
      question: 'Which children does li:nth-child(2n+1) match?',
      options: {
        A: 'The even children (2nd, 4th, ...)',
        B: 'The odd children (1st, 3rd, ...)',
        C: 'Every second child starting with the 2nd',
        D: 'Only the first child',
      },
      correct: 'B',
      explanation:
        'With n = 0, 1, 2, ... the formula 2n+1 gives 1, 3, 5, the odd positions (same as :nth-child(odd)).',
    },
    {
      question:
        'Two block siblings are stacked: the first has margin-bottom: 30px, the second margin-top: 20px. How big is the vertical gap between them?',
      options: {
        A: '50px',
        B: '20px',
        C: '10px',
        D: '30px',
      },
      correct: 'D',
      explanation:
        'Adjacent vertical margins of blocks in normal flow collapse to the larger of the two, 30px.',
    },
    {
      question: 'In <label for="email">Email</label>, what must the for attribute match?',
      options: {
        A: 'The id of the form control',
        B: 'The name of the form control',
        C: 'The type of the form control',
        D: 'The placeholder text of the input',
      },
      correct: 'A',
      explanation:
        'for refers to the id of the labelled control, which links them for clicks and screen readers.',
    },
    {
      question: 'What does flex: 1 on every item of a flex container do?',
      options: {
        A: 'Gives each item a fixed width of 1px that it can never grow past',
        B: 'Sets grow 1, shrink 1, basis 0%, so items share space equally',
        C: 'Only the first item grows',
        D: 'Sets `order: 1` and `flex-grow: 0` on each item',
      },
      correct: 'B',
      explanation:
        'flex: 1 expands to flex: 1 1 0%, so items start from zero and divide the free space equally.',
    },
    {
      question: 'When do the rules inside @media (min-width: 768px) apply?',
      options: {
        A: 'When the viewport is narrower than 768px',
        B: 'Only when the viewport is exactly 768px',
        C: 'When the viewport is 768px or wider',
        D: 'When the screen density is 768 dpi or more',
      },
      correct: 'C',
      explanation:
        'min-width is inclusive: the query matches at 768px and above, which is the basis of mobile-first CSS.',
    },
    {
      question: 'Which elements does the selector ul > li match?',
      options: {
        A: 'li elements that are direct children of a ul only',
        B: 'li elements anywhere inside a ul, at any nesting depth',
        C: 'The li immediately after a ul, as its next sibling',
        D: 'Every ul and every li',
      },
      correct: 'A',
      explanation: '> is the child combinator; a space would match any descendant.',
    },
    {
      question:
        'Which element suits a self-contained piece such as a blog post that could be syndicated on its own?',
      options: {
        A: '<div>',
        B: '<section>',
        C: '<aside>',
        D: '<article>',
      },
      correct: 'D',
      explanation:
        '<article> represents a self-contained composition; <section> groups a thematic part of a page.',
    },
  ],
  coding: [
    {
      id: 'html-css-selector-specificity',
      title: 'Selector Specificity',
      description:
        'Compute the specificity of CSS selectors as the triple `a,b,c`:\n' +
        '- a: the number of id selectors (`#name`)\n' +
        '- b: the number of class selectors (`.name`), attribute selectors (`[...]`) and pseudo-classes (`:name`)\n' +
        '- c: the number of type selectors (element names such as `div`, `h2`) and pseudo-elements (`::name`)\n\n' +
        'The universal selector `*` and the combinators (space, `>`, `+`, `~`) count nothing.\n\n' +
        'Input: one selector per line (skip empty lines). Selectors use only the parts above: names are made of letters, digits, `-` and `_`; attribute selectors contain no `]` inside; pseudo-classes have no parentheses; pseudo-elements always use the double colon.\n\n' +
        'Output: for each selector, `a,b,c` on its own line.',
      examples: [
        {
          input: '#nav .item a\nul li\n',
          output: '1,1,1\n0,0,2',
          explanation:
            '#nav is an id, .item a class, a a type selector; ul li has two type selectors.',
        },
        {
          input: 'a:hover\ninput[type=text]::placeholder\n',
          output: '0,1,1\n0,1,2',
          explanation:
            ':hover is a pseudo-class; [type=text] is an attribute selector and ::placeholder a pseudo-element.',
        },
      ],
      constraints: ['1 to 100 selectors', 'Each selector is at most 200 characters'],
      testCases: [
        tc('#nav .item a\nul li\n', '1,1,1\n0,0,2', false),
        tc('a:hover\ninput[type=text]::placeholder\n', '0,1,1\n0,1,2', false),
        tc('*\n', '0,0,0'),
        tc('div > p + span ~ em\n', '0,0,4'),
        tc('#a#b.c.d\n', '2,2,0'),
        tc('body.dark #main article.post:first-child > h2::before\n', '1,3,4'),
        tc('[data-role=button][disabled]\n.x\n', '0,2,0\n0,1,0'),
        tc('ul#menu li.active a[href^=http]:focus-visible\n', '1,3,3'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys


def skip_name(s, i):
    while i < len(s) and (s[i].isalnum() or s[i] in '-_'):
        i += 1
    return i


def specificity(s):
    a = b = c = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == '#':
            a += 1
            i = skip_name(s, i + 1)
        elif ch == '.':
            b += 1
            i = skip_name(s, i + 1)
        elif ch == '[':
            b += 1
            i = s.index(']', i) + 1
        elif ch == ':':
            if i + 1 < len(s) and s[i + 1] == ':':
                c += 1
                i = skip_name(s, i + 2)
            else:
                b += 1
                i = skip_name(s, i + 1)
        elif ch.isalpha():
            c += 1
            i = skip_name(s, i)
        else:
            i += 1
    return a, b, c


out = []
for line in sys.stdin.read().split('\n'):
    sel = line.strip()
    if sel:
        out.append('%d,%d,%d' % specificity(sel))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
TYPES = ['div', 'p', 'a', 'ul', 'li', 'h2', 'span', 'input', 'nav', 'section', 'my-widget']
def name():
    return random.choice(['main', 'nav', 'item', 'btn-primary', 'x', 'a1', 'col_2', 'Active', 'h2'])
def simple(kind):
    if kind == 'id':
        return '#' + name()
    if kind == 'class':
        return '.' + name()
    if kind == 'attr':
        return random.choice(['[disabled]', '[type=text]', '[href^=http]', '[data-x="a b"]', '[lang|=en]'])
    if kind == 'pc':
        return ':' + random.choice(['hover', 'focus-visible', 'first-child', 'checked', 'nth-last-child'])
    return '::' + random.choice(['before', 'after', 'placeholder', 'first-line'])
def compound():
    head = random.choice(TYPES + ['*', '', ''])
    parts = [simple(random.choice(('id', 'class', 'class', 'attr', 'pc', 'pe'))) for _ in range(random.randint(0 if head else 1, 3))]
    return head + ''.join(parts)
out = []
for _ in range(n):
    if mode == 'random':
        sel = compound()
        while True:
            nxt = random.choice([' ', ' > ', ' + ', ' ~ ', '>']) + compound()
            if len(sel) + len(nxt) > 200:
                break
            sel += nxt
            if random.random() < 0.3:
                break
    elif mode == 'long':
        sel = compound()
        while True:
            nxt = random.choice([' ', ' > ', ' + ', ' ~ ']) + compound()
            if len(sel) + len(nxt) > 200:
                break
            sel += nxt
    elif mode == 'pseudo':
        sel = random.choice(TYPES) + ''.join(simple(random.choice(('pc', 'pe'))) for _ in range(random.randint(1, 4)))
    elif mode == 'universal':
        sel = random.choice(['*', '* > *', '* + * ~ *', '*.x', '*#y', '*::before'])
    else:
        raise SystemExit('unknown mode ' + mode)
    out.append(sel)
print('\n'.join(out))
`,
        tests: [
          { args: '100 random', label: '100 random selectors' },
          { args: '100 long', label: '100 selectors of up to 200 characters' },
          { args: '100 pseudo', label: '100 selectors with pseudo-classes and pseudo-elements' },
          { args: '30 universal', label: '30 selectors with the universal selector' },
          { args: '1 random', label: 'a single selector' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
sels = [l for l in lines if l.strip()]
assert 1 <= len(sels) <= 100, 'expected 1 to 100 selectors'
NAME = r'[A-Za-z0-9_-]+'
SIMPLE = r'(#' + NAME + r'|\.' + NAME + r'|\[[^\]]*\]|::?' + NAME + r')'
COMPOUND = r'(\*|[A-Za-z][A-Za-z0-9_-]*)?' + SIMPLE + '*'
SEL = r'\s*' + COMPOUND + r'(\s*[>+~ ]\s*' + COMPOUND + r')*\s*'
for s in sels:
    assert len(s) <= 200, 'selector longer than 200 characters'
    assert re.fullmatch(SEL, s), 'selector outside the grammar: ' + s
    assert '(' not in s, 'pseudo-classes have no parentheses'
`,
        wrongSolutions: [
          {
            name: 'pseudo-element-as-class',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats every colon as a pseudo-class, so ::before counts in b instead of c',
            source: String.raw`import sys


def skip_name(s, i):
    while i < len(s) and (s[i].isalnum() or s[i] in '-_'):
        i += 1
    return i


def specificity(s):
    a = b = c = 0
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == '#':
            a += 1
            i = skip_name(s, i + 1)
        elif ch == '.' or ch == ':':
            b += 1
            i = skip_name(s, i + 1)
        elif ch == '[':
            b += 1
            i = s.index(']', i) + 1
        elif ch.isalpha():
            c += 1
            i = skip_name(s, i)
        else:
            i += 1
    return a, b, c


out = []
for line in sys.stdin.read().split('\n'):
    sel = line.strip()
    if sel:
        out.append('%d,%d,%d' % specificity(sel))
print('\n'.join(out))
`,
          },
          {
            name: 'regex-type-count',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts type selectors with a regex for a word at the start or after a space or combinator, which also matches words inside attribute values such as [data-x="a b"]',
            source: String.raw`import re
import sys

out = []
for line in sys.stdin.read().split('\n'):
    sel = line.strip()
    if not sel:
        continue
    a = len(re.findall(r'#[\w-]+', sel))
    b = len(re.findall(r'\.[\w-]+', sel)) + sel.count('[') + len(re.findall(r'(?<!:):[\w-]+', sel))
    c = len(re.findall(r'::[\w-]+', sel)) + len(re.findall(r'(?:^|[\s>+~])([A-Za-z][\w-]*)', sel))
    out.append('%d,%d,%d' % (a, b, c))
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'html-css-flex-wrap-lines',
      title: 'Flex Wrap Lines',
      description:
        'Simulate how a `flex-wrap: wrap` row container (with items that neither grow nor shrink) breaks its items into lines.\n\n' +
        'Input: the first line holds `W G`, the container width and the gap between neighbouring items on a line. The second line holds the item widths in order (at least one item).\n\n' +
        'Rules: items are placed in order. A line holding items w1..wk is w1 + ... + wk + G*(k-1) wide. If adding the next item to the current line would make it wider than W, that item starts a new line. An item wider than W still gets placed (alone on its line) and overflows.\n\n' +
        'Output: one line per flex line, listing the widths of its items separated by single spaces.',
      examples: [
        {
          input: '300 10\n100 100 100 50\n',
          output: '100 100\n100 50',
          explanation:
            '100+10+100 = 210 fits, adding the third item would make 320 > 300, so it starts line 2, where 100+10+50 = 160 fits.',
        },
        {
          input: '500 0\n100 200 200\n',
          output: '100 200 200',
          explanation: 'The line is exactly 500 wide, which still fits.',
        },
      ],
      constraints: ['1 <= W <= 100000, 0 <= G <= 1000', '1 to 1000 items, each 1 to 100000 wide'],
      testCases: [
        tc('300 10\n100 100 100 50\n', '100 100\n100 50', false),
        tc('500 0\n100 200 200\n', '100 200 200', false),
        tc('100 10\n150 20 30\n', '150\n20 30'),
        tc('100 5\n50 45\n', '50 45'),
        tc('100 5\n50 46\n', '50\n46'),
        tc('10 0\n10 10 10\n', '10\n10\n10'),
        tc('1000 16\n7\n', '7'),
        tc('240 8\n80 80 80 80 80\n', '80 80\n80 80\n80'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
W, G = int(data[0]), int(data[1])
items = [int(x) for x in data[2:]]
lines = []
cur = []
used = 0
for w in items:
    if cur and used + G + w > W:
        lines.append(cur)
        cur = []
    if cur:
        used += G + w
    else:
        used = w
    cur.append(w)
if cur:
    lines.append(cur)
print('\n'.join(' '.join(map(str, line)) for line in lines))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    W, G = random.randint(1000, 100000), random.randint(0, 1000)
    items = [random.randint(1, W // 3) for _ in range(n)]
elif mode == 'exact':
    # lines that fill the container exactly: k items of width w with k-1 gaps
    G = random.randint(1, 50)
    k = random.randint(2, 9)
    w = random.randint(1, 2000)
    W = k * w + (k - 1) * G
    items = [w] * n
elif mode == 'overflow':
    W, G = random.randint(1, 1000), random.randint(0, 1000)
    items = [random.choice((random.randint(1, W), random.randint(W, 100000))) for _ in range(n)]
elif mode == 'max':
    W, G = 100000, 1000
    items = [100000] * n
elif mode == 'tiny':
    W, G = 100000, 0
    items = [1] * n
else:
    raise SystemExit('unknown mode ' + mode)
print(W, G)
print(' '.join(map(str, items)))
`,
        tests: [
          { args: '1000 random', label: '1,000 items, random widths' },
          { args: '1000 exact', label: '1,000 items filling each line exactly' },
          { args: '1000 overflow', label: '1,000 items, many wider than the container' },
          { args: '1000 max', label: '1,000 items of width 100,000' },
          { args: '1000 tiny', label: '1,000 items of width 1, no gap' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
W, G = map(int, lines[0].split())
assert 1 <= W <= 100000 and 0 <= G <= 1000, 'W or G out of range'
assert len(lines[0].split()) == 2, 'expected W G'
items = lines[1].split()
assert 1 <= len(items) <= 1000, 'expected 1 to 1000 items'
assert all(1 <= int(x) <= 100000 for x in items), 'item width out of range'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'breaks-when-full',
            language: 'python3',
            mustFail: 'WA',
            why: 'Starts a new line when the line would be exactly W wide (>= instead of >), though a line may fill the container',
            source: String.raw`import sys

data = sys.stdin.read().split()
W, G = int(data[0]), int(data[1])
lines = []
cur = []
used = 0
for w in map(int, data[2:]):
    if cur and used + G + w >= W:
        lines.append(cur)
        cur = []
    used = used + G + w if cur else w
    cur.append(w)
lines.append(cur)
print('\n'.join(' '.join(map(str, line)) for line in lines))
`,
          },
          {
            name: 'ignores-gap',
            language: 'python3',
            mustFail: 'WA',
            why: 'Forgets the gap G between neighbouring items when checking the width',
            source: String.raw`import sys

data = sys.stdin.read().split()
W, G = int(data[0]), int(data[1])
lines = []
cur = []
used = 0
for w in map(int, data[2:]):
    if cur and used + w > W:
        lines.append(cur)
        cur = []
    used = used + w if cur else w
    cur.append(w)
lines.append(cur)
print('\n'.join(' '.join(map(str, line)) for line in lines))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'html-css-nesting-depth',
      title: 'Maximum Nesting Depth',
      description:
        'This JavaScript program reads one line of HTML and should print the maximum nesting depth of its elements: `<div><p>Hi</p></div>` has depth 2, plain text has depth 0. Void elements (br, hr, img, input, meta, link) and self-closing tags such as `<path/>` never contain anything, so they do not add a level. The answers are off. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const voids = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);
let depth = 0;
let best = 0;
let i = 0;
while ((i = s.indexOf('<', i)) !== -1) {
  const j = s.indexOf('>', i);
  if (j === -1) break;
  const tag = s.slice(i + 1, j);
  i = j + 1;
  if (tag === '') continue;
  if (tag[0] === '/') {
    depth--;
    continue;
  }
  const name = tag.match(/^[a-z0-9-]*/)[0];
  if (voids.has(name)) continue;
  best = Math.max(best, depth);
  depth++;
}
console.log(best);
`,
      fixedCode: String.raw`const s = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const voids = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);
let depth = 0;
let best = 0;
let i = 0;
while ((i = s.indexOf('<', i)) !== -1) {
  const j = s.indexOf('>', i);
  if (j === -1) break;
  const tag = s.slice(i + 1, j);
  i = j + 1;
  if (tag === '') continue;
  if (tag[0] === '/') {
    depth--;
    continue;
  }
  const name = tag.match(/^[a-z0-9-]*/)[0];
  if (voids.has(name)) continue;
  if (tag.endsWith('/')) continue;
  depth++;
  best = Math.max(best, depth);
}
console.log(best);
`,
      expectedBehavior:
        'Input: one line of HTML with lower-case tag names. Output: the maximum element nesting depth as an integer.',
      hints: [
        '<div><p>Hi</p></div> prints 1. Is the maximum recorded before or after entering the new element?',
        'Which tags should be skipped besides the listed void elements?',
        'What does the last character of the text between < and > tell you?',
      ],
      testCases: [
        { input: '<div><p>Hi</p></div>\n', expectedOutput: '2', hidden: false },
        { input: '<ul><li>a</li><li>b<br></li></ul>\n', expectedOutput: '2', hidden: false },
        { input: 'text only\n', expectedOutput: '0', hidden: true },
        { input: '<span/><span/><span/>\n', expectedOutput: '0', hidden: true },
        {
          input: '<html><body><main><section><h1>T</h1></section></main></body></html>\n',
          expectedOutput: '5',
          hidden: true,
        },
        { input: '<div><x-icon/><x-icon/></div><p></p>\n', expectedOutput: '1', hidden: true },
      ],
      bugs: [
        {
          description:
            'The maximum is recorded before depth is incremented, so every answer is one too small.',
          testIndexes: [0, 1, 4, 5],
        },
        {
          description:
            'Self-closing tags ending in / are treated as opening tags and increase the depth without ever being closed.',
          testIndexes: [3, 5],
        },
      ],
    },
    {
      id: 'html-css-inline-style-parser',
      title: 'Parse an Inline style Attribute',
      description:
        'This JavaScript program parses the value of an inline style attribute such as `color: red; margin: 0` and prints the final declarations sorted by property name, one `property: value` per line. As in CSS, a later declaration of the same property overrides an earlier one; empty declarations (for example after a trailing `;`) are ignored; if there are no declarations it prints `(none)`. It prints stray lines and wrong values. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const props = new Map();
for (const part of line.split(';')) {
  const colon = part.indexOf(':');
  const name = part.slice(0, colon);
  const value = part.slice(colon + 1).trim();
  if (!props.has(name)) props.set(name, value);
}
if (props.size === 0) {
  console.log('(none)');
} else {
  for (const name of [...props.keys()].sort()) console.log(name + ': ' + props.get(name));
}
`,
      fixedCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const props = new Map();
for (const raw of line.split(';')) {
  const part = raw.trim();
  if (part === '') continue;
  const colon = part.indexOf(':');
  if (colon === -1) continue;
  const name = part.slice(0, colon).trim();
  const value = part.slice(colon + 1).trim();
  props.set(name, value);
}
if (props.size === 0) {
  console.log('(none)');
} else {
  for (const name of [...props.keys()].sort()) console.log(name + ': ' + props.get(name));
}
`,
      expectedBehavior:
        'Input: one line, the style attribute value. Output: the final declarations sorted by property name as "property: value", or "(none)".',
      hints: [
        'What does indexOf return for the empty piece after a trailing semicolon, and what does slice(0, -1) give then?',
        'Spaces can appear on both sides of the colon. Are they all removed from the property name?',
        'In CSS, which of two declarations of the same property wins?',
      ],
      testCases: [
        {
          input: 'color: red; margin: 0\n',
          expectedOutput: 'color: red\nmargin: 0',
          hidden: false,
        },
        { input: 'color:red;color:blue\n', expectedOutput: 'color: blue', hidden: false },
        { input: 'padding: 4px;\n', expectedOutput: 'padding: 4px', hidden: true },
        { input: '\n', expectedOutput: '(none)', hidden: true },
        {
          input: 'width:10px;height:20px\n',
          expectedOutput: 'height: 20px\nwidth: 10px',
          hidden: true,
        },
        {
          input: 'background: url(http://a.b/c.png); color: red; background: none;\n',
          expectedOutput: 'background: none\ncolor: red',
          hidden: true,
        },
        {
          input: 'font-size:12px ; font-size : 14px\n',
          expectedOutput: 'font-size: 14px',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'Empty declarations are not skipped: indexOf returns -1, slice(0, -1) gives an empty name and a stray ": " line is printed.',
          testIndexes: [2, 3, 5],
        },
        {
          description:
            'The property name is not trimmed, so "font-size " (space before the colon) is a different key from "font-size" and both are printed.',
          testIndexes: [6],
        },
        {
          description:
            'The first declaration is kept instead of the last one, but later declarations override earlier ones.',
          testIndexes: [1, 5, 6],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'html-css-table-of-contents',
      title: 'Numbered Table of Contents',
      description:
        'A documentation site builds a table of contents from the h1 to h6 headings of a page. Given the headings in document order as (level, text) pairs, produce section numbers such as 1, 1.1, 1.2, 1.2.1, 2. Describe the algorithm.',
      requirements: [
        'An h2 after an h1 gets the number 1.1, the next h2 gets 1.2',
        'A new h1 starts again at 2 and its sub-sections at 2.1',
        'Output one numbered line per heading',
      ],
      examples: [
        {
          scenario: 'h1 Intro, h2 Setup, h2 Usage, h3 Flags, h1 FAQ',
          expectedApproach: '1 Intro, 1.1 Setup, 1.2 Usage, 1.2.1 Flags, 2 FAQ',
        },
        {
          scenario: 'h1 A, h3 B (level 2 skipped)',
          expectedApproach: '1 A, 1.0.1 B (or clamp the level), stated explicitly.',
        },
      ],
      evaluationCriteria: [
        'Keeps one counter per level',
        'Increments the current level and resets deeper levels',
        'Joins counters with dots',
        'Handles skipped levels and no headings',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep a counter for each heading level (1 to 6)',
            weight: 2,
            accept: [
              'counter each level',
              'counters level',
              'count per level',
              'array counters',
              'counter per level',
            ],
          },
          {
            idea: 'Process the headings in document order',
            weight: 1,
            accept: ['each heading', 'every heading', 'for heading', 'loop heading'],
          },
          {
            idea: "Increment the counter of the heading's level",
            weight: 3,
            accept: [
              'increment counter',
              'increase counter',
              'add 1 counter',
              'counter plus 1',
              'counter 1',
            ],
          },
          {
            idea: 'Reset the counters of all deeper levels to zero',
            weight: 3,
            accept: [
              'reset deeper',
              'reset lower',
              'reset levels below',
              'reset counters',
              'zero deeper',
              'clear deeper',
              'deeper 0',
              'deeper zero',
            ],
          },
          {
            idea: 'Build the number by joining counters 1..level with dots',
            weight: 2,
            accept: ['join dot', 'join period', 'concatenat dot', 'separated dot', 'dots between'],
          },
        ],
        edgeCases: [
          {
            case: 'A skipped level (h1 followed by h3)',
            accept: ['skip level', 'skipped level', 'jump level', 'missing level', 'level skipped'],
          },
          {
            case: 'A page without headings',
            accept: ['no headings', 'zero headings', 'headings empty', 'empty list'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A new heading resets the counters of the deeper levels (level + 1 to 6); resetting the shallower levels instead wipes the parent numbers, so an h2 after 1.2 would no longer start with 1.',
            patterns: [
              'for d 1 level - 1 0',
              'for d 1 level - 1 reset',
              'for d 1 to level - 1 counters d = 0',
              'reset shallower',
              'reset parent',
              'reset ancestor',
            ],
          },
          {
            mistake:
              'The number of a heading uses only the counters from level 1 down to its own level; joining all six counters appends trailing zeros such as 1.2.0.0.0.0.',
            patterns: [
              'join counters 1 6',
              'join counters 1 to 6',
              'counters 1 6 join',
              'counters 1 6 dot',
              'join all 6 counters',
              'all 6 counters join',
              'join whole counter array',
              'join entire counter array',
            ],
          },
          {
            mistake:
              "Only the counter of the heading's own level goes up; incrementing the counters of the parent levels too changes the numbers of the sections above.",
            patterns: [
              'for d 1 level counters d +=',
              'for d 1 to level counters d + 1',
              'increment every counter up to',
              'increment all counters up to',
              'increment counters up to level',
              'increment each counter up to',
            ],
          },
          {
            mistake:
              'Every heading resets the counters of the levels below its own, not only an h1: after 1.2.1 a new h2 must restart its h3 counter, or the next h3 continues at 1.3.2.',
            patterns: [
              'if h1 reset',
              'if heading h1 reset',
              'if level == 1 reset',
              'only h1 reset',
              'reset only when h1',
              'reset only if h1',
              'reset only on h1',
              'h1 only reset',
              'if h1 set 0',
              'if h1 clear',
              'if level == 1 set 0',
              'if level == 1 counters d = 0',
            ],
          },
        ],
        modelAnswer: `1. SET counters = array of 6 zeros, one counter per level
2. IF the list of headings is empty (no headings) THEN RETURN an empty table
3. FOR each heading (level, text) in document order
4.   increment counter of that level: counters[level] = counters[level] + 1
5.   FOR d from level + 1 to 6: SET counters[d] = 0 (reset deeper counters)
6.   a skipped level keeps a 0 in the number, e.g. 1.0.1
7.   SET number = counters[1..level] joined with dots
8.   OUTPUT number + " " + text
9. END FOR`,
        approaches: [
          {
            approach:
              'A stack of the numbers of the sections we are in: pop the deeper ones, then bump or push',
            ideas: [
              {
                idea: 'Keep a stack (list) of the section numbers on the path to the current heading',
                weight: 2,
                accept: [
                  'stack numbers',
                  'stack section',
                  'list numbers',
                  'list section number',
                  'path numbers',
                  'numbers current section',
                ],
              },
              {
                idea: "While the stack is deeper than the heading's level, pop its last number",
                weight: 3,
                accept: [
                  'pop while',
                  'pop until',
                  'pop deeper',
                  'pop last',
                  'remove last',
                  'drop last',
                  'truncate level',
                  'truncate depth',
                  'longer than level',
                  'longer than depth',
                  'length > level',
                  'length > depth',
                ],
              },
              {
                idea: 'If the stack now has the length of the level, increment its last number (a sibling)',
                weight: 3,
                accept: [
                  'increment last',
                  'increase last',
                  'add 1 last',
                  'last + 1',
                  'last plus 1',
                  'top + 1',
                  'increment top',
                ],
              },
              {
                idea: 'Otherwise it is one level deeper: push a 1 (the first sub-section)',
                weight: 2,
                accept: ['push 1', 'append 1', 'push a 1', 'append a 1', 'add a 1'],
              },
              {
                idea: 'Build the number by joining the stack with dots',
                weight: 2,
                accept: [
                  'join dot',
                  'join period',
                  'concatenat dot',
                  'separated dot',
                  'dots between',
                ],
              },
            ],
            modelAnswer: `1. SET numbers = empty stack: the section numbers on the path to the current heading
2. IF the list of headings is empty (no headings) THEN RETURN an empty table
3. FOR each heading (level, text) in document order
4.   a skipped level is clamped: SET depth = min(level, length of numbers + 1)
5.   WHILE length of numbers > depth: pop the last number (leave the deeper sections)
6.   IF length of numbers == depth THEN increment the last number: last + 1 (a sibling, 1.1 becomes 1.2)
7.   ELSE push a 1 (the first sub-section, 1 becomes 1.1)
8.   SET number = numbers joined with dots
9.   OUTPUT number + " " + text
10. END FOR`,
          },
        ],
      },
    },
    {
      id: 'html-css-pick-breakpoint',
      title: 'Pick the Active Breakpoint',
      description:
        'A design system defines named breakpoints such as sm 640, md 768, lg 1024, each with a minimum width, stored in no particular order. Describe an algorithm that returns the name of the breakpoint active for a given viewport width, the same way mobile-first min-width media queries cascade.',
      requirements: [
        'The active breakpoint is the widest one whose minimum is satisfied',
        'Viewports narrower than every minimum use the base style named "base"',
        'Do not assume the input list is ordered',
      ],
      examples: [
        {
          scenario: 'Breakpoints lg 1024, sm 640, md 768; viewport 800',
          expectedApproach:
            'sm and md match (640 and 768 <= 800); md has the largest minimum, so return md.',
        },
        {
          scenario: 'Same breakpoints; viewport 500',
          expectedApproach: 'Nothing matches: return base.',
        },
      ],
      evaluationCriteria: [
        'Compares each min width with the viewport inclusively',
        'Keeps the largest matching minimum',
        'Returns base when nothing matches',
        'Copes with unordered input',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Look at every breakpoint (or sort them and scan / binary search)',
            weight: 2,
            accept: [
              'each breakpoint',
              'every breakpoint',
              'for breakpoint',
              'loop breakpoint',
              'binary search',
              'scan breakpoint',
            ],
          },
          {
            idea: 'A breakpoint matches when its min width is less than or equal to the viewport',
            weight: 3,
            accept: [
              'less equal viewport',
              'at most viewport',
              'greater equal min',
              'not exceed viewport',
              'viewport greater equal',
              'min width viewport',
            ],
          },
          {
            idea: 'Keep the matching breakpoint with the largest min width',
            weight: 3,
            accept: [
              'largest min',
              'min greater best',
              'min larger best',
              'wider best',
              'largest width',
              'biggest min',
              'maximum min',
              'highest min',
              'best so far',
              'keep best',
            ],
          },
          {
            idea: 'Return the base style when no breakpoint matches',
            weight: 2,
            accept: [
              'return base',
              'best base',
              'start base',
              'base',
              'base style',
              'default',
              'fallback',
              'none match',
              'nothing match',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Viewport exactly equal to a breakpoint minimum (min-width is inclusive)',
            accept: ['equal', 'exactly', 'inclusive'],
          },
          {
            case: 'Breakpoints given in any order',
            accept: ['unsorted', 'any order', 'not sorted', 'unordered', 'sort'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A min-width breakpoint applies when its minimum is less than or equal to the viewport width; picking breakpoints whose minimum is larger than the viewport activates styles meant for wider screens.',
            patterns: [
              'min > viewport and min > bestmin',
              'min > viewport and min > best',
              'min >= viewport and min > bestmin',
              'min >= viewport and min > best',
              'min > width and min > bestmin',
              'min > width and min > best',
              'min >= width and min > bestmin',
              'min >= width and min > best',
              'viewport < min and min > bestmin',
              'viewport < min and min > best',
              'viewport <= min and min > bestmin',
              'viewport <= min and min > best',
              'width < min and min > bestmin',
              'width < min and min > best',
              'width <= min and min > bestmin',
              'width <= min and min > best',
              'min > viewport return name',
              'min >= viewport return name',
              'min > width return name',
              'min >= width return name',
            ],
          },
          {
            mistake:
              'Min-width queries are inclusive: a viewport exactly as wide as the minimum already uses that breakpoint, so the test must be min <= viewport, not a strict comparison.',
            patterns: [
              'viewport > min min > bestmin',
              'width > min min > bestmin',
              'viewport > min min > best',
              'width > min min > best',
              'viewport > min return',
              'width > min return',
              'min < viewport min > bestmin',
              'min < width min > bestmin',
              'min < viewport min > best',
              'min < width min > best',
              'min < viewport return',
              'min < width return',
              'strict less viewport',
              'strict smaller viewport',
              'viewport strict greater min',
              'viewport strict wider',
              'narrower or equal smallest',
              'narrower than or equal base',
              'viewport <= smallest base',
              'viewport <= min base',
              'smallest min >= viewport base',
              'min >= viewport base',
              'viewport > min and min > best',
              'width > min and min > best',
              'min < viewport and min > best',
              'min < width and min > best',
              'min < viewport set best',
              'min < width set best',
              'min < viewport best = name',
              'min < width best = name',
            ],
          },
          {
            mistake:
              'Among the matching breakpoints the widest minimum wins (the one mobile-first CSS would apply last); keeping the smallest matching minimum returns a narrower breakpoint.',
            patterns: [
              'and min < bestmin',
              'min < bestmin and min <= viewport',
              'and min < best min',
              'min < bestmin',
              'min < best min',
              'min < current best',
              'min < best so far',
              'keep smallest min',
              'smallest min that match',
              'pick smallest matching',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION activeBreakpoint(breakpoints, viewport)
2.   SET best = none, bestMin = -1
3.   FOR each breakpoint (name, min) in breakpoints (the list may be unsorted, so look at all of them)
4.     IF min is less than or equal to viewport (inclusive: exactly equal also matches)
5.       IF min > bestMin THEN SET best = name, bestMin = min (keep the largest min width so far)
6.   IF best is none THEN RETURN "base" (nothing matched, use the base style)
7.   RETURN best`,
      },
    },
  ],
};
