import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-4',
  order: 4,
  title: 'Blocks, Procs, Lambdas and Enumerable',
  description: 'Master Ruby\'s blocks and yield, closures with procs and lambdas, and the Enumerable methods that make collection processing expressive.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Pass blocks to methods and write methods that yield',
    'Compare procs and lambdas, and use method references with &',
    'Transform collections with map, select, reject, reduce and friends',
    'Chain Enumerable methods and use lazy enumerators',
  ],
  lesson: `## Blocks

A **block** is code between \`do ... end\` or \`{ ... }\` passed to a method call. The method runs it with \`yield\`, passing arguments:

\`\`\`ruby
def twice
  yield 1
  yield 2
end

twice { |n| puts n * 10 }   # prints 10 and 20

def timed
  start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
  result = yield
  puts "took #{Process.clock_gettime(Process::CLOCK_MONOTONIC) - start}s"
  result
end
\`\`\`

\`block_given?\` checks whether a block was passed. By convention, \`{ }\` is used for one-liners and \`do ... end\` for multi-line blocks. Blocks are **closures**: they see and can change local variables from the surrounding scope. Since Ruby 3.4, \`it\` refers to a block's single parameter: \`[1, 2].map { it * 2 }\`.

## Procs and lambdas

A block can be captured as an object:

\`\`\`ruby
square = ->(x) { x * x }        # lambda
square.call(4)                  # 16
square.(4)                      # shorthand
add = proc { |a, b| (a || 0) + (b || 0) }
add.call(1)                     # 1: procs are lenient about arguments

def run(&block) = block.call    # capture the block as a Proc
\`\`\`

**Lambdas** check the number of arguments and \`return\` exits only the lambda; **procs** are lenient with arguments and \`return\` inside them returns from the enclosing method. Use lambdas for stored callbacks. \`&\` converts between blocks and procs, and \`&:name\` creates a block that calls that method: \`words.map(&:upcase)\`. \`method(:puts)\` turns a method into an object: \`[1, 2].each(&method(:puts))\`.

## Enumerable

Any class that defines \`each\` and includes **Enumerable** gains dozens of methods. Arrays, hashes, ranges and sets all have them:

\`\`\`ruby
nums = [5, 3, 8, 1, 9, 2]
nums.map { |n| n * 2 }             # [10, 6, 16, 2, 18, 4]
nums.select(&:even?)               # [8, 2]
nums.reject { |n| n > 4 }          # [3, 1, 2]
nums.reduce(0) { |sum, n| sum + n }   # 28 (also inject; or just nums.sum)
nums.sort.take(3)                  # [1, 2, 3]
nums.drop(4)                       # [9, 2]
nums.min_by { |n| (n - 6).abs }    # 5
nums.partition(&:odd?)             # [[5, 3, 1, 9], [8, 2]]
nums.each_slice(2).to_a            # [[5, 3], [8, 1], [9, 2]]
nums.each_cons(2).map { |a, b| b - a }
%w[a b a c a].tally                # {"a" => 3, "b" => 1, "c" => 1}
%w[apple avocado banana].group_by { |w| w[0] }
nums.sum / nums.size.to_f          # average
nums.find { |n| n > 6 }            # 8 (first match, or nil)
nums.any?(&:negative?)             # false
nums.each_with_object({}) { |n, h| h[n] = n * n }
\`\`\`

Chains read like a description of the transformation: \`orders.select(&:paid?).map(&:total).sum\`. Each step returns a new array, which is fine for small collections.

## Thinking in transformations

The biggest shift for programmers coming from other languages is to stop writing loops that push into accumulator variables. Instead, describe the result as a sequence of transformations: filter the records you need, transform each one, then reduce them to an answer. Each method name says what happens, so readers understand the intent without tracing indexes and temporary variables. When performance matters, remember that every step allocates a new array; for long chains over big data, a single \`each_with_object\` or a lazy enumerator avoids the intermediate collections.

## Lazy enumerators

For huge or infinite sequences, \`lazy\` processes elements one at a time through the chain and stops as soon as enough results exist:

\`\`\`ruby
(1..Float::INFINITY).lazy.map { |n| n * n }.select(&:even?).first(3)   # [4, 16, 36]
File.foreach("big.log").lazy.grep(/ERROR/).first(10)
\`\`\`

Without \`lazy\`, \`map\` on an infinite range would never finish.

## Your challenge

Simulate a chain of Enumerable calls on an integer array and print the result the way \`p\` would.
`,
  overview: {
    whatYouWillLearn: [
      'A block is a chunk of code passed to a method, which runs it with yield.',
      'Blocks are closures: they capture variables from the scope where they were written.',
      'Procs and lambdas are block objects; lambdas check arity and return from themselves.',
      '&:symbol turns a method name into a block, as in map(&:upcase).',
      'Enumerable provides map, select, reject, reduce, each_slice, group_by, tally and many more to any class with each.',
      'Lazy enumerators process infinite or huge sequences element by element.',
    ],
    proTip: 'Reach for the most specific Enumerable method: sum instead of reduce(:+), count(&:even?) instead of select(&:even?).size, tally instead of a counting hash, and each_with_object instead of inject with a returned accumulator; the intent becomes obvious and bugs disappear.',
  },
  mcqs: [],
  problems: [
    {
      id: 'ruby-enumerable-chain',
      title: 'Evaluate an Enumerable Chain',
      description: `The first line contains integers separated by spaces (it may be empty, meaning \`[]\`). Each following line is one operation applied to the current value, like a chained Ruby call:

- \`map + K\`, \`map * K\`, \`map - K\`: add, multiply or subtract the integer K from every element
- \`select even\`, \`select odd\`, \`reject even\`, \`reject odd\`: keep or drop elements by parity
- \`select > K\`, \`select < K\`, \`reject > K\`, \`reject < K\`: keep or drop elements compared with K
- \`take K\`, \`drop K\`: the first K elements, or all but the first K
- \`sort\`, \`reverse\`, \`uniq\`: as in Ruby
- \`sum\`, \`count\`, \`max\`, \`min\`: reduce the array to a single value; these are always the last operation

Print the final value as \`p\` prints it: an array as \`[1, 2, 3]\` (elements separated by a comma and a space, \`[]\` when empty), an integer as itself. \`max\` and \`min\` of an empty array print \`nil\`. Negative numbers are allowed everywhere; \`even\` and \`odd\` follow Ruby (\`-3.odd?\` is true).`,
      examples: [
        {
          input: `5 3 8 1 9 2
select even
map * 2
sort
`,
          output: `[4, 16]`,
          explanation: 'Even numbers are 8 and 2; doubled they become 16 and 4; sorted gives [4, 16].',
        },
        {
          input: `5 3 8 1 9 2
reject > 4
sum
`,
          output: `6`,
          explanation: 'Dropping elements greater than 4 leaves 3, 1 and 2, whose sum is 6.',
        },
      ],
      constraints: [
        'Up to 1000 elements and 100 operations',
        'All values fit in 64-bit signed integers',
        '0 <= K for take and drop',
      ],
      testCases: [
        { input: `5 3 8 1 9 2
select even
map * 2
sort
`, expectedOutput: `[4, 16]`, hidden: false },
        { input: `5 3 8 1 9 2
reject > 4
sum
`, expectedOutput: `6`, hidden: false },
        { input: `
map + 1
max
`, expectedOutput: `nil`, hidden: true },
        { input: ``, expectedOutput: `[]`, hidden: true },
        { input: `-3 -2 -1 0 1 2 3
select odd
map - 10
reverse
`, expectedOutput: `[-7, -9, -11, -13]`, hidden: true },
        { input: `4 4 1 4 2 1
uniq
take 10
drop 1
`, expectedOutput: `[1, 2]`, hidden: true },
        { input: `10 20 30
take 0
count
`, expectedOutput: `0`, hidden: true },
        { input: `7 -7 7 0
select < 0
min
`, expectedOutput: `-7`, hidden: true },
      ],
      reference: { language: 'python3', source: `import sys
lines = sys.stdin.read().split('\\n')
cur = [int(x) for x in lines[0].split()]
result = None
for line in lines[1:]:
    t = line.split()
    if not t:
        continue
    op = t[0]
    if op == 'map':
        k = int(t[2])
        cur = [x + k if t[1] == '+' else x * k if t[1] == '*' else x - k for x in cur]
    elif op in ('select', 'reject'):
        if t[1] == 'even':
            f = lambda x: x % 2 == 0
        elif t[1] == 'odd':
            f = lambda x: x % 2 != 0
        elif t[1] == '>':
            k = int(t[2]); f = lambda x, k=k: x > k
        else:
            k = int(t[2]); f = lambda x, k=k: x < k
        cur = [x for x in cur if f(x)] if op == 'select' else [x for x in cur if not f(x)]
    elif op == 'take':
        cur = cur[:int(t[1])]
    elif op == 'drop':
        cur = cur[int(t[1]):]
    elif op == 'sort':
        cur = sorted(cur)
    elif op == 'reverse':
        cur = cur[::-1]
    elif op == 'uniq':
        seen = set(); out = []
        for x in cur:
            if x not in seen:
                seen.add(x); out.append(x)
        cur = out
    elif op == 'sum':
        result = str(sum(cur))
    elif op == 'count':
        result = str(len(cur))
    elif op == 'max':
        result = str(max(cur)) if cur else 'nil'
    elif op == 'min':
        result = str(min(cur)) if cur else 'nil'
print(result if result is not None else '[' + ', '.join(map(str, cur)) + ']')
` },
    },
  ],
};
