import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-1',
  order: 1,
  title: 'Getting Started: Variables, Types and Input/Output',
  description:
    'Run Python 3 programs, store values in variables, work with the core built-in types and read and print text.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Run Python code in the interactive shell and from a .py file',
    'Create variables and use int, float, str, bool and None',
    'Read input with input() and convert it to numbers',
    'Format output with print() and f-strings',
  ],
  lesson: `## Running Python

Python is a general-purpose language known for readable syntax. Install a current Python 3 release (3.12 or newer in 2026; this site runs your code on 3.11, and everything in this course works on both) and you can work two ways: type \`python3\` (or \`py\` on Windows) to open the interactive shell, where each line runs immediately, or save code in a file such as \`hello.py\` and run \`python3 hello.py\`. Python 2 reached end of life in 2020; everything in this course is Python 3.

\`\`\`python
print("Hello, world!")
print("The answer is", 6 * 7)   # print separates arguments with spaces
\`\`\`

Python uses **indentation** to group statements instead of braces, so consistent spacing (four spaces per level) is part of the syntax, not decoration. Comments start with \`#\`.

## Variables and types

A variable is created the first time you assign to it; there is no declaration keyword. Python is **dynamically typed**: the value has a type, and the same name can later refer to a value of another type. Use \`type(x)\` to inspect it.

\`\`\`python
age = 30             # int: whole numbers of any size
price = 19.99        # float: 64-bit decimal approximation
name = "Grace"       # str: text, in single or double quotes
is_admin = False     # bool: True or False
middle = None        # None: "no value"
big = 2 ** 100       # ints never overflow
\`\`\`

Names use \`snake_case\` by convention and are case-sensitive. Constants that should not change are written in UPPER_CASE, although Python does not enforce that.

## Arithmetic

\`/\` always returns a float (\`7 / 2\` is \`3.5\`), \`//\` is floor division (\`7 // 2\` is \`3\`, \`-7 // 2\` is \`-4\`), \`%\` is the remainder and \`**\` is the power operator. Mixing an int and a float gives a float. Because floats are binary approximations, \`0.1 + 0.2 == 0.3\` is \`False\`; compare with \`math.isclose\` or round for display.

## Input and conversion

\`input(prompt)\` always returns a **string**. Convert explicitly before doing arithmetic, otherwise \`"2" + "3"\` gives \`"23"\`:

\`\`\`python
text = input("How old are you? ")
years = int(text)              # raises ValueError if text is not a whole number
print(f"In ten years you will be {years + 10}.")
\`\`\`

For programs that read many values, \`sys.stdin.read().split()\` returns every whitespace-separated token at once, which is what the coding exercises in this course use.

## f-strings

An f-string is a string literal prefixed with \`f\` in which expressions inside braces are evaluated. Format specifiers after a colon control the output: \`f"{price:.2f}"\` shows two decimals, \`f"{n:>5}"\` right-aligns in five characters and \`f"{big:,}"\` adds thousands separators. Writing \`f"{x=}"\` prints both the expression and its value, a quick debugging aid.`,
  overview: {
    whatYouWillLearn: [
      'Python 3 code runs in an interactive shell or from a .py file',
      'Indentation defines code blocks and is part of the syntax',
      'Variables are created by assignment and are dynamically typed',
      'The core types int, float, str, bool and None',
      'Division with / yields a float while // performs floor division',
      'input() returns a string that must be converted before arithmetic',
      'f-strings embed expressions and format specifiers in text',
    ],
    proTip:
      'Use f"{value=}" while debugging: it prints the expression text and its value in one go.',
  },
  mcqs: [
    {
      question: 'What is the type of the value returned by input()?',
      options: {
        A: 'str, whatever text the user typed',
        B: 'int, when the user types only digits',
        C: 'bytes, to be decoded with .decode()',
        D: 'The type of the expression typed in',
      },
      correct: 'A',
      explanation:
        "In Python 3, input() always returns a str; you convert it yourself with int() or float(). Evaluating the typed expression was the behaviour of Python 2's input().",
    },
    {
      question: 'What does 7 // 2 evaluate to in Python 3?',
      options: {
        A: '3.5',
        B: '4',
        C: '3',
        D: '3.0',
      },
      correct: 'C',
      explanation:
        '// is floor division: with two ints it returns an int rounded down, so 3. 3.5 is what 7 / 2 gives, and 3.0 would need a float operand.',
    },
    {
      question: 'What defines a block of code, such as the body of an if statement, in Python?',
      options: {
        A: 'Curly braces { } around the body',
        B: 'The indentation of its lines',
        C: 'A closing end keyword after the body',
        D: 'A colon at the end of each line',
      },
      correct: 'B',
      explanation:
        'Python groups statements by indentation level. The colon only introduces the block on the header line; there are no braces or end keyword.',
    },
    {
      question: 'What is printed by print(f"{3.14159:.2f}")?',
      options: {
        A: '3.14159',
        B: '3.1',
        C: '3.15',
        D: '3.14',
      },
      correct: 'D',
      explanation:
        'The .2f format specifier shows exactly two digits after the decimal point, rounding 3.14159 to 3.14.',
    },
    {
      question: 'What is the result of "2" + "3" in Python?',
      options: {
        A: '5',
        B: 'A TypeError is raised',
        C: '"23"',
        D: '"5"',
      },
      correct: 'C',
      explanation:
        '+ on two strings concatenates them, giving "23". A TypeError only happens when you mix a str with a number, as in "2" + 3.',
    },
    {
      question: 'What happens when you compute 2 ** 100 in Python?',
      options: {
        A: 'The exact integer value is returned',
        B: 'An OverflowError is raised',
        C: 'The value wraps to a negative int',
        D: 'The result becomes a float',
      },
      correct: 'A',
      explanation:
        'Python ints have arbitrary precision and grow as large as memory allows, so 2 ** 100 is exact; there is no fixed-width overflow as in C or Java.',
    },
    {
      question: 'Which naming style is conventional for Python variables and functions?',
      options: {
        A: 'camelCase, as in totalPrice or userId',
        B: 'PascalCase, as in TotalPrice or UserId',
        C: 'SCREAMING_SNAKE_CASE, as in TOTAL_PRICE',
        D: 'snake_case, as in total_price',
      },
      correct: 'D',
      explanation:
        'PEP 8 recommends lowercase words separated by underscores for variables and functions. PascalCase is for classes and UPPER_CASE for constants.',
    },
    {
      question: 'What does int("4.5") do?',
      options: {
        A: 'Returns the int 4, dropping .5',
        B: 'It raises a ValueError',
        C: 'Returns 5, rounded',
        D: 'Returns the float 4.5',
      },
      correct: 'B',
      explanation:
        'int() on a string accepts only whole-number text, so "4.5" raises ValueError. int(4.5) on a float would truncate to 4; use int(float(text)) if decimals are possible.',
    },
    {
      question: 'What does -7 // 2 evaluate to in Python 3?',
      options: {
        A: '-3',
        B: '-4',
        C: '-3.5',
        D: '3',
      },
      correct: 'B',
      explanation:
        'Floor division rounds towards negative infinity, so -3.5 becomes -4. Languages such as C and Java truncate towards zero and would give -3.',
    },
    {
      question: 'Why does 0.1 + 0.2 == 0.3 evaluate to False in Python?',
      options: {
        A: 'Floats are binary approximations',
        B: '== compares identity for floats',
        C: 'Floats are rounded to 15 digits',
        D: 'The sum uses int arithmetic',
      },
      correct: 'A',
      explanation:
        '0.1, 0.2 and 0.3 have no exact binary representation, so the sum is 0.30000000000000004. Compare floats with math.isclose() or round them for display.',
    },
    {
      question: 'With x = 5, what does print(f"{x=}") output?',
      options: {
        A: '5',
        B: 'x=5',
        C: '{x=}',
        D: 'x = 5 (int)',
      },
      correct: 'B',
      explanation:
        'The = specifier in an f-string prints the expression text followed by its value, which makes it a quick debugging aid.',
    },
    {
      question: 'What happens when you run x = 5 and then x = "five" in Python?',
      options: {
        A: 'TypeError: x must stay an int',
        B: 'x becomes the string "5five"',
        C: 'x is rebound to a str; no error',
        D: 'SyntaxError: x is redeclared',
      },
      correct: 'C',
      explanation:
        'Python is dynamically typed: the value has a type, not the name, so rebinding x to a str is allowed and type(x) is now str.',
    },
  ],
  problems: [],
};
