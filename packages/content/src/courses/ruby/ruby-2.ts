import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-2',
  order: 2,
  title: 'Control Flow, Methods, Strings and Symbols',
  description:
    'Write conditionals and loops the Ruby way, define methods with default and keyword arguments, and master string manipulation and symbols.',
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
      "Ruby's if, unless and case are expressions that return values.",
      'Statement modifiers like return if x.nil? keep simple conditions on one line.',
      'case/when compares with ===, which works for ranges, classes and regexes.',
      'Methods return the value of their last expression, and keyword arguments make calls self-documenting.',
      'Strings are mutable sequences of characters with a rich API, while symbols are immutable, interned names.',
      'Loops are rare in idiomatic Ruby; iterators such as each and times are preferred.',
    ],
    proTip:
      "Add # frozen_string_literal: true at the top of files (or rely on Ruby's move toward frozen string literals): it prevents accidental mutation of literals and reduces allocations.",
  },
  mcqs: [
    {
      question: 'What does return if user.nil? do?',
      options: {
        A: 'It returns user itself whenever user is nil',
        B: 'It returns nil after the method runs',
        C: 'It exits the method early when user is nil',
        D: 'It raises NoMethodError if user is nil at that point',
      },
      correct: 'C',
      explanation:
        'A statement modifier runs the statement only if the condition is true, so the method returns (nil) at once when user is nil: a guard clause.',
    },
    {
      question:
        'In case input ... when Integer ..., which comparison does Ruby evaluate for that when clause?',
      options: {
        A: 'Integer === input',
        B: 'input === Integer',
        C: 'input == Integer',
        D: 'input.instance_of?(Integer)',
      },
      correct: 'A',
      explanation:
        'case/when calls === on the when value with the subject as argument; Integer === input is true for any Integer, including subclasses, and ranges and regexes define === as membership or match.',
    },
    {
      question: 'What does user&.profile return when user is nil?',
      options: {
        A: 'It raises NoMethodError',
        B: 'false',
        C: 'An empty Profile object',
        D: 'nil, skipping the call',
      },
      correct: 'D',
      explanation:
        'The safe navigation operator &. calls the method only if the receiver is not nil; otherwise the expression is nil.',
    },
    {
      question: 'What does a Ruby method return when it has no explicit return statement?',
      options: {
        A: 'nil, unless a return statement is used',
        B: 'Its last evaluated expression',
        C: 'self, the object it was called on',
        D: 'true if it ran without raising an error',
      },
      correct: 'B',
      explanation:
        'The value of the last evaluated expression is returned implicitly; explicit return is mainly used for early exits.',
    },
    {
      question:
        'Given def greet(name, punctuation: "!"), how do you pass a full stop as punctuation?',
      options: {
        A: 'greet("Ada", ".")',
        B: 'greet("Ada") { "." }',
        C: 'greet("Ada", punctuation: ".")',
        D: 'greet("Ada", punctuation = ".")',
      },
      correct: 'C',
      explanation:
        'Keyword arguments are passed by name; greet("Ada", ".") and punctuation = "." pass a second positional argument, which raises ArgumentError.',
    },
    {
      question: 'What is the difference between sub and gsub on a string?',
      options: {
        A: 'sub replaces the first match, gsub replaces all',
        B: 'sub returns a copy, gsub changes the string in place',
        C: 'sub takes a string pattern, while gsub takes a regexp',
        D: 'sub works on one line only, gsub across every line',
      },
      correct: 'A',
      explanation:
        'The g in gsub stands for global: sub replaces only the first match and gsub every match; both return a new string (sub! and gsub! mutate).',
    },
    {
      question: 'Why are symbols well suited as hash keys?',
      options: {
        A: 'They are mutable, so keys can be renamed',
        B: 'They sort before strings',
        C: 'Hashes accept only symbols as their keys',
        D: 'Each symbol name is one shared, immutable object',
      },
      correct: 'D',
      explanation:
        'Every occurrence of a symbol is the same immutable object, which makes it a cheap, reliable identifier; hashes accept any object as a key.',
    },
    {
      question: 'What does def sum_all(*numbers) do with its arguments?',
      options: {
        A: 'It requires exactly one Array argument',
        B: 'Collects all positional arguments into an array',
        C: 'It makes each argument a keyword',
        D: 'It accepts a Hash of named arguments',
      },
      correct: 'B',
      explanation:
        'The splat operator gathers any number of positional arguments into an array (empty when none are given).',
    },
    {
      question: 'Which construct destructures a hash and binds variables in Ruby 3?',
      options: {
        A: 'case/in pattern matching',
        B: 'case/when with a Hash',
        C: 'Hash#dig with a key list',
        D: 'the ternary operator',
      },
      correct: 'A',
      explanation:
        'case/in matches a structure and binds names, as in { name: String => name }; case/when only tests with ===.',
    },
    {
      question: 'What does puts "Welcome back" unless first_visit do?',
      options: {
        A: 'Prints only when first_visit is exactly true',
        B: 'Prints once, then sets first_visit to true',
        C: 'Prints only when first_visit is falsy',
        D: 'Raises an error if first_visit happens to be nil',
      },
      correct: 'C',
      explanation:
        'unless means if not: the statement runs only when the condition is nil or false.',
    },
    {
      question: 'What does "hello"[1..3] return?',
      options: {
        A: '"hel"',
        B: '"el"',
        C: '"ello"',
        D: '"ell"',
      },
      correct: 'D',
      explanation:
        'String indexes start at 0 and 1..3 is an inclusive range, so characters 1, 2 and 3 are taken: ell.',
    },
    {
      question: 'What does status = age >= 18 ? :adult : :minor assign when age is 20?',
      options: {
        A: 'true',
        B: ':adult',
        C: '"adult"',
        D: '"minor"',
      },
      correct: 'B',
      explanation:
        'The ternary operator returns the value after ? when the condition is true, here the symbol :adult (not a string).',
    },
  ],
  problems: [],
};
