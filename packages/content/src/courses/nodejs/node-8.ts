import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-8',
  order: 8,
  title: 'Async Patterns and Error Handling',
  description:
    'Write robust asynchronous code: promise combinators, concurrency limits, timeouts, cancellation and process-level errors.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Convert callback APIs to promises and compose them with async/await',
    'Limit concurrency and add timeouts and cancellation',
    'Separate operational errors from programmer errors',
    'Handle uncaught exceptions and unhandled rejections correctly',
  ],
  lesson: `## From callbacks to promises

Older Node APIs use **error-first callbacks**: \`fs.readFile(path, (err, data) => ...)\`. Nearly every built-in now has a promise version (\`node:fs/promises\`, \`node:timers/promises\`, \`node:dns/promises\`), and \`util.promisify\` converts any remaining callback function. Write new code with \`async/await\` and \`try/catch\`.

\`\`\`js
import { setTimeout as sleep } from 'node:timers/promises';

async function fetchWithRetry(url, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
      return await res.json();
    } catch (err) {
      if (i >= attempts) throw err;
      await sleep(2 ** i * 100); // exponential backoff
    }
  }
}
\`\`\`

## Sequential, parallel, limited

\`await\` inside a \`for\` loop runs operations **one at a time**. \`Promise.all(items.map(fn))\` runs them **all at once**, which can overwhelm a database or hit API rate limits when there are thousands. The middle ground is a **concurrency limit**: process items with a fixed number of workers, using a small library such as \`p-limit\` or a simple worker loop. \`Promise.allSettled\` is useful when you want every result even if some fail.

## Timeouts and cancellation

Every call to another system needs a timeout, otherwise a stuck dependency ties up your resources forever. Many Node APIs accept an \`AbortSignal\`: \`AbortSignal.timeout(ms)\` aborts after a delay and \`AbortSignal.any([a, b])\` combines signals, for example a timeout with a client disconnect.

## Two kinds of errors

**Operational errors** are expected conditions in a correct program: a file is missing, the network fails, input is invalid. Handle them: retry, return 4xx, show a message. **Programmer errors** are bugs: reading a property of \`undefined\`, passing the wrong type. You cannot meaningfully recover from them; log, return 500, and fix the code.

Throw \`Error\` objects (never strings), and add context with the \`cause\` option so the original stack is kept:

\`\`\`js
try {
  await db.query(sql);
} catch (err) {
  throw new Error('Loading invoices failed', { cause: err });
}
\`\`\`

## Process-level safety nets

A promise rejection that nobody handles makes modern Node print the error and **exit** with a non-zero code. An uncaught synchronous exception does the same. You can listen to \`process.on('uncaughtException')\` and \`'unhandledRejection'\` to log the error, but then exit: the process may be in an inconsistent state. Let a supervisor (systemd, Docker, Kubernetes) restart it.

Common sources of unhandled rejections are forgetting \`await\` (a "floating" promise) and async callbacks passed to APIs that ignore the returned promise, such as \`array.forEach(async ...)\` or an EventEmitter listener. The \`@typescript-eslint/no-floating-promises\` lint rule catches most of them.`,
  overview: {
    whatYouWillLearn: [
      'Error-first callbacks, promisify and promise-based built-ins',
      'Retries with exponential backoff',
      'Sequential versus parallel versus concurrency-limited execution',
      'Timeouts and cancellation with AbortSignal',
      'Operational errors versus programmer errors and error causes',
      'What Node does with unhandled rejections and uncaught exceptions',
    ],
    proTip:
      'Never write array.forEach(async ...) for work you need to wait for; use for...of with await or Promise.all with map.',
  },
  mcqs: [
    {
      question: 'What does util.promisify do?',
      options: {
        A: 'Makes a function run in a worker thread',
        B: 'Wraps a callback-style function so it returns a promise',
        C: 'Adds a timeout to a promise (like `Promise.race`)',
        D: 'Catches all errors of a function',
      },
      correct: 'B',
      explanation: 'promisify wraps callback-style APIs so they can be awaited.',
    },
    {
      question:
        'You must call an API for 10,000 ids without exceeding its rate limit. What is the best approach?',
      options: {
        A: 'Promise.all over all 10,000 ids at once, ignoring the limit',
        B: 'One call per second using setInterval until every id is done',
        C: 'Process the ids with a fixed concurrency limit',
        D: 'Use synchronous HTTP calls',
      },
      correct: 'C',
      explanation: 'A concurrency limit balances speed against load on the remote system.',
    },
    {
      question: 'Which is an operational error rather than a programmer error?',
      options: {
        A: 'A database connection times out',
        B: 'Calling a method on an undefined value',
        C: 'Passing a string where a number is expected',
        D: 'A typo in the name of a variable',
      },
      correct: 'A',
      explanation: 'Network failures are expected conditions that correct code must handle.',
    },
    {
      question: 'What does modern Node do by default when a promise rejection is never handled?',
      options: {
        A: 'Ignores it silently',
        B: 'Retries the promise',
        C: 'Logs a warning (`UnhandledPromiseRejection`) and keeps running',
        D: 'Prints the error and exits with a non-zero code',
      },
      correct: 'D',
      explanation: 'Since Node 15 unhandled rejections crash the process by default.',
    },
    {
      question: 'Why does items.forEach(async (x) => await save(x)) cause problems?',
      options: {
        A: 'forEach cannot take async arrow functions and throws a TypeError',
        B: 'forEach ignores the returned promises, so nothing ever awaits them',
        C: 'It runs the saves sequentially',
        D: 'await is not allowed in arrow functions',
      },
      correct: 'B',
      explanation:
        '`forEach` discards the promises its callback returns, so nothing waits for the saves and their rejections go unhandled.',
    },
    {
      question: 'How do you keep the original error when wrapping it with more context?',
      options: {
        A: "`new Error(err.message + ' (context)')`",
        B: 'Throw a string',
        C: "new Error('message', { cause: err })",
        D: 'Log it with console.error, then throw a new Error',
      },
      correct: 'C',
      explanation: 'The cause option keeps the original error and its stack attached.',
    },
    {
      question: 'What does AbortSignal.timeout(5000) give you?',
      options: {
        A: 'A signal that aborts automatically after 5 seconds',
        B: 'A promise that resolves with `undefined` after 5 seconds',
        C: 'A retry policy',
        D: 'A rate limiter',
      },
      correct: 'A',
      explanation: 'Passing it to fetch or other APIs cancels the operation after the delay.',
    },
    {
      question: 'After logging in an uncaughtException handler, what should the process do?',
      options: {
        A: 'Continue serving requests, since the error was logged',
        B: 'Retry the code that threw, then carry on',
        C: 'Clear the require cache and reload the modules',
        D: 'Exit and let a supervisor restart it',
      },
      correct: 'D',
      explanation:
        'State may be corrupted after an uncaught exception, so a clean restart is safest.',
    },
    {
      question:
        'Which line runs three independent async calls concurrently and waits for all of them?',
      options: {
        A: '`await a(); await b(); await c();`',
        B: '`await Promise.all([a(), b(), c()])`',
        C: '`[a, b, c].forEach(async (f) => await f())`',
        D: '`await Promise.race([a(), b(), c()])`',
      },
      correct: 'B',
      explanation:
        'Calling all three first and awaiting `Promise.all` runs them concurrently and waits for every result.',
    },
    {
      question: 'Which of these is a programmer error?',
      options: {
        A: 'A network request that times out',
        B: 'A file the user asked for that does not exist (`ENOENT`)',
        C: 'A database that refuses connections under load',
        D: 'A bug such as reading a property of `undefined`',
      },
      correct: 'D',
      explanation:
        'Programmer errors are bugs in the code; the others are operational errors the program must expect and handle.',
    },
    {
      question: 'How should code treat an operational error such as a failed HTTP call?',
      options: {
        A: 'Handle it: retry, fall back or report it to the caller',
        B: 'Crash the process (`process.exit(1)`)',
        C: 'Ignore it, since it is not a bug in the code',
        D: 'Rewrite the code so the error can never happen',
      },
      correct: 'A',
      explanation:
        'Operational errors are expected conditions, so the code handles them with retries, fallbacks or a clear error to the caller.',
    },
    {
      question: 'How do you stop a `fetch` that takes longer than 3 seconds?',
      options: {
        A: 'Wrap the call in `setTimeout(fetch, 3000)`',
        B: 'Call `fetch.cancel()` once 3 seconds have passed',
        C: 'Pass `signal: AbortSignal.timeout(3000)`',
        D: 'Set `{ timeout: 3000 }` in the `fetch(url, init)` options',
      },
      correct: 'C',
      explanation:
        '`AbortSignal.timeout(ms)` returns a signal that aborts the request automatically after the delay.',
    },
  ],
  problems: [],
};
