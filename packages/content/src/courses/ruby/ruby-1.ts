import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-1',
  order: 1,
  title: 'Getting Started with Ruby',
  description: 'Install Ruby, explore it in irb, and learn its core idea that everything is an object, along with numbers, strings, nil, booleans and printing.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Install Ruby with a version manager and run scripts and irb',
    'Explain that every value in Ruby is an object with methods',
    'Work with integers, floats, strings, nil and booleans',
    'Print output with puts, print and p, and read Ruby\'s naming conventions',
  ],
  lesson: `## Why Ruby?

**Ruby**, created by Yukihiro "Matz" Matsumoto in 1995, is a dynamic, object-oriented language built around **programmer happiness**: code should read naturally and do what you expect. It powers Ruby on Rails, GitHub, Shopify and countless scripts and tools. Modern Ruby (a new release every December; Ruby 4.0, released in December 2025, continues the 3.x line without major breaking changes) is fast thanks to the **YJIT** just-in-time compiler and adds features such as pattern matching and Ractors for parallelism.

## Installing and running

Use a version manager so each project can pin its Ruby version: **rbenv**, **asdf**, **mise** or **chruby** on macOS and Linux, RubyInstaller on Windows.

\`\`\`bash
rbenv install 4.0.0
rbenv local 4.0.0          # writes .ruby-version
ruby -v
ruby hello.rb              # run a script
irb                        # interactive Ruby
\`\`\`

**irb** is the interactive console: type an expression and see its value immediately, with syntax highlighting and completion.

## Everything is an object

In Ruby every value is an object, and you interact with objects by calling **methods**:

\`\`\`ruby
5.even?              # => false
-7.abs               # => 7
3.14.round           # => 3
"ruby".upcase        # => "RUBY"
nil.to_a             # => []
5.class              # => Integer
nil.class            # => NilClass
10.methods.size      # lots of methods
\`\`\`

Even operators are methods: \`1 + 2\` is really \`1.+(2)\`.

## Numbers

**Integers** have arbitrary precision, so \`2**100\` just works. Integer division truncates toward negative infinity: \`7 / 2\` is \`3\` and \`-7 / 2\` is \`-4\`. Use floats or \`fdiv\` for fractional results: \`7.fdiv(2)\` is \`3.5\`. **Floats** are IEEE 754 doubles, so \`0.1 + 0.2\` is \`0.30000000000000004\`; use \`BigDecimal\` or integer cents for money, and \`Rational\` (\`1/3r\`) for exact fractions.

## Strings, nil and booleans

Strings use double quotes for **interpolation** and escapes, single quotes for literal text:

\`\`\`ruby
name = "Ada"
puts "Hello, #{name}!"     # Hello, Ada!
puts 'No #{interpolation}' # No #{interpolation}
\`\`\`

\`nil\` represents "no value". In conditions, **only \`nil\` and \`false\` are falsy**; everything else, including \`0\`, \`""\` and \`[]\`, is truthy. That differs from JavaScript and Python, so take care when porting code.

## Printing

\`\`\`ruby
puts "hi"          # prints hi and a newline; returns nil
print "no newline"
p "hi"             # prints "hi" with quotes; returns its argument
p nil              # prints nil
puts nil           # prints an empty line
pp({ name: "Ada", langs: ["ruby", "c"] })   # pretty-print nested data
\`\`\`

\`puts\` calls \`to_s\`, made for humans; \`p\` calls \`inspect\`, made for developers.

## Conventions

Ruby has strong naming conventions that the community follows closely: \`snake_case\` for variables and methods, \`CamelCase\` for classes and modules, \`SCREAMING_SNAKE_CASE\` for constants. Methods returning booleans end in \`?\` (\`empty?\`, \`include?\`), and "dangerous" variants that modify the receiver or raise end in \`!\` (\`upcase!\`, \`save!\`). Indent with two spaces. Tools like **RuboCop** (a linter and formatter) enforce these conventions automatically.
`,
  overview: {
    whatYouWillLearn: [
      'Ruby is a dynamic, object-oriented language designed for programmer happiness.',
      'Everything is an object, including numbers, nil and true, and everything responds to methods.',
      'Integers have arbitrary precision, while floats follow IEEE 754 and have rounding error.',
      'Only nil and false are falsy; 0, empty strings and empty arrays are truthy.',
      'puts prints a human-readable line, while p prints the inspect form, which is better for debugging.',
      'Conventions: snake_case for methods and variables, CamelCase for classes, ? for predicates and ! for dangerous methods.',
    ],
    proTip: 'Use p instead of puts while debugging: p shows quotes, nil and the structure of arrays and hashes, so you immediately see the difference between nil, an empty string and the string "nil".',
  },
  mcqs: [
    {
      question: 'In Ruby, which values are falsy?',
      options: {
        A: 'nil, false, 0 and ""',
        B: 'Only nil and false',
        C: 'nil, false and empty arrays',
        D: 'Only false',
      },
      correct: 'B',
      explanation: 'Every other value, including 0 and empty strings, is truthy.',
    },
    {
      question: 'What is the result of 7 / 2 in Ruby?',
      options: {
        A: '3.5',
        B: '4',
        C: '3',
        D: 'An error',
      },
      correct: 'C',
      explanation: 'Dividing two integers performs integer division.',
    },
    {
      question: 'What does 5.class return?',
      options: {
        A: 'Integer',
        B: 'Fixnum',
        C: 'Number',
        D: 'int',
      },
      correct: 'A',
      explanation: 'Integers are objects of class Integer in modern Ruby.',
    },
    {
      question: 'What is the difference between p and puts?',
      options: {
        A: 'There is none',
        B: 'puts shows quotes around strings',
        C: 'p only works with numbers',
        D: 'p prints the inspect form and returns its argument, while puts prints to_s and returns nil',
      },
      correct: 'D',
      explanation: 'p is designed for debugging and shows values unambiguously.',
    },
    {
      question: 'What does "Hello, #{name}" do when name is "Ada"?',
      options: {
        A: 'Prints the literal text #{name}',
        B: 'Raises a syntax error',
        C: 'Interpolates the value to produce "Hello, Ada"',
        D: 'Calls a method named name on the string',
      },
      correct: 'C',
      explanation: 'Double-quoted strings evaluate #{} expressions.',
    },
    {
      question: 'What does the ! at the end of a method name such as upcase! usually signal?',
      options: {
        A: 'The method is dangerous, often modifying the receiver in place',
        B: 'The method returns a boolean',
        C: 'The method is private',
        D: 'The method is deprecated',
      },
      correct: 'A',
      explanation: 'Bang methods are the more surprising variant of a method with the same name.',
    },
    {
      question: 'What does 2**100 produce in Ruby?',
      options: {
        A: 'An overflow error',
        B: 'Infinity',
        C: 'A negative number',
        D: 'The exact integer, because integers have arbitrary precision',
      },
      correct: 'D',
      explanation: 'Ruby integers grow as large as needed.',
    },
    {
      question: 'Which tool lets you evaluate Ruby expressions interactively?',
      options: {
        A: 'gem',
        B: 'irb',
        C: 'rake',
        D: 'bundle',
      },
      correct: 'B',
      explanation: 'irb is Ruby\'s interactive console.',
    },
    {
      question: 'Why is 0.1 + 0.2 not exactly 0.3 in Ruby?',
      options: {
        A: 'Ruby rounds all numbers to one decimal place',
        B: 'Floats are binary IEEE 754 numbers that cannot represent these decimals exactly',
        C: 'It is a bug in Ruby 3',
        D: 'Ruby treats them as integers',
      },
      correct: 'B',
      explanation: 'Use BigDecimal, Rational or integer cents when exactness matters.',
    },
  ],
  problems: [],
};
