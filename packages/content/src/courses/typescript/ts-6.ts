import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-6',
  order: 6,
  title: 'Classes, Enums and Modules',
  description:
    'Type classes with access modifiers, abstract members and interfaces, choose between enums and literal unions, and organise code with ES modules and declaration files.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Use public, private, protected, readonly and parameter properties',
    'Implement interfaces and write abstract classes',
    'Compare enums with union of literal types and as const objects',
    'Organise code with ES modules, type-only imports and declaration files',
  ],
  lesson: `## Typed classes

TypeScript adds type annotations and access modifiers to JavaScript classes:

\`\`\`typescript
interface Shape { area(): number }

abstract class Base implements Shape {
  constructor(protected readonly name: string) {}   // parameter property: declares and assigns
  abstract area(): number;                           // subclasses must implement
  describe(): string { return \`\${this.name}: \${this.area().toFixed(2)}\`; }
}

class Circle extends Base {
  #cache?: number;                                   // JavaScript private field
  constructor(private radius: number) { super("circle"); }
  area(): number { return (this.#cache ??= Math.PI * this.radius ** 2); }
}
\`\`\`

\`public\` is the default; \`private\` and \`protected\` are checked **only at compile time**, whereas JavaScript's \`#private\` fields are enforced at run time. **Parameter properties** (\`constructor(private radius: number)\`) declare and initialise a property in one place. \`implements\` checks that a class satisfies an interface but does not change the class's type; because typing is structural, a class is compatible with any interface whose members it has. Under \`strict\`, \`strictPropertyInitialization\` requires every property to be assigned in the constructor or declared optional.

## Enums and their alternatives

TypeScript \`enum\`s generate real JavaScript objects:

\`\`\`typescript
enum Direction { Up = "UP", Down = "DOWN" }
\`\`\`

Numeric enums have quirks (any number is assignable to them, and they create reverse mappings), and enums are one of the few TypeScript features that emit runtime code, which conflicts with type-stripping tools and the \`erasableSyntaxOnly\` option. Many teams prefer a **union of string literals** or an **\`as const\` object**:

\`\`\`typescript
type Direction = "UP" | "DOWN";
const Direction = { Up: "UP", Down: "DOWN" } as const;
type DirectionValue = (typeof Direction)[keyof typeof Direction];   // "UP" | "DOWN"
\`\`\`

These are plain JavaScript values with precise types and no special semantics.

## Modules

Every file with a top-level \`import\` or \`export\` is a module. TypeScript uses standard ES module syntax and adds **type-only imports**, which are erased entirely:

\`\`\`typescript
import type { User } from "./models";        // erased: types only
import { fetchUser, type Options } from "./api";
export type { User };
\`\`\`

\`verbatimModuleSyntax\` makes the compiler require \`import type\` for type-only imports, so tools that process one file at a time know which imports to drop. \`moduleResolution\` (\`"bundler"\` for bundled apps, \`"nodenext"\` for Node.js packages) controls how import paths are resolved.

## Declaration files

A \`.d.ts\` file contains only type declarations, describing JavaScript that exists elsewhere. Libraries ship them alongside their compiled JavaScript (generated with \`declaration: true\`), and types for untyped packages come from the DefinitelyTyped project as \`@types/...\` packages. You can write your own with \`declare module "legacy-lib" { ... }\` or augment existing types through declaration merging, for example adding a property to \`Window\` with \`declare global\`.`,
  overview: {
    whatYouWillLearn: [
      'Access modifiers are compile-time checks while #private is enforced at run time',
      'Parameter properties declare and assign fields in the constructor signature',
      'abstract classes and implements clauses',
      'Enums emit runtime code, while literal unions and as const objects do not',
      'Type-only imports are erased and verbatimModuleSyntax enforces them',
      'Declaration files describe JavaScript code and come from libraries or @types packages',
    ],
    proTip:
      'Prefer string literal unions over enums in new code; they are erased completely and work with every type-stripping tool.',
  },
  mcqs: [
    {
      question: 'What does `constructor(private radius: number) {}` do in a TypeScript class?',
      options: {
        A: 'Declares a private property `radius` and assigns the argument to it',
        B: 'Makes the constructor private',
        C: 'Declares `radius` as a constructor-local variable',
        D: 'Creates a static `radius` property shared by all instances',
      },
      correct: 'A',
      explanation: 'Parameter properties combine the declaration of a property and its assignment.',
    },
    {
      question:
        'How does the TypeScript `private` modifier differ from a JavaScript `#private` field?',
      options: {
        A: '`#private` is checked at compile time; `private` at run time',
        B: '`private` is checked when compiling; `#private` is enforced at run time',
        C: 'Both are enforced at run time (`#private` is just shorter syntax)',
        D: '`private` fields are removed from the emitted `.js` entirely',
      },
      correct: 'B',
      explanation:
        'TypeScript modifiers disappear at run time, while `#` fields are real language privacy.',
    },
    {
      question: 'What does `implements Shape` on a class do?',
      options: {
        A: "Copies `Shape`'s default methods into the class",
        B: 'Makes the class extend `Shape` at run time',
        C: 'Checks at compile time that the class satisfies `Shape`',
        D: "Changes the class's type to `Shape`, hiding other members",
      },
      correct: 'C',
      explanation:
        "`implements` is a compile-time check with no runtime effect and no change to the class's type.",
    },
    {
      question: 'Why do many teams prefer `type Direction = "UP" | "DOWN"` over an enum?',
      options: {
        A: 'Enums can only hold numbers, so string values need a union',
        B: 'Unions are checked at run time, so bad values throw, while enums are not',
        C: 'Enums are deprecated and no longer compile under `strict`',
        D: 'A literal union is erased and has no runtime quirks',
      },
      correct: 'D',
      explanation: 'Enums emit objects and have quirks; literal unions are pure types.',
    },
    {
      question:
        'What does `import type { User } from "./models"` produce in the emitted JavaScript?',
      options: {
        A: 'An import of the `User` class from `./models`',
        B: 'Nothing: the import is erased',
        C: 'A `require` call',
        D: 'A runtime check that `User` exists in `./models`',
      },
      correct: 'B',
      explanation: 'Type-only imports exist purely for the type checker and are removed.',
    },
    {
      question: 'What is a `.d.ts` file?',
      options: {
        A: 'A compiled JavaScript bundle with source maps',
        B: 'A configuration file that `tsc` reads before `tsconfig.json` itself',
        C: 'A test file that checks the types of a module',
        D: 'Type declarations only, for JavaScript that lives elsewhere',
      },
      correct: 'D',
      explanation:
        'Declaration files describe the shape of JavaScript modules without implementing them.',
    },
    {
      question: 'Where do type declarations for an untyped npm package usually come from?',
      options: {
        A: 'An `@types/...` package from DefinitelyTyped',
        B: "`tsc` generates them from the package's JavaScript automatically",
        C: 'The `package.json` of the package, via its `"types"` field',
        D: 'None exist; it is typed `any`',
      },
      correct: 'A',
      explanation: 'The community maintains types for many packages under `@types`.',
    },
    {
      question: 'What does `strictPropertyInitialization` require?',
      options: {
        A: 'Every property to be marked `readonly` once it has been initialised',
        B: 'Each non-optional property is set in the constructor or where declared',
        C: 'Properties to be initialised in alphabetical order',
        D: 'Every property to have a default value where it is declared, even optional ones',
      },
      correct: 'B',
      explanation: 'It prevents reading properties that were never initialised.',
    },
    {
      question: 'What does `abstract area(): number;` in a base class require?',
      options: {
        A: '`area` returns 0 until a subclass overrides it',
        B: '`area` can only be called inside the base class',
        C: 'Every concrete subclass must implement `area`',
        D: 'The base class must implement `area` before subclasses can',
      },
      correct: 'C',
      explanation:
        'An abstract member has no implementation, so every concrete subclass must provide one.',
    },
    {
      question:
        'Which alternative to an enum gives runtime values and precise types without enum semantics?',
      options: {
        A: 'A `namespace` that exports one constant per member',
        B: 'A `const enum`, which the compiler inlines',
        C: 'A plain union type such as `"UP" | "DOWN"`',
        D: 'A plain object marked with `as const`',
      },
      correct: 'D',
      explanation:
        'An `as const` object is a normal JavaScript value whose properties keep literal types; a union has no runtime value.',
    },
    {
      question: 'What does `verbatimModuleSyntax` enforce?',
      options: {
        A: 'That type-only imports are written with `import type`',
        B: 'That every import path ends with a `.js` extension',
        C: 'That CommonJS `require` is used instead of `import`',
        D: 'That imports are sorted in the order they are used',
      },
      correct: 'A',
      explanation:
        'It requires `import type` for type-only imports so single-file tools know which imports to drop.',
    },
    {
      question: 'Which `moduleResolution` value fits an app whose code is bundled by Vite?',
      options: {
        A: '`"node10"`',
        B: '`"bundler"`',
        C: '`"nodenext"`',
        D: '`"classic"`',
      },
      correct: 'B',
      explanation:
        '`"bundler"` matches how bundlers resolve imports; `"nodenext"` is for Node.js packages.',
    },
    {
      question: 'How do you add a property to the global `Window` type from your own code?',
      options: {
        A: 'Edit `lib.dom.d.ts` directly',
        B: 'Declare `interface Window` inside `declare global`',
        C: 'With `window.myProp = value`, which adds it to the global type',
        D: 'By writing `class Window extends globalThis.Window` in a module',
      },
      correct: 'B',
      explanation:
        '`declare global` with an interface `Window` augments the existing type through declaration merging.',
    },
  ],
  problems: [],
};
