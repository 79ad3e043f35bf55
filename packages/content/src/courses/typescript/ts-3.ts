import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-3',
  order: 3,
  title: 'Object Types: Interfaces and Type Aliases',
  description: 'Describe the shape of objects with interfaces and type aliases, using optional, readonly and index-signature properties, and understand structural typing.',
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
    proTip: 'Enable noUncheckedIndexedAccess alongside strict; it catches the many bugs where code assumes a key or array index exists.',
  },
  mcqs: [
    {
      question: 'What is the type of email inside a function when the interface declares email?: string?',
      options: { A: 'string', B: 'string | undefined', C: 'any', D: 'string | null' },
      correct: 'B',
      explanation: 'Optional properties may be missing, so their type includes undefined.',
    },
    {
      question: 'Which of these can a type alias describe but an interface cannot?',
      options: {
        A: 'An object with optional properties',
        B: 'An object with methods',
        C: 'An object extending another object type',
        D: 'A union such as "a" | "b"',
      },
      correct: 'D',
      explanation: 'Interfaces only describe object shapes; aliases can name any type.',
    },
    {
      question: 'Why does const r: Point = { x: 1, y: 2, z: 3 } produce an error while assigning an existing variable with the same value does not?',
      options: {
        A: 'Fresh object literals are subject to excess property checks',
        B: 'Variables are not type-checked',
        C: 'Point requires z',
        D: 'Literals cannot be assigned to interfaces',
      },
      correct: 'A',
      explanation: 'Excess property checking applies only to object literals, where extra keys are likely typos.',
    },
    {
      question: 'What does structural typing mean in TypeScript?',
      options: {
        A: 'Types must be declared with the same name to be compatible',
        B: 'Only classes can be compared',
        C: 'Compatibility is determined by the shape of the types',
        D: 'Objects are compared by memory address',
      },
      correct: 'C',
      explanation: 'An object is compatible with a type when it has the required properties.',
    },
    {
      question: 'What does the intersection type User & Timestamped describe?',
      options: {
        A: 'Either a User or a Timestamped value',
        B: 'Only the properties common to both',
        C: 'A type that cannot have any value',
        D: 'A value with all the properties of both types',
      },
      correct: 'D',
      explanation: 'An intersection requires every member of each constituent type.',
    },
    {
      question: 'What does the readonly modifier on a property guarantee?',
      options: {
        A: 'The object is deeply frozen at run time',
        B: 'The property cannot be assigned through that type at compile time',
        C: 'The property is private',
        D: 'The property is computed lazily',
      },
      correct: 'B',
      explanation: 'readonly is a shallow, compile-time restriction, not Object.freeze.',
    },
    {
      question: 'What happens when two interface declarations with the same name exist in the same scope?',
      options: {
        A: 'Their members are merged into one interface',
        B: 'The second replaces the first',
        C: 'The compiler reports a duplicate identifier',
        D: 'Only the first is used',
      },
      correct: 'A',
      explanation: 'Declaration merging is a feature of interfaces, used to augment library types.',
    },
    {
      question: 'With noUncheckedIndexedAccess enabled, what is the type of totals["cy"] for totals: Record<string, number>?',
      options: { A: 'number', B: 'any', C: 'number | undefined', D: 'never' },
      correct: 'C',
      explanation: 'The option adds undefined to indexed reads, since the key may be absent.',
    },
  ],
  problems: [],
};
