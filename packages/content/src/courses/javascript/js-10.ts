import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-10',
  order: 10,
  title: 'Modules, Error Handling and Modern Tooling',
  description:
    'Organise code into ES modules, handle errors deliberately, and use the tools of a professional JavaScript project.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Split code into ES modules with named and default exports',
    'Throw, catch and define custom errors with causes',
    'Manage dependencies with npm and package.json',
    'Use linters, formatters, bundlers and test runners in a workflow',
  ],
  lesson: `## ES modules

Each file that uses \`import\` or \`export\` is a **module** with its own scope: nothing leaks into the global scope unless exported. Modules always run in strict mode and are evaluated once, however many files import them.

\`\`\`javascript
// math.js
export const PI = 3.14159;
export function area(r) { return PI * r * r; }
export default function circumference(r) { return 2 * PI * r; }
\`\`\`

\`\`\`js
// app.js
import circumference, { area, PI as pi } from './math.js';
const { format } = await import('./format.js'); // dynamic import, loaded on demand
\`\`\`

Prefer **named exports**: they are easier to search and rename, and editors auto-import them reliably. Imports are live, read-only bindings, so an importing module cannot reassign them. Node.js treats a file as an ES module when it ends in \`.mjs\` or when \`package.json\` contains \`"type": "module"\`; older code uses CommonJS (\`require\` and \`module.exports\`), which you will still meet in many packages.

## Errors

Throw \`Error\` objects (never plain strings) so you get a message and a stack trace. Built-in subclasses include \`TypeError\`, \`RangeError\` and \`SyntaxError\`. Define your own subclass when callers need to react to a specific failure, and attach the original error as the \`cause\` when wrapping:

\`\`\`javascript
class NotFoundError extends Error {
  constructor(resource, options) {
    super(\`\${resource} not found\`, options);
    this.name = 'NotFoundError';
  }
}

async function loadProfile(id) {
  try {
    return await loadUser(id);
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw new Error('could not load profile', { cause: err }); // keep the chain
  } finally {
    closeConnection(); // runs whether or not an error occurred
  }
}
\`\`\`

Catch errors only where you can do something useful: recover, add context, or report. An empty \`catch {}\` hides bugs.

## Packages and npm

\`package.json\` describes a project: its name, scripts and dependencies. \`npm install\` records exact resolved versions in \`package-lock.json\`, which you commit so every machine installs the same tree; \`npm ci\` installs exactly from the lock file in CI. Version ranges follow semantic versioning: \`^1.4.2\` accepts any 1.x.y from 1.4.2 upward, because only a major version change should break the API. Run project commands through scripts, for example \`npm run test\`, and run one-off tools with \`npx\`.

## Tooling

A modern project usually combines:

- **ESLint** to catch likely bugs such as unused variables or \`==\`.
- **Prettier** (or a similar formatter) so style is never debated in review.
- A **bundler** or build tool such as Vite or esbuild, which resolves imports, transpiles and minifies for browsers.
- A **test runner** such as Vitest, Jest or the built-in \`node --test\`.
- **TypeScript**, which adds static types on top of JavaScript and is covered in its own course.

Automate these checks in continuous integration so every change is linted, formatted and tested before it is merged.`,
  overview: {
    whatYouWillLearn: [
      'ES modules have their own scope, run in strict mode and are evaluated once',
      'Named exports, default exports, renaming and dynamic import()',
      'Throwing Error objects, custom error subclasses and the cause option',
      'finally blocks run whether the try block succeeds or fails',
      'package.json, lock files and semantic version ranges',
      'The roles of linters, formatters, bundlers and test runners',
    ],
    proTip:
      'When you rethrow, always pass { cause: err }; the original stack trace is what you will need at 2 a.m. when production breaks.',
  },
  mcqs: [
    {
      question:
        'Which import statement loads a default export together with a named export called area?',
      options: {
        A: "import circumference from './math.js', { area };",
        B: "import * from './math.js';",
        C: "import circumference, { area } from './math.js';",
        D: "require('./math.js').area;",
      },
      correct: 'C',
      explanation: 'The default export is imported without braces, named exports inside braces.',
    },
    {
      question: 'What does a module-level variable that is not exported become?',
      options: {
        A: 'Private to that module',
        B: 'A global variable that every module can read',
        C: 'A property of window',
        D: 'Exported automatically as default',
      },
      correct: 'A',
      explanation:
        'Modules have their own scope, so unexported names are invisible to other files.',
    },
    {
      question: 'Which version range does ^2.3.1 allow?',
      options: {
        A: '2.3.1 up to, but not including, 2.4.0',
        B: 'Any version from 2.3.1 upward, including 3.x',
        C: '2.3.x only',
        D: '2.3.1 up to, but not including, 3.0.0',
      },
      correct: 'D',
      explanation: 'The caret allows minor and patch updates within the same major version.',
    },
    {
      question: 'When does a finally block run?',
      options: {
        A: 'Only when an error was thrown and no catch block handled it',
        B: 'Always: whether the try block completed normally, returned or threw',
        C: 'Only when no error was thrown',
        D: 'Only if catch rethrows',
      },
      correct: 'B',
      explanation: 'finally always runs after try and catch, which makes it the place for cleanup.',
    },
    {
      question: 'Why should package-lock.json be committed to version control?',
      options: {
        A: 'So every install resolves exactly the same dependency versions',
        B: 'Because `npm install` refuses to run unless the lock file is in the repository',
        C: 'To store credentials for the registry',
        D: 'To make node_modules smaller',
      },
      correct: 'A',
      explanation:
        'The lock file pins the resolved tree so builds are reproducible across machines.',
    },
    {
      question: 'What is the purpose of the cause option in new Error(message, { cause })?',
      options: {
        A: 'It sets the HTTP status code the server sends back to clients',
        B: 'It hides the stack trace of the new error from the user',
        C: 'It attaches the original error to the new one, keeping the chain of failures',
        D: 'It retries the failed operation',
      },
      correct: 'C',
      explanation:
        '`cause` keeps the original error attached to the wrapping error, so the chain of failures is not lost.',
    },
    {
      question: 'Which tool automatically rewrites code into a consistent style?',
      options: {
        A: 'A bundler such as Vite',
        B: 'A code formatter such as Prettier',
        C: 'A test runner such as Vitest',
        D: 'The npm registry',
      },
      correct: 'B',
      explanation: 'Formatters rewrite whitespace, quotes and line breaks so style is consistent.',
    },
    {
      question: 'What is wrong with throw "invalid input"?',
      options: {
        A: 'It is a SyntaxError',
        B: 'Strings cannot be caught',
        C: 'It terminates the process immediately, skipping every `catch` block',
        D: 'A string has no stack trace or name, making debugging harder',
      },
      correct: 'D',
      explanation: 'Throwing Error objects preserves the stack trace and allows instanceof checks.',
    },
    {
      question: 'How does Node.js know to treat a `.js` file as an ES module?',
      options: {
        A: '`package.json` has `"main": "module"`',
        B: 'The file is listed in the `exports` field',
        C: '`package.json` has `"type": "module"`',
        D: '`package.json` has `"module": true`',
      },
      correct: 'C',
      explanation:
        'Node treats `.js` files as ES modules when the nearest `package.json` sets `"type": "module"` (or the file ends in `.mjs`).',
    },
    {
      question: 'How does `npm ci` differ from `npm install`?',
      options: {
        A: 'It installs exactly the versions in the lock file, for CI runs',
        B: 'It only checks code style and installs nothing at all',
        C: 'It installs only devDependencies, for running the tests',
        D: 'It updates the lock file to the newest allowed versions',
      },
      correct: 'A',
      explanation:
        '`npm ci` installs exactly the tree recorded in `package-lock.json`, which makes CI installs reproducible.',
    },
    {
      question: "What happens on `count = 1;` after `import { count } from './a.js';`?",
      options: {
        A: 'It works, and the exporting module sees the new value',
        B: "It works, but only the importing module's copy changes",
        C: 'It works only if the export was declared with `let`',
        D: 'It throws, because imported bindings are live and read-only',
      },
      correct: 'D',
      explanation: 'Imports are live, read-only bindings, so assigning to one throws a TypeError.',
    },
    {
      question: 'Which tool would flag an unused variable or a `==` comparison?',
      options: {
        A: 'Prettier',
        B: 'ESLint',
        C: 'Vite',
        D: 'npm audit',
      },
      correct: 'B',
      explanation:
        'ESLint is a linter that reports likely bugs such as unused variables or loose equality.',
    },
  ],
  problems: [],
};
