import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-9',
  order: 9,
  title: 'Asynchronous JavaScript: Promises and async/await',
  description:
    'Understand the event loop, consume and create promises, and write clear asynchronous code with async/await.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Describe the call stack, task queue and microtask queue',
    'Create, chain and combine promises',
    'Write async functions with await and handle rejections with try/catch',
    'Run independent operations concurrently with Promise.all and friends',
  ],
  lesson: `## Why asynchronous code

JavaScript runs your code on a single thread. Slow operations such as network requests, timers and file reads are handed to the host (browser or Node.js), and your code is notified when they finish. This keeps the page or server responsive: nothing blocks while waiting.

## The event loop

The engine executes one piece of code at a time on the **call stack**. When an asynchronous operation completes, its callback is queued. The **event loop** waits until the stack is empty, then runs **all pending microtasks** (promise reactions, \`queueMicrotask\`) before taking the next **task** (timers, I/O events). That ordering explains this classic puzzle:

\`\`\`javascript
console.log('1');
setTimeout(() => console.log('4'), 0);
Promise.resolve().then(() => console.log('3'));
console.log('2');
// prints 1, 2, 3, 4
\`\`\`

## Promises

A **promise** represents a value that will be available later. It starts *pending* and settles exactly once, either *fulfilled* with a value or *rejected* with an error. \`then\` registers a reaction and returns a *new* promise, so calls chain; \`catch\` handles a rejection anywhere earlier in the chain; \`finally\` runs either way.

\`\`\`javascript
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

fetch('/api/user')
  .then((res) => {
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
    return res.json();        // returning a promise flattens it into the chain
  })
  .then((user) => console.log(user.name))
  .catch((err) => console.error('failed:', err.message));
\`\`\`

## async and await

An \`async\` function always returns a promise. Inside it, \`await\` pauses the function until a promise settles and then yields its value, or throws its rejection so that ordinary \`try...catch\` works.

\`\`\`javascript
async function loadDashboard(id) {
  try {
    const [user, orders] = await Promise.all([getUser(id), getOrders(id)]);
    return { user, orders };
  } catch (err) {
    console.error(err);
    return null;
  }
}
\`\`\`

Awaiting two independent calls one after the other doubles the waiting time; start them together and await \`Promise.all\`. The combinators differ in how they treat failure:

- \`Promise.all\` fulfils with all values, or rejects as soon as one input rejects.
- \`Promise.allSettled\` waits for every input and reports each outcome.
- \`Promise.race\` settles like the first input to settle.
- \`Promise.any\` fulfils with the first success and rejects only if all fail.

## Pitfalls

Forgetting \`await\` gives you a promise instead of a value, and an unhandled rejection can crash a Node.js process. \`await\` inside \`forEach\` does not wait, because \`forEach\` ignores the returned promises; use \`for...of\` for sequential work or \`Promise.all(items.map(...))\` for concurrent work. Top-level \`await\` is allowed in ES modules. To cancel a \`fetch\`, pass an \`AbortController\` signal.`,
  overview: {
    whatYouWillLearn: [
      'JavaScript runs on one thread and the event loop dispatches completed work',
      'Microtasks such as promise reactions run before the next timer or I/O task',
      'A promise settles once, as fulfilled or rejected, and then returns a new promise for chaining',
      'async functions return promises and await unwraps values or throws rejections',
      'Promise.all, allSettled, race and any differ in how they handle failures',
      'forEach does not wait for async callbacks, while for...of with await does',
    ],
    proTip:
      'Search your code for sequential awaits of unrelated calls; replacing them with Promise.all is often the cheapest speed-up you can ship.',
  },
  mcqs: [
    {
      question:
        'In what order is output printed by: log(1); setTimeout(()=>log(4)); Promise.resolve().then(()=>log(3)); log(2)?',
      options: {
        A: '1 4 3 2',
        B: '1 2 3 4',
        C: '1 2 4 3',
        D: '4 3 2 1',
      },
      correct: 'B',
      explanation:
        'Synchronous code runs first, then microtasks (the promise), then tasks (the timer).',
    },
    {
      question: 'What does an async function always return?',
      options: {
        A: 'undefined',
        B: 'The raw return value',
        C: 'A callback',
        D: "A promise for the function's eventual result",
      },
      correct: 'D',
      explanation: 'The return value of an async function is wrapped in a promise.',
    },
    {
      question: 'Which combinator rejects as soon as any one of its input promises rejects?',
      options: {
        A: 'Promise.all',
        B: 'Promise.allSettled',
        C: 'Promise.any',
        D: 'Promise.resolve',
      },
      correct: 'A',
      explanation: 'Promise.all fails fast on the first rejection.',
    },
    {
      question: 'What happens when an awaited promise rejects inside a try block?',
      options: {
        A: '`await` returns `undefined` and the function continues normally',
        B: 'The function keeps waiting forever',
        C: 'The rejection reason is thrown at the `await` and the catch block runs',
        D: 'The rejection is logged and the try block continues',
      },
      correct: 'C',
      explanation: 'await turns a rejection into a thrown exception that try...catch can handle.',
    },
    {
      question: 'Why does items.forEach(async (x) => { await save(x); }) not wait for the saves?',
      options: {
        A: '`await` is not allowed in forEach callbacks',
        B: 'save runs synchronously',
        C: 'forEach throws on async callbacks',
        D: 'forEach ignores the promises its callback returns',
      },
      correct: 'D',
      explanation: 'forEach discards callback return values, so nothing awaits the promises.',
    },
    {
      question: 'How many times can a promise settle?',
      options: {
        A: 'Any number of times',
        B: 'Exactly once',
        C: 'Twice: once pending, once done',
        D: 'Once per then call',
      },
      correct: 'B',
      explanation:
        'A promise moves from pending to fulfilled or rejected once and then never changes.',
    },
    {
      question:
        'Which combinator reports the outcome of every input, whether fulfilled or rejected?',
      options: {
        A: 'Promise.race',
        B: 'Promise.any',
        C: 'Promise.allSettled',
        D: 'Promise.allResolved',
      },
      correct: 'C',
      explanation: 'allSettled waits for all inputs and returns a status object for each.',
    },
    {
      question:
        'Two independent requests take 1 s each. How long does await a(); await b(); take compared with await Promise.all([a(), b()])?',
      options: {
        A: 'About 2 s versus about 1 s',
        B: 'About 1 s for both',
        C: 'About 2 s for both',
        D: 'About 1 s versus about 2 s',
      },
      correct: 'A',
      explanation:
        'Sequential awaits add up, while starting both first lets them run concurrently.',
    },
    {
      question: 'What does `Promise.any` do if every input promise rejects?',
      options: {
        A: 'It fulfils with `undefined`',
        B: 'It rejects, since no input succeeded',
        C: "It fulfils with the last input's rejection reason",
        D: 'It stays pending until every input promise is retried',
      },
      correct: 'B',
      explanation:
        '`Promise.any` fulfils with the first success and rejects only when all inputs reject.',
    },
    {
      question: 'What does calling `.then(callback)` on a promise return?',
      options: {
        A: 'The same promise it was called on',
        B: 'The value the callback returned, unwrapped',
        C: '`undefined`; chaining works through the callbacks',
        D: 'A new promise, enabling chaining',
      },
      correct: 'D',
      explanation:
        "`then` registers a reaction and returns a new promise that settles with the callback's result.",
    },
    {
      question:
        'What does `const user = getUser();` hold if `getUser` is an async function and `await` was forgotten?',
      options: {
        A: 'A promise, not the user',
        B: 'The user object, only a little later',
        C: '`undefined` until the request completes',
        D: 'A SyntaxError at the call site',
      },
      correct: 'A',
      explanation:
        'An async function always returns a promise; without `await` you get the promise itself.',
    },
    {
      question:
        'After the current code finishes, which runs first: a `setTimeout(fn, 0)` callback or a promise `then` callback?',
      options: {
        A: 'Whichever was registered first in the source code',
        B: 'The `then` callback, because microtasks run first',
        C: 'The `setTimeout` callback, because a 0 ms delay means it is queued first',
        D: 'They run at the same time on separate threads',
      },
      correct: 'B',
      explanation:
        'The event loop drains all pending microtasks (promise reactions) before taking the next task such as a timer.',
    },
  ],
  problems: [],
};
