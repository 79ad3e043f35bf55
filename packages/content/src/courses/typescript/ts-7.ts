import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-7',
  order: 7,
  title: 'Utility, Mapped and Conditional Types',
  description:
    'Transform types with built-in utility types, write your own mapped and conditional types, and use template literal types and satisfies.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Apply Partial, Required, Readonly, Pick, Omit, Record, ReturnType and Awaited',
    'Write mapped types with modifiers and key remapping',
    'Write conditional types with infer and understand distribution over unions',
    'Use template literal types, typeof and the satisfies operator',
  ],
  lesson: `## Built-in utility types

TypeScript ships generic types that derive new types from existing ones, so you define a shape once and reuse it:

\`\`\`typescript
interface User { id: number; name: string; email: string; role: "admin" | "member" }

type UserPatch = Partial<Omit<User, "id">>;       // every field except id, all optional
type PublicUser = Pick<User, "id" | "name">;
type Frozen = Readonly<User>;
type ByRole = Record<User["role"], User[]>;        // { admin: User[]; member: User[] }
type Loader = () => Promise<User>;
type Loaded = Awaited<ReturnType<Loader>>;         // User
type Roles = Exclude<User["role"], "admin">;       // "member"
\`\`\`

Others include \`Required\`, \`NonNullable\`, \`Parameters\`, \`Extract\` and \`InstanceType\`. Deriving types keeps them in sync: when \`User\` gains a field, \`UserPatch\` gains it too.

## Mapped types

A **mapped type** iterates over keys to build a new object type. The built-ins are defined this way:

\`\`\`typescript
type MyPartial<T> = { [K in keyof T]?: T[K] };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };      // remove readonly
type Getters<T> = {
  [K in keyof T as \`get\${Capitalize<string & K>}\`]: () => T[K];   // key remapping
};
type UserGetters = Getters<{ name: string; age: number }>;
// { getName: () => string; getAge: () => number }
\`\`\`

Modifiers \`?\` and \`readonly\` can be added or removed with \`+\` and \`-\`, and the \`as\` clause renames or filters keys (mapping a key to \`never\` drops it).

## Conditional types

A **conditional type** \`T extends U ? X : Y\` chooses a type based on assignability. With \`infer\`, it can extract parts of a type:

\`\`\`typescript
type ElementType<T> = T extends readonly (infer E)[] ? E : never;
type A = ElementType<string[]>;          // string
type UnwrapPromise<T> = T extends Promise<infer V> ? V : T;
\`\`\`

When the checked type is a bare type parameter and you pass a union, the conditional **distributes** over each member: \`ToArray<string | number>\` with \`type ToArray<T> = T extends unknown ? T[] : never\` gives \`string[] | number[]\`. Wrap both sides in brackets (\`[T] extends [unknown]\`) to prevent distribution.

## Template literal types

Types can be built from string patterns: \`\` type EventName = \`on\${Capitalize<"click" | "focus">}\` \`\` is \`"onClick" | "onFocus"\`. Combined with mapped types, they describe APIs such as event handlers or CSS properties precisely.

## typeof, satisfies and const assertions

\`typeof value\` in a type position captures the type of an existing value. The \`satisfies\` operator checks that a value conforms to a type **without widening it**, so you keep the precise inferred type:

\`\`\`typescript
const routes = {
  home: "/",
  user: "/users/:id",
} satisfies Record<string, \`/\${string}\`>;
type RouteName = keyof typeof routes;     // "home" | "user", not string
\`\`\`

Use these tools to remove duplication, not to write puzzles: a type that takes longer to read than the code it protects is a maintenance cost.`,
  overview: {
    whatYouWillLearn: [
      'Utility types such as Partial, Pick, Omit, Record, ReturnType and Awaited derive types',
      'Mapped types iterate over keys with modifiers and as-clause remapping',
      'Conditional types choose types by assignability and extract parts with infer',
      'Conditional types distribute over unions when checking a bare type parameter',
      'Template literal types build string types from patterns',
      'satisfies validates a value against a type while keeping its precise inferred type',
    ],
    proTip:
      'Derive request, patch and response types from one source type with Pick, Omit and Partial; the compiler then keeps every variant in sync.',
  },
  mcqs: [
    {
      question: 'What does `Partial<Omit<User, "id">>` produce?',
      options: {
        A: 'Every `User` field except `id`, each one optional',
        B: 'Only the `id` field, made optional',
        C: 'Every `User` field, with `id` required and the rest optional',
        D: 'Every `User` field except `id`, each one required',
      },
      correct: 'A',
      explanation: '`Omit` removes `id` and `Partial` makes the remaining properties optional.',
    },
    {
      question: 'What does `Awaited<ReturnType<() => Promise<User>>>` evaluate to?',
      options: {
        A: '`Promise<User>`',
        B: '`User | undefined`',
        C: '`User`',
        D: '`Awaited<User>`',
      },
      correct: 'C',
      explanation: '`ReturnType` gives `Promise<User>` and `Awaited` unwraps it to `User`.',
    },
    {
      question: 'What does the mapped type `{ -readonly [K in keyof T]: T[K] }` do?',
      options: {
        A: 'Makes every property `readonly`',
        B: 'Removes `readonly` from every property',
        C: 'Removes every property that was `readonly`',
        D: 'Makes every property optional and mutable',
      },
      correct: 'B',
      explanation: 'The minus sign removes a modifier in a mapped type, keeping the properties.',
    },
    {
      question:
        'Given `type ElementType<T> = T extends readonly (infer E)[] ? E : never`, what is `ElementType<number[]>`?',
      options: {
        A: '`never`',
        B: '`number[]`, the array type itself',
        C: '`unknown`',
        D: '`number`, the element type',
      },
      correct: 'D',
      explanation: '`infer E` captures the array element type.',
    },
    {
      question:
        'Given `type ToArray<T> = T extends unknown ? T[] : never`, what is `ToArray<string | number>`?',
      options: {
        A: '`(string | number)[]`, i.e. one array',
        B: '`never`, since `string | number` is no array',
        C: '`string[] | number[]`',
        D: '`unknown[]`',
      },
      correct: 'C',
      explanation:
        'Conditional types distribute over union members when checking a bare type parameter.',
    },
    {
      question:
        'What advantage does `satisfies` have over an annotation such as `const routes: Record<string, string> = {...}`?',
      options: {
        A: 'It validates the object at run time, throwing when a route is wrong',
        B: 'It checks the value but keeps its precise inferred type',
        C: 'It freezes the object, so its values can no longer be changed',
        D: "It widens the object's type to match `Record<string, string>`",
      },
      correct: 'B',
      explanation:
        'An annotation widens the variable to the annotated type; `satisfies` only checks.',
    },
    {
      question: 'In a mapped type, what happens to a key remapped with `as` to `never`?',
      options: {
        A: 'It is kept, but made optional',
        B: 'It is kept under its original name',
        C: 'It is removed from the resulting type',
        D: 'Its value type becomes `never`',
      },
      correct: 'C',
      explanation: 'Remapping a key to `never` filters it out.',
    },
    {
      question:
        'Which type does `on${Capitalize<"click" | "focus">}` (a template literal type) produce?',
      options: {
        A: '`string`',
        B: '`"onClick" | "onFocus"`',
        C: '`"on-click" | "on-focus"`',
        D: '`"on" | "click" | "focus"`',
      },
      correct: 'B',
      explanation:
        'Template literal types expand over each member of the union, and `Capitalize` uppercases the first letter.',
    },
    {
      question: 'What is `Pick<User, "id" | "name">`?',
      options: {
        A: 'An object type with only `id` and `name`',
        B: '`User` without the `id` and `name` properties',
        C: 'The union of the types of `id` and `name`',
        D: '`User` with `id` and `name` made optional',
      },
      correct: 'A',
      explanation: '`Pick` keeps only the listed properties; `Omit` would remove them.',
    },
    {
      question:
        'With `role: "admin" | "member"`, what does `Record<User["role"], User[]>` produce?',
      options: {
        A: '`{ [key: string]: User[] }`',
        B: '`User[][]`',
        C: '`Map<"admin" | "member", User[]>`',
        D: '`{ admin: User[]; member: User[] }`',
      },
      correct: 'D',
      explanation:
        '`Record<K, V>` makes a required property of type `V` for every member of the key union `K`.',
    },
    {
      question: 'Which utility type removes both `null` and `undefined` from a type?',
      options: {
        A: '`Required`',
        B: '`Exclude<T, null>`',
        C: '`NonNullable`',
        D: '`Partial`',
      },
      correct: 'C',
      explanation:
        '`NonNullable<T>` excludes `null` and `undefined`; `Required` only removes optionality.',
    },
    {
      question:
        'Why derive `UserPatch` from `User` with utility types instead of writing it out by hand?',
      options: {
        A: 'Derived types are also checked at run time',
        B: 'Hand-written types cannot mark fields optional',
        C: 'Utility types compile to smaller JavaScript bundles',
        D: 'It stays in sync, gaining each field that `User` gains',
      },
      correct: 'D',
      explanation:
        'Deriving types keeps them in sync with their source when fields are added or changed.',
    },
    {
      question: 'What does `Exclude<"admin" | "member", "admin">` give?',
      options: {
        A: '`"admin"`',
        B: '`"member"`',
        C: '`never`',
        D: '`"admin" | "member"`',
      },
      correct: 'B',
      explanation: '`Exclude` removes from the first union every member assignable to the second.',
    },
  ],
  problems: [],
};
