import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-1',
  order: 1,
  title: 'Why TypeScript: Setup and First Types',
  description:
    'Understand what TypeScript adds to JavaScript, set up the compiler, and annotate variables and functions with basic types.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain static type checking and type erasure',
    'Install TypeScript, configure tsconfig.json and run tsc',
    'Annotate variables and function parameters and rely on inference',
    'Read and fix common compiler errors',
  ],
  lesson: `## What TypeScript is

TypeScript is JavaScript with a **static type system**. You write \`.ts\` files containing ordinary JavaScript plus type annotations; the TypeScript compiler checks that values are used consistently and then emits plain JavaScript with the types **erased**. Types therefore have no cost and no effect at run time: they exist to catch mistakes before the code runs and to power editor features such as autocompletion, inline documentation and safe renaming. Every valid JavaScript program is (almost) a valid TypeScript program, so teams can adopt it gradually.

## Setting up

\`\`\`bash
npm install --save-dev typescript
npx tsc --init            # creates tsconfig.json
npx tsc                   # type-check and compile the project
npx tsc --noEmit          # only type-check, useful when a bundler does the compiling
\`\`\`

\`tsconfig.json\` controls the compiler. The most important setting is \`"strict": true\`, which enables the checks that make TypeScript worthwhile, including \`strictNullChecks\` and \`noImplicitAny\`; always start new projects with it. \`target\` chooses the JavaScript version to emit and \`module\` the module system. Many tools run TypeScript directly: bundlers such as Vite and esbuild strip types quickly, and recent Node.js versions can execute \`.ts\` files by stripping type annotations, while \`tsc\` remains the type checker.

## Annotations and inference

\`\`\`typescript
let title: string = "Dune";
let pages = 412;                 // inferred as number
const published = true;          // inferred as the literal type true
let tags: string[] = ["sci-fi"];

function price(base: number, taxRate = 0.2): number {
  return base * (1 + taxRate);   // taxRate inferred as number from its default
}

price(10);          // OK
price("10");        // error: Argument of type 'string' is not assignable to parameter of type 'number'
pages = "many";     // error: Type 'string' is not assignable to type 'number'
\`\`\`

TypeScript **infers** types wherever it can, so you rarely annotate local variables. Annotate function parameters (they cannot be inferred from inside the function), exported APIs and places where you want the compiler to check your intent. Return types are inferred too, but writing them on public functions documents the contract and catches accidental changes.

## any, unknown and never

\`any\` switches type checking off for a value: anything goes, and errors slip through. Avoid it. \`unknown\` is the safe alternative for values of unknown shape, such as parsed JSON: you must narrow it with checks before using it. \`never\` is the type of values that cannot exist, such as the result of a function that always throws.

## Reading errors

Compiler messages name the expected and actual types. Read them from the bottom up when they are long: the last line usually pinpoints the incompatible property. Fix the types or the code rather than silencing errors with \`as any\` or \`// @ts-ignore\`; every suppression is a hole in the safety net.`,
  overview: {
    whatYouWillLearn: [
      'TypeScript adds static types to JavaScript and erases them when compiling',
      'tsconfig.json configures the compiler and strict mode enables the essential checks',
      'Types are inferred for most variables while parameters need annotations',
      'any disables checking while unknown forces narrowing before use',
      'never represents values that cannot occur',
      'Compiler errors report expected versus actual types',
    ],
    proTip:
      'Turn on "strict": true on day one; enabling it later in a large codebase means fixing hundreds of errors at once.',
  },
  mcqs: [
    {
      question:
        'What happens to TypeScript type annotations when the code is compiled to JavaScript?',
      options: {
        A: 'They are erased and have no effect at run time',
        B: 'They are turned into runtime type checks',
        C: 'They are kept as comments for the JS engine',
        D: 'They are converted to JSDoc, which Node.js validates at startup',
      },
      correct: 'A',
      explanation:
        'TypeScript types exist only at compile time and are removed from the emitted JavaScript.',
    },
    {
      question:
        'Which `tsconfig.json` option enables `strictNullChecks`, `noImplicitAny` and related checks together?',
      options: {
        A: '`"noEmit": true`',
        B: '`"noImplicitAny": true`',
        C: '`"strict": true`',
        D: '`"alwaysStrict": true`',
      },
      correct: 'C',
      explanation:
        '`strict` turns on the whole family of strict type-checking options; `alwaysStrict` only emits `"use strict"`.',
    },
    {
      question: 'What type does TypeScript infer for `let pages = 412`?',
      options: {
        A: '`any`',
        B: '`number`',
        C: '`412`, the literal type',
        D: '`Number`, the object wrapper',
      },
      correct: 'B',
      explanation: 'A `let` variable is widened to `number` so it can later hold other numbers.',
    },
    {
      question: 'How does `unknown` differ from `any`?',
      options: {
        A: '`unknown` must be narrowed before use, but `any` allows anything',
        B: '`any` is checked at run time, `unknown` at compile time',
        C: '`unknown` accepts only primitives; `any` also objects',
        D: 'They behave the same; `unknown` is just clearer',
      },
      correct: 'A',
      explanation:
        '`unknown` keeps type safety by requiring checks before operations; `any` turns checking off.',
    },
    {
      question: 'What does `npx tsc --noEmit` do?',
      options: {
        A: 'Compiles to JavaScript but skips type checking for speed',
        B: 'Type-checks without writing JavaScript output',
        C: 'Type-checks and writes output only when there are no errors',
        D: 'Runs the program directly, without writing `.js` files',
      },
      correct: 'B',
      explanation:
        '`--noEmit` only type-checks, which is common when a bundler does the actual compiling.',
    },
    {
      question: 'Where are type annotations most necessary in TypeScript code?',
      options: {
        A: 'On function parameters, which cannot be inferred from the body',
        B: 'On every local variable, so the compiler knows its type',
        C: 'On constants, which would otherwise be typed as `any`',
        D: 'On return statements, which are never inferred',
      },
      correct: 'A',
      explanation: 'Parameters need explicit types; most locals and return types are inferred.',
    },
    {
      question: 'What is the return type of a function that always throws an error?',
      options: {
        A: '`void`',
        B: '`undefined`',
        C: '`unknown`',
        D: '`never`',
      },
      correct: 'D',
      explanation:
        '`never` describes values that can never be produced, such as the result of a function that always throws.',
    },
    {
      question: 'Why is writing `as any` to silence an error discouraged?',
      options: {
        A: 'It inserts a runtime conversion that slows every call down',
        B: 'It removes checking for that value, so real bugs slip through',
        C: 'It is rejected by the compiler under `strict`',
        D: 'It converts the value to a string before the next use',
      },
      correct: 'B',
      explanation: 'Casting to `any` opts out of the safety TypeScript provides for that value.',
    },
    {
      question: 'What type does TypeScript infer for `const published = true`?',
      options: {
        A: '`boolean`, the same as for `let`',
        B: '`true`, a literal type',
        C: '`Boolean`, the wrapper type for `true`',
        D: '`any`, until narrowed',
      },
      correct: 'B',
      explanation: 'A `const` cannot be reassigned, so TypeScript keeps the literal type `true`.',
    },
    {
      question: 'Which `tsconfig.json` setting chooses the JavaScript version the compiler emits?',
      options: {
        A: '`module`',
        B: '`lib`',
        C: '`target`',
        D: '`moduleResolution`',
      },
      correct: 'C',
      explanation:
        '`target` selects the emitted JavaScript version, while `module` chooses the module system.',
    },
    {
      question:
        'A `.ts` file has a type error. What does `tsc` (without `--noEmit`) do by default?',
      options: {
        A: 'Reports the error and writes no output for any file',
        B: 'Writes the output and silently ignores the error',
        C: 'Writes output for every file except the one with the error',
        D: 'Reports the error and still writes the output',
      },
      correct: 'D',
      explanation:
        'By default `tsc` emits even when there are type errors; `noEmitOnError` changes that.',
    },
    {
      question: 'Which tool still type-checks a project when Vite or esbuild compiles it?',
      options: {
        A: 'None: Vite checks types as it strips them',
        B: '`esbuild --check`, which adds type checking',
        C: '`tsc`, since the bundlers only strip the types',
        D: 'Node.js, which checks types when it runs `.ts` files',
      },
      correct: 'C',
      explanation:
        'Bundlers and Node.js strip types without checking them; `tsc` (often with `--noEmit`) remains the checker.',
    },
    {
      question: 'Which type should a value from `JSON.parse` get before you have validated it?',
      options: {
        A: '`any`, which `JSON.parse` already returns',
        B: '`never`, since its shape cannot be known',
        C: '`unknown`, so it must be narrowed before use',
        D: '`object`, since parsed JSON is always an object',
      },
      correct: 'C',
      explanation: '`unknown` forces checks before the value is used, unlike `any`.',
    },
  ],
  problems: [],
};
