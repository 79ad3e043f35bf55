import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-8',
  order: 8,
  title: 'JavaScript Essentials for the Browser',
  description:
    'Learn the core of modern JavaScript: variables, types, functions, arrays, objects and modules.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Declare variables with const and let and know the primitive types',
    'Write arrow functions and use array methods such as map and filter',
    'Work with objects, destructuring and spread',
    'Load scripts as ES modules with defer semantics',
  ],
  lesson: `## Adding JavaScript to a page

Load scripts as **modules** at the end of the head:

\`\`\`html
<script type="module" src="/js/main.js"></script>
\`\`\`

Module scripts are deferred automatically: they download in parallel with HTML parsing and run after the document is parsed, so they never block rendering. They also run in strict mode and can use \`import\` and \`export\`.

## Variables and types

Use \`const\` by default and \`let\` when a variable must be reassigned; avoid the old \`var\`, which is function-scoped and hoisted in confusing ways. JavaScript has seven primitive types (\`string\`, \`number\`, \`bigint\`, \`boolean\`, \`undefined\`, \`null\`, \`symbol\`) plus objects. Compare with \`===\`, which never converts types; \`==\` performs coercion so \`0 == ''\` is true.

\`\`\`js
const price = 19.99;
let count = 3;
const label = \`Total: \${(price * count).toFixed(2)} EUR\`; // template literal
console.log(typeof label, count > 2 && 'bulk order');
\`\`\`

Values such as \`0\`, \`''\`, \`null\`, \`undefined\` and \`NaN\` are **falsy**; everything else is truthy. Use \`??\` (nullish coalescing) to supply a default only for null or undefined, and \`?.\` (optional chaining) to read properties that might not exist: \`user?.address?.city ?? 'unknown'\`.

## Functions and arrays

\`\`\`js
const cart = [
  { name: 'Book', price: 12, qty: 2 },
  { name: 'Pen', price: 2, qty: 10 },
];
const total = cart.reduce((sum, item) => sum + item.price * item.qty, 0);
const names = cart.filter((i) => i.qty > 1).map((i) => i.name.toUpperCase());
\`\`\`

Arrow functions are concise and do not have their own \`this\`. The array methods \`map\` (transform each item), \`filter\` (keep some), \`reduce\` (fold into one value), \`find\` and \`some\` replace most hand-written loops and do not mutate the original array. Newer non-mutating helpers like \`toSorted()\` and \`toReversed()\` return copies.

## Objects, destructuring and spread

\`\`\`js
const user = { id: 7, name: 'Ada', roles: ['admin'] };
const { name, roles = [] } = user;          // destructuring with default
const updated = { ...user, name: 'Ada L.' }; // copy with one change
const [first, ...rest] = [10, 20, 30];
\`\`\`

Spread creates **shallow** copies: nested objects are still shared. Use \`structuredClone(obj)\` for a deep copy. Objects and arrays are passed by reference, so treating data as immutable (creating new values rather than changing old ones) prevents many bugs and is the style frameworks such as React expect.

## Modules

Split code into files and share it explicitly:

\`\`\`js
// math.js
export function clamp(n, min, max) { return Math.min(Math.max(n, min), max); }
\`\`\`

\`\`\`js
// main.js
import { clamp } from './math.js';
\`\`\`

Each module has its own scope, so variables do not leak into the global object. With these building blocks you are ready to manipulate the page itself in the next chapter.`,
  overview: {
    whatYouWillLearn: [
      'Why module scripts are deferred and strict by default',
      'const, let and the primitive types',
      'Strict equality, truthiness, ?? and ?.',
      'Arrow functions and the map, filter and reduce methods',
      'Destructuring, spread and shallow versus deep copies',
      'Named exports and imports between modules',
    ],
    proTip:
      'Use the browser console as a scratchpad: it accepts top-level await and shows objects as expandable trees.',
  },
  mcqs: [
    {
      question: 'When does a script loaded with type="module" run by default?',
      options: {
        A: 'Immediately, blocking HTML parsing until done',
        B: 'After the document has been parsed, like a deferred script',
        C: 'Only when the user clicks the page',
        D: 'Before the head is parsed',
      },
      correct: 'B',
      explanation: 'Module scripts are deferred automatically and execute after parsing.',
    },
    {
      question: 'What does 0 ?? 5 evaluate to?',
      options: {
        A: '5, since 0 is falsy',
        B: 'null',
        C: '0',
        D: 'undefined',
      },
      correct: 'C',
      explanation: '?? only falls back for null or undefined, and 0 is neither.',
    },
    {
      question:
        'Which declaration should you use by default for a variable that is never reassigned?',
      options: {
        A: 'var',
        B: 'let',
        C: 'static',
        D: 'const',
      },
      correct: 'D',
      explanation: 'const prevents reassignment and signals intent; use let only when reassigning.',
    },
    {
      question: 'What does [1, 2, 3].map((n) => n * 2) return?',
      options: {
        A: '[2, 4, 6]',
        B: '12',
        C: '[1, 2, 3]',
        D: 'undefined',
      },
      correct: 'A',
      explanation: 'map returns a new array with each element transformed.',
    },
    {
      question: 'Why is === preferred over == in JavaScript?',
      options: {
        A: 'It is faster to type',
        B: 'It compares without type coercion',
        C: 'It compares objects deeply',
        D: 'It works with NaN',
      },
      correct: 'B',
      explanation: 'Strict equality avoids surprising conversions such as 0 == "" being true.',
    },
    {
      question:
        'After const copy = { ...original }, what is true about a nested object inside original?',
      options: {
        A: 'copy holds a deep clone of it',
        B: 'It is removed from copy',
        C: 'It is frozen',
        D: 'copy and original share the same nested object',
      },
      correct: 'D',
      explanation: 'Spread makes a shallow copy; nested references are shared.',
    },
    {
      question: 'What does user?.address?.city return when user.address is undefined?',
      options: {
        A: 'undefined',
        B: 'It throws because user.address is undefined',
        C: 'null',
        D: 'An empty string',
      },
      correct: 'A',
      explanation: 'Optional chaining short-circuits to undefined instead of throwing.',
    },
    {
      question: 'Which array method folds all elements into a single value?',
      options: {
        A: 'filter',
        B: 'forEach',
        C: 'reduce',
        D: 'some',
      },
      correct: 'C',
      explanation:
        'reduce calls a reducer with an accumulator and returns the final accumulated value.',
    },
    {
      question: "After `const { name, age = 30 } = { name: 'Ana' };`, what is `age`?",
      options: {
        A: '`undefined`',
        B: '`30`',
        C: "`'30'` (a string)",
        D: 'A TypeError',
      },
      correct: 'B',
      explanation:
        'A destructuring default is used when the property is missing, so `age` is the number 30.',
    },
    {
      question: 'What does `[1, 2, 3, 4].filter((n) => n % 2 === 0)` return?',
      options: {
        A: '`[false, true, false, true]`',
        B: '`[0, 1, 0, 1]`',
        C: '`[1, 3]`',
        D: '`[2, 4]`',
      },
      correct: 'D',
      explanation:
        '`filter` keeps the elements for which the callback returns true, here the even numbers.',
    },
    {
      question: 'How do you import the named export `formatDate` from `./utils.js`?',
      options: {
        A: "`import formatDate from './utils.js';`",
        B: "`import * as formatDate from './utils.js';`",
        C: "`import { formatDate } from './utils.js';`",
        D: "`export { formatDate } from './utils.js';`",
      },
      correct: 'C',
      explanation:
        'Named exports are imported inside braces; without braces you get the default export.',
    },
    {
      question: 'Which loop goes through the values of an array?',
      options: {
        A: '`for...of`',
        B: '`for...in`',
        C: '`forEach...in`',
        D: '`while...of`',
      },
      correct: 'A',
      explanation:
        '`for...of` iterates values; `for...in` iterates property keys (indexes as strings).',
    },
  ],
  problems: [],
};
