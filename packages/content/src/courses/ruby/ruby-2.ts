import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-2',
  order: 2,
  title: 'Control Flow, Methods, Strings and Symbols',
  description: 'Write conditionals and loops the Ruby way, define methods with default and keyword arguments, and master string manipulation and symbols.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Use if, unless, case/in, modifiers and the safe navigation operator',
    'Define methods with default, keyword and splat arguments and implicit returns',
    'Manipulate strings with common methods and formatting',
    'Explain symbols and when to use them instead of strings',
  ],
  lesson: `## Conditionals are expressions

\`\`\`ruby
grade = if score >= 90 then "A"
        elsif score >= 80 then "B"
        else "C"
        end

puts "Welcome back" unless first_visit
return if user.nil?                 # statement modifier
status = age >= 18 ? :adult : :minor
\`\`\`

\`unless\` is "if not"; avoid \`unless ... else\`, which reads badly. Because \`if\` returns a value, you can assign its result directly.

\`case\` compares with the \`===\` operator, which classes, ranges and regular expressions implement meaningfully:

\`\`\`ruby
case input
when Integer then "a number"
when 1..9 then "never reached (Integer matched first)"
when /\\A\\d+\\z/ then "a numeric string"
when nil then "nothing"
else "something else"
end
\`\`\`

Ruby 3 also has **pattern matching** with \`case/in\`, which destructures arrays and hashes:

\`\`\`ruby
case { name: "Ada", role: { admin: true } }
in { name: String => name, role: { admin: true } }
  puts "#{name} is an admin"
end
\`\`\`

The **safe navigation operator** \`&.\` calls a method only if the receiver is not nil: \`user&.profile&.city\`.

## Loops and iterators

\`\`\`ruby
3.times { |i| puts i }
1.upto(5) { |n| print n }
[10, 20].each_with_index { |v, i| puts "#{i}: #{v}" }
while queue.any? do process(queue.shift) end
loop do
  line = gets or break
end
\`\`\`

Idiomatic Ruby rarely uses \`for\`; iterators with blocks are clearer (blocks get their own chapter).

## Methods

\`\`\`ruby
def greet(name, greeting = "Hello", punctuation: "!", **options)
  "#{greeting}, #{name}#{punctuation}"     # implicit return
end

greet("Ada")                         # "Hello, Ada!"
greet("Ada", "Hi", punctuation: ".") # "Hi, Ada."

def sum_all(*numbers) = numbers.sum  # splat collects arguments; endless method
\`\`\`

The last expression is the return value; explicit \`return\` is used mainly for early exits. **Keyword arguments** (\`punctuation:\`) make calls readable and order-independent; required keywords omit the default (\`def create(name:)\`). Parentheses on calls are optional when unambiguous (\`puts greet "Ada"\`), but use them when it helps clarity.

## Strings

\`\`\`ruby
s = "  Hello, Ruby  "
s.strip             # "Hello, Ruby"
s.downcase          # "  hello, ruby  "
"ruby" * 3          # "rubyrubyruby"
"a,b,c".split(",")  # ["a", "b", "c"]
"hello"[1..3]       # "ell"
"hello".include?("ell")     # true
"hello".sub("l", "L")       # "heLlo"
"hello".gsub("l", "L")      # "heLLo"
format("%-10s|%6.2f", "total", 3.14159)   # "total     |  3.14"
"snake_case_name".split("_").map(&:capitalize).join   # "SnakeCaseName"
\`\`\`

Strings are mutable: \`<<\` appends in place, and \`upcase!\` changes the receiver. Heredocs (\`<<~TEXT ... TEXT\`) hold multi-line text with indentation removed.

## Which form to choose

Ruby often offers several ways to say the same thing, and the community has settled on conventions. Use a modifier (\`return if done\`) for short guard clauses at the top of a method, a full \`if\` block when there is an \`else\` branch or several statements, and \`case\` when you compare one value against many alternatives. Prefer iterators over manual index loops, keyword arguments for anything beyond one or two obvious parameters, and string interpolation over concatenation with \`+\`, which fails when one side is not a string. These habits make code read almost like prose, which is exactly what Ruby was designed for.

## Symbols

A **symbol** such as \`:status\` is an immutable, unique name: every \`:status\` in the program is the same object, whereas each \`"status"\` literal can be a new string. Symbols are ideal for identifiers: hash keys, method names, option names and states (\`:pending\`, \`:shipped\`). Use strings for text that is data, such as user input or messages. Convert with \`:name.to_s\` and \`"name".to_sym\`.
`,
  overview: {
    whatYouWillLearn: [
      'Ruby\'s if, unless and case are expressions that return values.',
      'Statement modifiers like return if x.nil? keep simple conditions on one line.',
      'case/when compares with ===, which works for ranges, classes and regexes.',
      'Methods return the value of their last expression, and keyword arguments make calls self-documenting.',
      'Strings are mutable sequences of characters with a rich API, while symbols are immutable, interned names.',
      'Loops are rare in idiomatic Ruby; iterators such as each and times are preferred.',
    ],
    proTip: 'Add # frozen_string_literal: true at the top of files (or rely on Ruby\'s move toward frozen string literals): it prevents accidental mutation of literals and reduces allocations.',
  },
  mcqs: [
    {
      question: 'What does return if user.nil? do?',
      options: {
        A: 'Returns user if it is nil',
        B: 'Raises an error when user is nil',
        C: 'Exits the method early when user is nil',
        D: 'Converts user to nil',
      },
      correct: 'C',
      explanation: 'A statement modifier runs the statement only if the condition is true.',
    },
    {
      question: 'Which operator does case/when use to compare the subject with each when clause?',
      options: {
        A: '=== (case equality)',
        B: '== (value equality)',
        C: 'equal? (identity)',
        D: '=~ (pattern match)',
      },
      correct: 'A',
      explanation: 'Classes, ranges and regexes define === to mean membership or match.',
    },
    {
      question: 'What does user&.profile return when user is nil?',
      options: {
        A: 'It raises NoMethodError',
        B: 'false',
        C: 'An empty profile',
        D: 'nil',
      },
      correct: 'D',
      explanation: 'The safe navigation operator skips the call and returns nil.',
    },
    {
      question: 'What does a Ruby method return when it has no explicit return statement?',
      options: {
        A: 'nil always',
        B: 'The value of its last evaluated expression',
        C: 'self',
        D: 'true',
      },
      correct: 'B',
      explanation: 'Implicit return of the last expression is idiomatic Ruby.',
    },
    {
      question: 'Given def greet(name, punctuation: "!"), how do you pass a full stop as punctuation?',
      options: {
        A: 'greet("Ada", ".")',
        B: 'greet(punctuation = ".", "Ada")',
        C: 'greet("Ada", punctuation: ".")',
        D: 'greet("Ada", ".", :keyword)',
      },
      correct: 'C',
      explanation: 'Keyword arguments are passed by name.',
    },
    {
      question: 'What is the difference between sub and gsub on a string?',
      options: {
        A: 'sub replaces the first match, gsub replaces all matches',
        B: 'sub is for symbols, gsub for strings',
        C: 'gsub modifies the string in place',
        D: 'There is no difference',
      },
      correct: 'A',
      explanation: 'The g stands for global replacement.',
    },
    {
      question: 'Why are symbols well suited as hash keys?',
      options: {
        A: 'They are mutable',
        B: 'They can contain any binary data',
        C: 'They are faster to print',
        D: 'Each symbol is a single immutable object, making it a cheap, reliable identifier',
      },
      correct: 'D',
      explanation: 'Identical symbols are the same object, unlike separate string literals.',
    },
    {
      question: 'What does def sum_all(*numbers) do with its arguments?',
      options: {
        A: 'Requires exactly one array argument',
        B: 'Collects any number of positional arguments into an array',
        C: 'Multiplies all arguments',
        D: 'Makes the arguments optional keywords',
      },
      correct: 'B',
      explanation: 'The splat operator gathers remaining positional arguments.',
    },
    {
      question: 'Which construct destructures a hash and binds variables in Ruby 3?',
      options: {
        A: 'case/in pattern matching',
        B: 'unless/else',
        C: 'while loops',
        D: 'the ternary operator',
      },
      correct: 'A',
      explanation: 'case/in matches structure and binds names such as name in { name: String => name }.',
    },
  ],
  problems: [],
};
