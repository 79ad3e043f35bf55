import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-6',
  order: 6,
  title: 'Objects, Destructuring and Spread',
  description:
    'Model data with objects, read it with destructuring, copy and merge it with spread, and serialise it as JSON.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Create objects with literals, shorthand properties and computed keys',
    'Read nested data with destructuring and optional chaining',
    'Copy and merge objects with spread and understand shallow copies',
    'Convert between objects and JSON text',
  ],
  lesson: `## Object literals

Objects group related values under named keys. Keys are strings (or symbols); values can be anything, including functions, which are then called *methods*.

\`\`\`javascript
const name = 'Ada';
const field = 'role';
const user = {
  name,                 // shorthand for name: name
  age: 36,
  [field]: 'engineer',  // computed key -> role: 'engineer'
  greet() { return \`Hi, I am \${this.name}\`; },
};
user.age += 1;           // dot access
user['role'];            // bracket access for dynamic keys
delete user.age;         // remove a property
'name' in user;          // true
\`\`\`

\`Object.keys\`, \`Object.values\` and \`Object.entries\` return arrays you can loop over with \`for...of\`, and \`Object.fromEntries\` turns entries back into an object.

## Destructuring

Destructuring unpacks values into variables using a pattern that mirrors the data's shape. It works for objects (by key) and arrays (by position), supports defaults and renaming, and is common in function parameters.

\`\`\`javascript
const { name: fullName, city = 'unknown' } = user; // rename and default
const [first, , third, ...others] = [1, 2, 3, 4, 5]; // skip and collect
function show({ title, year = 2026 }) { return \`\${title} (\${year})\`; }
[a, b] = [b, a]; // swap two let variables
\`\`\`

## Optional chaining

Reading a property of \`undefined\` throws a \`TypeError\`. The optional chaining operator \`?.\` stops and returns \`undefined\` instead, and it combines well with \`??\`: \`order.customer?.address?.city ?? 'n/a'\`. It also works for calls (\`callback?.()\`) and indexes (\`list?.[0]\`).

## Spread and copying

Spread syntax \`...\` copies the own enumerable properties of one object into a new one. Later properties overwrite earlier ones, which makes it ideal for immutable updates:

\`\`\`javascript
const defaults = { theme: 'light', fontSize: 14 };
const settings = { ...defaults, theme: 'dark' }; // { theme: 'dark', fontSize: 14 }
\`\`\`

The copy is **shallow**: nested objects are shared, not duplicated. Changing \`settings.nested.x\` would also change the original. For a deep copy of plain data use \`structuredClone(value)\`, which is built into browsers and Node.js.

## Objects are references

Variables hold *references* to objects. Assigning an object to a second variable does not copy it, and \`===\` compares identity, so two separately created objects with identical contents are not equal.

## JSON

JSON is the text format used by most web APIs. \`JSON.stringify(obj)\` produces a string (functions and \`undefined\` values are skipped), and \`JSON.parse(text)\` turns valid JSON back into objects and arrays. JSON requires double-quoted keys and does not allow trailing commas or comments, so \`JSON.parse\` throws a \`SyntaxError\` on invalid text; wrap it in \`try...catch\` when the input is untrusted.`,
  overview: {
    whatYouWillLearn: [
      'Object literals support shorthand properties, computed keys and method syntax',
      'Destructuring extracts values by key or position with defaults and renaming',
      'Optional chaining short-circuits to undefined instead of throwing on missing data',
      'Spread creates shallow copies where later properties win',
      'Objects are compared and assigned by reference, not by contents',
      'JSON.stringify and JSON.parse convert between objects and JSON text',
    ],
    proTip:
      'Use structuredClone for deep copies of plain data instead of JSON.parse(JSON.stringify(x)); it keeps Dates, Maps and Sets intact.',
  },
  mcqs: [
    {
      question: 'Given const key = "color"; what does { [key]: "red" } create?',
      options: {
        A: '{ key: "red" }',
        B: 'An array ["color", "red"]',
        C: 'A SyntaxError',
        D: '{ color: "red" }',
      },
      correct: 'D',
      explanation:
        'Square brackets make a computed key, so the value of key becomes the property name.',
    },
    {
      question: 'What is city after const { city = "Paris" } = { city: undefined };?',
      options: {
        A: 'undefined',
        B: '"Paris"',
        C: 'null',
        D: 'A TypeError is thrown',
      },
      correct: 'B',
      explanation: 'Destructuring defaults apply when the value is undefined.',
    },
    {
      question: 'What does user.profile?.email evaluate to when user.profile is undefined?',
      options: {
        A: 'null, since `profile` is missing',
        B: 'It throws a TypeError, as `user.profile` is undefined',
        C: 'undefined',
        D: 'An empty string',
      },
      correct: 'C',
      explanation: 'Optional chaining stops at the undefined value and returns undefined.',
    },
    {
      question: 'What is the result of { ...{ a: 1, b: 2 }, b: 3 }?',
      options: {
        A: '{ a: 1, b: 3 }',
        B: '{ a: 1, b: 2 }',
        C: '{ a: 1, b: 2, b: 3 }',
        D: '{ b: 3 }',
      },
      correct: 'A',
      explanation: 'Properties listed later overwrite earlier ones in an object literal.',
    },
    {
      question: 'After const copy = { ...orig }, what happens when you change copy.inner.x?',
      options: {
        A: 'Only copy changes',
        B: 'orig.inner.x changes too, because the copy is shallow and shares inner',
        C: 'A TypeError is thrown because spread makes the copy frozen',
        D: 'Nothing changes because spread copies are read-only',
      },
      correct: 'B',
      explanation:
        'Spread copies only the top level, so nested objects are shared between the two.',
    },
    {
      question: 'What does ({ a: 1 }) === ({ a: 1 }) evaluate to?',
      options: {
        A: 'true',
        B: 'undefined',
        C: 'A SyntaxError',
        D: 'false',
      },
      correct: 'D',
      explanation: 'Objects are compared by reference, and these are two different objects.',
    },
    {
      question: 'Which call turns the string \'{"n": 5}\' into an object?',
      options: {
        A: 'JSON.parse(text)',
        B: 'JSON.stringify(text)',
        C: 'Object.from(text)',
        D: 'text.toObject()',
      },
      correct: 'A',
      explanation: 'JSON.parse converts JSON text into the corresponding JavaScript value.',
    },
    {
      question: 'Given const [x, , y] = [10, 20, 30]; what is y?',
      options: {
        A: '20',
        B: 'undefined',
        C: '30',
        D: '10',
      },
      correct: 'C',
      explanation: 'The empty slot skips the second element, so y receives the third, 30.',
    },
    {
      question: 'What does `JSON.stringify({ a: 1, f() {}, u: undefined })` return?',
      options: {
        A: '`\'{"a":1,"u":null}\'`',
        B: '`\'{"a":1,"f":{},"u":undefined}\'`',
        C: '`\'{"a":1,"f":"f() {}"}\'`',
        D: '`\'{"a":1}\'`',
      },
      correct: 'D',
      explanation:
        '`JSON.stringify` skips function-valued and `undefined` properties of an object.',
    },
    {
      question: 'Which call makes a deep copy of plain nested data?',
      options: {
        A: '`{ ...value }`',
        B: '`Object.assign({}, value)`',
        C: '`structuredClone(value)`',
        D: '`Object.freeze(value)`',
      },
      correct: 'C',
      explanation:
        '`structuredClone` copies nested objects too; spread and `Object.assign` make shallow copies and `freeze` copies nothing.',
    },
    {
      question: 'What does `Object.entries({ a: 1, b: 2 })` return?',
      options: {
        A: "`['a', 'b']`",
        B: "`[['a', 1], ['b', 2]]`",
        C: "`[{ key: 'a', value: 1 }, { key: 'b', value: 2 }]`",
        D: '`[1, 2]`',
      },
      correct: 'B',
      explanation: '`Object.entries` returns an array of `[key, value]` pairs.',
    },
    {
      question: "Given `const user = { name: 'Ada' };`, what does `'age' in user` evaluate to?",
      options: {
        A: '`false`',
        B: '`undefined`',
        C: '`true`',
        D: 'A ReferenceError because age is not defined',
      },
      correct: 'A',
      explanation:
        'The `in` operator checks whether the property exists; `user` has no `age` key, so it is `false`.',
    },
  ],
  problems: [],
};
