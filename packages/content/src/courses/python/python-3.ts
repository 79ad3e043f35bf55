import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-3',
  order: 3,
  title: 'Strings, Lists and Tuples',
  description:
    'Work with Python sequences: index and slice them, use string and list methods, and choose between lists and tuples.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Index and slice strings, lists and tuples, including negative indexes',
    'Use common string methods such as split, join, strip and replace',
    'Modify lists with append, extend, insert, pop and sort',
    'Explain mutability and when a tuple is the better choice',
  ],
  lesson: `## Sequences share one interface

Strings, lists and tuples are all **sequences**: ordered collections you can index, slice, loop over and measure with \`len()\`. Indexes start at 0 and negative indexes count from the end, so \`s[-1]\` is the last item.

Slicing \`seq[start:stop:step]\` returns a new sequence from \`start\` up to but not including \`stop\`. Any part may be omitted: \`s[:3]\` is the first three items, \`s[3:]\` everything after them, and \`s[::-1]\` a reversed copy. Slicing never raises an error for out-of-range bounds; it simply returns fewer items.

\`\`\`python
word = "python"
word[0], word[-1]     # ('p', 'n')
word[1:4]             # 'yth'
word[::-1]            # 'nohtyp'
"th" in word          # True: substring test
\`\`\`

## Strings

Strings are **immutable**: methods return new strings and never change the original. The most useful methods are:

\`\`\`python
line = "  Alice,30,Paris  "
parts = line.strip().split(",")      # ['Alice', '30', 'Paris']
"-".join(["a", "b", "c"])            # 'a-b-c'
"Hello".upper(), "Hello".lower()     # ('HELLO', 'hello')
"banana".replace("a", "o")           # 'bonono'
"banana".count("a"), "banana".find("n")  # (3, 2)
"report.pdf".endswith(".pdf")        # True
\`\`\`

\`split()\` with no argument splits on any run of whitespace and drops empty pieces, which is ideal for parsing input. Building a long string piece by piece with \`+=\` in a loop is slow; collect the pieces in a list and \`"".join(pieces)\` at the end.

## Lists

Lists are **mutable**, ordered and may contain any mix of types. They grow and shrink as needed.

\`\`\`python
nums = [5, 2, 9]
nums.append(1)        # [5, 2, 9, 1]
nums.extend([7, 3])   # add several items
nums.insert(0, 8)     # insert at a position
last = nums.pop()     # remove and return the last item
nums.sort()           # sorts in place and returns None
ordered = sorted(nums, reverse=True)  # returns a new sorted list
\`\`\`

A common beginner bug is \`nums = nums.sort()\`, which sets \`nums\` to \`None\`. Assignment never copies a list: after \`b = a\`, both names refer to the same list, so use \`a.copy()\` or \`a[:]\` when you need an independent copy.

## Tuples

A tuple is an immutable sequence written with commas, usually inside parentheses: \`point = (3, 4)\`. Use tuples for fixed-size records whose parts have meaning by position, such as coordinates or a function returning several values. Because they are immutable and hashable (when their items are), tuples can be dictionary keys, and unpacking makes them pleasant to use:

\`\`\`python
x, y = point
def min_max(values):
    return min(values), max(values)   # returns a tuple
low, high = min_max([4, 8, 1])
\`\`\`

Note that a one-item tuple needs a trailing comma: \`(5,)\`; \`(5)\` is just the number 5 in parentheses.`,
  overview: {
    whatYouWillLearn: [
      'Strings, lists and tuples are sequences supporting indexing, slicing and len()',
      'Slices exclude their stop index and tolerate out-of-range bounds',
      'String methods return new strings because strings are immutable',
      'list.sort() sorts in place and returns None, while sorted() returns a new list',
      'Assignment shares a list rather than copying it',
      'Tuples are immutable, hashable records that unpack neatly',
    ],
    proTip:
      'Parse lines with line.split() and build output with " ".join(map(str, values)); these two calls cover most text-processing exercises.',
  },
  mcqs: [
    {
      question: 'What is "python"[1:4]?',
      options: {
        A: '"pyt"',
        B: '"yth"',
        C: '"ytho"',
        D: '"pyth"',
      },
      correct: 'B',
      explanation:
        'Indexes start at 0 and the stop index is excluded, so the slice takes indexes 1, 2 and 3: "yth".',
    },
    {
      question: 'What is the value of nums after nums = [3, 1, 2]; nums = nums.sort()?',
      options: {
        A: '[1, 2, 3]',
        B: '[3, 1, 2]',
        C: '[3, 2, 1]',
        D: 'None',
      },
      correct: 'D',
      explanation:
        'list.sort() sorts in place and returns None, and that None is then assigned to nums. Use sorted(nums) when you want a new sorted list back.',
    },
    {
      question: 'What does "a,b,,c".split(",") return?',
      options: {
        A: "['a', 'b', '', 'c']",
        B: "['a', 'b', 'c']",
        C: "['a', 'b', '', '', 'c']",
        D: "['a', 'b', ',', 'c']",
      },
      correct: 'A',
      explanation:
        'Splitting on an explicit separator keeps an empty string between two adjacent separators. Only split() with no argument drops empty pieces.',
    },
    {
      question: 'Which expression creates a tuple containing only the number 5?',
      options: {
        A: '(5)',
        B: 'tuple(5)',
        C: '(5,)',
        D: '{5}',
      },
      correct: 'C',
      explanation:
        'The trailing comma makes it a tuple; (5) is just the int 5 in parentheses, tuple(5) raises TypeError because an int is not iterable, and {5} is a set, not a tuple.',
    },
    {
      question: 'What happens when you run s = "cat"; s[0] = "b"?',
      options: {
        A: 's becomes "bat"',
        B: 's stays "cat"',
        C: 's becomes "bcat"',
        D: 'A TypeError is raised',
      },
      correct: 'D',
      explanation:
        'Strings are immutable and do not support item assignment, so Python raises TypeError. Build a new string instead, for example "b" + s[1:].',
    },
    {
      question: 'After a = [1, 2]; b = a; b.append(3), what is a?',
      options: {
        A: '[1, 2]',
        B: '[1, 2, 3]',
        C: '[3, 1, 2]',
        D: '[1, 2, [3]]',
      },
      correct: 'B',
      explanation:
        'Assignment does not copy: a and b refer to the same list object, so the append is visible through both names. Use a.copy() or a[:] for an independent list.',
    },
    {
      question: 'What does "-".join(["x", "y", "z"]) produce?',
      options: {
        A: '"x - y - z"',
        B: '["x-y-z"]',
        C: '"x-y-z"',
        D: '"-x-y-z-"',
      },
      correct: 'C',
      explanation:
        'join places the separator between the items, not before or after them, and returns a single string.',
    },
    {
      question: 'Why can a tuple of numbers be used as a dictionary key while a list cannot?',
      options: {
        A: 'A tuple is immutable and therefore hashable',
        B: 'A tuple is stored more compactly',
        C: 'A list key would be copied on every lookup',
        D: 'A key must be an ordered sequence',
      },
      correct: 'A',
      explanation:
        'Dictionary keys must be hashable, which requires a value that cannot change. Lists are mutable, so they are unhashable; a tuple is hashable when all its items are.',
    },
    {
      question: 'What does "python"[10:20] return?',
      options: {
        A: 'An IndexError is raised',
        B: '"" (an empty string)',
        C: 'The last char, "n"',
        D: 'None',
      },
      correct: 'B',
      explanation:
        'Slicing never raises for out-of-range bounds; it simply returns the items that exist in the range, here none, so the result is an empty string. Indexing with "python"[10] would raise IndexError.',
    },
    {
      question: 'What does "  a  b ".split() return when called with no argument?',
      options: {
        A: "['', 'a', '', 'b', '']",
        B: "['  a', 'b ']",
        C: "['a', 'b']",
        D: "['a  b']",
      },
      correct: 'C',
      explanation:
        'split() with no argument splits on any run of whitespace and drops empty pieces, including leading and trailing whitespace, which makes it ideal for parsing input.',
    },
    {
      question: 'After nums = [1, 2]; nums.append([3, 4]), what is len(nums)?',
      options: {
        A: '3',
        B: '4, as the items 3 and 4 are added',
        C: '2',
        D: 'TypeError: append takes no list',
      },
      correct: 'A',
      explanation:
        'append adds its argument as one item, so nums becomes [1, 2, [3, 4]] with length 3. extend([3, 4]) would add the two numbers separately, giving length 4.',
    },
    {
      question: 'Why is "".join(pieces) preferred to building a long string with += in a loop?',
      options: {
        A: '+= raises an error on a long string in a loop',
        B: '+= copies the string each time; join builds it once',
        C: 'join converts numbers to str automatically',
        D: '+= appends in place, like list.append()',
      },
      correct: 'B',
      explanation:
        'Strings are immutable, so each += creates a new string and copies everything so far, which grows quadratically. join computes the size once and builds a single result. join does not convert numbers: every item must already be a str.',
    },
  ],
  problems: [],
};
