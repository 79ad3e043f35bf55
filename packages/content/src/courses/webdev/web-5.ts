import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-5',
  order: 5,
  title: 'The Box Model and Normal Flow',
  description:
    'Understand how every element becomes a box and how boxes are sized, spaced and positioned.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe content, padding, border and margin',
    'Choose between content-box and border-box sizing',
    'Predict margin collapsing and display behaviour in normal flow',
    'Use relative, absolute, fixed and sticky positioning correctly',
  ],
  lesson: `## Every element is a box

The browser lays out a page as a set of rectangular boxes. Each box has four layers, from the inside out: the **content**, the **padding** (space inside the border, painted with the background), the **border**, and the **margin** (transparent space outside the border that pushes other boxes away).

\`\`\`css
.card {
  width: 300px;
  padding: 16px;
  border: 2px solid #ddd;
  margin: 24px auto; /* 24px top and bottom, centred horizontally */
}
\`\`\`

## box-sizing

By default (\`box-sizing: content-box\`) the \`width\` applies to the content only, so the card above is actually 300 + 2 x 16 + 2 x 2 = 336px wide. With \`border-box\` the width includes padding and border, which is far easier to reason about. Most projects start with a small reset:

\`\`\`css
*, *::before, *::after { box-sizing: border-box; }
\`\`\`

## Display and normal flow

Without any layout rules, elements follow **normal flow**. Block boxes (\`display: block\`) stack vertically and fill the available width. Inline boxes (\`display: inline\`) sit on a line of text; their vertical padding and margin do not push lines apart, and \`width\` and \`height\` are ignored. \`inline-block\` flows like text but respects width, height and vertical spacing. \`display: none\` removes the element from layout entirely, while \`visibility: hidden\` hides it but keeps its space.

**Margin collapsing** surprises many beginners: when two vertical margins of block boxes touch, they combine into a single margin equal to the larger one. A paragraph with \`margin-bottom: 20px\` followed by one with \`margin-top: 30px\` ends up 30px apart, not 50px. Margins do not collapse inside flex or grid containers, nor horizontally.

## Units

Use \`rem\` (relative to the root font size) for spacing and type so the page respects the user's font settings, \`%\` relative to the parent, and viewport units such as \`vw\`, \`vh\`, and the newer \`dvh\` (dynamic viewport height, which accounts for mobile browser toolbars).

## Positioning

- \`position: relative\` keeps the element in flow but lets you nudge it with \`top\`/\`left\`; it also becomes the reference for absolutely positioned children.
- \`position: absolute\` removes the element from flow and positions it against the nearest positioned ancestor.
- \`position: fixed\` positions against the viewport, so it stays put while scrolling.
- \`position: sticky\` behaves like relative until a scroll threshold, then sticks, ideal for table headers.

Stacking order of positioned elements is controlled with \`z-index\`, which only compares elements within the same **stacking context**. Properties such as \`opacity\` below 1 or \`transform\` create new stacking contexts, which explains many "my z-index does nothing" bugs. Next, Flexbox and Grid will give you far more powerful layout tools than positioning.`,
  overview: {
    whatYouWillLearn: [
      'The four layers of the CSS box model',
      'How content-box and border-box change the meaning of width',
      'Block, inline, inline-block and none display values',
      'When and why vertical margins collapse',
      'Relative and absolute units including rem and dvh',
      'The four positioning schemes and stacking contexts',
    ],
    proTip:
      'Turn on the box-model diagram in the DevTools Computed panel; it shows the exact content, padding, border and margin of any element.',
  },
  mcqs: [
    {
      question:
        'With box-sizing: content-box, how wide is an element with width 200px, padding 10px and a 5px border?',
      options: {
        A: '200px',
        B: '215px',
        C: '230px',
        D: '220px',
      },
      correct: 'C',
      explanation: 'Content-box adds padding and border on both sides: 200 + 20 + 10 = 230px.',
    },
    {
      question: 'Which layer of the box is transparent and lies outside the border?',
      options: {
        A: 'Margin',
        B: 'Padding',
        C: 'Content',
        D: 'Outline offset',
      },
      correct: 'A',
      explanation: 'Margin is always transparent space outside the border; padding is inside it.',
    },
    {
      question:
        'Two stacked paragraphs have margin-bottom: 20px and margin-top: 30px. How far apart are they?',
      options: {
        A: '50px',
        B: '20px',
        C: '10px',
        D: '30px',
      },
      correct: 'D',
      explanation: 'Adjacent vertical margins collapse to the larger of the two.',
    },
    {
      question: 'What is the key difference between display: none and visibility: hidden?',
      options: {
        A: "visibility: hidden removes the element from the DOM, display: none doesn't",
        B: 'display: none frees its space; visibility: hidden keeps it',
        C: 'They are identical, except for screen readers',
        D: 'display: none only works on inline elements, not on blocks',
      },
      correct: 'B',
      explanation: 'A hidden element still occupies space, an element with display none does not.',
    },
    {
      question: 'An absolutely positioned element is positioned relative to what?',
      options: {
        A: 'Its direct parent element, whether or not the parent is positioned',
        B: 'Always the viewport (the `<html>` box), whatever its ancestors',
        C: 'Its nearest positioned ancestor (or else the initial containing block)',
        D: 'The body margin',
      },
      correct: 'C',
      explanation: 'Absolute positioning uses the closest ancestor whose position is not static.',
    },
    {
      question:
        'Which property value makes a header scroll normally and then stick to the top of its container?',
      options: {
        A: 'position: fixed',
        B: 'position: absolute',
        C: 'position: relative',
        D: 'position: sticky',
      },
      correct: 'D',
      explanation:
        'Sticky elements act relatively positioned until they reach their threshold, then stick.',
    },
    {
      question: 'Why does the rem unit help accessibility?',
      options: {
        A: 'It scales with the root font size, which follows the user font settings',
        B: 'It is always equal to 16 pixels',
        C: 'It is relative to the viewport width, so text fits every screen',
        D: 'Screen readers read rem values aloud',
      },
      correct: 'A',
      explanation:
        'rem is relative to the html font size, so users who enlarge text get larger spacing and type.',
    },
    {
      question:
        'A z-index of 9999 has no visible effect on an element. What is the most likely reason?',
      options: {
        A: 'z-index only accepts values up to 999 in most browsers',
        B: 'The element sits inside a stacking context created by one of its ancestors',
        C: 'z-index only works on inline elements',
        D: 'The element has box-sizing: border-box set, which ignores z-index',
      },
      correct: 'B',
      explanation:
        'z-index is compared only within a stacking context, which ancestors with transform or opacity create.',
    },
    {
      question: 'An inline element such as `<span>` is given `width: 200px`. What happens?',
      options: {
        A: 'It becomes exactly 200px wide',
        B: 'The width is ignored',
        C: 'It turns into a block box',
        D: 'Its line height becomes 200px',
      },
      correct: 'B',
      explanation:
        'Inline boxes ignore `width` and `height`; use `inline-block` or `block` to size them.',
    },
    {
      question: 'What does one `dvh` unit measure?',
      options: {
        A: "1% of the document's total height",
        B: '1% of the viewport height as if the mobile toolbars were always hidden',
        C: '1% of the dynamic viewport height, accounting for mobile toolbars',
        D: "The device's physical screen height in pixels, ignoring browser UI",
      },
      correct: 'C',
      explanation:
        '`dvh` is 1% of the dynamic viewport height, which changes as mobile browser toolbars appear and disappear.',
    },
    {
      question: 'What does `display: inline-block` allow that `inline` does not?',
      options: {
        A: 'Setting width, height and vertical margins while staying in the line',
        B: 'Starting each element on a new line like a block',
        C: 'Removing the element from normal flow entirely',
        D: 'Stretching the element to the full width of its parent, like a block does',
      },
      correct: 'A',
      explanation:
        'An inline-block sits in the line like inline content but respects width, height and vertical spacing.',
    },
    {
      question:
        'Which `position` value removes an element from flow and places it relative to the viewport?',
      options: {
        A: '`absolute`',
        B: '`sticky`',
        C: '`relative`',
        D: '`fixed`',
      },
      correct: 'D',
      explanation:
        '`position: fixed` positions the box against the viewport, so it stays put while the page scrolls.',
    },
  ],
  problems: [],
};
