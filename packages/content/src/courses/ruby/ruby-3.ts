import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-3',
  order: 3,
  title: 'Arrays, Hashes and Ranges',
  description:
    "Store and transform collections with Ruby's arrays, hashes and ranges, including access patterns, default values, destructuring and common pitfalls.",
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Create, access and modify arrays, including negative indexes and slices',
    'Work with hashes, symbol keys, defaults and fetch',
    'Use inclusive and exclusive ranges for iteration and slicing',
    'Avoid mutation pitfalls such as shared default objects',
  ],
  lesson: `## Arrays

\`\`\`ruby
langs = ["ruby", "go", "rust"]
langs[0]          # "ruby"
langs[-1]         # "rust" (negative indexes count from the end)
langs[10]         # nil (no error)
langs[0, 2]       # ["ruby", "go"]  (start, length)
langs[1..]        # ["go", "rust"]  (endless range)
langs.first(2)    # ["ruby", "go"]
langs << "zig"            # append (mutates)
langs.push("c").pop       # push and pop at the end
langs.unshift("perl")     # prepend
langs.include?("go")      # true
langs.index("go")         # position or nil
%w[red green blue]        # word-array literal
Array.new(3, 0)           # [0, 0, 0]
\`\`\`

Useful non-mutating methods return new arrays: \`sort\`, \`reverse\`, \`uniq\`, \`compact\` (removes nils), \`flatten\`, \`rotate\`, \`sample\`, \`shuffle\`. Many have a \`!\` version that mutates in place. Set operations are built in: \`a | b\` (union), \`a & b\` (intersection), \`a - b\` (difference).

**Destructuring** assigns several variables at once:

\`\`\`ruby
first, *rest = [1, 2, 3]    # first = 1, rest = [2, 3]
a, b = b, a                 # swap
\`\`\`

## Hashes

\`\`\`ruby
user = { name: "Ada", langs: ["ruby"], "legacy key" => 1 }
user[:name]               # "Ada"  (symbol key)
user[:age]                # nil
user.fetch(:name)         # "Ada"
user.fetch(:age)          # KeyError: key not found: :age
user.fetch(:age, 0)       # 0
user[:age] = 36           # add or update
user.key?(:age)           # true
user.delete(:langs)
user.each { |key, value| puts "#{key}: #{value}" }
user.transform_values(&:to_s)
user.to_a                 # array of [key, value] pairs
\`\`\`

\`{ name: "Ada" }\` is shorthand for \`{ :name => "Ada" }\` with a symbol key. Hashes **preserve insertion order**. Since Ruby 3.4, \`inspect\` prints symbol keys as \`{name: "Ada"}\` and other keys with spaces around \`=>\`. Ruby 3.1 added shorthand for variables with the same name: \`x = 1; y = 2; { x:, y: }\` gives \`{x: 1, y: 2}\`.

## Default values

\`\`\`ruby
counts = Hash.new(0)                    # default 0 for missing keys
"hello".each_char { |c| counts[c] += 1 }

groups = Hash.new { |h, k| h[k] = [] }  # a new array per missing key
groups[:even] << 2
\`\`\`

Beware \`Hash.new([])\`: every missing key returns the **same** array object, so \`h[:a] << 1\` mutates that shared default and the hash itself stays empty. Use the block form for mutable defaults.

## Ranges

\`\`\`ruby
(1..5).to_a        # [1, 2, 3, 4, 5]  inclusive
(1...5).to_a       # [1, 2, 3, 4]     exclusive end
("a".."e").to_a    # ["a", "b", "c", "d", "e"]
(1..10).step(3).to_a   # [1, 4, 7, 10]
(18..).include?(42)    # endless range
(1..10) === 5          # true, which is why ranges work in case/when
\`\`\`

Ranges are lazy descriptions of intervals: \`(1..1_000_000)\` does not allocate a million elements until you ask for them.

## Choosing the right collection

Reach for an **array** when order matters and you access elements by position or process them in sequence. Reach for a **hash** when you look things up by a key, count occurrences or group records. A **range** describes an interval without storing its elements, and a \`Set\` (built into Ruby since 3.2 without a require) answers membership questions quickly when you only care whether something is present. Picking the right structure usually makes the code shorter as well as faster, because the methods you need already exist.

## Mutation and identity

Variables hold **references**. After \`b = a\` for an array, \`b << 4\` also changes \`a\`, because both names refer to the same object. Use \`dup\` for a shallow copy, and \`freeze\` to make an object immutable (attempts to modify it raise \`FrozenError\`). Methods that mutate their arguments surprise callers, so prefer returning new objects.
`,
  overview: {
    whatYouWillLearn: [
      'Arrays are ordered, zero-indexed, dynamically sized and can hold mixed types.',
      'Negative indexes count from the end, and out-of-range reads return nil rather than raising.',
      'Hashes map keys to values and preserve insertion order.',
      'fetch raises or uses a default for missing keys, while [] silently returns nil.',
      'A hash default value object is shared by all missing keys, so mutable defaults need a block.',
      'Ranges such as 1..10 and 1...10 describe intervals for iteration, slicing and membership.',
    ],
    proTip:
      'Prefer hash.fetch(:key) for required configuration values: a missing key raises a KeyError that names the key immediately, instead of a nil that explodes three methods later.',
  },
  mcqs: [
    {
      question: 'What does langs[-1] return for ["ruby", "go", "rust"]?',
      options: {
        A: '"ruby"',
        B: 'nil',
        C: '"rust"',
        D: 'An IndexError',
      },
      correct: 'C',
      explanation: 'Negative indexes count from the end of the array, so -1 is the last element.',
    },
    {
      question:
        'What happens when you read an array index that is out of range, such as langs[10]?',
      options: {
        A: 'It returns nil, no error',
        B: 'It raises an IndexError at once',
        C: 'It returns the last element',
        D: 'It grows the array to fit index 10',
      },
      correct: 'A',
      explanation:
        'Array#[] returns nil for positions that do not exist; fetch is the method that raises IndexError.',
    },
    {
      question: 'What is the advantage of hash.fetch(:key) over hash[:key]?',
      options: {
        A: 'fetch is faster than []',
        B: 'fetch also finds string keys when given a symbol',
        C: 'fetch adds the missing key with a nil value',
        D: 'A missing key raises KeyError unless a default is given',
      },
      correct: 'D',
      explanation:
        'fetch fails loudly with KeyError (or returns the default you pass) instead of silently returning nil, which exposes missing configuration early.',
    },
    {
      question: 'Why is Hash.new([]) usually a bug when collecting lists?',
      options: {
        A: 'It raises KeyError for a missing key',
        B: 'Every missing key returns the same shared array object',
        C: 'The hash becomes frozen, so << raises FrozenError',
        D: 'Each missing key gets a copy, so appends are lost',
      },
      correct: 'B',
      explanation:
        'The default array is one object shared by all missing keys, so h[:a] << 1 mutates that default and the hash stays empty; use Hash.new { |h, k| h[k] = [] }.',
    },
    {
      question: 'What does (1...5).to_a return?',
      options: {
        A: '[1, 2, 3, 4, 5]',
        B: '[2, 3, 4]',
        C: '[1, 2, 3, 4]',
        D: '[0, 1, 2, 3, 4]',
      },
      correct: 'C',
      explanation: 'Three dots exclude the end value; two dots (1..5) would include it.',
    },
    {
      question: 'After first, *rest = [1, 2, 3], what is rest?',
      options: {
        A: '[2, 3]',
        B: '2',
        C: '[1, 2, 3]',
        D: '[[2, 3]]',
      },
      correct: 'A',
      explanation: 'first takes 1 and the splat collects the remaining elements into an array.',
    },
    {
      question: 'Which expression returns the elements present in both arrays a and b?',
      options: {
        A: 'a + b',
        B: 'a | b',
        C: 'a - b',
        D: 'a & b',
      },
      correct: 'D',
      explanation: '& is set intersection; | is union, + concatenation and - difference.',
    },
    {
      question: 'After a = [1, 2]; b = a; b << 3, what is a?',
      options: {
        A: '[1, 2]',
        B: '[1, 2, 3]',
        C: '[3]',
        D: '[1, 2, [3]]',
      },
      correct: 'B',
      explanation:
        'b = a copies the reference, so both names point to the same array and << mutates it; use dup for a copy.',
    },
    {
      question: 'In which order does a Ruby hash iterate over its entries?',
      options: {
        A: 'Insertion order',
        B: 'Sorted by key, ascending',
        C: 'By the hash value of each key',
        D: 'Random on each run',
      },
      correct: 'A',
      explanation: 'Ruby hashes preserve the order in which keys were inserted.',
    },
    {
      question: 'What does (1..10).step(3).to_a return?',
      options: {
        A: '[1, 4, 7]',
        B: '[1, 4, 7, 10, 13]',
        C: '[1, 3, 5, 7, 9]',
        D: '[1, 4, 7, 10]',
      },
      correct: 'D',
      explanation:
        'step(3) starts at the first value and adds 3 each time while staying within the inclusive range: 1, 4, 7, 10.',
    },
    {
      question: 'What does [3, nil, 1, nil].compact return?',
      options: {
        A: '[1, 3]',
        B: '[3, 1]',
        C: '[3, nil, 1]',
        D: '[nil, nil]',
      },
      correct: 'B',
      explanation:
        'compact returns a new array without the nil elements and keeps the order of the rest; it does not sort.',
    },
    {
      question:
        'You want to count how often each word appears in a text. Which collection fits best?',
      options: {
        A: 'An array searched with index',
        B: 'A range over the word positions',
        C: 'A hash mapping words to their tallies',
        D: 'A frozen string containing all of the words',
      },
      correct: 'C',
      explanation:
        'A hash looks values up by key, so Hash.new(0) with counts[word] += 1 tallies occurrences directly.',
    },
  ],
  problems: [],
};
