import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-3',
  order: 3,
  title: 'Object Types: Interfaces and Type Aliases',
  description:
    'Describe the shape of objects with interfaces and type aliases, using optional, readonly and index-signature properties, and understand structural typing.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe objects with interfaces and type aliases',
    'Use optional, readonly and index-signature properties',
    'Explain structural typing and excess property checks',
    'Extend interfaces and combine types with intersections',
  ],
  lesson: `## Describing shapes

Most TypeScript code is about objects. An **interface** or a **type alias** names the shape an object must have:

\`\`\`typescript
interface User {
  readonly id: number;        // cannot be reassigned after creation
  name: string;
  email?: string;             // optional: may be missing (type string | undefined)
  tags: string[];
}

type Point = { x: number; y: number };

function label(user: User): string {
  return user.email ? \`\${user.name} <\${user.email}>\` : user.name;
}
\`\`\`

Both forms describe object types and are largely interchangeable for that purpose. Differences: a \`type\` alias can name **any** type (unions, tuples, primitives, function types), while interfaces describe objects only; interfaces with the same name **merge** their declarations (used to augment library types), and interfaces are extended with \`extends\`. A common convention is interfaces for public object contracts and type aliases for unions and computed types; consistency within a codebase matters more than the choice.

## Index signatures and Records

When keys are not known in advance, use an **index signature** or the \`Record\` utility:

\`\`\`typescript
interface Scores { [player: string]: number }
const totals: Record<string, number> = { ana: 3, bo: 5 };
const first = totals["cy"];   // number, although the key may be missing!
\`\`\`

By default TypeScript assumes an indexed lookup finds a value. Enabling \`noUncheckedIndexedAccess\` makes such lookups \`number | undefined\`, forcing you to handle missing keys; it is a valuable addition to \`strict\`. For true dictionaries, a \`Map<string, number>\` is often clearer.

## Structural typing

TypeScript is **structurally typed**: compatibility depends on shape, not on declared names. Any object with at least the required properties satisfies a type, even if it was never declared as that type:

\`\`\`typescript
const p = { x: 1, y: 2, z: 3 };
const q: Point = p;                     // OK: p has x and y (extra z is fine)
const r: Point = { x: 1, y: 2, z: 3 };  // error: object literal may only specify known properties
\`\`\`

The second error is an **excess property check**, applied only to fresh object literals, where an unexpected property usually means a typo (\`emial\` instead of \`email\`).

## Extending and combining

\`\`\`typescript
interface Admin extends User { permissions: string[] }
type Timestamped = { createdAt: Date; updatedAt: Date };
type AuditedUser = User & Timestamped;   // intersection: has all properties of both
\`\`\`

\`extends\` builds interface hierarchies, and an **intersection** \`A & B\` combines types. \`readonly\` is a compile-time promise only: it prevents assignment through that type, but the object can still be changed through another reference, and it is shallow, so nested objects remain mutable unless also marked readonly.`,
  overview: {
    whatYouWillLearn: [
      'Interfaces and type aliases both describe object shapes',
      'Type aliases can also name unions, tuples and function types',
      'Optional, readonly and index-signature properties',
      'noUncheckedIndexedAccess makes indexed lookups include undefined',
      'Structural typing compares shapes, with excess property checks on fresh literals',
      'extends builds on interfaces and intersections combine types',
    ],
    proTip:
      'Enable noUncheckedIndexedAccess alongside strict; it catches the many bugs where code assumes a key or array index exists.',
  },
  mcqs: [
    {
      question:
        'What is the type of `email` inside a function when the interface declares `email?: string`?',
      options: {
        A: '`string`',
        B: '`string | undefined`',
        C: '`string | null`',
        D: '`string | null | undefined`',
      },
      correct: 'B',
      explanation:
        'Optional properties may be missing, so their type includes `undefined` (not `null`).',
    },
    {
      question: 'Which of these can a type alias describe but an interface cannot?',
      options: {
        A: 'An object type with optional properties',
        B: 'An object type with methods',
        C: 'An object type that `extends` another one',
        D: 'A union of two string literal types',
      },
      correct: 'D',
      explanation:
        'Interfaces only describe object shapes; aliases can name any type, including unions.',
    },
    {
      question:
        'Why does `const r: Point = { x: 1, y: 2, z: 3 }` produce an error while assigning an existing variable with the same value does not?',
      options: {
        A: 'Fresh object literals get excess property checks',
        B: 'Variables are never type-checked',
        C: '`Point` requires `z` when declared inline',
        D: 'Literals match by name, variables by shape',
      },
      correct: 'A',
      explanation:
        'Excess property checking applies only to fresh object literals, where extra keys are likely typos.',
    },
    {
      question: 'What does structural typing mean in TypeScript?',
      options: {
        A: 'Types must share a declared name',
        B: 'Objects are compatible when they come from the same class',
        C: 'Compatibility depends on the shape of the values',
        D: 'Types are compared by the order their properties are declared',
      },
      correct: 'C',
      explanation:
        'An object is compatible with a type when it has the required properties, whatever it was declared as.',
    },
    {
      question: 'What does the intersection type `User & Timestamped` describe?',
      options: {
        A: 'A value that is either a `User` or a `Timestamped`',
        B: 'Only the properties that the two types have in common',
        C: 'A `User` whose fields may optionally be timestamped',
        D: 'A value with all the properties of both types',
      },
      correct: 'D',
      explanation: 'An intersection requires every member of each constituent type.',
    },
    {
      question: 'What does the `readonly` modifier on a property guarantee?',
      options: {
        A: 'The object is deeply frozen at run time',
        B: 'The property cannot be assigned through that type',
        C: 'The property is private',
        D: 'The property and nested objects are immutable',
      },
      correct: 'B',
      explanation: '`readonly` is a shallow, compile-time restriction, not `Object.freeze`.',
    },
    {
      question:
        'What happens when two interface declarations with the same name exist in the same scope?',
      options: {
        A: 'Their members are merged into one interface',
        B: 'The second declaration silently replaces the first',
        C: 'The compiler reports a duplicate identifier error',
        D: 'Only the first declaration is used; later ones are ignored',
      },
      correct: 'A',
      explanation:
        'Declaration merging is a feature of interfaces, used to augment library types; type aliases would clash.',
    },
    {
      question:
        'With `noUncheckedIndexedAccess` enabled, what is the type of `totals["cy"]` for `totals: Record<string, number>`?',
      options: {
        A: '`number`',
        B: '`undefined`',
        C: '`number | undefined`',
        D: '`number | undefined | null`',
      },
      correct: 'C',
      explanation: 'The option adds `undefined` to indexed reads, since the key may be absent.',
    },
    {
      question: 'Which interface lets an object have any string keys with number values?',
      options: {
        A: '`interface Scores { player?: string; score: number }`',
        B: '`interface Scores { [player: string]: number }`',
        C: '`interface Scores { [player: number]: string }`',
        D: '`interface Scores { [key: string]: number[] }`',
      },
      correct: 'B',
      explanation:
        'An index signature `[key: string]: number` allows any string key with a number value.',
    },
    {
      question:
        'Given `type Point = { x: number; y: number }`, does `const p = { x: 1, y: 2, z: 3 }; const q: Point = p;` compile?',
      options: {
        A: 'No: `z` is an excess property, so the assignment fails',
        B: "No: `p` isn't declared as a `Point` (nominal typing), so it fails",
        C: 'Yes, and `q.z` is available as a `number`',
        D: 'Yes: `p` has `x` and `y`; extras are fine',
      },
      correct: 'D',
      explanation:
        'Assigning an existing variable uses structural compatibility; excess property checks apply only to fresh literals.',
    },
    {
      question:
        'What is often clearer than an index signature for a true dictionary filled at run time?',
      options: {
        A: 'A `Map<string, number>`',
        B: 'A `Set<string>`',
        C: 'An `enum` with one member per key',
        D: 'A `readonly [string, number][]` array',
      },
      correct: 'A',
      explanation: 'A `Map` models a dictionary directly, with explicit `get`, `has` and `set`.',
    },
    {
      question: '`User` declares `readonly tags: string[]`. Which statement compiles?',
      options: {
        A: '`user.tags = ["admin"]`',
        B: '`user.tags = user.tags.concat("admin")`',
        C: '`user.tags.push("admin")`',
        D: '`delete user.tags`',
      },
      correct: 'C',
      explanation:
        '`readonly` only forbids reassigning the property; it is shallow, so the array itself can still be mutated.',
    },
    {
      question:
        'When is an interface preferable to a type alias because of a feature only interfaces have?',
      options: {
        A: 'When augmenting a library type through declaration merging',
        B: 'When you need a union such as `A | B`',
        C: 'When you need a tuple of fixed length',
        D: 'When you need a function type, which only interfaces have',
      },
      correct: 'A',
      explanation: 'Only interfaces merge declarations, which is how library types are augmented.',
    },
  ],
  problems: [],
};
