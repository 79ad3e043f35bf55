import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'x = 5; y = x; x = 7. What is y, assuming numbers are copied on assignment?',
      options: {
        A: '7',
        B: '5',
        C: '12',
        D: 'Undefined',
      },
      correct: 'B',
      explanation: 'y received a copy of the value 5; changing x afterwards does not change y.',
    },
    {
      question: 'How many times does a loop run that counts i from 1 to 5, including both 1 and 5?',
      options: {
        A: '4',
        B: '6',
        C: '5',
        D: '1',
      },
      correct: 'C',
      explanation: 'The values 1, 2, 3, 4 and 5 give five iterations.',
    },
    {
      question: 'In C or Java, what is 7 / 2 when both operands are int?',
      options: {
        A: '3.5',
        B: '4',
        C: 'An error',
        D: '3',
      },
      correct: 'D',
      explanation: 'Integer division discards the fractional part, giving 3.',
    },
    {
      question: 'In most mainstream languages, what is the index of the first element of an array?',
      options: {
        A: '0 (zero)',
        B: '1 (one)',
        C: '-1 (minus one)',
        D: 'It depends on the length',
      },
      correct: 'A',
      explanation: 'C, Java, Python, JavaScript and most others use zero-based indexing.',
    },
    {
      question: 'What is the value of true AND false?',
      options: {
        A: 'true',
        B: 'false',
        C: 'null',
        D: 'An error',
      },
      correct: 'B',
      explanation: 'AND is true only when both operands are true.',
    },
    {
      question: 'What is 17 % 5 (the remainder operator)?',
      options: {
        A: '3',
        B: '3.4',
        C: '2',
        D: '12',
      },
      correct: 'C',
      explanation: '17 = 3 * 5 + 2, so the remainder is 2.',
    },
    {
      question: 'Which situation causes an infinite loop?',
      options: {
        A: 'The loop body prints something each time',
        B: 'The loop uses a counter variable',
        C: 'The loop contains an if statement inside',
        D: 'The loop condition can never become false',
      },
      correct: 'D',
      explanation:
        'If nothing in the body moves the condition towards false (for example a counter never updated), the loop never ends.',
    },
    {
      question: 'What is the main purpose of a function?',
      options: {
        A: 'To package named, reusable logic with inputs and a result',
        B: 'To make the whole program run faster by caching its results',
        C: 'To store data permanently on disk',
        D: "To declare the program's global variables",
      },
      correct: 'A',
      explanation: 'Functions avoid repetition and give a name to a step of the program.',
    },
    {
      question: 'What does joining the strings "3" and "4" with string concatenation produce?',
      options: {
        A: '7 (a number)',
        B: '"34"',
        C: '"7" (a string)',
        D: '12',
      },
      correct: 'B',
      explanation:
        'Concatenation joins the characters; it does not add the numbers they look like.',
    },
    {
      question:
        'What is the time complexity of finding the largest value in an unsorted array of n numbers?',
      options: {
        A: 'O(1)',
        B: 'O(log n)',
        C: 'O(n)',
        D: 'O(n^2)',
      },
      correct: 'C',
      explanation: 'Every element must be looked at once, so the work grows linearly.',
    },
    {
      question: 'A user reports a bug. What should you do first?',
      options: {
        A: 'Rewrite the module from scratch to be safe',
        B: 'Add random print statements all over the code',
        C: 'Ship a guess and see whether the reports stop',
        D: 'Reproduce it reliably with a known input',
      },
      correct: 'D',
      explanation: 'A reliable reproduction lets you test hypotheses and later confirm the fix.',
    },
    {
      question: 'What is an off-by-one error?',
      options: {
        A: 'A loop or index that goes one step too far or too short',
        B: 'A typo in the name of a variable',
        C: 'Dividing a number by one by mistake',
        D: 'A program that runs one second too slowly',
      },
      correct: 'A',
      explanation:
        'Typical examples are using <= instead of < with a length, or starting at 1 instead of 0.',
    },
    {
      question: 'Which data type is meant for values that are only true or false?',
      options: {
        A: 'string',
        B: 'boolean',
        C: 'float',
        D: 'char',
      },
      correct: 'B',
      explanation: 'A boolean holds exactly one of two values, true or false.',
    },
    {
      question: 'What is a good use of a code comment?',
      options: {
        A: 'Repeating exactly what each line does',
        B: 'Keeping old code around that is no longer used anywhere',
        C: 'Explaining why the code does something surprising',
        D: 'Making the program run faster',
      },
      correct: 'C',
      explanation:
        'The code shows what happens; comments are most valuable for intent, reasons and caveats.',
    },
  ],
  coding: [
    {
      id: 'gp-fizzbuzz',
      title: 'FizzBuzz',
      description:
        'Print the numbers from 1 to n, but print `Fizz` instead of numbers divisible by 3, `Buzz` instead of numbers divisible by 5, and `FizzBuzz` instead of numbers divisible by both.\n\n' +
        'Input: one integer n (0 <= n <= 10000).\n\n' +
        'Output: n lines (nothing when n is 0).',
      examples: [
        {
          input: '5\n',
          output: '1\n2\nFizz\n4\nBuzz',
          explanation: '3 is divisible by 3 and 5 by 5.',
        },
        { input: '1\n', output: '1', explanation: 'Only the number 1.' },
      ],
      constraints: ['0 <= n <= 10000'],
      testCases: [
        tc('5\n', '1\n2\nFizz\n4\nBuzz', false),
        tc('1\n', '1', false),
        tc('15\n', '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz'),
        tc('0\n', ''),
        tc('3\n', '1\n2\nFizz'),
        tc('16\n', '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz\n16'),
      ],
      judge: {
        generator: String.raw`import sys
print(int(sys.stdin.readline()))
`,
        tests: [
          { args: '10000', label: 'n = 10,000' },
          { args: '9999', label: 'n = 9,999' },
          { args: '30', label: 'n = 30' },
        ],
        validator: String.raw`import sys
t = sys.stdin.read().split()
assert len(t) == 1 and 0 <= int(t[0]) <= 10000, 'n out of range'
`,
        wrongSolutions: [
          {
            name: 'fizz-before-fizzbuzz',
            language: 'python3',
            mustFail: 'WA',
            why: 'Tests divisibility by 3 before 15, so multiples of 15 print Fizz',
            source: String.raw`n = int(input())
for i in range(1, n + 1):
    if i % 3 == 0:
        print('Fizz')
    elif i % 5 == 0:
        print('Buzz')
    elif i % 15 == 0:
        print('FizzBuzz')
    else:
        print(i)
`,
          },
          {
            name: 'stops-before-n',
            language: 'python3',
            mustFail: 'WA',
            why: 'Loops with range(1, n), so the last number is missing',
            source: String.raw`n = int(input())
for i in range(1, n):
    print('FizzBuzz' if i % 15 == 0 else 'Fizz' if i % 3 == 0 else 'Buzz' if i % 5 == 0 else i)
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`n = int(input())
out = []
for i in range(1, n + 1):
    if i % 15 == 0:
        out.append('FizzBuzz')
    elif i % 3 == 0:
        out.append('Fizz')
    elif i % 5 == 0:
        out.append('Buzz')
    else:
        out.append(str(i))
print('\n'.join(out))
`,
      },
    },
    {
      id: 'gp-second-largest',
      title: 'Second Largest Distinct Number',
      description:
        'Find the second largest distinct value in a list of integers: the largest value that is strictly smaller than the maximum.\n\n' +
        'Input: integers separated by whitespace (possibly none).\n\n' +
        'Output: the second largest distinct value, or `none` if there are fewer than two distinct values.',
      examples: [
        {
          input: '3 1 4 1 5\n',
          output: '4',
          explanation: 'The maximum is 5; the next distinct value is 4.',
        },
        { input: '7 7 7\n', output: 'none', explanation: 'Only one distinct value.' },
      ],
      constraints: ['At most 100000 integers', '|value| <= 10^9'],
      testCases: [
        tc('3 1 4 1 5\n', '4', false),
        tc('7 7 7\n', 'none', false),
        tc('5\n', 'none'),
        tc('-1 -2\n', '-2'),
        tc('10 9 10\n', '9'),
        tc('\n', 'none'),
        tc('1000000000 -1000000000\n', '-1000000000'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
M = 10**9
if mode == 'random':
    v = [random.randint(-1000, 1000) for _ in range(n)]
    v[random.randrange(n)] = M
    v[random.randrange(n)] = -M
elif mode == 'maxdup':
    v = [random.choice((M, M, random.randint(-1000, 1000))) for _ in range(n)]
elif mode == 'negative':
    v = [random.randint(-M, -1) for _ in range(n)]
else:
    v = [-7] * n
out = []
for i in range(0, n, 20):
    out.append(' '.join(map(str, v[i:i + 20])))
print('\n'.join(out))
`,
        tests: [
          { args: '100000 random', label: '100,000 integers' },
          { args: '10000 maxdup', label: '10,000 integers, the maximum repeated many times' },
          { args: '10000 negative', label: '10,000 negative integers' },
          { args: '10000 equal', label: '10,000 equal integers' },
          { args: '0 equal', label: 'no integers' },
        ],
        validator: String.raw`import sys
t = sys.stdin.read().split()
assert len(t) <= 100000, 'too many integers'
assert all(abs(int(x)) <= 10**9 for x in t), 'value out of range'
`,
        wrongSolutions: [
          {
            name: 'not-distinct',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes the second element of the sorted list without removing duplicates, so a repeated maximum is returned',
            source: String.raw`import sys
v = sorted(int(x) for x in sys.stdin.read().split())
print(v[-2] if len(v) >= 2 and v[0] != v[-1] else 'none')
`,
          },
          {
            name: 'zero-sentinel',
            language: 'python3',
            mustFail: 'WA',
            why: 'Starts the maximum and runner-up at 0, which fails when every value is negative',
            source: String.raw`import sys
best = second = 0
seen = set()
for x in map(int, sys.stdin.read().split()):
    seen.add(x)
    if x > best:
        best, second = x, best
    elif second < x < best:
        second = x
print(second if len(seen) >= 2 else 'none')
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

vals = sorted(set(int(x) for x in sys.stdin.read().split()))
print(vals[-2] if len(vals) >= 2 else 'none')
`,
      },
    },
  ],
  debug: [
    {
      id: 'gp-min-max-go',
      title: 'Minimum and Maximum',
      description:
        'This Go program should print the smallest and the largest of the input integers as `min max`, or `empty` if there are none. The minimum is often 0 and the last number is ignored. Find and fix the bugs.',
      language: 'go',
      buggyCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	fields := strings.Fields(string(data))
	nums := make([]int, len(fields))
	for i, f := range fields {
		nums[i], _ = strconv.Atoi(f)
	}
	if len(nums) == 0 {
		fmt.Println("empty")
		return
	}
	lo, hi := 0, nums[0]
	for i := 0; i < len(nums)-1; i++ {
		if nums[i] < lo {
			lo = nums[i]
		}
		if nums[i] > hi {
			hi = nums[i]
		}
	}
	fmt.Println(lo, hi)
}
`,
      fixedCode: String.raw`package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

func main() {
	data, _ := io.ReadAll(bufio.NewReader(os.Stdin))
	fields := strings.Fields(string(data))
	nums := make([]int, len(fields))
	for i, f := range fields {
		nums[i], _ = strconv.Atoi(f)
	}
	if len(nums) == 0 {
		fmt.Println("empty")
		return
	}
	lo, hi := nums[0], nums[0]
	for i := 0; i < len(nums); i++ {
		if nums[i] < lo {
			lo = nums[i]
		}
		if nums[i] > hi {
			hi = nums[i]
		}
	}
	fmt.Println(lo, hi)
}
`,
      expectedBehavior: 'Input: integers separated by whitespace. Output: "min max", or "empty".',
      hints: [
        'What happens to lo when every number is positive?',
        'Which index does the loop visit last?',
      ],
      testCases: [
        tc('3 1 2\n', '1 3', false),
        tc('-5 -2 -9\n', '-9 -2', false),
        tc('4\n', '4 4'),
        tc('\n', 'empty'),
        tc('1 2 10\n', '1 10'),
        tc('0 -1\n', '-1 0'),
      ],
      bugs: [
        {
          description:
            'lo starts at 0 instead of the first element, so the minimum of positive numbers comes out as 0.',
          testIndexes: [0, 2, 4],
        },
        {
          description:
            'The loop stops at len(nums) - 1 and never looks at the last number (off-by-one).',
          testIndexes: [1, 4, 5],
        },
      ],
    },
    {
      id: 'gp-reverse-string-rust',
      title: 'Reverse a Line',
      description:
        'This Rust program should print its input line reversed character by character (without the line break). It prints an empty line first, and crashes on accented letters. Find and fix the bugs.',
      language: 'rust',
      buggyCode: String.raw`use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let mut bytes = line.clone().into_bytes();
    bytes.reverse();
    let reversed = String::from_utf8(bytes).unwrap();
    println!("{}", reversed);
}
`,
      fixedCode: String.raw`use std::io;

fn main() {
    let mut line = String::new();
    io::stdin().read_line(&mut line).unwrap();
    let text = line.trim_end_matches(|c| c == '\n' || c == '\r');
    let reversed: String = text.chars().rev().collect();
    println!("{}", reversed);
}
`,
      expectedBehavior:
        'Input: one line of UTF-8 text. Output: the same text reversed by characters, e.g. "héllo" becomes "olléh".',
      hints: [
        'Does read_line keep the line break? Where does it end up after reversing?',
        'How many bytes does "é" take in UTF-8, and what happens to them when the bytes are reversed?',
      ],
      testCases: [
        tc('abc\n', 'cba', false),
        tc('racecar\n', 'racecar', false),
        tc('héllo\n', 'olléh'),
        tc('a\n', 'a'),
        tc('ab cd\n', 'dc ba'),
        tc('naïve café\n', 'éfac evïan'),
        tc('xyz', 'zyx'),
      ],
      bugs: [
        {
          description:
            'Reversing bytes splits multi-byte UTF-8 characters, so from_utf8 fails and unwrap panics; reverse chars() instead.',
          testIndexes: [2, 5],
        },
        {
          description:
            'The trailing newline from read_line is reversed to the front, printing an empty first line; strip it first.',
          testIndexes: [0, 1, 3, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'gp-linear-search',
      title: 'Linear Search',
      description:
        'Describe an algorithm that returns the position of the first occurrence of a target value in an unsorted list, or -1 if the value is not there.',
      requirements: [
        'Return the first matching position (positions start at 0)',
        'Return -1 when the value is absent',
        'Stop as soon as the answer is known',
      ],
      examples: [
        { scenario: 'list [4, 2, 7, 2], target 2', expectedApproach: '1' },
        { scenario: 'list [], target 5', expectedApproach: '-1' },
      ],
      evaluationCriteria: [
        'Loops over positions in order',
        'Compares each element with the target',
        'Returns the position immediately',
        'Returns -1 after the loop and handles empty lists and duplicates',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Loop over the positions from first to last',
            weight: 3,
            accept: [
              'each index',
              'each position',
              'every index',
              'each element',
              'every element',
              'from first to last',
              'for i = 0 to',
              'i = 0 to n',
              'for i in range',
              'for i from 0',
              'i < length',
            ],
          },
          {
            idea: 'Compare the element at the position with the target',
            weight: 3,
            accept: ['equals target', 'equal to target', 'compare target', 'matches target'],
          },
          {
            idea: 'Return the position as soon as it matches',
            weight: 2,
            accept: [
              'return index',
              'return position',
              'return the index',
              'return its index',
              '== t return i',
              '== target return i',
              '= target return i',
            ],
          },
          {
            idea: 'Return -1 after the loop if nothing matched',
            weight: 2,
            accept: [
              'not found',
              'no match',
              'return 1 after loop',
              'return 1 otherwise',
              'return -1 absent',
              'loop return -1',
              'absent return -1',
              'return -1',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty list',
            accept: ['empty list', 'list is empty', 'empty array', 'no elements'],
          },
          {
            case: 'Duplicates: the first occurrence wins',
            accept: ['first occurrence', 'duplicate', 'first match'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Returning -1 as soon as one element differs stops the search at the first mismatch; -1 may only be returned after every element has been checked.',
            patterns: [
              '!= target return 1',
              'not equal target return 1',
              'target != return 1',
              '!== target return 1',
            ],
          },
          {
            mistake:
              'Scanning from the end, or remembering every match and carrying on, returns the last occurrence; the scan must go from the first position and stop at the first match.',
            patterns: [
              'down 0',
              'loop backward',
              'loop revers',
              'result = i continue',
              'found = i continue',
              'index = i continue',
              'answer = i continue',
              'store i continue',
              'save i continue',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION search(list, target)
2.   FOR i from 0 to length of list - 1 (each index in order)
3.     IF list[i] equals target THEN RETURN i, its index (the first occurrence, so later duplicates are ignored)
4.   RETURN -1 because the value was not found
5. An empty list skips the loop and returns -1.`,
      },
    },
    {
      id: 'gp-reverse-array-in-place',
      title: 'Reverse an Array in Place',
      description:
        'Describe an algorithm that reverses the order of the elements of an array without creating a second array, using only a constant amount of extra memory.',
      requirements: [
        'Modify the array itself',
        'Use O(1) extra memory',
        'Work for arrays of any length',
      ],
      examples: [
        { scenario: '[1, 2, 3, 4]', expectedApproach: '[4, 3, 2, 1]' },
        { scenario: '[1, 2, 3]', expectedApproach: '[3, 2, 1]; the middle element stays.' },
      ],
      evaluationCriteria: [
        'Uses two indexes from both ends',
        'Swaps the elements',
        'Moves the indexes inwards until they meet',
        'Handles empty, single and odd-length arrays',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Start one index at the beginning and one at the end',
            weight: 3,
            accept: [
              'two pointers',
              'two indexes',
              'both ends',
              'left 0',
              'start and end',
              'first and last',
            ],
          },
          {
            idea: 'Swap the two elements (using a temporary variable)',
            weight: 3,
            accept: ['swap', 'exchange', 'temp', 'left right = right left', 'i j = j i'],
          },
          {
            idea: 'Move the indexes towards each other',
            weight: 2,
            accept: [
              'move inward',
              'increment left',
              'left 1',
              'towards each other',
              'decrement right',
              'right 1',
            ],
          },
          {
            idea: 'Stop when they meet or cross',
            weight: 2,
            accept: ['while left right', 'while i j', 'meet', 'cross'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty or single-element array',
            accept: [
              'empty array',
              'empty or single',
              'single element',
              'one element',
              'length 0',
              'length 1',
            ],
          },
          { case: 'Odd length: the middle element stays', accept: ['middle', 'odd'] },
        ],
        pitfalls: [
          {
            mistake:
              'With an even length the two indexes cross without ever being equal, so a loop that runs until they are equal never stops (and swaps pairs back); loop while left < right.',
            patterns: [
              'while left != right',
              'while i != j',
              'until left == right',
              'until i == j',
              'loop left != right',
              'stop left == right',
              'stop i == j',
            ],
          },
          {
            mistake:
              'Copying one element over the other before saving it loses a value; keep the first one in a temporary variable before overwriting it.',
            patterns: [
              'left = right right = left',
              'i = j j = i',
              'first = last last = first',
              'while i < j arr i = arr j',
            ],
          },
          {
            mistake:
              'The indexes must move towards each other: left goes up and right goes down, otherwise they leave the array.',
            patterns: [
              'left - 1 right +',
              'right + 1 left - 1',
              'decrement left increment right',
              'increment right decrement left',
              'left -= 1 right += 1',
              'right += 1 left -= 1',
            ],
          },
          {
            mistake:
              'Two indexes that walk towards each other must stop once they meet; letting left run on to the end of the array swaps every pair a second time and puts the array back as it was.',
            patterns: [
              'while left < length',
              'while left < len',
              'while left < size',
              'while left < n',
              'until left == length',
              'until left reach end',
            ],
          },
        ],
        modelAnswer: `1. SET left = 0 and right = length - 1 (two pointers at both ends)
2. WHILE left < right
3.   swap array[left] and array[right] using a temp variable
4.   SET left = left + 1 and right = right - 1 (move inward)
5. END WHILE when the pointers meet or cross
6. An empty or single element array does not enter the loop; for odd length the middle element stays in place.`,
        approaches: [
          {
            approach:
              'One index i from the start to the middle, swapped with its mirror position n - 1 - i',
            ideas: [
              {
                idea: 'Loop i from 0 up to the middle (n / 2, rounded down)',
                weight: 4,
                accept: [
                  'i < n / 2',
                  'i < floor n / 2',
                  'i < length / 2',
                  'i < len arr // 2',
                  'half',
                  'middle',
                ],
              },
              {
                idea: 'Swap arr[i] with its mirror arr[n - 1 - i] through a temporary variable',
                weight: 6,
                accept: ['n - 1 - i', 'length - 1 - i', 'len arr - 1 - i', 'mirror'],
              },
            ],
            modelAnswer: `1. SET n = length of arr
2. FOR i = 0 while i < Math.floor(n / 2) (up to the middle, rounded down)
3.   SET tmp = arr[i]; SET arr[i] = arr[n - 1 - i]; SET arr[n - 1 - i] = tmp (swap with the mirror position)
4. An empty or single element array does not enter the loop; for odd length the middle element stays in place.`,
          },
        ],
      },
    },
  ],
};
