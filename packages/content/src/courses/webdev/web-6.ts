import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-6',
  order: 6,
  title: 'Flexbox and Grid Layout',
  description:
    'Build one-dimensional layouts with Flexbox and two-dimensional layouts with CSS Grid.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Align and distribute items along the main and cross axes with Flexbox',
    'Control how flex items grow and shrink',
    'Define grid tracks with fr, repeat() and minmax()',
    'Place items into named grid areas',
  ],
  lesson: `## Flexbox: one dimension

Flexbox lays out items in a single row or column. Setting \`display: flex\` on a container turns its direct children into **flex items** arranged along the **main axis** (horizontal by default, \`flex-direction: column\` makes it vertical). The perpendicular direction is the **cross axis**.

\`\`\`css
.toolbar {
  display: flex;
  justify-content: space-between; /* main axis */
  align-items: center;            /* cross axis */
  gap: 0.75rem;
  flex-wrap: wrap;
}
.toolbar .search { flex: 1; } /* take all remaining space */
\`\`\`

\`justify-content\` distributes space along the main axis (\`flex-start\`, \`center\`, \`space-between\`, \`space-evenly\`...). \`align-items\` aligns items on the cross axis, and \`align-self\` overrides it for one item. \`gap\` adds space between items without margins.

Each item has three sizing properties, usually set together with the \`flex\` shorthand: \`flex-grow\` (share of extra space), \`flex-shrink\` (how much it gives up when space is short) and \`flex-basis\` (starting size). \`flex: 1\` means grow 1, shrink 1, basis 0, so items with \`flex: 1\` and \`flex: 2\` split the space 1:2. A common bug is text overflowing a flex item: add \`min-width: 0\` because flex items by default refuse to shrink below their content size.

## Grid: two dimensions

CSS Grid controls rows and columns at once. You define **tracks** on the container and place items into cells.

\`\`\`css
.gallery {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 1rem;
}

.page {
  display: grid;
  grid-template-columns: 240px 1fr;
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    "header header"
    "sidebar main"
    "footer footer";
  min-height: 100dvh;
}
.page > header { grid-area: header; }
.page > aside  { grid-area: sidebar; }
.page > main   { grid-area: main; }
.page > footer { grid-area: footer; }
\`\`\`

The \`fr\` unit is a fraction of the remaining free space. \`repeat(auto-fill, minmax(200px, 1fr))\` creates as many columns of at least 200px as fit, which gives a responsive gallery without a single media query. Items can also span tracks with \`grid-column: 1 / -1\` (from the first line to the last) or \`grid-column: span 2\`.

**Subgrid** (\`grid-template-columns: subgrid\`), now supported in all major browsers, lets nested elements align to the parent grid's tracks, handy for cards whose titles and buttons should line up.

## Which one to use?

Use Flexbox when content drives the layout in one direction: navigation bars, button groups, centring a single element. Use Grid when you design the layout first in two dimensions: page shells, galleries, dashboards. They combine well: a grid page whose cells contain flex components is a typical modern layout.`,
  overview: {
    whatYouWillLearn: [
      'The main and cross axes of a flex container',
      'How justify-content, align-items and gap distribute space',
      'The meaning of flex-grow, flex-shrink and flex-basis',
      'Grid tracks, the fr unit, repeat() and minmax()',
      'Named grid areas and spanning tracks',
      'When Flexbox or Grid is the better tool',
    ],
    proTip:
      'Firefox and Chrome DevTools have Flexbox and Grid overlays that draw tracks, gaps and line numbers directly on the page.',
  },
  mcqs: [
    {
      question:
        'In a flex container with the default flex-direction, which property aligns items vertically?',
      options: {
        A: 'justify-content',
        B: 'align-items',
        C: 'vertical-align',
        D: 'justify-items',
      },
      correct: 'B',
      explanation:
        'With a row direction the cross axis is vertical, and align-items works on the cross axis.',
    },
    {
      question:
        'Two flex items have flex: 1 and flex: 3 with a basis of 0. How is the free space split?',
      options: {
        A: '50% and 50%',
        B: '33% and 67%',
        C: '75% and 25%',
        D: '25% and 75%',
      },
      correct: 'D',
      explanation: 'Free space is shared in proportion to flex-grow, 1:3.',
    },
    {
      question: 'What does the fr unit represent in CSS Grid?',
      options: {
        A: 'A fraction of the free space in the grid container',
        B: 'A fixed number of pixels',
        C: 'The font size of the root element, so it scales like rem',
        D: 'A percentage of the whole grid width, like the vw unit',
      },
      correct: 'A',
      explanation:
        'fr tracks share the space left after fixed and content-sized tracks are laid out.',
    },
    {
      question: 'What does grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)) achieve?',
      options: {
        A: 'Exactly one column per item, each 200px wide',
        B: 'One `minmax(200px, 1fr)` column repeated once',
        C: 'As many 200px-or-wider columns as fit, stretched to fill the row',
        D: 'A masonry layout with auto-filled rows that are each at least 200px tall',
      },
      correct: 'C',
      explanation:
        'auto-fill creates as many tracks as fit and minmax lets each grow from 200px to a share of the space.',
    },
    {
      question: 'Text inside a flex item overflows instead of shrinking. What is the usual fix?',
      options: {
        A: 'Set flex-grow: 0 on the flex item',
        B: 'Set display: block on the container',
        C: 'Remove the gap property',
        D: 'Set min-width: 0 on the flex item itself',
      },
      correct: 'D',
      explanation:
        'Flex items have min-width: auto by default, which stops them shrinking below their content.',
    },
    {
      question: 'How do you make a grid item span from the first to the last column line?',
      options: {
        A: 'grid-column: 1 / -1',
        B: 'grid-column: span all',
        C: 'grid-area: full',
        D: 'grid-column: 0 / 100%',
      },
      correct: 'A',
      explanation: 'Negative line numbers count from the end, so -1 is the last line.',
    },
    {
      question: 'Which layout task is Flexbox better suited to than Grid?',
      options: {
        A: 'A full page shell with header, sidebar, main and footer areas',
        B: 'A row of navigation links whose sizes depend on the length of their text',
        C: 'A dashboard of aligned rows and columns',
        D: 'Aligning card contents across sibling cards',
      },
      correct: 'B',
      explanation: 'Flexbox shines for content-driven layouts in one direction such as a nav bar.',
    },
    {
      question: 'What problem does subgrid solve?',
      options: {
        A: "It lets nested items align to the parent grid's tracks",
        B: 'It makes nested grids work in older browsers without Grid support',
        C: 'It replaces the `@media` queries used for nested grid layouts',
        D: 'It animates grid tracks when the container resizes',
      },
      correct: 'A',
      explanation:
        'A subgrid reuses the parent grid lines, so nested content lines up across siblings.',
    },
    {
      question: 'What does `flex-wrap: wrap` do?',
      options: {
        A: 'Shrinks every item until they all fit on one line',
        B: 'Lets items move onto new lines when they do not fit',
        C: 'Wraps the text inside each item onto several lines',
        D: 'Reverses the order of the items on each line',
      },
      correct: 'B',
      explanation:
        'With `flex-wrap: wrap` items that do not fit flow onto additional flex lines instead of shrinking or overflowing.',
    },
    {
      question: 'Which property sets the space between grid or flex items?',
      options: {
        A: '`margin`',
        B: '`padding`',
        C: '`spacing`',
        D: '`gap`',
      },
      correct: 'D',
      explanation: '`gap` sets the gutters between items in both flex and grid containers.',
    },
    {
      question: "With `flex: 1`, what is the item's `flex-basis`?",
      options: {
        A: '`auto`, so each item starts from its content size',
        B: '`1`, the same number as the grow factor',
        C: '`0`, so the space is shared by grow factors',
        D: "`100%` of the container's width",
      },
      correct: 'C',
      explanation:
        '`flex: 1` expands to `1 1 0%`: a zero basis, so items split the space purely by their grow factors.',
    },
    {
      question: 'What does `grid-template-areas` let you do?',
      options: {
        A: 'Name regions of the grid and place items into them by name',
        B: 'Set the number of grid rows automatically from the number of items',
        C: 'Give each grid column a fixed area, measured in square pixels',
        D: 'Split the page into separate, independent grid containers, one per area',
      },
      correct: 'A',
      explanation:
        '`grid-template-areas` draws named regions, and items are placed with `grid-area: name`.',
    },
  ],
  problems: [],
};
