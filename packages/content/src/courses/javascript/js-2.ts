import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'js-2',
  order: 2,
  title: 'Types, Operators and Comparisons',
  description:
    'Work with JavaScript primitive types, arithmetic and logical operators, and compare values safely.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Name the seven primitive types and inspect values with typeof',
    'Use arithmetic, assignment and string operators',
    'Compare values with === and explain why == is avoided',
    'Predict truthy and falsy values and use ?? and || for defaults',
  ],
  lesson: `## Primitive types

Every JavaScript value is either an **object** or one of seven **primitives**: \`string\`, \`number\`, \`bigint\`, \`boolean\`, \`undefined\`, \`null\` and \`symbol\`. Primitives are immutable: string methods return new strings rather than changing the original. The \`typeof\` operator tells you the type of a value as a string.

\`\`\`javascript
typeof 'hi';        // 'string'
typeof 42;          // 'number' (integers and decimals share one type)
typeof 10n;         // 'bigint' (arbitrary-size integers)
typeof true;        // 'boolean'
typeof undefined;   // 'undefined'
typeof null;        // 'object'  <- a historic bug kept for compatibility
typeof [1, 2];      // 'object'  (use Array.isArray to test for arrays)
\`\`\`

All ordinary numbers are 64-bit floating point, so \`0.1 + 0.2\` is \`0.30000000000000004\` and integers are exact only up to \`Number.MAX_SAFE_INTEGER\` (2^53 - 1). Invalid arithmetic such as \`'abc' * 2\` produces \`NaN\` ("not a number"), which is not equal even to itself; test it with \`Number.isNaN\`.

## Operators

The arithmetic operators are \`+ - * / % **\`. Division always produces a decimal result (\`7 / 2\` is \`3.5\`); use \`Math.floor\` or \`Math.trunc\` to drop the fraction. \`%\` is the remainder, and \`**\` is exponentiation. Compound assignments such as \`+=\` and the increment \`++\` update a variable in place.

The \`+\` operator also joins strings, and if either operand is a string the other is converted: \`'3' + 4\` is \`'34'\`, while \`'3' * 4\` is \`12\` because \`*\` only works on numbers. Convert explicitly with \`Number(text)\` or \`String(value)\` to keep intent clear.

## Equality

\`===\` (strict equality) is true only when both the type and the value match. \`==\` (loose equality) first converts the operands, which produces oddities such as \`0 == ''\` being true. Always use \`===\` and \`!==\`; the one common exception some teams allow is \`value == null\`, which matches both \`null\` and \`undefined\`.

## Truthiness and defaults

In a condition, every value is treated as true or false. The **falsy** values are \`false\`, \`0\`, \`-0\`, \`0n\`, \`''\`, \`null\`, \`undefined\` and \`NaN\`; everything else, including \`'0'\`, \`[]\` and \`{}\`, is truthy.

\`\`\`javascript
const count = 0;
console.log(count || 10); // 10, because 0 is falsy
console.log(count ?? 10); // 0, because ?? only replaces null or undefined
\`\`\`

\`&&\` and \`||\` return one of their operands rather than a strict boolean and stop evaluating as soon as the result is known (short-circuiting). The nullish coalescing operator \`??\` is the safer choice for defaults when \`0\` or an empty string are valid values.`,
  overview: {
    whatYouWillLearn: [
      'The seven primitive types and how typeof reports them, including the typeof null quirk',
      'Numbers are 64-bit floating point values, with NaN for invalid results',
      'The + operator concatenates when either side is a string',
      'Strict equality compares type and value without conversion',
      'Which values are falsy and how short-circuit operators return operands',
      'The difference between || and ?? when choosing default values',
    ],
    proTip: 'Turn on the eqeqeq rule in ESLint so any accidental == is flagged before it ships.',
  },
  mcqs: [
    {
      question: 'What does typeof null return?',
      options: {
        A: "'null'",
        B: "'object'",
        C: "'undefined'",
        D: "'symbol'",
      },
      correct: 'B',
      explanation:
        "typeof null returns 'object', a bug from the first version of JavaScript that was never changed.",
    },
    {
      question: "What is the value of '3' + 4 in JavaScript?",
      options: {
        A: '7',
        B: 'NaN',
        C: 'A TypeError',
        D: "'34'",
      },
      correct: 'D',
      explanation:
        'When one operand of + is a string, the other is converted to a string and the two are concatenated.',
    },
    {
      question: 'Which expression evaluates to true?',
      options: {
        A: "0 == '' (with loose equality)",
        B: "0 === '' (strict equality)",
        C: 'NaN === NaN',
        D: 'null === undefined',
      },
      correct: 'A',
      explanation:
        "Loose equality converts '' to 0, so 0 == '' is true; the strict comparisons are all false.",
    },
    {
      question: 'What does 7 / 2 evaluate to?',
      options: {
        A: '3 (integer division)',
        B: '3.5',
        C: '4 (rounded up)',
        D: '1 (the remainder)',
      },
      correct: 'B',
      explanation: 'JavaScript has a single number type, so division keeps the fractional part.',
    },
    {
      question: 'Which of these values is truthy?',
      options: {
        A: 'The number 0',
        B: 'The empty string',
        C: 'NaN',
        D: "The string '0'",
      },
      correct: 'D',
      explanation: "Any non-empty string is truthy, including the string '0'.",
    },
    {
      question: 'If const qty = 0, what is qty ?? 5?',
      options: {
        A: '5',
        B: '0',
        C: 'undefined',
        D: 'null',
      },
      correct: 'B',
      explanation: '?? only falls back when the left side is null or undefined, and 0 is neither.',
    },
    {
      question: 'What is the correct way to check whether a variable x holds NaN?',
      options: {
        A: 'x === NaN',
        B: "typeof x === 'NaN'",
        C: 'Number.isNaN(x)',
        D: 'x.equals(NaN)',
      },
      correct: 'C',
      explanation:
        'NaN is not equal to anything, including itself, so Number.isNaN is the reliable test.',
    },
    {
      question: 'Which operator raises a number to a power, as in 2 to the 10th?',
      options: {
        A: '`**` (double star)',
        B: '`^` (the caret)',
        C: '`^^` (double caret)',
        D: '`*=` (times-equals)',
      },
      correct: 'A',
      explanation: '2 ** 10 is 1024; ^ is bitwise XOR in JavaScript.',
    },
    {
      question: "Which of these is NOT one of JavaScript's primitive types?",
      options: {
        A: '`bigint`',
        B: '`symbol`',
        C: '`array`',
        D: '`undefined`',
      },
      correct: 'C',
      explanation:
        'Arrays are objects; the seven primitives are string, number, bigint, boolean, undefined, null and symbol.',
    },
    {
      question: "What does `'' ?? 'guest'` evaluate to?",
      options: {
        A: "`'guest'`",
        B: 'An empty string',
        C: "`null`, because `''` is falsy",
        D: '`undefined`',
      },
      correct: 'B',
      explanation:
        '`??` only falls back when the left side is `null` or `undefined`, so the empty string is kept.',
    },
    {
      question: 'What is the value of `10 % 3`?',
      options: {
        A: '3',
        B: '3.33',
        C: '1',
        D: '0',
      },
      correct: 'C',
      explanation: '`%` gives the remainder of the division: 10 = 3 * 3 + 1.',
    },
    {
      question: 'What does `null == undefined` evaluate to?',
      options: {
        A: '`false`',
        B: 'A TypeError',
        C: '`undefined`',
        D: '`true`',
      },
      correct: 'D',
      explanation:
        'With loose equality `null` and `undefined` are equal to each other (and to nothing else).',
    },
  ],
  problems: [],
};
