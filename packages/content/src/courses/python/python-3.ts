import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-3',
  order: 3,
  title: 'Strings, Lists and Tuples',
  description: 'Work with Python sequences: index and slice them, use string and list methods, and choose between lists and tuples.',
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
    proTip: 'Parse lines with line.split() and build output with " ".join(map(str, values)); these two calls cover most text-processing exercises.',
  },
  mcqs: [
    {
      question: 'What is "python"[1:4]?',
      options: { A: '"pyt"', B: '"yth"', C: '"ytho"', D: '"pyth"' },
      correct: 'B',
      explanation: 'The slice takes indexes 1, 2 and 3, stopping before 4.',
    },
    {
      question: 'What is the value of nums after nums = [3, 1, 2]; nums = nums.sort()?',
      options: { A: '[1, 2, 3]', B: '[3, 1, 2]', C: '[3, 2, 1]', D: 'None' },
      correct: 'D',
      explanation: 'list.sort() sorts in place and returns None, which is then assigned to nums.',
    },
    {
      question: 'What does "a,b,,c".split(",") return?',
      options: {
        A: "['a', 'b', '', 'c'] including an empty string",
        B: "['a', 'b', 'c'] with the empty part dropped",
        C: "['a,b,,c'] as one unchanged item",
        D: "['a', 'b', ',', 'c']",
      },
      correct: 'A',
      explanation: 'Splitting on an explicit separator keeps empty strings between adjacent separators.',
    },
    {
      question: 'Which expression creates a tuple containing only the number 5?',
      options: { A: '(5) in parentheses', B: 'tuple(5)', C: '(5,) with a trailing comma', D: '[5] in square brackets' },
      correct: 'C',
      explanation: 'The trailing comma makes it a tuple; (5) is just a parenthesised integer.',
    },
    {
      question: 'What happens when you run s = "cat"; s[0] = "b"?',
      options: {
        A: 's becomes "bat"',
        B: 'A new string "bat" is created and s is unchanged',
        C: 'Nothing happens',
        D: 'A TypeError is raised because strings are immutable',
      },
      correct: 'D',
      explanation: 'Strings do not support item assignment; build a new string instead.',
    },
    {
      question: 'After a = [1, 2]; b = a; b.append(3), what is a?',
      options: { A: '[1, 2]', B: '[1, 2, 3]', C: '[3]', D: 'An error' },
      correct: 'B',
      explanation: 'b and a refer to the same list object, so the append is visible through both names.',
    },
    {
      question: 'What does "-".join(["x", "y", "z"]) produce?',
      options: { A: '"xyz"', B: 'A list containing "x-y-z"', C: '"x-y-z"', D: '"-x-y-z-" with separators at both ends' },
      correct: 'C',
      explanation: 'join places the separator between the items.',
    },
    {
      question: 'Why can a tuple of numbers be used as a dictionary key while a list cannot?',
      options: {
        A: 'Tuples are immutable and therefore hashable',
        B: 'Tuples are always shorter than lists',
        C: 'Lists cannot contain numbers',
        D: 'Dictionaries only accept tuples as keys',
      },
      correct: 'A',
      explanation: 'Dictionary keys must be hashable, which requires an immutable value.',
    },
  ],
  problems: [],
};
