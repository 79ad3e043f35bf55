import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-3',
  order: 3,
  title: 'Semantic HTML, Forms and Accessibility',
  description:
    'Structure pages with meaningful elements, build accessible forms and check that tags nest correctly.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Choose semantic landmark elements instead of generic divs',
    'Build forms with labels, input types and built-in validation',
    'Apply basic accessibility rules: alt text, labels, headings, keyboard focus',
    'Check that a sequence of tags is properly nested',
  ],
  lesson: `## Why semantics matter

HTML elements carry meaning. A \`<button>\` is focusable, can be activated with the keyboard and is announced as a button by screen readers; a \`<div onclick>\` is none of those things unless you add all of that yourself. Search engines, reader modes and assistive technologies all rely on meaningful markup, so prefer the element that describes your content.

## Landmark elements

\`\`\`html
<body>
  <header><nav aria-label="Main"><a href="/">Home</a></nav></header>
  <main>
    <article>
      <h1>Release notes</h1>
      <section><h2>New features</h2><p>...</p></section>
    </article>
    <aside>Related posts</aside>
  </main>
  <footer>&copy; 2026</footer>
</body>
\`\`\`

\`<header>\`, \`<nav>\`, \`<main>\`, \`<aside>\` and \`<footer>\` become **landmarks** that screen-reader users can jump between. Use exactly one \`<main>\` per page. An \`<article>\` is self-contained content that would make sense on its own; a \`<section>\` groups related content and normally has a heading. Keep the heading levels in order without skipping from \`<h1>\` to \`<h4>\`.

## Accessible forms

\`\`\`html
<form action="/signup" method="post">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required autocomplete="email">
  <label for="age">Age</label>
  <input id="age" name="age" type="number" min="13" max="120">
  <button type="submit">Create account</button>
</form>
\`\`\`

Every input needs a **label**; linking them with \`for\` and \`id\` makes the label clickable and tells assistive technology what the field is. The \`name\` attribute becomes the key in the submitted data. Specific input types such as \`email\`, \`number\`, \`date\` and \`tel\` give mobile users the right keyboard and enable built-in validation together with \`required\`, \`min\`, \`max\`, \`minlength\` and \`pattern\`. Client-side validation is a convenience only; the server must validate again.

## Accessibility checklist

- Give meaningful images an \`alt\`; decorative ones \`alt=""\`.
- Make everything usable with the keyboard and never remove the focus outline without a visible replacement.
- Ensure sufficient colour contrast (WCAG asks for 4.5:1 for body text).
- Use ARIA only when no native element does the job: the first rule of ARIA is not to use ARIA if HTML can express it.

## Well-formed nesting

Browsers are forgiving and will silently repair broken markup, often not the way you intended. A good habit, and the basis of every HTML validator, is to check nesting with a **stack**: push each opening tag, and when a closing tag arrives it must match the tag on top of the stack. Void elements such as \`<img>\`, \`<br>\` and \`<input>\` are never pushed because they have no closing tag. In this chapter's exercise you implement exactly that check.`,
  overview: {
    whatYouWillLearn: [
      'How semantic elements help browsers, search engines and assistive technology',
      'The landmark elements header, nav, main, aside and footer',
      'When to use article versus section',
      'How labels, names and input types make forms usable and valid',
      'Core accessibility rules: alt text, keyboard access, contrast, minimal ARIA',
      'How a stack verifies that tags are properly nested',
    ],
    proTip:
      'Try navigating your page using only the Tab, Enter and Space keys; anything you cannot reach or operate is an accessibility bug.',
  },
  mcqs: [],
  problems: [
    {
      id: 'web-tag-nesting',
      title: 'Tag Nesting Validator',
      description: `Given a sequence of HTML tags, one per line, check that they are properly nested.

Opening tags look like \`<name>\`, closing tags like \`</name>\` (names are lower-case letters and digits). The void elements \`area base br col embed hr img input link meta source track wbr\` have no closing tag and are never pushed on the stack.

**Input:** the first line holds n, the number of tags; the next n lines hold one tag each (tags are numbered 1 to n).

**Output:** a single line:
- \`ERROR i: unexpected </x>\` if tag i closes x while no element is open;
- \`ERROR i: expected </y> but found </x>\` if tag i closes x while the innermost open element is y;
- \`ERROR end: unclosed <y>\` if all tags were read but elements are still open (y is the innermost);
- \`VALID\` otherwise.

Stop at the first error.`,
      examples: [
        {
          input: '6\n<html>\n<body>\n<p>\n</p>\n</body>\n</html>\n',
          output: 'VALID',
          explanation: 'Every element is closed in reverse order of opening.',
        },
        {
          input: '5\n<div>\n<p>\n<em>\n</p>\n</div>\n',
          output: 'ERROR 4: expected </em> but found </p>',
          explanation: 'em is still open when p is closed at tag 4.',
        },
      ],
      constraints: ['0 <= n <= 1000', 'Each tag is either <name> or </name> without attributes'],
      testCases: [
        {
          input: '6\n<html>\n<body>\n<p>\n</p>\n</body>\n</html>\n',
          expectedOutput: 'VALID',
          hidden: false,
        },
        {
          input: '5\n<div>\n<p>\n<em>\n</p>\n</div>\n',
          expectedOutput: 'ERROR 4: expected </em> but found </p>',
          hidden: false,
        },
        { input: '4\n<p>\n<img>\n<br>\n</p>\n', expectedOutput: 'VALID', hidden: true },
        {
          input: '3\n<ul>\n<li>\n</li>\n',
          expectedOutput: 'ERROR end: unclosed <ul>',
          hidden: true,
        },
        { input: '2\n</div>\n<div>\n', expectedOutput: 'ERROR 1: unexpected </div>', hidden: true },
        { input: '0\n', expectedOutput: 'VALID', hidden: true },
        {
          input:
            '8\n<main>\n<section>\n<article>\n<h2>\n</h2>\n</article>\n</section>\n</section>\n',
          expectedOutput: 'ERROR 8: expected </main> but found </section>',
          hidden: true,
        },
        { input: '2\n<nav>\n<ul>\n', expectedOutput: 'ERROR end: unclosed <ul>', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}
tokens = sys.stdin.read().split()
n = int(tokens[0]) if tokens else 0
stack = []
for i in range(1, n + 1):
    tok = tokens[i]
    if tok.startswith('</'):
        name = tok[2:-1]
        if not stack:
            print('ERROR %d: unexpected </%s>' % (i, name))
            sys.exit(0)
        if stack[-1] != name:
            print('ERROR %d: expected </%s> but found </%s>' % (i, stack[-1], name))
            sys.exit(0)
        stack.pop()
    else:
        name = tok[1:-1]
        if name not in VOID:
            stack.append(name)
if stack:
    print('ERROR end: unclosed <%s>' % stack[-1])
else:
    print('VALID')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
NAMES = ['div', 'p', 'ul', 'li', 'span', 'section', 'main', 'nav', 'h2', 'em', 'a', 'table', 'tr', 'td']
VOIDS = ['br', 'img', 'hr', 'input', 'meta', 'wbr']

def valid(n, void_rate):
    tags, stack = [], []
    while len(tags) < n:
        left = n - len(tags)
        if stack and (left == len(stack) or random.random() < 0.45):
            tags.append('</%s>' % stack.pop())
        elif left > len(stack) + 1 and random.random() >= void_rate:
            name = random.choice(NAMES)
            stack.append(name)
            tags.append('<%s>' % name)
        else:
            tags.append('<%s>' % random.choice(VOIDS))
    return tags

if mode == 'valid':
    tags = valid(n, 0.1)
elif mode == 'deep':
    names = [random.choice(NAMES) for _ in range(n // 2)]
    tags = ['<%s>' % x for x in names] + ['</%s>' % x for x in reversed(names)]
elif mode == 'voids':
    tags = ['<%s>' % random.choice(VOIDS) for _ in range(n)]
elif mode == 'mismatch':
    # deep nesting, then the last tag closes an outer element instead of the innermost one
    names = ['d%d' % i for i in range(n // 2)]
    tags = ['<%s>' % x for x in names] + ['</%s>' % x for x in reversed(names)]
    tags[-2] = '</d0>'
elif mode == 'unexpected':
    tags = valid(n - 1, 0.1) + ['</div>']
elif mode == 'unclosed':
    tags = valid(n - 3, 0.1) + ['<main>', '<section>', '<article>']
else:
    raise SystemExit('unknown mode ' + mode)
print(len(tags))
print('\\n'.join(tags))
`,
        tests: [
          { args: '1000 valid', label: 'n = 1,000, valid' },
          { args: '1000 deep', label: 'n = 1,000, nested 500 deep' },
          { args: '1000 voids', label: 'n = 1,000, only void elements' },
          { args: '1000 mismatch', label: 'n = 1,000, wrong closing tag' },
          { args: '1000 unexpected', label: 'n = 1,000, stray closing tag' },
          { args: '1000 unclosed', label: 'n = 1,000, unclosed elements' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 0 <= n <= 1000, 'n out of range'
assert len(lines) >= n + 1, 'expected n tags'
for line in lines[1:n + 1]:
    assert re.fullmatch(r'</?[a-z0-9]+>', line), 'bad tag: ' + line
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'pushes-void-elements',
            language: 'python3',
            mustFail: 'WA',
            why: 'Pushes void elements such as <br> on the stack, so they are reported as unclosed',
            source: `import sys

tokens = sys.stdin.read().split()
n = int(tokens[0]) if tokens else 0
stack = []
for i in range(1, n + 1):
    tok = tokens[i]
    if tok.startswith('</'):
        name = tok[2:-1]
        if not stack:
            print('ERROR %d: unexpected </%s>' % (i, name))
            sys.exit(0)
        if stack[-1] != name:
            print('ERROR %d: expected </%s> but found </%s>' % (i, stack[-1], name))
            sys.exit(0)
        stack.pop()
    else:
        stack.append(tok[1:-1])
if stack:
    print('ERROR end: unclosed <%s>' % stack[-1])
else:
    print('VALID')
`,
          },
          {
            name: 'reports-outermost',
            language: 'python3',
            mustFail: 'WA',
            why: 'Reports the outermost unclosed element (the bottom of the stack) instead of the innermost',
            source: `import sys

VOID = {'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'}
tokens = sys.stdin.read().split()
n = int(tokens[0]) if tokens else 0
stack = []
for i in range(1, n + 1):
    tok = tokens[i]
    if tok.startswith('</'):
        name = tok[2:-1]
        if not stack:
            print('ERROR %d: unexpected </%s>' % (i, name))
            sys.exit(0)
        if stack[-1] != name:
            print('ERROR %d: expected </%s> but found </%s>' % (i, stack[-1], name))
            sys.exit(0)
        stack.pop()
    elif tok[1:-1] not in VOID:
        stack.append(tok[1:-1])
if stack:
    print('ERROR end: unclosed <%s>' % stack[0])
else:
    print('VALID')
`,
          },
        ],
      },
    },
  ],
};
