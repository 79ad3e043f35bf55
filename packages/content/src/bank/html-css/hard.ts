import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question: 'What is the specificity of the selector :is(#a, .b) p?',
      options: {
        A: '(0,1,1)',
        B: '(1,0,1)',
        C: '(0,0,1)',
        D: '(1,1,1)',
      },
      correct: 'B',
      explanation:
        ':is() takes the specificity of its most specific argument (#a, 1,0,0), plus p (0,0,1).',
    },
    {
      question: 'What is the specificity of the selector :where(#a) p?',
      options: {
        A: '(1,0,1)',
        B: '(0,1,1)',
        C: '(0,0,1)',
        D: '(0,0,0)',
      },
      correct: 'C',
      explanation:
        ':where() always contributes zero specificity, so only the type selector p counts.',
    },
    {
      question:
        'A normal (not !important) rule inside @layer components conflicts with a normal unlayered rule of lower specificity. Which wins?',
      options: {
        A: 'The layered rule, because its specificity is higher',
        B: 'The layered rule if it appears later in the file',
        C: 'Neither; layered and unlayered rules cannot conflict with a normal rule',
        D: 'The unlayered rule, regardless of the specificity',
      },
      correct: 'D',
      explanation:
        'Layer order is compared before specificity, and unlayered normal styles sit in an implicit final layer that beats every named layer.',
    },
    {
      question: 'Which declaration, on its own, makes an element create a new stacking context?',
      options: {
        A: 'opacity: 0.99',
        B: 'display: block',
        C: 'margin: 0 auto',
        D: 'color: rgb(0 0 0 / 0.99)',
      },
      correct: 'A',
      explanation:
        'Opacity below 1 creates a stacking context, as do transforms, filters, isolation: isolate and positioned elements with a z-index.',
    },
    {
      question:
        'A 650px-wide grid (no gap) uses grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)). How many columns does it get?',
      options: {
        A: '3',
        B: '4',
        C: '2',
        D: '1',
      },
      correct: 'A',
      explanation:
        'auto-fill fits as many 200px minimums as possible, floor(650 / 200) = 3, and 1fr then stretches each to about 216.7px.',
    },
    {
      question:
        'An element with position: sticky; top: 0 scrolls away instead of sticking. What is a common cause?',
      options: {
        A: 'It has top: 0 instead of top: 1px',
        B: 'It is a block-level element',
        C: 'An ancestor between it and the scroll container has overflow: hidden or auto',
        D: 'The document uses <!DOCTYPE html>, which disables sticky positioning',
      },
      correct: 'C',
      explanation:
        'Sticky positioning is relative to the nearest scrolling ancestor; an ancestor with overflow other than visible becomes that scroller, and if it does not scroll nothing sticks.',
    },
    {
      question:
        'Layers are declared as @layer a, b;. Both contain an !important declaration for the same property. Which wins?',
      options: {
        A: 'The one in layer b, because later layers win, important or not',
        B: 'The one with the higher specificity, ignoring the layer order',
        C: 'The one that appears last in the source',
        D: 'The one in layer a: layer order is reversed for !important',
      },
      correct: 'D',
      explanation:
        'For !important declarations the layer precedence is inverted, so earlier layers win, which lets base layers protect critical styles.',
    },
    {
      question:
        'A team builds a clickable <div role="button">. What else does it need to behave like a native <button> for keyboard users?',
      options: {
        A: 'Nothing; role="button" already gives it every native button behaviour',
        B: 'tabindex="0" and handlers that activate it on Enter and Space',
        C: 'An `aria-pressed="false"` attribute',
        D: 'A title attribute',
      },
      correct: 'B',
      explanation:
        'ARIA roles only change semantics; focusability and keyboard activation must be added by hand, which is why a real <button> is preferred.',
    },
    {
      question:
        'A 300px-wide grid has grid-template-columns: 1fr 2fr and column-gap: 30px. How wide are the columns?',
      options: {
        A: '100px and 200px',
        B: '90px and 180px',
        C: '85px and 170px',
        D: '120px and 180px',
      },
      correct: 'B',
      explanation:
        'The gap is taken first: 300 - 30 = 270px of free space is split 1:2 into 90px and 180px.',
    },
    {
      question:
        'A position: fixed modal renders relative to its parent instead of the viewport. Which parent style causes this?',
      options: {
        A: 'display: flex',
        B: 'position: relative',
        C: 'transform: translateX(0)',
        D: 'position: relative; overflow: hidden',
      },
      correct: 'C',
      explanation:
        'A transform (also filter or perspective) makes an element the containing block of its fixed-position descendants.',
    },
    {
      question:
        'A flex item containing a long unbreakable URL overflows its container instead of shrinking. What is the usual fix?',
      options: {
        A: 'Set min-width: 0 on the flex item',
        B: 'Set flex-shrink: 0 on the flex item',
        C: 'Set display: inline on the container',
        D: 'Set width: auto on the container',
      },
      correct: 'A',
      explanation:
        'Flex items default to min-width: auto, which stops them shrinking below their content size; min-width: 0 removes that floor.',
    },
    {
      question:
        'What must an ancestor declare before @container (min-width: 400px) rules can match against it?',
      options: {
        A: 'display: grid',
        B: 'container-name: card (and nothing else)',
        C: 'contain: paint',
        D: 'container-type: inline-size (or size)',
      },
      correct: 'D',
      explanation:
        'Container queries only query elements established as containers with container-type (optionally named with container-name).',
    },
    {
      question:
        'An absolutely positioned element has width: 100%. What is the percentage resolved against?',
      options: {
        A: 'The viewport width',
        B: 'The padding box of its containing block',
        C: 'The content box of its direct parent, always',
        D: 'Its own intrinsic width',
      },
      correct: 'B',
      explanation:
        'For absolutely positioned boxes the containing block is formed by the padding edge of the nearest positioned ancestor.',
    },
    {
      question:
        'With <img srcset="a-480.jpg 480w, a-960.jpg 960w" sizes="(max-width: 600px) 100vw, 50vw">, which file does a browser normally pick on a 1200px-wide viewport at device pixel ratio 1?',
      options: {
        A: 'a-480.jpg, because it is listed first',
        B: 'a-480.jpg, the closest to 600px',
        C: 'a-960.jpg',
        D: 'Neither; src is required',
      },
      correct: 'C',
      explanation:
        'The slot is 50vw = 600px, so the browser needs at least 600 device pixels and picks the 960w candidate.',
    },
  ],
  coding: [
    {
      id: 'html-css-validate-nesting',
      title: 'Validate HTML Tag Nesting',
      description:
        'Write a checker that reports the first nesting error in an HTML document.\n\n' +
        'Input: the document, any number of lines. Tags are written `<...>` and never span lines; attribute values never contain `>`. Everything outside tags is text and is ignored. Rules:\n' +
        '- A tag whose content starts with `!` (like `<!DOCTYPE html>`) is ignored.\n' +
        '- The tag name is the run of letters, digits and `-` right after `<` or `</`; names are case-insensitive (report them in lower case).\n' +
        '- Void elements never need closing and are never pushed: area, base, br, col, embed, hr, img, input, link, meta, source, track, wbr. A tag ending in `/>` is self-closing and is not pushed either.\n' +
        '- Any other opening tag is pushed on a stack; a closing tag `</name>` must match the innermost open element.\n\n' +
        'Output exactly one line: the first error found scanning lines from 1 and tags from left to right, or `OK`:\n' +
        '- `line L: unexpected </name>` for a closing tag when nothing is open;\n' +
        '- `line L: expected </top> but found </name>` for a closing tag that does not match the innermost open element `top`;\n' +
        '- at the end of input, if elements are still open: `line L: unclosed <top>` for the innermost one, where L is the line of its opening tag.',
      examples: [
        {
          input: '<div>\n  <p>Hello <b>world</b></p>\n</div>\n',
          output: 'OK',
          explanation: 'Every element is closed in the right order.',
        },
        {
          input: '<ul>\n  <li>One\n</ul>\n',
          output: 'line 3: expected </li> but found </ul>',
          explanation: 'The li opened on line 2 is still open when </ul> arrives.',
        },
      ],
      constraints: [
        'At most 500 lines of at most 200 characters',
        'Tags are well formed: every < has a matching > on the same line',
      ],
      testCases: [
        tc('<div>\n  <p>Hello <b>world</b></p>\n</div>\n', 'OK', false),
        tc('<ul>\n  <li>One\n</ul>\n', 'line 3: expected </li> but found </ul>', false),
        tc('<p>Hi</p></div>\n', 'line 1: unexpected </div>'),
        tc(
          '<!DOCTYPE html>\n<html>\n<body>\n<img src="a.png" alt="A">\n<br>\n<svg><circle r="5"/></svg>\n</body>\n',
          'line 2: unclosed <html>',
        ),
        tc('<DIV><Span>x</SPAN></div>\n', 'OK'),
        tc('', 'OK'),
        tc('<section>\n<h2>Title</h3>\n</section>\n', 'line 2: expected </h2> but found </h3>'),
        tc('<main><article><p>a</p>\n<p>b\n', 'line 2: unclosed <p>'),
        tc('<input type="text"></input>\n', 'line 1: unexpected </input>'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}


def check(lines):
    stack = []
    for ln, line in enumerate(lines, 1):
        for m in re.finditer(r'<([^>]*)>', line):
            body = m.group(1)
            if body.startswith('!'):
                continue
            if body.startswith('/'):
                name = re.match(r'[A-Za-z0-9-]*', body[1:]).group(0).lower()
                if not stack:
                    return 'line %d: unexpected </%s>' % (ln, name)
                top = stack[-1][0]
                if top != name:
                    return 'line %d: expected </%s> but found </%s>' % (ln, top, name)
                stack.pop()
                continue
            name = re.match(r'[A-Za-z0-9-]*', body).group(0).lower()
            if name in VOID or body.endswith('/'):
                continue
            stack.append((name, ln))
    if stack:
        name, ln = stack[-1]
        return 'line %d: unclosed <%s>' % (ln, name)
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
NAMES = ['div', 'p', 'span', 'ul', 'li', 'section', 'article', 'b', 'em', 'my-card', 'h2', 'table', 'td']
VOID = ['br', 'img src="a.png" alt="x"', 'hr', 'input type="text"', 'meta charset="utf-8"', 'link rel="icon"', 'wbr', 'source', 'col']
def cased(s):
    return ''.join(c.upper() if random.random() < 0.2 else c for c in s)
# Build a well-nested document line by line, then break it as the mode says.
lines = []
stack = []
body = n - 1 if mode == 'unclosed' else n - 3
for ln in range(body):
    parts = []
    if ln == 0 and mode != 'unexpected':
        parts.append('<!DOCTYPE html>')
    for _ in range(random.randint(1, 4)):
        r = random.random()
        if r < 0.35 and len(stack) < 20:
            name = random.choice(NAMES)
            stack.append(name)
            parts.append('<' + cased(name) + random.choice(['', ' class="a"', ' id="x" data-k="1"']) + '>')
        elif r < 0.65 and stack:
            parts.append('</' + cased(stack.pop()) + '>')
        elif r < 0.75:
            parts.append('<' + cased(random.choice(VOID)) + random.choice(['>', ' />', '/>']))
        elif r < 0.8:
            parts.append('<circle r="5"/>')
        elif r < 0.85:
            parts.append('<!-- note -->')
        else:
            parts.append(random.choice(['text', 'a > b', 'Hello, world', '']))
    line = ' '.join(parts)
    lines.append(line[:200] if len(line) <= 200 else ' '.join(parts[:1]))
    if len(line) > 200:
        raise SystemExit('line too long')
# close everything on the last lines (at most 20 open, 10 per line) so the document is OK
closing = ['</' + s + '>' for s in reversed(stack)]
if mode == 'mismatch':
    lines.append('<div><p>x</div>')
elif mode == 'unexpected':
    lines = ['</section>'] + lines
if mode != 'unclosed':
    while closing:
        chunk, closing = closing[:10], closing[10:]
        lines.append(''.join(chunk))
if mode == 'late-unexpected':
    lines.append('</main>')
print('\n'.join(lines))
`,
        tests: [
          { args: '500 ok', label: '500 lines, well nested' },
          { args: '500 mismatch', label: '500 lines, a mismatched closing tag' },
          { args: '500 unclosed', label: '500 lines, elements left open' },
          { args: '500 unexpected', label: '500 lines, a closing tag with nothing open' },
          { args: '500 late-unexpected', label: '500 lines, an extra closing tag at the end' },
          { args: '4 unclosed', label: '4 lines, elements left open' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 500, 'more than 500 lines'
for l in lines:
    assert len(l) <= 200, 'line longer than 200 characters'
    assert '<' not in re.sub(r'<[^<>]*>', '', l), 'a < without its > on the same line'
`,
        wrongSolutions: [
          {
            name: 'pushes-void-elements',
            language: 'python3',
            mustFail: 'WA',
            why: 'Forgets the void elements, so <br>, <img> or <input> without a closing tag are reported as unclosed',
            source: String.raw`import re
import sys

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}


def check(lines):
    stack = []
    for ln, line in enumerate(lines, 1):
        for m in re.finditer(r'<([^>]*)>', line):
            body = m.group(1)
            if body.startswith('!'):
                continue
            if body.startswith('/'):
                name = re.match(r'[A-Za-z0-9-]*', body[1:]).group(0).lower()
                if not stack:
                    return 'line %d: unexpected </%s>' % (ln, name)
                top = stack[-1][0]
                if top != name:
                    return 'line %d: expected </%s> but found </%s>' % (ln, top, name)
                stack.pop()
                continue
            name = re.match(r'[A-Za-z0-9-]*', body).group(0).lower()
            if body.endswith('/'):
                continue
            stack.append((name, ln))
    if stack:
        name, ln = stack[-1]
        return 'line %d: unclosed <%s>' % (ln, name)
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
          },
          {
            name: 'outermost-unclosed',
            language: 'python3',
            mustFail: 'WA',
            why: 'Reports the outermost open element at the end of input instead of the innermost one',
            source: String.raw`import re
import sys

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}


def check(lines):
    stack = []
    for ln, line in enumerate(lines, 1):
        for m in re.finditer(r'<([^>]*)>', line):
            body = m.group(1)
            if body.startswith('!'):
                continue
            if body.startswith('/'):
                name = re.match(r'[A-Za-z0-9-]*', body[1:]).group(0).lower()
                if not stack:
                    return 'line %d: unexpected </%s>' % (ln, name)
                top = stack[-1][0]
                if top != name:
                    return 'line %d: expected </%s> but found </%s>' % (ln, top, name)
                stack.pop()
                continue
            name = re.match(r'[A-Za-z0-9-]*', body).group(0).lower()
            if name in VOID or body.endswith('/'):
                continue
            stack.append((name, ln))
    if stack:
        name, ln = stack[0]
        return 'line %d: unclosed <%s>' % (ln, name)
    return 'OK'


print(check(sys.stdin.read().split('\n')))
`,
          },
        ],
      },
    },
    {
      id: 'html-css-cascade-winner',
      title: 'Resolve the Cascade',
      description:
        'Several CSS rules all match the same element. Decide which value wins for each property.\n\n' +
        'Input: the first line holds N. Each of the next N lines is a declaration `selector | property | value`, in source order; the value may end with ` !important`. Selectors use the same grammar as in the specificity exercise: `#id`, `.class`, `[attr...]`, `:pseudo-class`, `::pseudo-element`, element names, `*` and the combinators space, `>`, `+`, `~`. Parts are separated by `|` and never contain it.\n\n' +
        'For each property the winner is decided by, in order: (1) an !important declaration beats a normal one; (2) higher specificity wins, comparing ids first, then classes/attributes/pseudo-classes, then types/pseudo-elements (11 classes never beat one id); (3) the later declaration wins.\n\n' +
        'Output: for each property in alphabetical order, `property: value` with the winning value (without `!important`).',
      examples: [
        {
          input: '3\np | color | black\n.note | color | blue\np | margin | 0\n',
          output: 'color: blue\nmargin: 0',
          explanation: '.note (0,1,0) beats p (0,0,1); margin has only one declaration.',
        },
        {
          input: '3\n#intro | color | red\np | color | green !important\n.a.b.c | color | blue\n',
          output: 'color: green',
          explanation: 'An !important declaration beats any normal one, whatever its specificity.',
        },
      ],
      constraints: ['1 <= N <= 200', 'Property names are lower case and contain no spaces'],
      testCases: [
        tc(
          '3\np | color | black\n.note | color | blue\np | margin | 0\n',
          'color: blue\nmargin: 0',
          false,
        ),
        tc(
          '3\n#intro | color | red\np | color | green !important\n.a.b.c | color | blue\n',
          'color: green',
          false,
        ),
        tc('2\n.a | color | red\n.b | color | blue\n', 'color: blue'),
        tc('2\n#x | color | red !important\n.y | color | blue !important\n', 'color: red'),
        tc(
          '4\ndiv p | font-size | 14px\n.text | font-size | 16px\np | font-size | 12px\nbody div p span | font-size | 10px\n',
          'font-size: 16px',
        ),
        tc('1\n* | box-sizing | border-box\n', 'box-sizing: border-box'),
        tc(
          '5\na:hover | color | purple\na | text-decoration | none\n[href] | color | teal\na | color | navy !important\nnav a | text-decoration | underline\n',
          'color: navy\ntext-decoration: underline',
        ),
        tc(
          '3\n.a .b .c .d .e .f .g .h .i .j .k | color | red\n#one | color | blue\nul li | padding | 0 4px\n',
          'color: blue\npadding: 0 4px',
        ),
        tc('2\np | color | red !important\np | color | blue !important\n', 'color: blue'),
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
    return (a, b, c)


lines = sys.stdin.read().split('\n')
n = int(lines[0])
best = {}
for idx in range(n):
    sel, prop, val = [x.strip() for x in lines[1 + idx].split('|')]
    important = val.endswith('!important')
    if important:
        val = val[:-len('!important')].strip()
    key = (1 if important else 0, specificity(sel), idx)
    if prop not in best or key > best[prop][0]:
        best[prop] = (key, val)
for prop in sorted(best):
    print('%s: %s' % (prop, best[prop][1]))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
PROPS = ['color', 'margin', 'padding', 'font-size', 'display', 'z-index', 'background-color', 'border']
VALUES = ['red', 'blue', '0', '4px', '1em', 'none', 'block', '10', '0 4px', '1px solid #ccc', 'inherit']
def compound():
    return random.choice(['', 'p', 'div', 'a', '*']) + ''.join(random.choice(['#x', '.a', '.b', '[href]', ':hover', '::before']) for _ in range(random.randint(0, 3))) or 'p'
def selector():
    return random.choice([' ', ' > ', ' + ', ' ~ ']).join(compound() for _ in range(random.randint(1, 3)))
rows = []
for i in range(n):
    if mode == 'random':
        sel, prop = selector(), random.choice(PROPS)
    elif mode == 'ties':
        # the same specificity everywhere: the later declaration decides
        sel, prop = random.choice(['.a', '.b', '[x]', ':hover', 'p.c']), random.choice(PROPS[:3])
    elif mode == 'classes':
        # many classes against a single id: ids always win
        sel = random.choice(['#one', ' '.join('.c%d' % k for k in range(random.randint(10, 15)))])
        prop = random.choice(PROPS[:2])
    elif mode == 'single':
        sel, prop = selector(), 'color'
    else:
        raise SystemExit('unknown mode ' + mode)
    val = random.choice(VALUES) + str(i)
    if random.random() < (0.15 if mode != 'ties' else 0.05):
        val += ' !important'
    rows.append('%s | %s | %s' % (sel, prop, val))
print(n)
print('\n'.join(rows))
`,
        tests: [
          { args: '200 random', label: '200 declarations, random selectors' },
          { args: '200 ties', label: '200 declarations of equal specificity' },
          { args: '200 classes', label: '200 declarations, many classes against one id' },
          { args: '200 single', label: '200 declarations of one property' },
          { args: '1 random', label: 'a single declaration' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
assert 1 <= n <= 200, 'N out of range'
assert len(lines) >= n + 1, 'expected N declarations'
NAME = r'[A-Za-z0-9_-]+'
SIMPLE = r'(#' + NAME + r'|\.' + NAME + r'|\[[^\]]*\]|::?' + NAME + r')'
COMPOUND = r'(\*|[A-Za-z][A-Za-z0-9_-]*)?' + SIMPLE + '*'
SEL = r'\s*' + COMPOUND + r'(\s*[>+~ ]\s*' + COMPOUND + r')*\s*'
for l in lines[1:n + 1]:
    parts = l.split('|')
    assert len(parts) == 3, 'expected selector | property | value'
    sel, prop, val = (p.strip() for p in parts)
    assert sel and re.fullmatch(SEL, sel), 'bad selector'
    assert re.fullmatch(r'[a-z-]+', prop), 'property must be lower case without spaces'
    assert val, 'empty value'
assert all(l.strip() == '' for l in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'weighted-sum',
            language: 'python3',
            mustFail: 'WA',
            why: 'Adds specificity as 100a + 10b + c, so eleven classes beat one id',
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
    return (a, b, c)


lines = sys.stdin.read().split('\n')
n = int(lines[0])
best = {}
for idx in range(n):
    sel, prop, val = [x.strip() for x in lines[1 + idx].split('|')]
    important = val.endswith('!important')
    if important:
        val = val[:-len('!important')].strip()
    a, b, c = specificity(sel)
    key = (1 if important else 0, 100 * a + 10 * b + c, idx)
    if prop not in best or key > best[prop][0]:
        best[prop] = (key, val)
for prop in sorted(best):
    print('%s: %s' % (prop, best[prop][1]))
`,
          },
          {
            name: 'first-wins-on-tie',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps the earlier declaration when importance and specificity tie, but the later one wins',
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
    return (a, b, c)


lines = sys.stdin.read().split('\n')
n = int(lines[0])
best = {}
for idx in range(n):
    sel, prop, val = [x.strip() for x in lines[1 + idx].split('|')]
    important = val.endswith('!important')
    if important:
        val = val[:-len('!important')].strip()
    key = (1 if important else 0, specificity(sel), -idx)
    if prop not in best or key > best[prop][0]:
        best[prop] = (key, val)
for prop in sorted(best):
    print('%s: %s' % (prop, best[prop][1]))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'html-css-media-query-match',
      title: 'Media Query Matcher',
      description:
        'This JavaScript program reads a viewport width and then media query conditions, one query per line, such as `min-width:768px` or `min-width:768px and max-width:1023px`. It should print `yes` if the query matches the viewport and `no` otherwise. As in CSS, min-width and max-width are inclusive and every condition joined by `and` must hold. Some answers are wrong. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const width = Number(lines[0].trim());
const out = [];
for (const raw of lines.slice(1)) {
  const line = raw.trim();
  if (line === '') continue;
  const conditions = line.split(' and ').map((cond) => {
    const [feature, value] = cond.trim().split(':');
    return { feature, px: parseInt(value, 10) };
  });
  const matches = conditions.some((c) => {
    if (c.feature === 'min-width') return width > c.px;
    if (c.feature === 'max-width') return width < c.px;
    return false;
  });
  out.push(matches ? 'yes' : 'no');
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const width = Number(lines[0].trim());
const out = [];
for (const raw of lines.slice(1)) {
  const line = raw.trim();
  if (line === '') continue;
  const conditions = line.split(' and ').map((cond) => {
    const [feature, value] = cond.trim().split(':');
    return { feature, px: parseInt(value, 10) };
  });
  const matches = conditions.every((c) => {
    if (c.feature === 'min-width') return width >= c.px;
    if (c.feature === 'max-width') return width <= c.px;
    return false;
  });
  out.push(matches ? 'yes' : 'no');
}
console.log(out.join('\n'));
`,
      expectedBehavior:
        'Input: the viewport width on the first line, then one query per line. Output: yes or no per query; min-width:N matches widths >= N, max-width:N matches widths <= N, and all conditions joined by "and" must match.',
      hints: [
        'Does min-width:768px match a viewport that is exactly 768px wide?',
        'Try "min-width:768px and max-width:1023px" with a 1200px viewport.',
        'Which array method asks that every element passes, and which one that at least one does?',
      ],
      testCases: [
        {
          input: '768\nmin-width:768px\nmax-width:767px\n',
          expectedOutput: 'yes\nno',
          hidden: false,
        },
        {
          input: '1200\nmin-width:768px and max-width:1023px\nmin-width:1024px\n',
          expectedOutput: 'no\nyes',
          hidden: false,
        },
        {
          input: '500\nmin-width:640px\nmax-width:639px\n',
          expectedOutput: 'no\nyes',
          hidden: true,
        },
        {
          input: '1023\nmax-width:1023px\nmin-width:768px and max-width:1023px\n',
          expectedOutput: 'yes\nyes',
          hidden: true,
        },
        {
          input: '320\nmin-width:0px\nmin-width:321px and max-width:2000px\n',
          expectedOutput: 'yes\nno',
          hidden: true,
        },
        {
          input:
            '1440\nmax-width:1439px\nmin-width:1440px and max-width:1440px\nmin-width:1441px\n',
          expectedOutput: 'no\nyes\nno',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'The comparisons are exclusive (> and <), but min-width and max-width include the boundary value.',
          testIndexes: [0, 3, 5],
        },
        {
          description:
            'The conditions are combined with some() (OR): one satisfied condition makes the whole query match, but "and" requires all of them (every).',
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'html-css-resolve-relative-url',
      title: 'Resolve a Relative Link',
      description:
        'A static-site link checker resolves the href of each link against the path of the page that contains it. This JavaScript program reads lines `BASE REL`, where BASE is the absolute path of the page (like `/docs/guide/intro.html`) and REL the link. A REL starting with `/` is site-absolute; otherwise it is resolved against the directory of BASE. Segments `.` are dropped, `..` goes up one directory but never above the root, and empty segments are dropped (so the output has no trailing slash except for the root `/`). It prints wrong paths. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`function resolve(base, rel) {
  const parts = [];
  if (!rel.startsWith('/')) {
    parts.push(...base.split('/').filter((s) => s !== ''));
  }
  for (const seg of rel.split('/')) {
    if (seg === '') continue;
    if (seg === '..') {
      parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return '/' + parts.join('/');
}

const out = [];
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const fields = line.trim().split(/\s+/);
  if (fields.length !== 2) continue;
  out.push(resolve(fields[0], fields[1]));
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`function resolve(base, rel) {
  const parts = [];
  if (!rel.startsWith('/')) {
    const dir = base.slice(0, base.lastIndexOf('/'));
    parts.push(...dir.split('/').filter((s) => s !== ''));
  }
  for (const seg of rel.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return '/' + parts.join('/');
}

const out = [];
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const fields = line.trim().split(/\s+/);
  if (fields.length !== 2) continue;
  out.push(resolve(fields[0], fields[1]));
}
console.log(out.join('\n'));
`,
      expectedBehavior:
        'Input: lines "BASE REL". Output: one resolved absolute path per line, e.g. "/docs/guide/intro.html ../api/index.html" gives "/docs/api/index.html".',
      hints: [
        'A relative link is resolved against the page\'s directory, not against the page itself. What happens to "intro.html"?',
        'Which kinds of segment does the loop skip, and which ones does it keep as directory names?',
        'Try "/c/./d.html" by hand.',
      ],
      testCases: [
        {
          input: '/docs/guide/intro.html img/logo.png\n',
          expectedOutput: '/docs/guide/img/logo.png',
          hidden: false,
        },
        {
          input: '/docs/guide/intro.html ../api/index.html\n',
          expectedOutput: '/docs/api/index.html',
          hidden: false,
        },
        { input: '/a/b.html /c/./d.html\n', expectedOutput: '/c/d.html', hidden: true },
        { input: '/index.html ../../x.css\n', expectedOutput: '/x.css', hidden: true },
        { input: '/a/b/c.html ./d/../e.html\n', expectedOutput: '/a/b/e.html', hidden: true },
        {
          input: '/blog/post.html ../../../../home.html\n',
          expectedOutput: '/home.html',
          hidden: true,
        },
        { input: '/x.html /\n', expectedOutput: '/', hidden: true },
        { input: '/a/b.html ./././c.html\n', expectedOutput: '/a/c.html', hidden: true },
      ],
      bugs: [
        {
          description:
            'The whole BASE path, including the page file name, is used as the starting directory instead of its parent directory.',
          testIndexes: [0, 1, 4, 7],
        },
        {
          description:
            'Only empty segments are skipped: "." is kept as if it were a directory name instead of being dropped.',
          testIndexes: [2, 4, 7],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'html-css-lazy-load-images',
      title: 'Lazy-Load Images',
      description:
        'A long article page has hundreds of images. To save bandwidth, each image is written with its real URL in a data-src attribute and no src. Describe the algorithm that starts loading each image only when it comes near the visible part of the page, with a margin of 200 pixels.',
      requirements: [
        'Images must start loading once they are within 200 pixels of the visible area',
        'An image is loaded at most once',
        'The page must stay smooth while the user scrolls',
      ],
      examples: [
        {
          scenario: 'Viewport shows y = 1000..1800; an image spans y = 1950..2250',
          expectedApproach: '1950 < 1800 + 200, so it is close enough: load it now.',
        },
        {
          scenario: 'An image at y = 5000 while the viewport shows y = 0..800',
          expectedApproach: 'Too far: keep waiting.',
        },
      ],
      evaluationCriteria: [
        'Tracks the images not loaded yet',
        'Tests each against the viewport plus margin',
        'Copies data-src into src and stops tracking it',
        'Avoids doing the work on every scroll event and handles images visible at load',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep a collection of the images that are not loaded yet',
            weight: 2,
            accept: ['pending', 'not yet loaded', 'unloaded', 'not loaded'],
          },
          {
            idea: 'Re-check on scroll and resize, or use an IntersectionObserver',
            weight: 2,
            accept: ['scroll', 'intersectionobserver', 'intersection observer', 'resize'],
          },
          {
            idea: 'Test whether the image rectangle is within the viewport extended by the margin',
            weight: 3,
            accept: [
              'bounding rect',
              'getboundingclientrect',
              'intersect viewport',
              'overlap viewport',
              'within viewport',
              'inside viewport',
              'rootmargin',
              'top less bottom',
            ],
          },
          {
            idea: 'Copy data-src into src to start the download',
            weight: 2,
            accept: ['data src', 'set src', 'assign src', 'copy src', 'swap src'],
          },
          {
            idea: 'Stop tracking the image once it is loading',
            weight: 1,
            accept: [
              'remove pending',
              'remove list',
              'remove set',
              'unobserve',
              'stop observ',
              'stop track',
              'delete pending',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Throttle the checks so scrolling stays smooth',
            accept: [
              'throttl',
              'debounc',
              'requestanimationframe',
              'animation frame',
              'no scroll listener',
              'not scroll listener',
              'without scroll listener',
            ],
          },
          {
            case: 'Images already near the viewport when the page loads',
            accept: ['initial', 'page load', 'first render', 'already visible', 'on load'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The real URL lives in data-src and must be copied into src to start the download; copying src into data-src just copies the empty src and nothing loads.',
            patterns: [
              'dataset src = src',
              'data src = src',
              'copy src into dataset',
              'copy src attribute into data src',
              'copy src to data src',
              'move src into data src',
              'set data src to src',
              'src attribute into data src',
              'setattribute data src src',
            ],
          },
          {
            mistake:
              'The 200-pixel margin enlarges the area checked (top < viewport height + 200); subtracting it starts loading only after the image is already well inside the screen.',
            patterns: [
              'height - 200 > top',
              'top + 200 < height',
              'top + 200 <= height',
              'rootmargin - 200',
              'top < height - 200 bottom',
              'top <= height - 200 bottom',
              'top < height - margin bottom',
              'top <= height - margin bottom',
              'height - margin > top',
              'height - 200 >= top',
              'subtract 200 from height',
              'subtract margin from height',
              'subtract 200 from viewport',
              'subtract margin from viewport',
              'top + margin < height',
              'top + margin <= height',
            ],
          },
          {
            mistake:
              'An image is near when its top is above the bottom of the extended viewport (top < height + 200); loading when the top is greater than that loads the far-away images and skips the visible ones.',
            patterns: [
              'top > height src',
              'top > height load',
              'top > height copy',
              'top >= height src',
              'top >= height load',
              'top >= height copy',
              'height < top src',
              'height < top load',
              'height < top copy',
              'height <= top src',
              'height <= top load',
              'height <= top copy',
            ],
          },
        ],
        modelAnswer: `1. SET pending = all images that have data-src and are not loaded yet
2. FUNCTION check()
3.   FOR each image in pending
4.     SET r = image.getBoundingClientRect()
5.     IF r.top < viewportHeight + 200 AND r.bottom > -200 (the image is within the viewport plus the margin)
6.       SET src = image.dataset.src (copy data-src into src to start the download)
7.       remove the image from pending so it is never loaded twice
8.   IF pending is empty THEN stop listening for scroll and resize
9. ON scroll or resize: call check() at most once per animation frame (throttle with requestAnimationFrame)
10. call check() once at page load so images that are already visible load immediately`,
      },
    },
    {
      id: 'html-css-contrast-ratio',
      title: 'Text Contrast Checker',
      description:
        'An accessibility linter must decide whether a text colour and a background colour, both given as 6-digit hex strings, have enough contrast for normal-size body text under WCAG 2 level AA. Describe the algorithm, including the formulas it uses.',
      requirements: [
        'Compute the WCAG 2 contrast ratio of the two colours',
        'Report whether normal text passes level AA',
        'The colours may be passed in either order',
      ],
      examples: [
        {
          scenario: 'Text #777777 on #ffffff',
          expectedApproach: 'Ratio about 4.48, just below 4.5: fails AA for normal text.',
        },
        { scenario: 'Text #000000 on #ffffff', expectedApproach: 'Ratio 21: passes.' },
      ],
      evaluationCriteria: [
        'Converts hex channels to 0..1',
        'Linearises sRGB channels',
        'Computes relative luminance',
        'Computes (L1 + 0.05) / (L2 + 0.05) with the lighter colour on top and compares with 4.5',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Parse each hex pair into a channel and divide by 255',
            weight: 1,
            accept: ['divide 255', 'over 255', '255', 'parse hex'],
          },
          {
            idea: 'Linearise each channel: c/12.92 if c <= 0.04045, else ((c + 0.055) / 1.055)^2.4',
            weight: 2,
            accept: ['lineari', '12 92', 'gamma', '1 055'],
          },
          {
            idea: 'Relative luminance L = 0.2126 R + 0.7152 G + 0.0722 B',
            weight: 2,
            accept: ['luminance', '0 2126', '2126 7152'],
          },
          {
            idea: 'Contrast ratio = (lighter L + 0.05) / (darker L + 0.05)',
            weight: 3,
            accept: ['lighter 05', 'larger 05', 'max 05', 'l1 05', 'ratio 05', 'brighter 05'],
          },
          {
            idea: 'Pass when the ratio is at least 4.5 for normal text',
            weight: 2,
            accept: ['4 5 text', 'ratio 4 5', 'compare 4 5', 'least 4 5', 'threshold 4'],
          },
        ],
        edgeCases: [
          {
            case: 'Colours given in either order (take the lighter as L1)',
            accept: ['either order', 'swap', 'whichever', 'max min', 'lighter'],
          },
          {
            case: 'Identical colours give ratio 1 and fail',
            accept: ['identical', 'same colour', 'same color', 'ratio 1', 'ratio of 1'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Normal-size text needs a ratio of at least 4.5 at level AA; 3 is the limit for large text only, and 7 is the stricter AAA level.',
            patterns: [
              'ratio >= 3 pass',
              'ratio > 3 pass',
              'ratio >= 3 return true',
              'ratio >= 3 true',
              'at least 3 pass',
              'ratio >= 7 pass',
              'ratio >= 7 return true',
              'at least 7 pass',
              'ratio >= 3 then pass',
            ],
          },
          {
            mistake:
              'The ratio divides the lighter luminance (plus 0.05) by the darker one (plus 0.05); dividing the other way, or always putting the text colour on top, gives a value below 1 for dark text on a light background.',
            patterns: [
              'l2 + 0.05 / l1 + 0.05',
              'darker + 0.05 / lighter',
              'min + 0.05 / max',
              'text + 0.05 / background',
              'foreground + 0.05 / background',
              'fg + 0.05 / bg',
              'darker 0.05 divided lighter',
              'smaller + 0.05 / larger',
              'dark + 0.05 / light',
            ],
          },
          {
            mistake:
              'Relative luminance weights the linearised channels 0.2126, 0.7152 and 0.0722 because the eye is most sensitive to green; a plain average of the channels misjudges many colour pairs.',
            patterns: [
              'r + g + b / 3',
              'average r g b',
              'average channel',
              'mean channel',
              'average red green blue',
              'r g b / 3',
              'sum channel / 3',
              'mean r g b',
            ],
          },
          {
            mistake:
              'The sRGB curve is linear for small values: c <= 0.04045 uses c / 12.92 and only larger values use ((c + 0.055) / 1.055) ^ 2.4; swapping the branches distorts every luminance.',
            patterns: [
              'less 0.04045 then 1.055',
              'less 0.04045 = 1.055',
              'less 0.04045 then 2.4',
              'greater 0.04045 then 12.92',
              'greater 0.04045 = 12.92',
              '0.04045 or less 1.055',
              'below 0.04045 power 2.4',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION luminance(hex)
2.   FOR each channel pair in hex: SET c = parse hex pair, divide by 255
3.     IF c <= 0.04045 THEN SET c = c / 12.92 ELSE SET c = ((c + 0.055) / 1.055) ^ 2.4 (linearise sRGB)
4.   RETURN relative luminance 0.2126 * R + 0.7152 * G + 0.0722 * B
5. SET a = luminance(text), b = luminance(background)
6. SET L1 = max(a, b) and L2 = min(a, b), so the lighter colour is on top whichever order the colours came in
7. SET ratio = (L1 + 0.05) / (L2 + 0.05)
8. IF ratio >= 4.5 THEN RETURN pass ELSE RETURN fail (compare with 4.5 for normal text)
9. identical colours give a ratio of 1 and therefore fail`,
      },
    },
  ],
};
