import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-2',
  order: 2,
  title: 'Modules and npm',
  description:
    'Organise code with ES modules and CommonJS and manage dependencies with npm and package.json.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Write and import ES modules and recognise CommonJS',
    'Configure a package with package.json fields and scripts',
    'Install dependencies and understand semantic version ranges',
    'Keep dependencies reproducible and secure',
  ],
  lesson: `## Two module systems

Node supports two module systems. **ES modules** (ESM) are the JavaScript standard and the recommended choice for new code:

\`\`\`js
// math.js
export function add(a, b) { return a + b; }
export default function mean(xs) { return xs.reduce(add, 0) / xs.length; }
\`\`\`

\`\`\`js
// app.js
import mean, { add } from './math.js';
import { readFile } from 'node:fs/promises';
console.log(add(2, 3), mean([1, 2, 3]));
\`\`\`

**CommonJS** (CJS) is the original Node format, still common in older packages:

\`\`\`js
const { add } = require('./math.cjs');
module.exports = { add };
\`\`\`

Node decides which system a \`.js\` file uses from the nearest \`package.json\`: \`"type": "module"\` means ESM, otherwise CJS. The extensions \`.mjs\` and \`.cjs\` force one or the other. In ESM, relative imports need the file extension, top-level \`await\` is allowed, and \`__dirname\` is replaced by \`import.meta.dirname\` (and \`import.meta.filename\`). Recent Node versions can also \`require()\` synchronous ES modules, which eases migration. Prefix built-ins with \`node:\` to make clear they are not npm packages.

## package.json

\`\`\`json
{
  "name": "todo-api",
  "version": "1.0.0",
  "type": "module",
  "engines": { "node": ">=22" },
  "scripts": { "start": "node src/server.js", "dev": "node --watch src/server.js", "test": "node --test" },
  "dependencies": { "fastify": "^5.2.0" },
  "devDependencies": { "eslint": "^9.0.0" }
}
\`\`\`

**dependencies** are needed at runtime, **devDependencies** only during development and builds. Run scripts with \`npm run dev\` (\`npm start\` and \`npm test\` are shortcuts).

## Installing and versions

\`npm install fastify\` adds a dependency, \`npm install -D eslint\` a dev dependency, and \`npx\` runs a package's binary without installing it globally. Versions follow **semantic versioning**, MAJOR.MINOR.PATCH: breaking changes bump MAJOR, new features MINOR, fixes PATCH. The range \`^5.2.0\` accepts any 5.x.y at or above 5.2.0; \`~5.2.0\` accepts only 5.2.x patches.

## Reproducibility and security

npm records the exact resolved tree in \`package-lock.json\`. Commit it, and use \`npm ci\` in CI and Docker builds: it installs exactly what the lock file says and fails if it disagrees with package.json. Never commit \`node_modules\`.

Every dependency is code you trust. Run \`npm audit\` to find known vulnerabilities, prefer well-maintained packages with few dependencies, and check whether Node already provides the feature (fetch, test runner, UUIDs, env files) before adding a package. Other package managers such as **pnpm** (fast, disk-efficient) follow the same package.json conventions.`,
  overview: {
    whatYouWillLearn: [
      'ES module syntax: named and default exports and imports',
      'CommonJS require and module.exports',
      'How the type field and .mjs/.cjs select the module system',
      'The role of scripts, dependencies and devDependencies',
      'Semantic versioning and caret and tilde ranges',
      'Lock files, npm ci and dependency hygiene',
    ],
    proTip:
      'Use npm ci, not npm install, in CI pipelines and Dockerfiles: it is faster and guarantees the locked versions.',
  },
  mcqs: [
    {
      question:
        'A package.json contains "type": "module". How is a .js file in that package treated?',
      options: {
        A: 'As a CommonJS module',
        B: 'As an ES module',
        C: 'As CommonJS with import support',
        D: 'As a TypeScript module',
      },
      correct: 'B',
      explanation: 'The type field set to module makes .js files ES modules.',
    },
    {
      question: 'What replaces __dirname in an ES module?',
      options: {
        A: 'process.mainModule.dirname',
        B: 'module.path',
        C: 'import.meta.dirname',
        D: 'require.main.filename',
      },
      correct: 'C',
      explanation: 'ESM exposes the current directory as import.meta.dirname.',
    },
    {
      question: 'Which versions does the range ^5.2.0 allow?',
      options: {
        A: '5.2.0 and any later 5.x.y',
        B: 'Only 5.2.0',
        C: 'Any version 5.2.x only',
        D: 'Any version from 5.2.0 through 6.9.9',
      },
      correct: 'A',
      explanation: 'The caret allows minor and patch updates within the same major version.',
    },
    {
      question: 'In semantic versioning, which part changes for a breaking change?',
      options: {
        A: 'PATCH',
        B: 'MINOR',
        C: 'The pre-release tag only',
        D: 'MAJOR',
      },
      correct: 'D',
      explanation: 'Incompatible API changes require a new major version.',
    },
    {
      question: 'Why use npm ci instead of npm install in a CI pipeline?',
      options: {
        A: 'It updates dependencies to the latest versions package.json allows',
        B: "It installs exactly the lock file's versions and fails on a mismatch",
        C: 'It skips devDependencies automatically',
        D: 'It publishes the package',
      },
      correct: 'B',
      explanation: 'npm ci gives clean, reproducible installs from package-lock.json.',
    },
    {
      question: 'Where should a linter used only during development be listed?',
      options: {
        A: 'dependencies',
        B: 'peerDependencies',
        C: 'devDependencies',
        D: 'bundledDependencies',
      },
      correct: 'C',
      explanation: 'Tools needed only to develop or build go in devDependencies.',
    },
    {
      question: 'Why write import fs from "node:fs" instead of "fs"?',
      options: {
        A: 'It loads a faster, pre-compiled version',
        B: 'It is required in CommonJS',
        C: 'It downloads the module from npm when missing',
        D: 'It makes clear that the module is a Node built-in',
      },
      correct: 'D',
      explanation: 'The node: prefix unambiguously refers to a built-in module.',
    },
    {
      question: 'Which file forces CommonJS regardless of the package type field?',
      options: {
        A: 'A file ending in .cjs',
        B: 'A file ending in .mjs',
        C: 'A file ending in .json',
        D: 'A file named index.js',
      },
      correct: 'A',
      explanation: '.cjs is always CommonJS and .mjs is always ESM.',
    },
    {
      question: 'Which command adds ESLint as a dev dependency?',
      options: {
        A: '`npm install -g eslint`',
        B: '`npx eslint --save`',
        C: '`npm install -D eslint`',
        D: '`npm add eslint --prod`',
      },
      correct: 'C',
      explanation:
        '`-D` (`--save-dev`) records the package under devDependencies; `-g` installs globally.',
    },
    {
      question: 'What does the range `~5.2.0` accept?',
      options: {
        A: 'Any 5.x.y at or above 5.2.0',
        B: 'Only 5.2.x patches at or above 5.2.0',
        C: 'Exactly 5.2.0 and nothing else',
        D: 'Anything from 5.2.0 up to 6.0.0 inclusive',
      },
      correct: 'B',
      explanation: 'The tilde allows patch updates only (5.2.x); the caret would allow any 5.x.y.',
    },
    {
      question: 'What does `npx` do?',
      options: {
        A: 'Publishes the current package to the registry',
        B: 'Installs packages faster than `npm install`',
        C: 'Checks dependencies for known vulnerabilities',
        D: "Runs a package's binary without a global install",
      },
      correct: 'D',
      explanation:
        "`npx` runs a package's command, fetching it if needed, without installing it globally.",
    },
    {
      question: 'In an ES module, what must a relative import such as `./math` include?',
      options: {
        A: 'The file extension, e.g. `.js`',
        B: 'Nothing; Node tries `.js` and `.json` automatically',
        C: 'A `node:` prefix before the path',
        D: 'The absolute path from the project root',
      },
      correct: 'A',
      explanation:
        'ESM in Node does not guess extensions, so relative imports must name the file exactly.',
    },
  ],
  problems: [],
};
