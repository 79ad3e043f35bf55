import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ts-5',
  order: 5,
  title: 'Generics',
  description:
    'Write reusable, type-safe functions, interfaces and classes with type parameters, constraints, defaults and keyof.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write generic functions and let TypeScript infer type arguments',
    'Constrain type parameters with extends and keyof',
    'Define generic interfaces, type aliases and classes with defaults',
    'Avoid unnecessary or misleading generics',
  ],
  lesson: `## Why generics

Without generics, a reusable function must either accept \`any\`, losing type information, or be duplicated for each type. A **type parameter** captures the relationship between inputs and outputs:

\`\`\`typescript
function first<T>(items: readonly T[]): T | undefined {
  return items[0];
}
const n = first([3, 1, 2]);        // T inferred as number, n: number | undefined
const s = first(["a", "b"]);       // T inferred as string
\`\`\`

Callers rarely write type arguments explicitly; TypeScript infers them from the arguments. You can still write \`first<string>([])\` when inference has nothing to work with.

Think of a type parameter as a variable at the type level: just as a function parameter lets one function work with many values, a type parameter lets one signature work with many types while still recording exactly which type was used at each call. That recorded type flows into the result, which is what \`any\` cannot do.

## Constraints

Inside a generic function you may only use what every possible \`T\` supports. A **constraint** with \`extends\` requires type arguments to have certain members:

\`\`\`typescript
function longest<T extends { length: number }>(a: T, b: T): T {
  return a.length >= b.length ? a : b;
}
longest("abc", "de");          // OK: strings have length
longest([1, 2], [3]);          // OK: arrays have length
// longest(10, 20);            // error: number has no length property

function getProp<T, K extends keyof T>(obj: T, key: K): T[K] {
  return obj[key];
}
const user = { name: "Ana", age: 31 };
const age = getProp(user, "age");      // number
// getProp(user, "email");             // error: "email" is not a key of user
\`\`\`

\`keyof T\` is the union of \`T\`'s property names, and the **indexed access type** \`T[K]\` is the type of that property. Together they type dynamic property access precisely.

## Generic types and classes

Interfaces, type aliases and classes can be generic too, and type parameters may have **defaults**:

\`\`\`typescript
interface ApiResponse<TData, TError = string> {
  data?: TData;
  error?: TError;
}

class TypedEventEmitter<Events extends Record<string, unknown>> {
  private handlers: { [E in keyof Events]?: Array<(payload: Events[E]) => void> } = {};
  on<E extends keyof Events>(event: E, handler: (payload: Events[E]) => void): void {
    (this.handlers[event] ??= []).push(handler);
  }
  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    this.handlers[event]?.forEach((h) => h(payload));
  }
}

const bus = new TypedEventEmitter<{ login: { userId: string }; logout: undefined }>();
bus.on("login", (p) => console.log(p.userId));   // p typed as { userId: string }
\`\`\`

The standard library is full of generics: \`Array<T>\`, \`Promise<T>\`, \`Map<K, V>\`, \`Set<T>\`, \`ReadonlyArray<T>\`.

## Using generics well

A type parameter should **relate** two or more things, such as an input and an output, or two inputs. If \`T\` appears only once in a signature, it adds nothing: \`function log<T>(x: T): void\` is just \`function log(x: unknown): void\`. Prefer the simplest constraint that works, avoid returning \`T\` from functions that cannot actually produce one, and never use a generic to disguise an unchecked cast such as \`JSON.parse(text) as T\`; validate the data instead.`,
  overview: {
    whatYouWillLearn: [
      'Type parameters relate input and output types without losing information',
      'Type arguments are usually inferred from call arguments',
      'extends constraints restrict what type arguments may be',
      'keyof and indexed access types T[K] type dynamic property access',
      'Generic interfaces, aliases and classes can declare default type parameters',
      'A type parameter used only once adds no safety',
    ],
    proTip:
      'If a type parameter appears only once in a signature, delete it and use unknown or the constraint directly; the function becomes simpler and just as safe.',
  },
  mcqs: [
    {
      question:
        'For `function first<T>(items: readonly T[]): T | undefined`, what is the inferred type of `first([3, 1, 2])`?',
      options: {
        A: '`number`',
        B: '`T | undefined`',
        C: '`number | undefined`',
        D: '`(3 | 1 | 2) | undefined`',
      },
      correct: 'C',
      explanation:
        '`T` is inferred as `number` from the array argument, and the declared return type adds `undefined`.',
    },
    {
      question: 'What does the constraint `T extends { length: number }` allow?',
      options: {
        A: 'Only types with a numeric `length`, which the body can then use',
        B: 'Only arrays, the only values with a `length`',
        C: 'Any type, and `length` is added to it when it is missing',
        D: '`T` is narrowed to `number`, the type of the `length` property',
      },
      correct: 'A',
      explanation:
        'Constraints restrict type arguments and make their members available inside the function.',
    },
    {
      question: 'For `const user = { name: "Ana", age: 31 }`, what is `keyof typeof user`?',
      options: {
        A: '`{ name: string; age: number }`',
        B: '`"Ana" | 31`',
        C: '`string | number`',
        D: '`"name" | "age"`',
      },
      correct: 'D',
      explanation: '`keyof` produces the union of property names.',
    },
    {
      question:
        'In `function getProp<T, K extends keyof T>(obj: T, key: K): T[K]`, what does `T[K]` represent?',
      options: {
        A: 'An array `T[]` indexed by `K`',
        B: 'The type of the property of `T` named by `K`',
        C: 'The key `K` itself, narrowed to a string literal',
        D: 'A tuple `[T, K]` pairing the object with its key',
      },
      correct: 'B',
      explanation: '`T[K]` is an indexed access type: the type of property `K` of `T`.',
    },
    {
      question:
        'Given `interface ApiResponse<TData, TError = string>`, what is `TError` in `ApiResponse<number>`?',
      options: {
        A: '`TError` defaults to `string`',
        B: 'A compile error: both type arguments are required',
        C: '`TError` becomes `number`, like `TData`',
        D: '`TError` falls back to `unknown`',
      },
      correct: 'A',
      explanation: 'Type parameter defaults apply when an argument is omitted.',
    },
    {
      question: 'Why is `function log<T>(x: T): void` considered a poor use of generics?',
      options: {
        A: '`log<T>` must return `T`, not `void`',
        B: 'It makes `log` slower at run time, once per call',
        C: '`T` is used once, so `unknown` would do just as well',
        D: 'A logger must accept `any` to print every value',
      },
      correct: 'C',
      explanation:
        'A type parameter is useful only when it links several positions in a signature.',
    },
    {
      question:
        'What is wrong with `function parse<T>(text: string): T { return JSON.parse(text) as T; }`?',
      options: {
        A: '`JSON.parse` cannot be called inside a generic function',
        B: 'It claims a type it never checks at run time',
        C: 'It does not compile, because `as T` needs a constraint',
        D: 'Nothing: this is the recommended way to type parsed JSON',
      },
      correct: 'B',
      explanation:
        'The cast hides the lack of validation; validate parsed data at run time instead.',
    },
    {
      question: 'When must you write a type argument explicitly, as in `first<string>([])`?',
      options: {
        A: 'Always, because inference only works for classes',
        B: 'Only for generic classes, never for functions',
        C: 'When the arguments give inference nothing to work with',
        D: 'Whenever there is more than one type parameter',
      },
      correct: 'C',
      explanation: 'An empty array gives no element type, so specifying `T` helps inference.',
    },
    {
      question:
        'Why is `function first<T>(items: T[]): T` better than `function first(items: any[]): any`?',
      options: {
        A: 'The result keeps the element type of the array passed in',
        B: 'The generic version runs faster, since no `any` checks run',
        C: 'The generic version rejects arrays that mix several types',
        D: 'The `any` version does not compile under `strict`',
      },
      correct: 'A',
      explanation:
        'The type parameter records the element type at each call and carries it to the result, which `any` cannot do.',
    },
    {
      question:
        'Which call is rejected for `function longest<T extends { length: number }>(a: T, b: T)`?',
      options: {
        A: '`longest("abc", "de")`',
        B: '`longest([1, 2], [3])`',
        C: '`longest(10, 20)`',
        D: '`longest("", "x")`',
      },
      correct: 'C',
      explanation: 'Numbers have no `length` property, so they do not satisfy the constraint.',
    },
    {
      question: 'What does `keyof T` produce?',
      options: {
        A: "The union of `T`'s property names",
        B: "An array of `T`'s property names",
        C: "The union of `T`'s property value types",
        D: 'The number of properties `T` has',
      },
      correct: 'A',
      explanation: '`keyof T` is a union of the property names (keys) of `T`.',
    },
    {
      question:
        'In the lesson\'s `TypedEventEmitter`, why is `p` in `bus.on("login", (p) => ...)` typed as `{ userId: string }`?',
      options: {
        A: '`p` is inferred from how the handler body uses it',
        B: 'The event name fixes `E`, and the payload is looked up as `Events[E]`',
        C: 'TypeScript reads `payload` from the `emit("login", ...)` call at run time',
        D: 'All handlers share one payload type, the union of every event',
      },
      correct: 'B',
      explanation: '`E` is inferred as `"login"`, and the handler parameter is typed `Events[E]`.',
    },
    {
      question: 'Which of these standard-library types is NOT generic?',
      options: {
        A: '`Promise`',
        B: '`ReadonlyArray`',
        C: '`Date`',
        D: '`WeakSet`',
      },
      correct: 'C',
      explanation:
        '`Promise<T>`, `ReadonlyArray<T>` and `WeakSet<T>` take type parameters; `Date` does not.',
    },
  ],
  problems: [],
};
