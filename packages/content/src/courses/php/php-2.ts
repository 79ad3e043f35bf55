import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-2',
  order: 2,
  title: 'Types, Operators and Comparisons',
  description: 'Understand PHP\'s scalar types, type juggling, strict and loose comparison, and the modern operators of PHP 8.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Name PHP\'s scalar and compound types and inspect them',
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
    proTip: 'Pass true as the third argument of in_array and array_search; loose comparison there is a classic source of subtle bugs.',
  },
  mcqs: [
    {
      question: 'What does "1" === 1 evaluate to?',
      options: { A: 'true', B: 'false', C: 'null', D: 'It throws a TypeError' },
      correct: 'B',
      explanation: 'Strict comparison requires identical types.',
    },
    {
      question: 'In PHP 8, what is the result of 0 == "a"?',
      options: { A: 'false, because the number is compared as a string', B: 'true, as in PHP 7', C: 'A TypeError', D: 'null' },
      correct: 'A',
      explanation: 'PHP 8 compares numbers with non-numeric strings as strings.',
    },
    {
      question: 'Which of these values is falsy?',
      options: { A: '"0.0"', B: '" "', C: '"false"', D: '"0"' },
      correct: 'D',
      explanation: 'Only the exact string "0" (and the empty string) are falsy among strings.',
    },
    {
      question: 'What does $x = $_GET["page"] ?? 1; do?',
      options: { A: 'Throws if page is missing', B: 'Casts page to int', C: 'Uses 1 when page is not set or null', D: 'Compares page with 1' },
      correct: 'C',
      explanation: 'The null coalescing operator provides a default without a warning.',
    },
    {
      question: 'How does match differ from switch?',
      options: { A: 'match is an expression with strict comparison and no fall-through', B: 'match compares loosely', C: 'match needs break statements', D: 'match only works with integers' },
      correct: 'A',
      explanation: 'match returns a value, uses ===, and errors when no arm matches.',
    },
    {
      question: 'What does 3 <=> 5 return?',
      options: { A: 'Positive one (1)', B: 'Zero (0)', C: 'false', D: 'Negative one (-1)' },
      correct: 'D',
      explanation: 'The spaceship operator returns -1 when the left side is smaller.',
    },
    {
      question: 'What happens when an integer exceeds PHP_INT_MAX?',
      options: { A: 'It wraps to a negative number', B: 'It becomes a float', C: 'The script stops', D: 'It becomes a string' },
      correct: 'B',
      explanation: 'PHP converts overflowing integers to floats.',
    },
    {
      question: 'What does $order?->customer?->name return when customer is null?',
      options: { A: 'An error', B: 'An empty string', C: 'null', D: 'false' },
      correct: 'C',
      explanation: 'The nullsafe operator short-circuits the chain to null.',
    },
  ],
  problems: [],
};
