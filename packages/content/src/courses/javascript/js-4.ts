import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-4',
  order: 4,
  title: 'Functions, Scope and Closures',
  description:
    'Define reusable functions, understand lexical scope and hoisting, and use closures to keep private state.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write function declarations, function expressions and arrow functions',
    'Use default, rest and returned values correctly',
    'Explain lexical scope, hoisting and the temporal dead zone',
    'Create closures that remember variables from an outer function',
  ],
  lesson: `## Three ways to write a function

Functions package a piece of logic behind a name so it can be reused and tested. JavaScript offers three common forms:

\`\`\`javascript
function add(a, b) {          // declaration: hoisted, usable before this line
  return a + b;
}
const multiply = function (a, b) { return a * b; }; // function expression
const square = (x) => x * x;  // arrow function with an implicit return
\`\`\`

An arrow function with a single expression body returns that expression automatically; with braces you must write \`return\`. A function without a \`return\` statement returns \`undefined\`. Functions are values: you can store them in variables, pass them as arguments and return them from other functions, which is why JavaScript is said to have *first-class functions*.

## Parameters

Missing arguments become \`undefined\`, so give parameters **defaults** where sensible. A **rest parameter** collects any remaining arguments into a real array.

\`\`\`javascript
function greet(name = 'friend', ...titles) {
  return \`Hello, \${titles.join(' ')} \${name}\`.replace('  ', ' ');
}
greet();                  // 'Hello, friend'
greet('Lovelace', 'Lady'); // 'Hello, Lady Lovelace'
\`\`\`

## Scope and hoisting

JavaScript uses **lexical scope**: a function can see variables declared in the blocks that surround it *in the source code*, not in whoever calls it. Inner names shadow outer names with the same spelling. Function declarations are **hoisted** completely, so you may call them above their definition. Variables declared with \`let\` and \`const\` are hoisted too, but they sit in the **temporal dead zone** until their declaration line runs; touching them earlier throws a \`ReferenceError\`. \`var\` declarations are hoisted and initialised to \`undefined\`, another reason to avoid them.

## Closures

A **closure** is a function together with the variables it captured from the scope where it was created. The captured variables stay alive as long as the function does, even after the outer function has returned.

\`\`\`javascript
function makeCounter() {
  let count = 0;              // private: nothing outside can touch it
  return () => ++count;
}
const next = makeCounter();
next(); // 1
next(); // 2
const other = makeCounter(); // a separate count starting from 0
\`\`\`

Closures power callbacks, event handlers, memoisation and module-style privacy. Each call of \`makeCounter\` creates a fresh \`count\`, so counters do not interfere. A classic pitfall was creating callbacks inside a \`var\` loop, where all callbacks shared one variable; \`let\` gives each iteration its own binding and fixes it.

## Pure functions

Prefer functions that compute their result only from their arguments and do not modify outside state. Such **pure** functions are easy to test and reason about; keep side effects such as printing or network calls at the edges of your program.`,
  overview: {
    whatYouWillLearn: [
      'Functions are first-class values that can be stored, passed and returned',
      'Arrow functions with an expression body return that expression implicitly',
      'Default parameters replace undefined arguments and rest parameters gather extras into an array',
      'Lexical scope is determined by where code is written, not where it is called',
      'let and const are hoisted into a temporal dead zone, while declarations are fully hoisted',
      'A closure keeps captured variables alive after the outer function returns',
    ],
    proTip:
      'If a function needs more than three parameters, accept a single options object instead; call sites become self-documenting.',
  },
  mcqs: [
    {
      question: 'What does a JavaScript function return if it has no return statement?',
      options: {
        A: 'null',
        B: '0',
        C: 'undefined',
        D: 'The value of its last expression',
      },
      correct: 'C',
      explanation: 'Without return, a function call evaluates to undefined.',
    },
    {
      question: 'What does the arrow function const f = (x) => x * 2; return for f(4)?',
      options: {
        A: '8',
        B: 'undefined',
        C: '4',
        D: 'A SyntaxError because return is missing',
      },
      correct: 'A',
      explanation: 'An arrow function with an expression body returns that expression implicitly.',
    },
    {
      question: 'What happens if you read a let variable before its declaration in the same scope?',
      options: {
        A: 'It evaluates to undefined',
        B: 'It evaluates to null',
        C: 'The engine moves the declaration up silently',
        D: 'A ReferenceError is thrown',
      },
      correct: 'D',
      explanation:
        'The variable is in the temporal dead zone until its declaration runs, so access throws a ReferenceError.',
    },
    {
      question: 'In function sum(...nums) {}, what is nums when called as sum(1, 2, 3)?',
      options: {
        A: 'The number 6',
        B: 'The array `[1, 2, 3]`',
        C: 'The arguments object',
        D: 'The number 1',
      },
      correct: 'B',
      explanation: 'A rest parameter collects the remaining arguments into a real array.',
    },
    {
      question: 'What is a closure?',
      options: {
        A: 'A function together with the variables it captured from the scope where it was defined',
        B: 'A function that runs immediately and then deletes all of its local state',
        C: 'An object that holds a copy of every global variable at the time of a call',
        D: 'A function that reads only its parameters, never variables of outer scopes',
      },
      correct: 'A',
      explanation:
        'A closure is a function plus references to the outer variables it uses, kept alive with it.',
    },
    {
      question:
        'With function makeCounter() { let c = 0; return () => ++c; }, what do a = makeCounter(); a(); a(); b = makeCounter(); b() return on the last call?',
      options: {
        A: '3',
        B: '2',
        C: '1',
        D: '0',
      },
      correct: 'C',
      explanation: 'Each call to makeCounter creates a fresh c, so b starts its own count at 1.',
    },
    {
      question: 'Which kind of function can be called on a line above where it is written?',
      options: {
        A: 'An arrow function assigned to const',
        B: 'A function declaration',
        C: 'A function expression assigned to let',
        D: 'None of them',
      },
      correct: 'B',
      explanation:
        'Function declarations are hoisted with their body, so they are callable before their definition.',
    },
    {
      question: 'What does lexical scope mean?',
      options: {
        A: 'Variables are looked up in the scope of whichever function called this one',
        B: 'All variables are shared globally across every file',
        C: 'Variables exist only while the function that declared them is still running',
        D: 'Visibility is decided by where code is written in the source',
      },
      correct: 'D',
      explanation:
        'JavaScript resolves names through the nesting of the source code, not the call stack.',
    },
    {
      question:
        "Given `function greet(name = 'friend') { return 'Hi ' + name; }`, what does `greet()` return?",
      options: {
        A: "`'Hi undefined'`",
        B: "`'Hi friend'`",
        C: "`'Hi '`",
        D: 'A TypeError, because `greet` was called without `name`',
      },
      correct: 'B',
      explanation: 'A default parameter value is used when the argument is missing (undefined).',
    },
    {
      question: 'Which of these functions is pure?',
      options: {
        A: '`(x) => { total += x; return total; }`',
        B: '`(msg) => console.log(msg)`',
        C: '`() => Math.random()`',
        D: '`(a, b) => a + b`',
      },
      correct: 'D',
      explanation:
        "A pure function's result depends only on its arguments and it has no side effects; the others change outer state, print, or return random values.",
    },
    {
      question: 'With `const add = (a) => (b) => a + b;`, what does `add(2)(3)` return?',
      options: {
        A: 'A function',
        B: '23',
        C: '5',
        D: '`NaN`',
      },
      correct: 'C',
      explanation:
        '`add(2)` returns a closure remembering `a = 2`, which is then called with `b = 3` and returns 5.',
    },
    {
      question: 'What does `let x = 1; { let x = 2; } console.log(x);` print?',
      options: {
        A: '1',
        B: '2',
        C: '`undefined`',
        D: 'A SyntaxError for redeclaring x',
      },
      correct: 'A',
      explanation:
        'The inner `let x` is a separate block-scoped variable, so the outer `x` is still 1.',
    },
  ],
  problems: [],
};
