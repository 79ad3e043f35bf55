import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-2',
  order: 2,
  title: 'Types, Operators and Comparisons',
  description:
    "Understand PHP's scalar types, type juggling, strict and loose comparison, and the modern operators of PHP 8.",
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    "Name PHP's scalar and compound types and inspect them",
    'Predict type juggling and avoid its pitfalls',
    'Use === instead of == and understand PHP 8 comparison rules',
    'Apply null coalescing, nullsafe, spaceship and match',
  ],
  lesson: `## Types

PHP has four **scalar** types, \`int\`, \`float\`, \`string\` and \`bool\`, plus \`array\`, \`object\`, \`callable\`, \`iterable\` and \`null\`. Variables are dynamically typed: the type belongs to the value, not the variable.

\`\`\`php
$count = 42;            // int
$price = 19.99;         // float
$name = "Ada";          // string
$active = true;         // bool
$nothing = null;
var_dump($price);       // float(19.99)
echo gettype($count);   // integer
echo get_debug_type($name); // string
\`\`\`

Integers are 64-bit on modern systems; \`PHP_INT_MAX\` is the largest, and overflowing turns the value into a float. Floats have the usual binary precision issues (\`0.1 + 0.2 != 0.3\`), so use integers of cents or the BCMath extension for money.

## Type juggling

PHP converts types automatically in many contexts: \`"5" + 3\` is \`8\`, and \`"10 apples" + 1\` gives \`11\` with a warning. Since PHP 8, a completely non-numeric string in arithmetic such as \`"abc" * 2\` throws a \`TypeError\`. Casting is explicit with \`(int)\`, \`(float)\`, \`(string)\`, \`(bool)\`. Falsy values are \`false\`, \`0\`, \`0.0\`, \`""\`, \`"0"\`, \`[]\` and \`null\`; note that the string \`"0"\` is falsy but \`"0.0"\` and \`" "\` are truthy.

## Comparison

\`==\` compares **after** type juggling, \`===\` compares value **and** type:

\`\`\`php
var_dump(0 == "a");      // false in PHP 8 (true in PHP 7!)
var_dump("1" == "01");   // true: both numeric strings
var_dump(100 == "1e2");  // true
var_dump(null == false); // true
var_dump("1" === 1);     // false: different types
\`\`\`

PHP 8 made loose comparison saner: comparing a number with a non-numeric string now compares them as strings. Still, **always use \`===\` and \`!==\`** unless you deliberately want conversion. Functions like \`in_array\` and \`array_search\` also compare loosely unless you pass \`true\` as the strict argument.

## Modern operators

\`\`\`php
$username = $_GET['user'] ?? 'guest';        // null coalescing: default if unset or null
$settings['theme'] ??= 'light';              // assign only if null or missing
$city = $order?->customer?->address?->city;  // nullsafe operator
$cmp = $a <=> $b;                            // spaceship: -1, 0 or 1

$label = match (true) {
    $score >= 90 => 'A',
    $score >= 75 => 'B',
    default => 'C',
};
\`\`\`

\`match\` is an expression (it returns a value), compares **strictly**, does not fall through, and throws an \`UnhandledMatchError\` if no arm matches and there is no \`default\`, unlike \`switch\`, which compares loosely and needs \`break\`. Arithmetic includes \`**\` for powers, \`intdiv()\` for integer division and \`%\` for remainders; \`/\` always returns a float when the division is not exact.

The safest habits are simple: enable strict types, compare with \`===\`, convert input explicitly at the boundary of your program, and let \`match\` replace long chains of loosely comparing conditions.`,
  overview: {
    whatYouWillLearn: [
      'Scalar, compound and special types and how to inspect them',
      'Integer overflow and float precision',
      'Automatic type juggling and explicit casting',
      'Falsy values including the string "0"',
      'Loose versus strict comparison and PHP 8 changes',
      'Null coalescing, nullsafe, spaceship and match',
    ],
    proTip:
      'Pass true as the third argument of in_array and array_search; loose comparison there is a classic source of subtle bugs.',
  },
  mcqs: [
    {
      question: 'What does "1" === 1 evaluate to?',
      options: {
        A: 'true: they are equal',
        B: 'false: the types differ',
        C: 'null: the types are not comparable',
        D: 'A TypeError under strict_types=1',
      },
      correct: 'B',
      explanation:
        '=== requires the same value and the same type; a string is never identical to an int. strict_types has no effect on comparisons.',
    },
    {
      question: 'In PHP 8, what is the result of 0 == "a"?',
      options: {
        A: 'false: the number is compared as a string',
        B: 'true: "a" is cast to 0 first',
        C: 'A TypeError, since "a" is not numeric',
        D: 'true, unless strict_types=1 is declared',
      },
      correct: 'A',
      explanation:
        'Since PHP 8, comparing a number with a non-numeric string compares them as strings, so "0" == "a" is false. In PHP 7 it was true.',
    },
    {
      question: 'Which of these string values is falsy?',
      options: {
        A: '"0.0"',
        B: '" "',
        C: '"false"',
        D: '"0"',
      },
      correct: 'D',
      explanation:
        'Among strings, only "" and exactly "0" are falsy; "0.0", " " and "false" are non-empty strings other than "0", so they are truthy.',
    },
    {
      question: 'What does $x = $_GET["page"] ?? 1; do?',
      options: {
        A: 'Uses 1 when page is missing, null or an empty string',
        B: 'Casts page to an int and falls back to 1 on failure',
        C: 'Uses 1 when page is missing or null',
        D: 'Warns that page is undefined, then uses 1',
      },
      correct: 'C',
      explanation:
        'The null coalescing operator returns the left side unless it is unset or null, without any warning. An empty string is kept (?: would replace it).',
    },
    {
      question: 'How does match differ from switch?',
      options: {
        A: 'match returns a value, compares strictly and never falls through',
        B: 'match compares loosely, like switch, but it needs no break',
        C: 'match is a statement that falls through unless you add break',
        D: 'match returns null when no arm matches and no default arm exists',
      },
      correct: 'A',
      explanation:
        'match returns a value, uses === and has no fall-through; with no matching arm and no default it throws UnhandledMatchError.',
    },
    {
      question: 'What does 3 <=> 5 return?',
      options: {
        A: '1',
        B: '0',
        C: '-2 (the difference)',
        D: '-1',
      },
      correct: 'D',
      explanation: 'The spaceship operator returns -1, 0 or 1; the left side is smaller, so -1.',
    },
    {
      question: 'What happens when an integer exceeds PHP_INT_MAX?',
      options: {
        A: 'It wraps around to PHP_INT_MIN',
        B: 'It becomes a float',
        C: 'An OverflowException is thrown',
        D: 'It becomes a numeric string',
      },
      correct: 'B',
      explanation:
        'PHP converts an overflowing int to a float (losing precision); it does not wrap as in C or Java.',
    },
    {
      question: 'What does $order?->customer?->name return when customer is null?',
      options: {
        A: 'An Error: attempt to read property "name" on null',
        B: 'An empty string, together with a warning',
        C: 'null, and the rest of the chain is skipped',
        D: 'false, since customer is not an object',
      },
      correct: 'C',
      explanation:
        'The nullsafe operator short-circuits: when customer is null, the whole chain evaluates to null without an error.',
    },
    {
      question: 'Why should money amounts not be stored as floats such as 19.99?',
      options: {
        A: 'Most decimals have no exact binary float form, so sums drift',
        B: 'Floats in PHP are rounded to two decimal places when they are stored',
        C: 'Floats are 32-bit in PHP, so large amounts overflow very quickly',
        D: 'Float arithmetic throws a TypeError when strict_types is on',
      },
      correct: 'A',
      explanation:
        '0.1 + 0.2 != 0.3 in binary floating point; store integer cents or use BCMath. PHP floats are 64-bit doubles.',
    },
    {
      question: 'What does in_array("1", [1, 2, 3], true) return?',
      options: {
        A: 'true, since "1" is a numeric string',
        B: 'false, since strict mode also compares types',
        C: 'true: the flag only affects keys',
        D: 'A TypeError, because the types differ',
      },
      correct: 'B',
      explanation:
        'With true as the third argument, in_array compares with ===, and the string "1" is not identical to the int 1. Without it, the loose comparison would return true.',
    },
    {
      question: 'What do 7 / 2 and intdiv(7, 2) return?',
      options: {
        A: '3 and 3',
        B: '4 and 3',
        C: '3.5 and 3.5',
        D: '3.5 and 3',
      },
      correct: 'D',
      explanation:
        '/ returns a float when the division is not exact; intdiv() performs integer division, truncating toward zero.',
    },
    {
      question: "What does $settings['theme'] ??= 'light'; do?",
      options: {
        A: "Sets theme to 'light' if missing or falsy",
        B: "Always sets theme to 'light' and returns the old value",
        C: "Sets theme to 'light' only if it is missing or null",
        D: "Compares theme with 'light' and returns true or false",
      },
      correct: 'C',
      explanation:
        '??= assigns only when the left side is unset or null; other values, even falsy ones like "" or 0, are kept.',
    },
  ],
  problems: [],
};
