import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-1',
  order: 1,
  title: 'Getting Started with Ruby',
  description:
    'Install Ruby, explore it in irb, and learn its core idea that everything is an object, along with numbers, strings, nil, booleans and printing.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Install Ruby with a version manager and run scripts and irb',
    'Explain that every value in Ruby is an object with methods',
    'Work with integers, floats, strings, nil and booleans',
    "Print output with puts, print and p, and read Ruby's naming conventions",
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
    proTip:
      'Use p instead of puts while debugging: p shows quotes, nil and the structure of arrays and hashes, so you immediately see the difference between nil, an empty string and the string "nil".',
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
      explanation:
        'Only nil and false are falsy; every other value, including 0, empty strings and empty arrays, is truthy, unlike in JavaScript or Python.',
    },
    {
      question: 'What is the result of 7 / 2 in Ruby?',
      options: {
        A: '3.5',
        B: '4',
        C: '3',
        D: '3.0',
      },
      correct: 'C',
      explanation:
        'Dividing two Integers performs integer division, rounding down to 3; use 7.fdiv(2) or a Float operand to get 3.5.',
    },
    {
      question: 'What does 5.class return?',
      options: {
        A: 'Integer',
        B: 'Fixnum',
        C: 'Numeric',
        D: 'int',
      },
      correct: 'A',
      explanation:
        'Integers are objects of class Integer in modern Ruby; Fixnum was merged into Integer in Ruby 2.4, and Numeric is only its superclass.',
    },
    {
      question: 'What is the difference between p and puts?',
      options: {
        A: 'p prints to_s and returns nil; puts prints inspect and returns its argument',
        B: 'p prints without a trailing newline; puts adds one',
        C: 'p writes to standard error, while puts writes to standard output instead',
        D: 'p prints inspect output and returns its argument; puts uses to_s',
      },
      correct: 'D',
      explanation:
        'p is made for debugging: it prints value.inspect (strings keep their quotes) and returns its argument, while puts prints to_s and returns nil.',
    },
    {
      question: 'With name = "Ada", what do "Hi #{name}" and \'Hi #{name}\' evaluate to?',
      options: {
        A: 'Hi Ada and Hi Ada',
        B: 'Hi #{name} and Hi Ada',
        C: 'Hi Ada and Hi #{name}',
        D: 'Hi #{name} and Hi #{name}',
      },
      correct: 'C',
      explanation:
        'Double-quoted strings evaluate #{} interpolation, while single-quoted strings keep the text literally.',
    },
    {
      question: 'What does the ! at the end of a method name such as upcase! usually signal?',
      options: {
        A: 'The riskier variant, often changing the receiver in place',
        B: 'It returns a boolean, like empty? and include? do',
        C: 'It marks the method as private to its class',
        D: 'It marks the method as deprecated',
      },
      correct: 'A',
      explanation:
        'A bang method is the more surprising (dangerous) variant of a method with the same name, typically mutating the receiver; methods returning booleans end in ? instead.',
    },
    {
      question: 'What does 2**100 produce in Ruby?',
      options: {
        A: 'It raises a RangeError on overflow',
        B: 'It returns Infinity, as the value exceeds 64 bits',
        C: 'It wraps around to a negative 64-bit Integer',
        D: 'The exact value, as an arbitrary-precision Integer',
      },
      correct: 'D',
      explanation:
        'Ruby Integers have arbitrary precision and grow as large as needed, so 2**100 is exact; there is no fixed-width overflow.',
    },
    {
      question: 'Which tool lets you evaluate Ruby expressions interactively?',
      options: {
        A: 'rdoc',
        B: 'irb',
        C: 'rake',
        D: 'bundle',
      },
      correct: 'B',
      explanation:
        "irb is Ruby's interactive console; rdoc generates documentation, rake runs tasks and bundle manages gems.",
    },
    {
      question: 'Why is 0.1 + 0.2 not exactly 0.3 in Ruby?',
      options: {
        A: 'Ruby rounds every Float to 15 digits',
        B: 'Floats are binary doubles that store these decimals inexactly',
        C: 'The + operator on Floats truncates to one decimal place',
        D: 'Ruby reads 0.1 and 0.2 as Rational values, not Floats',
      },
      correct: 'B',
      explanation:
        'Floats are IEEE 754 binary doubles that cannot represent 0.1 or 0.2 exactly; use BigDecimal, Rational or integer cents when exactness matters.',
    },
    {
      question: 'What does -7 / 2 return in Ruby?',
      options: {
        A: '-4',
        B: '-3',
        C: '-3.5',
        D: '3',
      },
      correct: 'A',
      explanation:
        'Integer division rounds toward negative infinity, so -3.5 becomes -4; languages such as C and Java truncate toward zero and give -3.',
    },
    {
      question: 'How do you get 3.5 from the Integers 7 and 2?',
      options: {
        A: '7 / 2',
        B: '7.div(2)',
        C: '7.fdiv(2)',
        D: '(7 / 2).to_f',
      },
      correct: 'C',
      explanation:
        'fdiv performs floating-point division; 7 / 2 and 7.div(2) are integer division (3), and (7 / 2).to_f converts that 3 into 3.0.',
    },
    {
      question: 'Which name follows Ruby convention for a method that returns a boolean?',
      options: {
        A: 'is_empty',
        B: 'isEmpty',
        C: 'empty!',
        D: 'empty?',
      },
      correct: 'D',
      explanation:
        'Predicate methods end in ? (empty?, include?); ! marks a dangerous variant, and Ruby uses snake_case rather than camelCase or an is_ prefix.',
    },
  ],
  problems: [],
};
