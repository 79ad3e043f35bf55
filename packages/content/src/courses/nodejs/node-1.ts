import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-1',
  order: 1,
  title: 'Introducing the Node.js Runtime',
  description:
    'Understand what Node.js is, how it runs JavaScript outside the browser and how to run your first scripts.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what Node.js adds to the V8 engine',
    'Describe the non-blocking, event-driven model',
    'Run scripts and use the REPL, globals and process',
    'Choose a Node.js release line for a project',
  ],
  lesson: `## JavaScript outside the browser

**Node.js** is a runtime that executes JavaScript on servers, laptops and build machines. It embeds Google's **V8** engine (the same one Chrome uses) and adds what a browser does not offer: access to files, network sockets, processes and the operating system, through modules such as \`node:fs\`, \`node:http\` and \`node:child_process\`. There is no DOM and no \`window\`; instead there are globals like \`process\`, \`Buffer\` and \`globalThis\`.

## Non-blocking by design

Node runs your JavaScript on a **single thread**, coordinated by an **event loop** built on the **libuv** library. Slow operations such as reading a file or waiting for a database are handed to the operating system or a small thread pool, and your code continues. When the work finishes, a callback or promise continuation is queued and the event loop runs it. This is why one Node process can serve thousands of concurrent connections: it almost never sits waiting. The flip side is that CPU-heavy JavaScript blocks everyone, which later chapters address with worker threads.

## Running code

\`\`\`bash
node --version          # e.g. v24.x
node                    # interactive REPL
node hello.js           # run a script
node --watch server.js  # restart automatically on file changes
node --env-file=.env app.js  # load environment variables from a file
\`\`\`

\`\`\`js
// hello.js
const name = process.argv[2] ?? 'world';
console.log(\`Hello, \${name}! Running Node \${process.version} on \${process.platform}\`);
console.log('Working directory:', process.cwd());
console.log('PORT is', process.env.PORT ?? 'not set');
process.exitCode = 0;
\`\`\`

\`process.argv\` holds the command-line arguments (the first two are the node binary and the script path), \`process.env\` the environment variables and \`process.exitCode\` the code reported when the process ends. Modern Node also ships many web-standard APIs: \`fetch\`, \`URL\`, \`AbortController\`, \`structuredClone\`, \`crypto.randomUUID()\` and Web Streams.

## Release lines

For a decade, even-numbered Node releases (such as 20, 22 and 24) became **LTS** (long-term support) and were maintained for about 30 months, while odd-numbered releases were short-lived. The project has since announced a move to one major release per year, each of which becomes LTS, so check the official release schedule when you plan upgrades. For production use the current **Active LTS** line. Manage versions with a tool such as \`nvm\`, \`fnm\` or Volta, and record the required version in \`package.json\` (\`"engines"\`) or an \`.nvmrc\` file so the whole team and CI use the same one.

## What Node is good at

Node excels at I/O-heavy work: web APIs, real-time apps with WebSockets, proxies, command-line tools and build tooling (Vite, ESLint and TypeScript all run on Node). Sharing one language between front end and back end is a big productivity bonus. It is less suited to long CPU-bound computations unless they are offloaded.`,
  overview: {
    whatYouWillLearn: [
      'How Node.js combines V8 with system APIs',
      'The single-threaded event loop and libuv',
      'Why non-blocking I/O scales to many connections',
      'The process object: argv, env, cwd and exit codes',
      'Web-standard APIs available in modern Node',
      'LTS release lines and version management',
    ],
    proTip:
      'Use node --watch and --env-file during development; they replace two common dependencies, nodemon and dotenv.',
  },
  mcqs: [
    {
      question: 'Which JavaScript engine does Node.js embed?',
      options: {
        A: 'SpiderMonkey',
        B: 'JavaScriptCore (JSC)',
        C: 'V8',
        D: 'Chakra',
      },
      correct: 'C',
      explanation: 'Node is built on V8, the engine from Chrome.',
    },
    {
      question: 'Which library provides the event loop and asynchronous I/O in Node.js?',
      options: {
        A: 'libuv',
        B: 'OpenSSL',
        C: 'llhttp',
        D: 'ICU',
      },
      correct: 'A',
      explanation: 'libuv implements the event loop and the thread pool for file system work.',
    },
    {
      question: 'Why can a single Node process handle many concurrent connections?',
      options: {
        A: 'It creates one thread per request (thread-per-connection model)',
        B: 'It caches every response',
        C: 'It runs JavaScript on the GPU',
        D: 'Its I/O is non-blocking, so the thread is free while waiting',
      },
      correct: 'D',
      explanation:
        'Waiting happens in the OS or thread pool while the JavaScript thread handles other events.',
    },
    {
      question: 'Running node app.js 8080 --verbose, what is process.argv[2]?',
      options: {
        A: '`/home/user/app.js`',
        B: '`8080`',
        C: '`--verbose`',
        D: '`node`',
      },
      correct: 'B',
      explanation:
        'argv[0] is the node binary, argv[1] the script and user arguments start at index 2.',
    },
    {
      question: 'Which global is NOT available in Node.js?',
      options: {
        A: 'structuredClone',
        B: 'fetch',
        C: 'document',
        D: 'setImmediate',
      },
      correct: 'C',
      explanation: 'Node has no DOM, so document does not exist.',
    },
    {
      question:
        'Under the release schedule used for Node 24 and earlier, which release lines became long-term support versions?',
      options: {
        A: 'Even-numbered releases',
        B: 'Every odd-numbered release',
        C: 'Every release, whatever its number',
        D: 'Only releases ending in zero',
      },
      correct: 'A',
      explanation:
        'Even-numbered majors entered LTS while odd ones were short-lived current releases.',
    },
    {
      question: 'What does node --env-file=.env app.js do?',
      options: {
        A: 'Encrypts environment variables',
        B: 'Writes the current process.env out to the .env file before exit',
        C: 'Validates the .env syntax only',
        D: 'Loads the variables from .env into process.env before the script runs',
      },
      correct: 'D',
      explanation:
        'The built-in flag loads the file, replacing the need for dotenv in many projects.',
    },
    {
      question: 'What kind of workload can hurt a Node server most?',
      options: {
        A: 'Many slow (10 s) database queries',
        B: 'Long CPU-bound computations on the main thread',
        C: 'Thousands of idle WebSocket connections',
        D: 'Serving static files',
      },
      correct: 'B',
      explanation: 'CPU-heavy JavaScript blocks the single thread, delaying every other request.',
    },
    {
      question: 'What does `node --watch server.js` do?',
      options: {
        A: 'Reruns only the tests that touch the changed files',
        B: 'Runs it and restarts it whenever one of its files changes',
        C: 'Prints memory use every second while running',
        D: 'Starts the debugger and pauses on the first line',
      },
      correct: 'B',
      explanation:
        '`--watch` runs the script and restarts it automatically when the file or its imports change.',
    },
    {
      question: 'What does `process.exitCode = 1` do?',
      options: {
        A: 'Exits the process immediately with code 1, skipping pending work',
        B: 'Restarts the process once, then exits',
        C: 'Sets the exit code reported when the process ends',
        D: 'Marks the next uncaught error as exit code 1',
      },
      correct: 'C',
      explanation:
        '`process.exitCode` sets the code used when the process exits naturally, without cutting pending work short.',
    },
    {
      question: 'Which file records the Node version a project expects, for tools such as `nvm`?',
      options: {
        A: '`.noderc`',
        B: '`.node-version.json`',
        C: '`.npmrc`',
        D: '`.nvmrc`',
      },
      correct: 'D',
      explanation: 'An `.nvmrc` file holds the Node version; `.npmrc` configures npm itself.',
    },
    {
      question: 'Which of these APIs is built into modern Node without installing a package?',
      options: {
        A: '`crypto.randomUUID()`',
        B: '`document.querySelector()`',
        C: '`XMLHttpRequest`',
        D: '`window.alert()`',
      },
      correct: 'A',
      explanation:
        'Node ships web-standard APIs such as `fetch`, `URL` and `crypto.randomUUID()`, but no DOM or `window`.',
    },
  ],
  problems: [],
};
