import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-1',
  order: 1,
  title: 'Getting Started with JavaScript',
  description:
    'Run your first JavaScript programs, print output and store values in variables with let and const.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain where JavaScript runs: browsers and Node.js',
    'Run a script and print output with console.log',
    'Declare variables with let and const and know when to use each',
    'Write comments and follow common naming conventions',
  ],
  lesson: `## What JavaScript is

JavaScript is the programming language of the web. Every modern browser contains a JavaScript engine (V8 in Chrome and Edge, SpiderMonkey in Firefox, JavaScriptCore in Safari), and the same language runs outside the browser through **Node.js**, Deno and Bun. That means one language can power a web page, a command-line tool and a server. The language itself is standardised as **ECMAScript**; a new edition is published every year, so features such as \`let\`, arrow functions and \`async\` functions are part of the official standard, not add-ons.

## Running your first program

Save the following as \`hello.js\` and run it with \`node hello.js\` in a terminal, or paste it into the browser's developer console (F12):

\`\`\`javascript
// A single-line comment
console.log('Hello, world!');
console.log('2 + 3 =', 2 + 3); // several values are printed separated by spaces
\`\`\`

\`console.log\` prints its arguments followed by a newline. It is your main tool for seeing what a program does while you learn. Statements usually end with a semicolon; JavaScript can insert missing semicolons automatically, but relying on that occasionally produces surprises, so most style guides either always write them or use a formatter such as Prettier that handles it consistently.

## Variables: let and const

A variable is a name bound to a value. Modern code declares variables with two keywords:

\`\`\`javascript
const name = 'Ada';     // cannot be reassigned
let score = 10;         // can be reassigned
score = score + 5;
console.log(name, score); // Ada 15
\`\`\`

Use \`const\` by default and switch to \`let\` only when the variable really must be reassigned, such as a loop counter or a running total. Reassigning a \`const\` throws a \`TypeError\`. Note that \`const\` protects the *binding*, not the value: a \`const\` array can still have items pushed onto it.

Both \`let\` and \`const\` are **block-scoped**: they exist only inside the nearest pair of braces. The older keyword \`var\` is function-scoped and is hoisted in confusing ways, so you will see it in legacy code but should not write it in new code.

## Names and comments

Identifiers may contain letters, digits, \`_\` and \`$\`, but cannot start with a digit, and they are case-sensitive (\`total\` and \`Total\` are different). The convention is **camelCase** for variables and functions (\`totalPrice\`), **PascalCase** for classes and UPPER_SNAKE_CASE for fixed configuration constants. Comments start with \`//\` for one line or sit between \`/*\` and \`*/\` for several lines. Write comments that explain *why* the code does something; well-chosen names should already explain *what* it does.`,
  overview: {
    whatYouWillLearn: [
      'JavaScript is standardised as ECMAScript and runs in browsers and in runtimes such as Node.js',
      'console.log prints values and is the primary debugging aid for beginners',
      'const creates a binding that cannot be reassigned; let creates one that can',
      'let and const are block-scoped, while the legacy var is function-scoped',
      'Identifiers are case-sensitive and conventionally written in camelCase',
      'Comments explain intent and are ignored by the engine',
    ],
    proTip:
      'Default to const; when a linter or an error tells you a value must change, switch that one declaration to let.',
  },
  mcqs: [
    {
      question:
        'Which of these lets you run a JavaScript file from a terminal outside the browser?',
      options: {
        A: 'Node.js',
        B: 'The DOM',
        C: 'WebAssembly',
        D: 'JSON',
      },
      correct: 'A',
      explanation:
        'Node.js is a JavaScript runtime built on the V8 engine that executes scripts from the command line.',
    },
    {
      question: 'What is the name of the official standard that defines the JavaScript language?',
      options: {
        A: 'W3C DOM',
        B: 'TypeScript',
        C: 'ECMAScript',
        D: 'WebAssembly',
      },
      correct: 'C',
      explanation:
        'JavaScript is standardised by Ecma International as ECMAScript, with a new edition every year.',
    },
    {
      question: 'What does console.log("a", 1 + 1) print?',
      options: {
        A: 'a1+1',
        B: 'a 2',
        C: 'a2',
        D: 'a 1 1',
      },
      correct: 'B',
      explanation:
        'console.log evaluates each argument and prints them separated by a single space.',
    },
    {
      question: 'What happens when you reassign a variable declared with const?',
      options: {
        A: 'The new value is silently ignored',
        B: 'The variable becomes a let variable',
        C: 'The old value is kept and a warning is printed',
        D: 'A TypeError is thrown',
      },
      correct: 'D',
      explanation: 'Assigning to a const binding throws a TypeError at run time.',
    },
    {
      question: 'Given const list = [1, 2]; which statement runs without an error?',
      options: {
        A: 'list = [1, 2, 3];',
        B: 'list = list.concat(3);',
        C: 'list.push(3);',
        D: 'const list = [3];',
      },
      correct: 'C',
      explanation:
        'const prevents reassigning the name, but the array it refers to can still be mutated with push.',
    },
    {
      question: 'Where does a variable declared with let inside an if block exist?',
      options: {
        A: 'Only inside that block',
        B: 'Everywhere in the enclosing function',
        C: 'Everywhere in the file',
        D: 'Only on the line where it is declared',
      },
      correct: 'A',
      explanation:
        'let and const are block-scoped, so the variable is visible only within its braces.',
    },
    {
      question: 'Which identifier is NOT a valid JavaScript variable name?',
      options: {
        A: '_count',
        B: '$price',
        C: 'userName2',
        D: '2ndUser',
      },
      correct: 'D',
      explanation: 'Identifiers cannot start with a digit, so 2ndUser is a syntax error.',
    },
    {
      question: 'Which naming convention is standard for JavaScript variables and functions?',
      options: {
        A: 'snake_case',
        B: 'camelCase',
        C: 'kebab-case',
        D: 'SCREAMING_CASE',
      },
      correct: 'B',
      explanation: 'Variables and functions are conventionally camelCase, classes PascalCase.',
    },
    {
      question: 'Which characters start a single-line comment in JavaScript?',
      options: {
        A: '`#` (hash)',
        B: '`//` (two slashes)',
        C: '`--` (two dashes)',
        D: '`;;` (two semicolons)',
      },
      correct: 'B',
      explanation:
        'In JavaScript `//` starts a comment that runs to the end of the line; `/* */` wraps several lines.',
    },
    {
      question:
        'Which keyword should you use by default for a variable whose binding is never reassigned?',
      options: {
        A: '`var`',
        B: '`let`',
        C: '`const`',
        D: '`static`',
      },
      correct: 'C',
      explanation:
        '`const` is the default choice; use `let` only when the variable must be reassigned.',
    },
    {
      question: 'What does `let count = 1; count = count + 1; console.log(count);` print?',
      options: {
        A: '1',
        B: '2',
        C: '11',
        D: 'A TypeError',
      },
      correct: 'B',
      explanation: 'A `let` variable may be reassigned, so `count` becomes 2 before it is printed.',
    },
    {
      question: 'Why is `var` discouraged in new JavaScript code?',
      options: {
        A: 'It is function-scoped and hoisted, so it ignores block braces',
        B: 'It makes every variable global, even inside functions',
        C: 'It cannot hold objects or arrays, only primitive values',
        D: 'It was removed in ES2015 and only works in sloppy mode',
      },
      correct: 'A',
      explanation:
        '`var` is function-scoped and hoisted, unlike the block-scoped `let` and `const`.',
    },
  ],
  problems: [],
};
