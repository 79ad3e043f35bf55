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
    proTip: 'Hover a selector in Chrome or Firefox DevTools to see its specificity, and use :where() to write defaults that are easy to override.',
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
        { input: '3\np\n.intro p\n#main .intro p\n', output: '0,0,1\n0,1,1\n1,1,1\nwinner: #main .intro p', explanation: 'The id gives the last selector a = 1.' },
        { input: '2\n.btn\n.primary\n', output: '0,1,0\n0,1,0\nwinner: .primary', explanation: 'Equal specificity: the later rule wins.' },
      ],
      constraints: ['1 <= n <= 100', 'Names use letters, digits, - and _', 'Attribute selectors contain no spaces'],
      testCases: [
        { input: '3\np\n.intro p\n#main .intro p\n', expectedOutput: '0,0,1\n0,1,1\n1,1,1\nwinner: #main .intro p', hidden: false },
        { input: '2\n.btn\n.primary\n', expectedOutput: '0,1,0\n0,1,0\nwinner: .primary', hidden: false },
        { input: '2\na:hover\nul li a\n', expectedOutput: '0,1,1\n0,0,3\nwinner: a:hover', hidden: true },
        { input: '2\ninput[type=text]\np::first-line\n', expectedOutput: '0,1,1\n0,0,2\nwinner: input[type=text]', hidden: true },
        { input: '3\n*\ndiv > p + span\nli:nth-child(2n+1)\n', expectedOutput: '0,0,0\n0,0,3\n0,1,1\nwinner: li:nth-child(2n+1)', hidden: true },
        { input: '3\n#a #b\n#a.x.y.z\nnav#menu a.active:hover\n', expectedOutput: '2,0,0\n1,3,0\n1,2,2\nwinner: #a #b', hidden: true },
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
    },
  ],
};
