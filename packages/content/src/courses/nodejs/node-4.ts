import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-4',
  order: 4,
  title: 'The Event Loop in Depth',
  description:
    'Learn the phases of the Node.js event loop and predict the order of timers, I/O callbacks, promises and nextTick.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Name the phases of the libuv event loop',
    'Order process.nextTick, promise microtasks, timers and setImmediate',
    'Recognise code that blocks the event loop',
    'Measure and avoid event loop delay',
  ],
  lesson: `## The loop, phase by phase

When your main script finishes, Node enters the **event loop**. Each iteration ("tick") goes through phases, each with its own queue of callbacks:

1. **timers**: callbacks of \`setTimeout\` and \`setInterval\` whose time has come;
2. **pending callbacks**: some deferred system errors;
3. **poll**: retrieve new I/O events and run their callbacks (most of your code runs here, e.g. after a socket or file read completes); the loop may wait here when nothing else is scheduled;
4. **check**: callbacks of \`setImmediate\`;
5. **close callbacks**: for example \`socket.on('close')\`.

The loop exits when there is nothing left to wait for: no timers, sockets or pending operations.

## Microtasks run in between

Two special queues are drained after **every** callback, before the loop moves on: first the **process.nextTick** queue, then the **promise microtask** queue (\`.then\` callbacks and code after \`await\`).

\`\`\`js
setTimeout(() => console.log('timeout'), 0);
setImmediate(() => console.log('immediate'));
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('nextTick'));
console.log('sync');
// sync, nextTick, promise, then timeout and immediate
\`\`\`

Synchronous code runs first, then nextTick, then promises. Between \`setTimeout(..., 0)\` and \`setImmediate\` in the main module the order is not guaranteed, because it depends on whether the 1 ms minimum timer delay has elapsed when the loop starts. Inside an I/O callback, however, \`setImmediate\` always runs first, since the check phase directly follows poll.

\`\`\`js
import { readFile } from 'node:fs';
readFile(import.meta.filename, () => {
  setTimeout(() => console.log('timeout'), 0);
  setImmediate(() => console.log('immediate')); // always first here
});
\`\`\`

Recursive \`process.nextTick\` calls can starve the loop entirely, because the queue is drained before any I/O. Prefer \`queueMicrotask\` or \`setImmediate\` for deferring work.

## Blocking the loop

Everything above happens on one thread. A synchronous operation that takes 200 ms (a huge \`JSON.parse\`, a regular expression with catastrophic backtracking, \`crypto.pbkdf2Sync\`, a tight loop) delays **every** other request by 200 ms. Typical fixes: use the asynchronous versions of APIs, split work into chunks with \`setImmediate\`, stream large data, or move CPU work to a **worker thread**.

## The thread pool

Not all async work is equal. Network I/O uses non-blocking OS mechanisms (epoll, kqueue, IOCP). File system operations, DNS \`lookup\`, and some crypto and zlib functions run in libuv's **thread pool**, which has 4 threads by default (\`UV_THREADPOOL_SIZE\` changes it). Many slow file operations at once can therefore queue behind each other.

## Measuring

\`\`\`js
import { monitorEventLoopDelay } from 'node:perf_hooks';
const h = monitorEventLoopDelay();
h.enable();
setInterval(() => console.log('p99 delay ms', h.percentile(99) / 1e6), 5000);
\`\`\`

Rising event loop delay is an early warning that something is blocking your server.`,
  overview: {
    whatYouWillLearn: [
      'The timers, poll, check and close phases',
      'When the nextTick and promise microtask queues are drained',
      'Why setTimeout 0 and setImmediate race in the main module',
      'How synchronous work blocks all requests',
      'Which operations use the libuv thread pool',
      'Monitoring event loop delay',
    ],
    proTip:
      'Run node --cpu-prof or use clinic.js doctor to find the exact functions that block your event loop.',
  },
  mcqs: [
    {
      question: 'Which callback runs first after the synchronous code of a script finishes?',
      options: {
        A: 'A promise .then() callback in the microtask queue',
        B: 'A setImmediate callback (check phase)',
        C: 'A process.nextTick callback',
        D: 'A setTimeout 0 callback (timers phase)',
      },
      correct: 'C',
      explanation:
        'The nextTick queue is drained before the promise microtask queue and before any phase.',
    },
    {
      question: 'In which event loop phase do setImmediate callbacks run?',
      options: {
        A: 'check',
        B: 'timers',
        C: 'poll',
        D: 'close callbacks',
      },
      correct: 'A',
      explanation: 'The check phase, right after poll, is dedicated to setImmediate.',
    },
    {
      question:
        'Inside an fs.readFile callback you schedule setTimeout(f, 0) and setImmediate(g). Which runs first?',
      options: {
        A: 'f',
        B: 'It is random',
        C: 'Neither runs',
        D: 'g',
      },
      correct: 'D',
      explanation: 'After the poll phase the loop reaches check before looping back to timers.',
    },
    {
      question: 'What happens if code keeps scheduling process.nextTick recursively?',
      options: {
        A: 'Node throws a RangeError once the nextTick queue overflows',
        B: 'I/O callbacks are starved, because the nextTick queue never empties',
        C: 'The callbacks move to the timers phase (setTimeout)',
        D: 'Nothing special',
      },
      correct: 'B',
      explanation:
        'The nextTick queue is fully drained before the loop continues, so I/O never gets a turn.',
    },
    {
      question: 'Which operation runs on the libuv thread pool?',
      options: {
        A: 'Accepting incoming TCP connections on a socket',
        B: 'A setTimeout timer waiting to fire',
        C: 'Resolving a promise with Promise.resolve()',
        D: 'Reading a file with fs.readFile',
      },
      correct: 'D',
      explanation:
        'File system operations are dispatched to the thread pool, network sockets are not.',
    },
    {
      question:
        'A request handler calls a synchronous function that takes 300 ms. What is the effect on other requests?',
      options: {
        A: 'Other requests run in parallel on other threads',
        B: 'They are delayed until the slow function returns and frees the thread',
        C: 'They are rejected with 503',
        D: 'They are unaffected',
      },
      correct: 'B',
      explanation: 'The single JavaScript thread is busy, so all other callbacks wait.',
    },
    {
      question: 'When does a Node process exit on its own?',
      options: {
        A: 'When no timers, I/O operations or handles are left pending',
        B: 'After 60 seconds',
        C: 'When the main script finishes, even with timers pending',
        D: 'When the microtask queue is empty once',
      },
      correct: 'A',
      explanation: 'The loop stops when nothing can produce further callbacks.',
    },
    {
      question: 'What is the default size of the libuv thread pool?',
      options: {
        A: '1',
        B: '16',
        C: '4',
        D: 'The number of CPU cores',
      },
      correct: 'C',
      explanation: 'It defaults to 4 threads and can be changed with UV_THREADPOOL_SIZE.',
    },
    {
      question: "Which environment variable changes the size of libuv's thread pool?",
      options: {
        A: '`NODE_THREADS`',
        B: '`LIBUV_WORKERS`',
        C: '`NODE_OPTIONS=--threads`',
        D: '`UV_THREADPOOL_SIZE`',
      },
      correct: 'D',
      explanation: '`UV_THREADPOOL_SIZE` sets the number of libuv worker threads (4 by default).',
    },
    {
      question:
        'In the main module, in what order do `setTimeout(f, 0)` and `setImmediate(g)` run?',
      options: {
        A: 'The order is not guaranteed',
        B: 'f always runs first',
        C: 'g always runs first',
        D: 'Both run in the same phase together',
      },
      correct: 'A',
      explanation:
        'Outside an I/O callback the order depends on whether the 1 ms timer minimum has elapsed when the loop starts.',
    },
    {
      question: 'Which measurement warns early that something is blocking a Node server?',
      options: {
        A: 'The number of files listed in `process.env.OPEN_FILES` at startup',
        B: 'Event loop delay, e.g. with `monitorEventLoopDelay`',
        C: 'The size of `node_modules` on disk',
        D: 'The count of listeners on `process`',
      },
      correct: 'B',
      explanation:
        'Rising event loop delay means callbacks wait longer to run, a sign that synchronous work is blocking the loop.',
    },
    {
      question:
        "What does `console.log('a'); Promise.resolve().then(() => console.log('c')); process.nextTick(() => console.log('b'));` print?",
      options: {
        A: 'a c b',
        B: 'b c a',
        C: 'a b c',
        D: 'c b a',
      },
      correct: 'C',
      explanation: 'Synchronous code runs first, then the nextTick queue, then promise microtasks.',
    },
  ],
  problems: [],
};
