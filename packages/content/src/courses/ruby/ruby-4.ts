import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-4',
  order: 4,
  title: 'Blocks, Procs, Lambdas and Enumerable',
  description:
    "Master Ruby's blocks and yield, closures with procs and lambdas, and the Enumerable methods that make collection processing expressive.",
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
    proTip:
      'Reach for the most specific Enumerable method: sum instead of reduce(:+), count(&:even?) instead of select(&:even?).size, tally instead of a counting hash, and each_with_object instead of inject with a returned accumulator; the intent becomes obvious and bugs disappear.',
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
          explanation:
            'Even numbers are 8 and 2; doubled they become 16 and 4; sorted gives [4, 16].',
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
        {
          input: `5 3 8 1 9 2
select even
map * 2
sort
`,
          expectedOutput: `[4, 16]`,
          hidden: false,
        },
        {
          input: `5 3 8 1 9 2
reject > 4
sum
`,
          expectedOutput: `6`,
          hidden: false,
        },
        {
          input: `
map + 1
max
`,
          expectedOutput: `nil`,
          hidden: true,
        },
        { input: ``, expectedOutput: `[]`, hidden: true },
        {
          input: `-3 -2 -1 0 1 2 3
select odd
map - 10
reverse
`,
          expectedOutput: `[-7, -9, -11, -13]`,
          hidden: true,
        },
        {
          input: `4 4 1 4 2 1
uniq
take 10
drop 1
`,
          expectedOutput: `[1, 2]`,
          hidden: true,
        },
        {
          input: `10 20 30
take 0
count
`,
          expectedOutput: `0`,
          hidden: true,
        },
        {
          input: `7 -7 7 0
select < 0
min
`,
          expectedOutput: `-7`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
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
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, k, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
LIM = 2**63
xs = [random.randint(-10**9, 10**9) if mode != 'small' else random.randint(-20, 20) for _ in range(n)]
def apply(cur, t):
    op = t[0]
    if op == 'map':
        kk = int(t[2])
        return [x + kk if t[1] == '+' else x * kk if t[1] == '*' else x - kk for x in cur]
    if op in ('select', 'reject'):
        if t[1] in ('even', 'odd'):
            f = lambda x: (x % 2 == 0) == (t[1] == 'even')
        else:
            kk = int(t[2]); f = (lambda x: x > kk) if t[1] == '>' else (lambda x: x < kk)
        return [x for x in cur if f(x) == (op == 'select')]
    if op == 'take':
        return cur[:int(t[1])]
    if op == 'drop':
        return cur[int(t[1]):]
    if op == 'sort':
        return sorted(cur)
    if op == 'reverse':
        return cur[::-1]
    if op == 'uniq':
        seen = set(); out = []
        for x in cur:
            if x not in seen:
                seen.add(x); out.append(x)
        return out
ops = []
cur = xs
tries = 0
while len(ops) < k - 1 and tries < 10000:
    tries += 1
    r = random.random()
    if mode == 'parity':
        t = random.choice([['select', 'odd'], ['reject', 'odd'], ['select', 'even'], ['map', '-', str(random.randint(0, 3))], ['reverse']])
    elif r < 0.3:
        t = ['map', random.choice(['+', '*', '-']), str(random.choice([-3, -1, 2, 3, 1000, 10**6, -10**6, random.randint(-100, 100)]))]
    elif r < 0.6:
        t = [random.choice(['select', 'reject']), random.choice(['even', 'odd', '>', '<'])]
        if t[1] in ('>', '<'):
            t.append(str(random.choice([0, -1, 1, random.randint(-10**9, 10**9)])))
    elif r < 0.7:
        t = [random.choice(['take', 'drop']), str(random.randint(0, n + 5))]
    else:
        t = [random.choice(['sort', 'reverse', 'uniq', 'sort'])]
    nxt = apply(cur, t)
    if any(not -LIM <= x < LIM for x in nxt):
        continue
    if len(nxt) < len(xs) // 4:
        continue
    ops.append(' '.join(t))
    cur = nxt
final = random.choice(['sum', 'count', 'max', 'min', None]) if mode != 'sorted' else None
if mode == 'sorted':
    ops.append('sort')
if final == 'sum' and not -LIM <= sum(cur) < LIM:
    final = 'count'
if final:
    ops.append(final)
print(' '.join(map(str, xs)))
print('\\n'.join(ops))
`,
        tests: [
          { args: '1000 100 mixed', label: '1,000 elements, 100 operations' },
          { args: '1000 60 parity', label: '1,000 elements, parity filters on negative numbers' },
          { args: '1000 3 sorted', label: '1,000 elements, sorted' },
          { args: '1000 100 small', label: '1,000 small elements with duplicates, 100 operations' },
          { args: '0 5 mixed', label: 'empty array' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
if not lines:
    lines = ['']
LIM = 2**63
cur = [int(x) for x in lines[0].split(' ')] if lines[0] else []
assert len(cur) <= 1000, 'more than 1000 elements'
assert len(lines) - 1 <= 100, 'more than 100 operations'
def fits(v):
    assert -LIM <= v < LIM, 'value outside 64 bits'
for x in cur:
    fits(x)
INT = '-?[0-9]+'
for i, line in enumerate(lines[1:], 1):
    t = line.split(' ')
    if re.fullmatch('map [-+*] ' + INT, line):
        kk = int(t[2]); fits(kk)
        cur = [x + kk if t[1] == '+' else x * kk if t[1] == '*' else x - kk for x in cur]
    elif re.fullmatch('(select|reject) (even|odd)', line):
        cur = [x for x in cur if ((x % 2 == 0) == (t[1] == 'even')) == (t[0] == 'select')]
    elif re.fullmatch('(select|reject) [<>] ' + INT, line):
        kk = int(t[2]); fits(kk)
        cur = [x for x in cur if ((x > kk) if t[1] == '>' else (x < kk)) == (t[0] == 'select')]
    elif re.fullmatch('(take|drop) [0-9]+', line):
        kk = int(t[1]); fits(kk)
        cur = cur[:kk] if t[0] == 'take' else cur[kk:]
    elif line in ('sort', 'reverse', 'uniq'):
        pass
    elif line in ('sum', 'count', 'max', 'min'):
        assert i == len(lines) - 1, 'a reduction is the last operation'
        if line == 'sum':
            fits(sum(cur))
    else:
        assert False, 'unknown operation ' + line
    for x in cur:
        fits(x)
`,
        wrongSolutions: [
          {
            name: 'odd-remainder-one',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Tests odd numbers with x % 2 == 1, which is false for negative odd numbers in C++ (-3 % 2 is -1)',
            source: `#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <algorithm>
#include <set>
using namespace std;
int main() {
    string line;
    getline(cin, line);
    vector<long long> cur;
    { istringstream in(line); long long x; while (in >> x) cur.push_back(x); }
    string result;
    bool reduced = false;
    while (getline(cin, line)) {
        istringstream in(line);
        string op, a; long long k = 0;
        if (!(in >> op)) continue;
        in >> a; in >> k;
        vector<long long> out;
        if (op == "map") {
            for (long long& x : cur) x = a == "+" ? x + k : a == "*" ? x * k : x - k;
        } else if (op == "select" || op == "reject") {
            if (a != "even" && a != "odd") k = stoll(line.substr(line.rfind(' ') + 1));
            for (long long x : cur) {
                bool f = a == "even" ? x % 2 == 0 : a == "odd" ? x % 2 == 1 : a == ">" ? x > k : x < k;
                if (f == (op == "select")) out.push_back(x);
            }
            cur = out;
        } else if (op == "take") {
            long long c = stoll(a); if (c < (long long)cur.size()) cur.resize(c);
        } else if (op == "drop") {
            long long c = stoll(a); cur.erase(cur.begin(), cur.begin() + min(c, (long long)cur.size()));
        } else if (op == "sort") sort(cur.begin(), cur.end());
        else if (op == "reverse") reverse(cur.begin(), cur.end());
        else if (op == "uniq") {
            set<long long> seen;
            for (long long x : cur) if (seen.insert(x).second) out.push_back(x);
            cur = out;
        } else {
            reduced = true;
            if (op == "sum") { long long s = 0; for (long long x : cur) s += x; result = to_string(s); }
            else if (op == "count") result = to_string(cur.size());
            else if (cur.empty()) result = "nil";
            else result = to_string(op == "max" ? *max_element(cur.begin(), cur.end()) : *min_element(cur.begin(), cur.end()));
        }
    }
    if (reduced) { cout << result << "\\n"; return 0; }
    cout << "[";
    for (size_t i = 0; i < cur.size(); i++) cout << (i ? ", " : "") << cur[i];
    cout << "]\\n";
}
`,
          },
          {
            name: 'default-sort',
            language: 'javascript',
            mustFail: 'WA',
            why: 'Uses JavaScript sort() without a comparator, which orders numbers as text (10 before 9, -1 before -2)',
            source: `const lines = require('fs').readFileSync(0, 'utf8').split('\\n');
let cur = lines[0].trim() ? lines[0].trim().split(/\\s+/).map(BigInt) : [];
let result = null;
for (const line of lines.slice(1)) {
  const t = line.trim().split(/\\s+/);
  if (!t[0]) continue;
  const op = t[0];
  if (op === 'map') {
    const k = BigInt(t[2]);
    cur = cur.map((x) => (t[1] === '+' ? x + k : t[1] === '*' ? x * k : x - k));
  } else if (op === 'select' || op === 'reject') {
    let f;
    if (t[1] === 'even') f = (x) => x % 2n === 0n;
    else if (t[1] === 'odd') f = (x) => x % 2n !== 0n;
    else if (t[1] === '>') f = (x) => x > BigInt(t[2]);
    else f = (x) => x < BigInt(t[2]);
    cur = cur.filter((x) => f(x) === (op === 'select'));
  } else if (op === 'take') cur = cur.slice(0, Number(t[1]));
  else if (op === 'drop') cur = cur.slice(Number(t[1]));
  else if (op === 'sort') cur.sort();
  else if (op === 'reverse') cur.reverse();
  else if (op === 'uniq') cur = cur.filter((x, i) => cur.indexOf(x) === i);
  else if (op === 'sum') result = String(cur.reduce((s, x) => s + x, 0n));
  else if (op === 'count') result = String(cur.length);
  else if (cur.length === 0) result = 'nil';
  else result = String(cur.reduce((m, x) => ((op === 'max' ? x > m : x < m) ? x : m)));
}
console.log(result !== null ? result : '[' + cur.join(', ') + ']');
`,
          },
        ],
      },
    },
  ],
};
