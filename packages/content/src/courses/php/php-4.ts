import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'php-4',
  order: 4,
  title: 'Functions',
  description:
    'Write typed functions with default, named and variadic parameters, and use closures, arrow functions and first-class callables.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare functions with parameter and return types',
    'Use default values, named arguments and variadics',
    'Write closures and arrow functions and understand variable capture',
    'Pass functions around with callables and first-class callable syntax',
  ],
  lesson: `## Typed functions

\`\`\`php
<?php
declare(strict_types=1);

function formatPrice(int $cents, string $currency = 'EUR', bool $withSymbol = true): string
{
    $amount = number_format($cents / 100, 2);
    return $withSymbol ? "$amount $currency" : $amount;
}

echo formatPrice(1999);                               // 19.99 EUR
echo formatPrice(1999, withSymbol: false);            // named argument, skips $currency
\`\`\`

Parameter and return **types** document intent and are checked at runtime. Types include scalars, \`array\`, class names, \`?string\` (nullable), union types \`int|float\`, \`mixed\`, \`void\` (returns nothing), \`never\` (always throws or exits) and \`static\`. With \`strict_types=1\`, passing \`"5"\` to an \`int\` parameter throws a \`TypeError\` instead of being silently converted.

**Named arguments** (PHP 8) let you pass arguments by parameter name, in any order, and skip optional ones. They make calls with many booleans readable, but parameter names become part of your public API.

## Variadics and spread

\`\`\`php
function sum(int ...$numbers): int
{
    return array_sum($numbers);
}
sum(1, 2, 3);              // 6
$values = [4, 5];
sum(...$values);           // spread an array into arguments
\`\`\`

## By value and by reference

Arguments are passed **by value**: a function receives a copy of an array and cannot change the caller's variable. Prefix the parameter with \`&\` to pass by reference (\`function addItem(array &$cart, string $item)\`), but prefer returning new values; references make code harder to follow. Objects behave differently: the function receives a copy of the **handle**, so it can modify the same object.

## Closures and arrow functions

\`\`\`php
$taxRate = 0.2;

$withTax = function (float $price) use ($taxRate): float {
    return $price * (1 + $taxRate);        // $taxRate captured by value
};

$withTaxArrow = fn(float $price): float => $price * (1 + $taxRate);   // captures automatically

$prices = array_map($withTaxArrow, [10.0, 20.0]);
usort($users, fn($a, $b) => $a['age'] <=> $b['age']);
\`\`\`

An anonymous function (\`function () use (...)\`) must list the outer variables it uses, copied by value (\`use (&$total)\` captures by reference). **Arrow functions** (\`fn\`) are single-expression closures that capture outer variables by value automatically, ideal for callbacks.

## Callables

Functions can be passed as values. PHP 8.1's **first-class callable syntax** creates a closure from any function or method: \`strlen(...)\`, \`$this->validate(...)\`, \`Str::slug(...)\`. That replaces error-prone string callables such as \`'strlen'\` and array callables \`[$obj, 'method']\`.

\`\`\`php
$lengths = array_map(strlen(...), ['a', 'abc']);   // [1, 3]
\`\`\`

Keep functions small and focused, type everything, and return values rather than echoing inside helpers; output belongs in templates. Small pure functions are also the easiest code to unit-test.`,
  overview: {
    whatYouWillLearn: [
      'Parameter and return types including nullable, union, void and never',
      'strict_types and TypeError on mismatched scalars',
      'Default values and named arguments',
      'Variadic parameters and argument spreading',
      'By-value, by-reference and object handle passing',
      'Closures with use, arrow functions and first-class callables',
    ],
    proTip:
      'Prefer arrow functions for short callbacks; they capture variables automatically and keep array_map and usort calls on one readable line.',
  },
  mcqs: [
    {
      question: 'What does formatPrice(1999, withSymbol: false) demonstrate?',
      options: {
        A: 'Variadic arguments collected into an array parameter',
        B: 'Named arguments that skip an optional parameter',
        C: "Pass by reference, so the function can change the caller's value",
        D: 'A closure',
      },
      correct: 'B',
      explanation:
        'Named arguments let you set a later parameter without repeating the defaults before it.',
    },
    {
      question:
        'With declare(strict_types=1), what happens when "5" is passed to an int parameter?',
      options: {
        A: 'It is converted to the integer 5 silently',
        B: 'It becomes 0',
        C: 'A warning is logged and the call continues',
        D: 'A TypeError is thrown',
      },
      correct: 'D',
      explanation: 'Strict mode disables scalar type coercion for calls from that file.',
    },
    {
      question:
        'How does an arrow function fn($x) => $x * $rate access $rate from the outer scope?',
      options: {
        A: 'It captures it automatically by value',
        B: 'It needs use ($rate) like a closure',
        C: 'It cannot access outer variables',
        D: 'It captures it by reference',
      },
      correct: 'A',
      explanation: 'Arrow functions capture used variables by value automatically.',
    },
    {
      question: 'What does the return type never mean?',
      options: {
        A: 'The function returns null',
        B: 'The function returns nothing, like void',
        C: 'It never returns normally; it always throws or exits',
        D: 'The function is never called',
      },
      correct: 'C',
      explanation: 'never is for functions such as redirect-and-exit or throw helpers.',
    },
    {
      question: 'What does sum(...$values) do when $values is an array?',
      options: {
        A: 'Passes the whole array as one argument to the function',
        B: 'Spreads the array elements as separate arguments',
        C: 'Creates a reference to the array, so it can be modified',
        D: 'Sums the array keys',
      },
      correct: 'B',
      explanation: 'The spread operator unpacks the array into the argument list.',
    },
    {
      question:
        'A function receives an array parameter without & and adds an element. What happens to the caller array?',
      options: {
        A: 'It also gets the element, since arrays are passed as objects',
        B: 'It is emptied',
        C: 'A TypeError occurs',
        D: 'It is unchanged because arrays are passed by value',
      },
      correct: 'D',
      explanation: 'The function works on its own copy.',
    },
    {
      question: 'What does strlen(...) create in PHP 8.1+?',
      options: {
        A: 'A Closure wrapping strlen (first-class callable)',
        B: 'A call to strlen with all the arguments spread from an array',
        C: 'A syntax error',
        D: "The string `'strlen'` used as a callable",
      },
      correct: 'A',
      explanation: 'The (...) syntax turns any function or method into a closure.',
    },
    {
      question: 'How must a classic anonymous function access the outer variable $total?',
      options: {
        A: 'Automatically',
        B: "Through `$GLOBALS['total']` only",
        C: 'By listing it with use ($total) after the parameters',
        D: 'By declaring it static',
      },
      correct: 'C',
      explanation: 'function () use ($total) imports the variable into the closure.',
    },
    {
      question: "How do you declare a parameter so the function can modify the caller's variable?",
      options: {
        A: 'Prefix it with `*`, as in `function add(array *$list)`',
        B: 'Mark it `ref`, as in `function add(ref array $list)`',
        C: 'Prefix it with `&`: `function add(array &$list)`',
        D: 'Declare it `static`, as in `function add(static array $list)`',
      },
      correct: 'C',
      explanation: 'A `&` before the parameter name passes the argument by reference.',
    },
    {
      question: 'What does `function total(int ...$nums)` accept?',
      options: {
        A: 'Exactly one array of integers, which is passed in as `$nums`',
        B: 'Any number of `int` arguments, collected into an array',
        C: 'Any number of arguments of any type, joined into a single string',
        D: 'An optional `int` argument, which defaults to zero when omitted',
      },
      correct: 'B',
      explanation:
        'A variadic parameter `...$nums` collects all remaining arguments into an array, here each checked as `int`.',
    },
    {
      question: 'What does `array_map(fn($x) => $x * 2, [1, 2, 3])` return?',
      options: {
        A: '`[1, 2, 3, 1, 2, 3]`',
        B: '`12` (the sum)',
        C: '`[[1, 2, 3], [1, 2, 3]]`',
        D: '`[2, 4, 6]`',
      },
      correct: 'D',
      explanation:
        '`array_map` calls the callable on each element and returns the array of results.',
    },
    {
      question:
        'An arrow function `fn() => $count++` is called. What happens to the outer `$count`?',
      options: {
        A: 'It is unchanged, because arrow functions capture by value',
        B: 'It is incremented, because arrow functions capture by reference',
        C: 'It is reset to 0 after the call',
        D: 'A warning says `$count` is undefined',
      },
      correct: 'A',
      explanation:
        'Arrow functions capture outer variables by value, so changing the copy does not affect the outer `$count`.',
    },
  ],
  problems: [],
};
