import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-10',
  order: 10,
  title: 'Asynchronous JavaScript and the Fetch API',
  description:
    'Load data from servers with promises, async/await and fetch, and handle errors, cancellation and loading states.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain the event loop, tasks and microtasks at a practical level',
    'Write promise-based code with async/await and proper error handling',
    'Call HTTP APIs with fetch, including JSON bodies and status checks',
    'Run requests in parallel and cancel them with AbortController',
  ],
  lesson: `## Why asynchronous?

JavaScript in the browser runs on a single main thread that also handles rendering and user input. A slow synchronous operation would freeze the page, so network requests, timers and file reads are **asynchronous**: you start them, the browser does the work elsewhere, and your code continues when the result arrives.

The **event loop** coordinates this. Finished work queues a callback; when the call stack is empty the loop runs all pending **microtasks** (promise reactions) first, then the next **task** (a timer, a click, a message), then possibly renders. That is why \`Promise.resolve().then(f)\` runs before \`setTimeout(f, 0)\`.

## Promises and async/await

A **promise** represents a future value and is pending, fulfilled or rejected. \`async\` functions always return a promise, and \`await\` pauses the function until a promise settles, without blocking the thread.

\`\`\`js
async function loadUser(id) {
  const response = await fetch(\`/api/users/\${id}\`);
  if (!response.ok) {
    throw new Error(\`HTTP \${response.status}\`);
  }
  return response.json();
}

try {
  const user = await loadUser(7);
  render(user);
} catch (error) {
  showError(error.message);
}
\`\`\`

An important detail: \`fetch\` only rejects on network failure. A 404 or 500 response still **fulfils** the promise, so you must check \`response.ok\` (true for status 200-299) yourself.

## Sending data

\`\`\`js
const res = await fetch('/api/todos', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ title: 'Learn fetch', done: false }),
});
const created = await res.json();
\`\`\`

For HTML forms, \`new FormData(formElement)\` collects all fields and can be passed directly as the body.

## Parallelism and cancellation

Awaiting requests one after another is slow when they are independent. Start them together:

\`\`\`js
const [posts, comments] = await Promise.all([
  fetch('/api/posts').then((r) => r.json()),
  fetch('/api/comments').then((r) => r.json()),
]);
\`\`\`

\`Promise.all\` rejects as soon as any promise rejects; \`Promise.allSettled\` waits for all and reports each outcome; \`Promise.race\` and \`Promise.any\` settle with the first result.

Users type faster than servers answer. Cancel stale requests with an **AbortController**, or add a timeout with \`AbortSignal.timeout(ms)\`:

\`\`\`js
let controller;
input.addEventListener('input', async () => {
  controller?.abort();
  controller = new AbortController();
  try {
    const res = await fetch(\`/api/search?q=\${encodeURIComponent(input.value)}\`, { signal: controller.signal });
    showResults(await res.json());
  } catch (e) {
    if (e.name !== 'AbortError') showError(e);
  }
});
\`\`\`

## Good loading UX

Every request has three states to show: loading, success and error. Disable submit buttons while a request is in flight to avoid double submissions, encode user input in URLs with \`encodeURIComponent\`, and remember that cross-origin requests are governed by CORS, which you will meet in the security chapter.`,
  overview: {
    whatYouWillLearn: [
      'Why the browser main thread needs asynchronous APIs',
      'How the event loop orders tasks and microtasks',
      'Promise states and the async/await syntax',
      'Why fetch resolves on HTTP errors and how to check response.ok',
      'Combining promises with all, allSettled, race and any',
      'Cancelling requests with AbortController and timeouts',
    ],
    proTip:
      'Throttle the network to "Slow 4G" in DevTools while developing; missing loading and error states become obvious immediately.',
  },
  mcqs: [
    {
      question:
        'Which runs first after the current script finishes: a setTimeout(f, 0) callback or a Promise.resolve().then(g) callback?',
      options: {
        A: 'f, because a 0 ms timer is queued before the promise',
        B: 'They run in random order',
        C: 'g, because microtasks run before the next task',
        D: 'Neither runs until the page is idle',
      },
      correct: 'C',
      explanation:
        'The microtask queue is drained before the event loop picks the next task such as a timer.',
    },
    {
      question: 'A fetch call receives a 404 response. What happens to the promise it returned?',
      options: {
        A: 'It fulfils with a Response whose ok property is false, not an error',
        B: 'The promise rejects with an HTTP 404 error',
        C: 'It never settles',
        D: 'It fulfils with `null` because there is no response body',
      },
      correct: 'A',
      explanation:
        'fetch only rejects on network errors; HTTP error statuses still produce a Response.',
    },
    {
      question: 'What does an async function always return?',
      options: {
        A: 'The raw value of its return statement',
        B: 'undefined',
        C: 'A generator',
        D: 'Promise',
      },
      correct: 'D',
      explanation:
        'Return values are wrapped in a fulfilled promise and thrown errors in a rejected one.',
    },
    {
      question: 'Which header should accompany a JSON.stringify body in a POST request?',
      options: {
        A: 'Accept: application/json',
        B: 'Content-Type: application/json',
        C: 'Cache-Control: no-cache, no-store',
        D: 'Content-Encoding: application/json',
      },
      correct: 'B',
      explanation: 'Content-Type tells the server how to parse the request body.',
    },
    {
      question:
        'You need three independent requests and want every outcome even if some fail. Which helper fits?',
      options: {
        A: 'Promise.race',
        B: 'Promise.all',
        C: 'Promise.allSettled',
        D: 'Promise.allResolved',
      },
      correct: 'C',
      explanation: 'allSettled waits for all promises and reports each as fulfilled or rejected.',
    },
    {
      question: 'What is the purpose of AbortController in a search-as-you-type feature?',
      options: {
        A: 'To cancel stale requests so that old results cannot overwrite newer ones',
        B: 'To retry failed requests automatically, with a growing delay each time',
        C: 'To cache responses',
        D: 'To validate the input',
      },
      correct: 'A',
      explanation: 'Aborting the previous request prevents wasted work and out-of-order results.',
    },
    {
      question:
        'Why should user input be passed through encodeURIComponent before putting it in a query string?',
      options: {
        A: 'To encrypt it',
        B: 'To make it shorter, so long input fits within URL length limits',
        C: 'To convert it to JSON (`{"q": ...}`) for the server',
        D: 'To escape characters such as & and ? that would change the URL meaning',
      },
      correct: 'D',
      explanation: 'Unencoded reserved characters would be interpreted as URL syntax.',
    },
    {
      question:
        'Two awaits are written one after the other for independent requests. What is the drawback?',
      options: {
        A: 'The second request throws',
        B: 'The requests run sequentially, so total time is the sum of both',
        C: 'Both requests share a response',
        D: 'The page freezes and ignores clicks until both of the requests finish',
      },
      correct: 'B',
      explanation: 'Sequential awaits wait for the first request before even starting the second.',
    },
    {
      question: 'How do you read a JSON body from a fetch `Response`?',
      options: {
        A: '`JSON.parse(response.body)`',
        B: '`await response.json()`',
        C: '`response.body.toJSON()`',
        D: '`await response.text.json()`',
      },
      correct: 'B',
      explanation: '`response.json()` reads the body and parses it, returning a promise.',
    },
    {
      question: 'What should the interface do while a request is in flight?',
      options: {
        A: 'Block the whole page with an alert until it finishes',
        B: 'Hide the form so the user cannot see old data',
        C: 'Show nothing, as fast networks make feedback unnecessary',
        D: 'Show a loading state and prevent repeated submits',
      },
      correct: 'D',
      explanation:
        'A visible loading state tells users something is happening, and disabling the button avoids duplicate requests.',
    },
    {
      question: 'What does `Promise.race([fetch(url), timeout(5000)])` give you?',
      options: {
        A: 'Both results, once both have settled (like `Promise.all`)',
        B: 'The result of whichever settles first, e.g. a time limit',
        C: 'The fetch result, with the request retried until 5 seconds pass',
        D: 'An error unless both settle within 5 seconds',
      },
      correct: 'B',
      explanation:
        '`Promise.race` settles like the first input to settle, which is how a timeout can be put around a request.',
    },
    {
      question: 'Which method of an `AbortController` cancels the requests that use its signal?',
      options: {
        A: '`cancel()`',
        B: '`terminate()`',
        C: '`abort()`',
        D: '`signal.close()`',
      },
      correct: 'C',
      explanation: '`controller.abort()` aborts every fetch that was given `controller.signal`.',
    },
  ],
  problems: [],
};
