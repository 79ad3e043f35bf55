import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'Which element marks up the most important heading of a page section?',
      options: { A: '<head>', B: '<h1>', C: '<header>', D: '<h6>' },
      correct: 'B',
      explanation:
        '<h1> is the top-level heading; <head> holds metadata and <header> is a landmark container, not a heading.',
    },
    {
      question: "Which CSS property sets the colour of an element's text?",
      options: { A: 'font-color', B: 'text-color', C: 'color', D: 'foreground' },
      correct: 'C',
      explanation: 'The standard property is color; font-color and text-color do not exist in CSS.',
    },
    {
      question: 'How do you load an external stylesheet named styles.css from an HTML page?',
      options: {
        A: '<style src="styles.css"></style>',
        B: '<script href="styles.css"></script>',
        C: '<css file="styles.css">',
        D: '<link rel="stylesheet" href="styles.css">',
      },
      correct: 'D',
      explanation: 'A <link> element with rel="stylesheet" in the head loads an external CSS file.',
    },
    {
      question:
        'Which attribute gives an image a text alternative for screen readers and broken images?',
      options: { A: 'alt', B: 'title', C: 'label', D: 'caption' },
      correct: 'A',
      explanation:
        'The alt attribute provides the text alternative of an <img>; title is only a tooltip.',
    },
    {
      question: 'Which selector matches every element that has class="card"?',
      options: {
        A: '#card (hash prefix)',
        B: 'card (no prefix)',
        C: '.card (dot prefix)',
        D: '*card (star prefix)',
      },
      correct: 'C',
      explanation:
        'A dot prefixes a class selector; # selects an id and a bare name selects an element type.',
    },
    {
      question: 'Which HTML element creates a hyperlink to another page?',
      options: { A: '<link>', B: '<a>', C: '<href>', D: '<nav>' },
      correct: 'B',
      explanation:
        'The anchor element <a> with an href attribute creates a hyperlink; <link> relates external resources such as stylesheets.',
    },
    {
      question: 'In the CSS box model, which area lies between the content and the border?',
      options: { A: 'margin', B: 'outline', C: 'gap', D: 'padding' },
      correct: 'D',
      explanation: 'Padding surrounds the content inside the border; margin is outside the border.',
    },
    {
      question: 'What is the default value of the CSS display property for a <span>?',
      options: { A: 'inline', B: 'block', C: 'inline-block', D: 'flex' },
      correct: 'A',
      explanation:
        'A <span> is an inline element, so it flows within a line of text and ignores width and height.',
    },
    {
      question:
        'Which declaration must be on the first line of an HTML5 document to trigger standards mode?',
      options: {
        A: '<html version="5">',
        B: '<?xml version="1.0"?>',
        C: '<!DOCTYPE html>',
        D: '<meta charset="utf-8">',
      },
      correct: 'C',
      explanation:
        'The <!DOCTYPE html> declaration tells the browser to render the page in standards mode.',
    },
    {
      question: 'Which element should wrap a list whose item order does not matter?',
      options: { A: '<ol>', B: '<dl>', C: '<li>', D: '<ul>' },
      correct: 'D',
      explanation:
        '<ul> is an unordered list; <ol> is for ordered lists and <li> is a single item.',
    },
    {
      question: 'What does the CSS rule p { margin: 10px 20px; } set?',
      options: {
        A: '10px top and bottom, 20px left and right',
        B: '10px left and right, 20px top and bottom',
        C: '10px top, 20px bottom, no side margins',
        D: '10px on all sides plus 20px extra at the bottom',
      },
      correct: 'A',
      explanation:
        'With two values the first applies to top and bottom and the second to left and right.',
    },
    {
      question: 'Which input type shows a field whose characters are masked as the user types?',
      options: {
        A: 'type="hidden"',
        B: 'type="password"',
        C: 'type="secret"',
        D: 'type="text" masked',
      },
      correct: 'B',
      explanation:
        'An <input type="password"> masks its characters; hidden inputs are not shown at all.',
    },
    {
      question: 'Which unit is relative to the font size of the root <html> element?',
      options: { A: 'em', B: 'px', C: 'rem', D: 'vh' },
      correct: 'C',
      explanation:
        "rem means root em: it scales with the root font size, while em follows the element's own font size.",
    },
    {
      question: 'How do you write a comment inside a CSS file?',
      options: {
        A: '<!-- comment --> (HTML style)',
        B: '// comment (line style)',
        C: '# comment (hash style)',
        D: '/* comment */ (block style)',
      },
      correct: 'D',
      explanation: 'CSS only supports /* ... */ comments; <!-- --> is HTML comment syntax.',
    },
  ],
  coding: [
    {
      id: 'html-css-hex-to-rgb',
      title: 'Hex Colour to rgb()',
      description:
        'Designers hand you colours as hex codes, but your style guide uses the rgb() notation. Convert each colour.\n\n' +
        'Input: one or more lines, each holding one colour. A valid colour is a `#` followed by exactly 3 or exactly 6 hexadecimal digits (0-9, a-f, case-insensitive). In the 3-digit shorthand each digit is doubled: `#f80` means `#ff8800`. (CSS also has 4- and 8-digit forms with alpha; this exercise treats them as invalid.) Skip empty lines.\n\n' +
        'Output: for each colour line, `rgb(R, G, B)` with decimal values 0-255 separated by a comma and a space, or `invalid` if the line is not a valid 3- or 6-digit hex colour.',
      examples: [
        {
          input: '#ff8800\n#000000\n',
          output: 'rgb(255, 136, 0)\nrgb(0, 0, 0)',
          explanation: 'ff = 255, 88 = 136, 00 = 0; black is all zeros.',
        },
        {
          input: '#f80\n#FFF\n',
          output: 'rgb(255, 136, 0)\nrgb(255, 255, 255)',
          explanation: '#f80 expands to #ff8800; upper-case digits are allowed.',
        },
      ],
      constraints: [
        '1 to 100 lines',
        'Each line is at most 20 characters',
        'Only 3- and 6-digit forms are valid',
      ],
      testCases: [
        tc('#ff8800\n#000000\n', 'rgb(255, 136, 0)\nrgb(0, 0, 0)', false),
        tc('#f80\n#FFF\n', 'rgb(255, 136, 0)\nrgb(255, 255, 255)', false),
        tc('#1a2B3c\n', 'rgb(26, 43, 60)'),
        tc('ff8800\n#12345\n#ggg\n', 'invalid\ninvalid\ninvalid'),
        tc('#abc\n#ABCDEF\n', 'rgb(170, 187, 204)\nrgb(171, 205, 239)'),
        tc('#0a0b0c\n#fff0\n', 'rgb(10, 11, 12)\ninvalid'),
        tc('#\n#000\n', 'invalid\nrgb(0, 0, 0)'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

HEX = set('0123456789abcdef')
out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if not s:
        continue
    if not s.startswith('#'):
        out.append('invalid')
        continue
    h = s[1:].lower()
    if len(h) not in (3, 6) or any(c not in HEX for c in h):
        out.append('invalid')
        continue
    if len(h) == 3:
        h = ''.join(c * 2 for c in h)
    r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    out.append('rgb(%d, %d, %d)' % (r, g, b))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
HEX = '0123456789abcdefABCDEF'
def hexs(k):
    return ''.join(random.choice(HEX) for _ in range(k))
def bad():
    return random.choice([
        '#' + hexs(4), '#' + hexs(8), '#' + hexs(5), '#' + hexs(2), '#', hexs(6), hexs(3),
        '#' + hexs(2) + random.choice('gxzG') + hexs(3), '#' + hexs(6) + hexs(1), '##' + hexs(3),
        'rgb', '#' + hexs(1) + ' ' + hexs(1),
    ])
lines = []
for _ in range(n):
    if mode == 'valid':
        lines.append('#' + hexs(random.choice((3, 6))))
    elif mode == 'mixed':
        lines.append(random.choice(('#' + hexs(3), '#' + hexs(6), bad())))
    elif mode == 'extremes':
        lines.append(random.choice(('#000', '#fff', '#FFF', '#000000', '#ffffff', '#FFFFFF', '#fFfFfF', '#0f0', '#f00f00')))
    elif mode == 'blanks':
        lines.append(random.choice(('#' + hexs(3), '#' + hexs(6), bad(), '', '   ')))
    else:
        raise SystemExit('unknown mode ' + mode)
if mode == 'blanks' and not any(l.strip() for l in lines):
    lines[0] = '#abc'
print('\n'.join(lines))
`,
        tests: [
          { args: '100 valid', label: '100 colours, 3- and 6-digit, mixed case' },
          { args: '100 mixed', label: '100 lines, valid and invalid mixed' },
          { args: '100 extremes', label: '100 lines of black and white' },
          { args: '60 blanks', label: '60 lines with empty lines between' },
          { args: '1 valid', label: 'a single colour' },
        ],
        validator: String.raw`import sys
text = sys.stdin.read()
lines = text.split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100, 'expected 1 to 100 lines'
assert any(l.strip() for l in lines), 'expected at least one colour'
for l in lines:
    assert len(l) <= 20, 'line longer than 20 characters'
    assert all(32 <= ord(c) < 127 for c in l), 'unexpected character'
`,
        wrongSolutions: [
          {
            name: 'shorthand-times-16',
            language: 'python3',
            mustFail: 'WA',
            why: 'Expands a shorthand digit by multiplying by 16, so #fff becomes rgb(240, 240, 240) instead of doubling the digit (x 17)',
            source: String.raw`import sys

HEX = set('0123456789abcdef')
out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if not s:
        continue
    h = s[1:].lower()
    if not s.startswith('#') or len(h) not in (3, 6) or any(c not in HEX for c in h):
        out.append('invalid')
        continue
    if len(h) == 3:
        r, g, b = (int(c, 16) * 16 for c in h)
    else:
        r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
    out.append('rgb(%d, %d, %d)' % (r, g, b))
print('\n'.join(out))
`,
          },
          {
            name: 'no-length-check',
            language: 'python3',
            mustFail: 'WA',
            why: 'Trusts int(h, 16) instead of checking for exactly 3 or 6 digits, so a 5-digit colour such as #12345 is converted instead of printing invalid',
            source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if not s:
        continue
    try:
        h = s[1:]
        if not s.startswith('#'):
            raise ValueError
        if len(h) == 3:
            h = ''.join(c * 2 for c in h)
        int(h, 16)
        r, g, b = (int(h[i:i + 2], 16) for i in (0, 2, 4))
        out.append('rgb(%d, %d, %d)' % (r, g, b))
    except ValueError:
        out.append('invalid')
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'html-css-box-model-width',
      title: 'Box Model Width',
      description:
        'Compute how much horizontal space a box takes on the page, including its margins.\n\n' +
        'Input: one or more lines `SIZING WIDTH PADDING BORDER MARGIN`, where SIZING is `content-box` or `border-box` and the four numbers are non-negative integers in pixels. Padding, border and margin are the same on the left and on the right. Skip empty lines.\n\n' +
        'Rules: with `content-box`, WIDTH is the content width, so the total is WIDTH + 2*(PADDING + BORDER + MARGIN). With `border-box`, WIDTH already includes padding and border, so the total is WIDTH + 2*MARGIN; but the content cannot shrink below 0, so if 2*(PADDING + BORDER) is larger than WIDTH the border box is 2*(PADDING + BORDER) wide instead.\n\n' +
        'Output: one integer per line, the total horizontal space in pixels.',
      examples: [
        {
          input: 'content-box 200 10 2 5\nborder-box 200 10 2 5\n',
          output: '234\n210',
          explanation: 'content-box: 200 + 2*(10+2+5) = 234. border-box: 200 + 2*5 = 210.',
        },
        {
          input: 'border-box 100 0 0 0\ncontent-box 0 0 0 0\n',
          output: '100\n0',
          explanation: 'No padding, border or margin: the width alone.',
        },
      ],
      constraints: ['1 to 100 lines', '0 <= every number <= 100000'],
      testCases: [
        tc('content-box 200 10 2 5\nborder-box 200 10 2 5\n', '234\n210', false),
        tc('border-box 100 0 0 0\ncontent-box 0 0 0 0\n', '100\n0', false),
        tc('border-box 10 8 4 1\n', '26'),
        tc('content-box 1000 100 50 200\n', '1700'),
        tc('border-box 50 20 5 0\ncontent-box 50 20 5 0\n', '50\n100'),
        tc('border-box 300 0 0 25\n', '350'),
        tc('border-box 0 100000 100000 100000\n', '600000'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    sizing = p[0]
    width, pad, border, margin = map(int, p[1:5])
    if sizing == 'border-box':
        box = max(width, 2 * (pad + border))
    else:
        box = width + 2 * (pad + border)
    out.append(str(box + 2 * margin))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
M = 100000
lines = []
for _ in range(n):
    s = random.choice(('content-box', 'border-box'))
    if mode == 'random':
        nums = [random.randint(0, M) for _ in range(4)]
    elif mode == 'max':
        nums = [M, M, M, M]
    elif mode == 'zeros':
        nums = [0, 0, 0, 0]
    elif mode == 'squeezed':
        s = 'border-box'
        pad, border = random.randint(0, M), random.randint(0, M)
        nums = [random.randint(0, 2 * (pad + border) + 1) if 2 * (pad + border) <= M else random.randint(0, M), pad, border, random.randint(0, M)]
    elif mode == 'small':
        nums = [random.randint(0, 20) for _ in range(4)]
    else:
        raise SystemExit('unknown mode ' + mode)
    lines.append(s + ' ' + ' '.join(map(str, nums)))
print('\n'.join(lines))
`,
        tests: [
          { args: '100 random', label: '100 boxes, random sizes' },
          { args: '100 max', label: '100 boxes, every number 100,000' },
          {
            args: '100 squeezed',
            label: '100 border-boxes, padding and border wider than the width',
          },
          { args: '100 zeros', label: '100 boxes, every number 0' },
          { args: '1 small', label: 'a single small box' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100, 'expected 1 to 100 lines'
boxes = 0
for l in lines:
    if not l.strip():
        continue
    boxes += 1
    m = re.fullmatch(r'(content-box|border-box) (\d+) (\d+) (\d+) (\d+)', l)
    assert m, 'bad line'
    assert all(0 <= int(x) <= 100000 for x in m.groups()[1:]), 'number out of range'
assert boxes >= 1, 'expected at least one box'
`,
        wrongSolutions: [
          {
            name: 'no-min-content',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes a border-box as exactly WIDTH wide, forgetting that padding and border wider than WIDTH push it wider',
            source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    width, pad, border, margin = map(int, p[1:5])
    if p[0] == 'border-box':
        box = width
    else:
        box = width + 2 * (pad + border)
    out.append(str(box + 2 * margin))
print('\n'.join(out))
`,
          },
          {
            name: 'one-side-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares WIDTH with one side of padding and border instead of both sides, 2*(PADDING + BORDER)',
            source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if not p:
        continue
    width, pad, border, margin = map(int, p[1:5])
    if p[0] == 'border-box':
        box = max(width, pad + border)
    else:
        box = width + 2 * (pad + border)
    out.append(str(box + 2 * margin))
print('\n'.join(out))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'html-css-dedupe-class-list',
      title: 'Clean Up a class Attribute',
      description:
        'A template engine builds class attributes by concatenating class names, and they end up with duplicates and stray spaces. This JavaScript program should print the class names with duplicates removed (keeping the first occurrence of each, in order) separated by single spaces. Class names are case-sensitive. It prints duplicates and sometimes a leading space. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const parts = line.split(/\s+/);
const seen = [];
for (const name of parts) {
  if (seen.indexOf(name) > 0) continue;
  seen.push(name);
}
console.log(seen.join(' '));
`,
      fixedCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
const parts = line.trim().split(/\s+/);
const seen = [];
for (const name of parts) {
  if (name === '') continue;
  if (seen.indexOf(name) !== -1) continue;
  seen.push(name);
}
console.log(seen.join(' '));
`,
      expectedBehavior:
        'Input: one line of class names separated by one or more spaces. Output: each distinct class name once, in order of first appearance, separated by single spaces.',
      hints: [
        'Try the input "btn btn-primary btn": the duplicate survives. Which position does indexOf return for the first class name?',
        'indexOf returns -1 when the value is missing. Which other value can it return for a name that is present?',
        'What does split(/\\s+/) return first when the line starts with spaces?',
      ],
      testCases: [
        { input: 'btn btn-primary btn\n', expectedOutput: 'btn btn-primary', hidden: false },
        { input: 'card\n', expectedOutput: 'card', hidden: false },
        { input: '  nav   nav-item\n', expectedOutput: 'nav nav-item', hidden: true },
        { input: 'a b a c b\n', expectedOutput: 'a b c', hidden: true },
        { input: 'Title title TITLE\n', expectedOutput: 'Title title TITLE', hidden: true },
        { input: '   x  y x  \n', expectedOutput: 'x y', hidden: true },
      ],
      bugs: [
        {
          description:
            'The duplicate test is indexOf(name) > 0, so a repeat of the first class name (found at index 0) is never detected; it must be !== -1.',
          testIndexes: [0, 3, 5],
        },
        {
          description:
            'The line is not trimmed before split(/\\s+/), so leading spaces produce an empty first name and a leading space in the output.',
          testIndexes: [2, 5],
        },
      ],
    },
    {
      id: 'html-css-strip-tags',
      title: 'Strip HTML Tags',
      description:
        'This JavaScript program should print the text of one line of HTML with every tag (everything from `<` to the matching `>`, inclusive) removed. The text itself never contains `<` or `>` outside tags. The output contains stray `>` characters and loses the last character of the line. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let inside = false;
let out = '';
for (let i = 0; i < line.length - 1; i++) {
  const c = line[i];
  if (c === '<') {
    inside = true;
    continue;
  }
  if (c === '>') inside = false;
  if (!inside) out += c;
}
console.log(out);
`,
      fixedCode: String.raw`const line = require('fs').readFileSync(0, 'utf8').split('\n')[0];
let inside = false;
let out = '';
for (let i = 0; i < line.length; i++) {
  const c = line[i];
  if (c === '<') {
    inside = true;
    continue;
  }
  if (c === '>') {
    inside = false;
    continue;
  }
  if (!inside) out += c;
}
console.log(out);
`,
      expectedBehavior:
        'Input: one line of HTML. Output: the same line with all tags removed, e.g. "<b>Hi</b> there" becomes "Hi there".',
      hints: [
        'Trace the loop on "<p>Hello</p>": which character is added right after the tag closes?',
        'For the character that closes a tag, follow the if statements in order: is it added to the output?',
        'Look at the loop condition with a line that has no tags at all.',
      ],
      testCases: [
        { input: '<p>Hello</p>\n', expectedOutput: 'Hello', hidden: false },
        { input: '<b>Hi</b> there\n', expectedOutput: 'Hi there', hidden: false },
        { input: 'plain text\n', expectedOutput: 'plain text', hidden: true },
        { input: '<div><span>a</span>b</div>\n', expectedOutput: 'ab', hidden: true },
        { input: '<br>\n', expectedOutput: '', hidden: true },
        { input: 'x<i>y</i>z\n', expectedOutput: 'xyz', hidden: true },
      ],
      bugs: [
        {
          description:
            'When a > closes a tag the flag is cleared and the loop falls through to the output check, so the > itself is printed.',
          testIndexes: [0, 1, 3, 4, 5],
        },
        {
          description:
            'The loop stops at i < line.length - 1, so the last character of the line is never examined (off-by-one).',
          testIndexes: [1, 2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'html-css-validate-hex-colour',
      title: 'Validate a Hex Colour',
      description:
        'A colour picker accepts typed CSS hex colours. Describe an algorithm that decides whether a string is a valid short or long hex colour such as the ones used in stylesheets, returning true or false.',
      requirements: [
        'Accept only the three-digit and six-digit forms that begin with the marker character',
        'Letters may be typed in either case',
        'Return a boolean answer without converting the colour',
      ],
      examples: [
        {
          scenario: 'Input "#1A2b3C"',
          expectedApproach: 'Starts with #, six characters follow, all hex digits: valid.',
        },
        { scenario: 'Input "#12G"', expectedApproach: 'G is not a hexadecimal digit: invalid.' },
      ],
      evaluationCriteria: [
        'Checks the leading # sign',
        'Checks the digit count is 3 or 6',
        'Checks every digit is hexadecimal',
        'Handles empty input and upper-case letters',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Check that the string starts with a # (hash) sign',
            weight: 2,
            accept: ['hash', 'pound sign', 'number sign', 'octothorpe', 'sharp sign'],
          },
          {
            idea: 'Check that 3 or 6 characters follow the #',
            weight: 3,
            accept: [
              'length 3 6',
              'length 4 7',
              '3 6 hex',
              'three or six',
              'length three six',
              'len 3 6',
              'size 3 6',
              'count 3 6',
              '3 6 characters',
              '3 6 digits',
            ],
          },
          {
            idea: 'Check that every remaining character is a hex digit (0-9, a-f)',
            weight: 3,
            accept: [
              'each hex',
              'every hex',
              'all hex',
              'hexadecimal digit',
              'hex digit',
              'hex character',
              'hex char',
              '0 9 a f',
            ],
          },
          {
            idea: 'Return true only when all checks pass, otherwise false',
            weight: 2,
            accept: [
              'return true',
              'return valid',
              'output valid',
              'print valid',
              'otherwise invalid',
              'return false',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty string or a lone #',
            accept: ['empty string', 'blank', 'length 0', 'lone hash', 'only hash', 'just hash'],
          },
          {
            case: 'Upper-case hex letters',
            accept: [
              'uppercase',
              'upper case',
              'case insensitive',
              'lowercase',
              'lower case',
              'capital',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Only exactly 3 or exactly 6 digits form a valid colour; a range such as 3 to 6 (or extra lengths like 4 or 8) also accepts strings such as #abcd or #12345.',
            patterns: [
              'between 3 and 6',
              'length 3 to 6',
              'from 3 to 6',
              '3 <= length <= 6',
              'length >= 3 length <= 6',
              '>= 3 and <= 6',
              'at least 3 at most 6',
              '3 4 6 8',
              '3 4 5 6',
              '3 or 4 or 6',
              '3 4 or 6',
              'range 3 6',
            ],
          },
          {
            mistake:
              'Hex digits are only 0-9 and a-f (in either case); allowing any letter or any alphanumeric character accepts invalid colours such as #ggg or #xyz.',
            patterns: [
              '0 - 9 a - z',
              'a - z 0 - 9',
              '0 9 or a - z',
              'letter a - z',
              'a - z letter',
              'alphanumer',
              'isalnum',
              'letter a to z',
              'digit or any letter',
              'any letter or digit',
            ],
          },
          {
            mistake:
              'Colours are case-insensitive, so #FFF is as valid as #fff; rejecting upper-case letters turns valid colours away (compare the lower-cased character instead).',
            patterns: [
              'reject uppercase',
              'reject capital',
              'uppercase letters are not allowed',
              'uppercase not valid',
              'uppercase not allowed',
              'capital letters are not allowed',
            ],
          },
          {
            mistake:
              'The 3-or-6 rule counts the digits after the #; checking the length of the whole string, # included, rejects valid colours such as #1A2b3C and accepts broken ones such as #12.',
            patterns: [
              'length s not 3 not 6',
              'len s not 3 not 6',
              's length not 3 not 6',
              'length whole string 3 6',
              'length entire string 3 6',
              'whole string 3 6',
              'entire string 3 6',
              'length input 3 6',
              'input length 3 6',
            ],
          },
          {
            mistake:
              'Every digit has to be a hex digit, so the loop may only return false early and return true after checking them all; returning true at the first hex digit accepts strings such as #12G.',
            patterns: [
              'c between 0 9 return true',
              'c between a f return true',
              'ch between 0 9 return true',
              'ch between a f return true',
              'ch hex return true',
              'hex digit found return true',
              'found hex return true',
              'find hex return true',
              'first hex return true',
              'any hex return true',
              'return true soon hex',
              'true as soon hex',
              'c in 0123456789abcdef return true',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION isValidHex(s)
2.   IF s is empty (empty string) THEN RETURN false
3.   IF the first character is not the hash sign # THEN RETURN false
4.   SET digits = s without its first character
5.   IF the length of digits is not 3 and not 6 THEN RETURN false (this also rejects a lone hash)
6.   convert digits to lowercase so uppercase letters are accepted
7.   FOR each character c in digits
8.     IF c is not a hex digit (0-9 or a-f) THEN RETURN false
9.   RETURN true`,
        approaches: [
          {
            approach:
              'One regular expression: a # followed by exactly 3 or 6 hex digits, matched against the whole string, case ignored',
            ideas: [
              {
                idea: 'Write one pattern: a # followed by exactly 3 or exactly 6 hex digits (0-9, a-f, either case)',
                weight: 5,
                accept: [
                  'regex',
                  'regular expression',
                  're compile',
                  'compile pattern',
                  'pattern hex',
                ],
              },
              {
                idea: 'Match the whole string (anchored at both ends, or fullmatch) and return whether it matched',
                weight: 5,
                accept: [
                  'fullmatch',
                  'full match',
                  'match whole string',
                  'anchor',
                  'test',
                  'match is not none',
                ],
              },
            ],
            modelAnswer: `1. IMPORT the regular expression module
2. COMPILE the pattern ^#([0-9a-f]{3}|[0-9a-f]{6})$ with case ignored, so uppercase letters are accepted
3. FUNCTION isValidHex(value)
4.   IF value is not a string THEN RETURN false
5.   RETURN true when the pattern matches the whole string (fullmatch, or test() in JavaScript), otherwise false: an empty string or a lone # does not match`,
          },
        ],
      },
    },
    {
      id: 'html-css-render-list',
      title: 'Render an HTML List Safely',
      description:
        'A to-do app must turn an array of user-typed strings into the markup of a bulleted list. User text may contain characters that are special in markup and must be displayed literally, not interpreted. Describe the algorithm that produces the markup string.',
      requirements: [
        'Produce one list item per string, in the given order',
        'User text like "a < b & c" must appear literally on the page',
        'Return the complete markup as one string',
      ],
      examples: [
        {
          scenario: 'Items ["Milk", "Tea & cake"]',
          expectedApproach: '<ul><li>Milk</li><li>Tea &amp; cake</li></ul>',
        },
        {
          scenario: 'Items []',
          expectedApproach: 'Return an empty string (or an empty <ul></ul>, stated explicitly).',
        },
      ],
      evaluationCriteria: [
        'Opens and closes the <ul>',
        'Wraps each item in <li>',
        'Escapes &, < and > with & escaped first',
        'Handles an empty list',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Start the output with an opening <ul> tag',
            weight: 2,
            accept: [
              'open ul',
              'opening ul',
              'start ul',
              'begin ul',
              'unordered list open',
              'append ul',
              'return ul',
              'ul ul',
            ],
          },
          {
            idea: 'Loop over the items and wrap each one in <li>...</li>',
            weight: 3,
            accept: [
              'each item li',
              'every item li',
              'for item li',
              'wrap li',
              'each string li',
              'item li',
              'li item',
            ],
          },
          {
            idea: 'Escape the special characters &, < and > as entities',
            weight: 3,
            accept: ['escape', 'html entit', 'amp lt gt', 'replace amp'],
          },
          {
            idea: 'Finish with the closing </ul> tag and return the string',
            weight: 2,
            accept: ['close ul', 'closing ul', 'end ul', 'ul close', 'return ul ul'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty list of items',
            accept: ['empty list', 'no items', 'zero items', 'list empty', 'items empty'],
          },
          {
            case: 'Escape & before < and > so entities are not double-escaped',
            accept: [
              'ampersand first',
              'amp first',
              'replace amp before',
              'escape amp before',
              'double escap',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The ampersand has to be escaped first: escaping it after < and > turns the & of &lt; and &gt; into &amp;lt; and &amp;gt;, so the text shows up double-escaped.',
            patterns: [
              'gt then & amp',
              'lt then & amp',
              'gt then ampersand',
              'lt then ampersand',
              'finally & amp',
              'finally ampersand',
              '< lt > gt & amp',
              'lt gt then &',
              'lt gt and then &',
              'and then & amp',
              'and then ampersand',
              'and finally & amp',
              'lastly & amp',
            ],
          },
          {
            mistake:
              'Only the user text may be escaped; escaping the finished markup also escapes the <ul> and <li> tags, so the page shows the tags as text instead of a list.',
            patterns: [
              'ul escape whole',
              'ul escape entire',
              'ul then escape',
              'close ul escape',
              'then escape whole',
              'then escape entire',
              'escape whole string and return',
              'escape entire string and return',
              'escape whole html and return',
              'escape whole markup and return',
              'return escape html',
              'then escape html',
              'html = escape html',
              'out = escape out',
              'result = escape result',
              'markup = escape markup',
              'output = escape output',
              'escape html before return',
              'finally escape',
            ],
          },
          {
            mistake: 'A bulleted list is an unordered list, <ul>; <ol> renders numbered items.',
            patterns: [
              'open ol',
              'opening ol',
              'start ol',
              'begin ol',
              'append ol',
              'html = ol',
              'close ol',
              'closing ol',
              'ol li',
              'ol element',
              'ol tag',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION renderList(items)
2.   IF items is empty THEN RETURN "" (an empty list produces no markup)
3.   SET html = "<ul>" to open the ul element
4.   FOR each item in items
5.     SET safe = item with & replaced by &amp; first, then < by &lt; and > by &gt; (escape with the ampersand first)
6.     APPEND "<li>" + safe + "</li>" to html, so we wrap each item in li
7.   APPEND "</ul>" to close the ul
8.   RETURN html`,
      },
    },
  ],
};
