import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-6',
  order: 6,
  title: 'Classes, Enums and Modules',
  description: 'Type classes with access modifiers, abstract members and interfaces, choose between enums and literal unions, and organise code with ES modules and declaration files.',
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
    proTip: 'Prefer string literal unions over enums in new code; they are erased completely and work with every type-stripping tool.',
  },
  mcqs: [
    {
      question: 'What does constructor(private radius: number) {} do in a TypeScript class?',
      options: {
        A: 'Declares a local variable only',
        B: 'Makes the constructor private',
        C: 'Creates a static property',
        D: 'Declares a private property radius and assigns the argument to it',
      },
      correct: 'D',
      explanation: 'Parameter properties combine declaration and assignment.',
    },
    {
      question: 'How does the TypeScript private modifier differ from a JavaScript #private field?',
      options: {
        A: 'They are identical',
        B: 'private is checked only at compile time; #private is enforced at run time',
        C: '#private is checked only at compile time',
        D: 'private fields are not emitted to JavaScript at all',
      },
      correct: 'B',
      explanation: 'TypeScript modifiers disappear at run time, while # fields are real language privacy.',
    },
    {
      question: 'What does implements Shape on a class do?',
      options: {
        A: 'Copies Shape\'s methods into the class',
        B: 'Makes the class extend Shape at run time',
        C: 'Checks that the class satisfies the Shape interface',
        D: 'Makes Shape a subclass of the class',
      },
      correct: 'C',
      explanation: 'implements is a compile-time check with no runtime effect.',
    },
    {
      question: 'Why do many teams prefer type Direction = "UP" | "DOWN" over an enum?',
      options: {
        A: 'Literal unions are erased completely and have no special runtime semantics',
        B: 'Enums cannot hold strings',
        C: 'Unions are faster at run time',
        D: 'Enums are deprecated and no longer compile',
      },
      correct: 'A',
      explanation: 'Enums emit objects and have quirks; literal unions are pure types.',
    },
    {
      question: 'What does import type { User } from "./models" produce in the emitted JavaScript?',
      options: {
        A: 'An import of the User class',
        B: 'Nothing; the import is erased',
        C: 'A require call',
        D: 'A runtime type check',
      },
      correct: 'B',
      explanation: 'Type-only imports exist purely for the type checker.',
    },
    {
      question: 'What is a .d.ts file?',
      options: {
        A: 'A compiled JavaScript bundle',
        B: 'A test file',
        C: 'A configuration file for tsc',
        D: 'A file containing only type declarations for code implemented elsewhere',
      },
      correct: 'D',
      explanation: 'Declaration files describe the shape of JavaScript modules.',
    },
    {
      question: 'Where do type declarations for an untyped npm package usually come from?',
      options: {
        A: 'An @types package from DefinitelyTyped',
        B: 'The TypeScript compiler generates them automatically',
        C: 'The package.json file',
        D: 'They are not available',
      },
      correct: 'A',
      explanation: 'The community maintains types for many packages under @types.',
    },
    {
      question: 'What does strictPropertyInitialization require?',
      options: {
        A: 'All properties to be public',
        B: 'All properties to be readonly',
        C: 'Every non-optional property to be assigned in the constructor or at its declaration',
        D: 'Properties to be declared in alphabetical order',
      },
      correct: 'C',
      explanation: 'It prevents reading properties that were never initialised.',
    },
  ],
  problems: [],
};
