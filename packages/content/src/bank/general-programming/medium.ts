import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'At most about how many comparisons does binary search need to find a value among 1,000,000 sorted elements?',
      options: {
        A: 'About 20',
        B: 'About 1,000',
        C: 'About 500,000',
        D: 'About 1,000,000',
      },
      correct: 'A',
      explanation:
        'Each comparison halves the range and 2^20 is about a million, so about 20 comparisons suffice.',
    },
    {
      question: 'What makes a function pure?',
      options: {
        A: 'It takes no parameters at all',
        B: 'It is shorter than ten lines and has no loops or branches',
        C: 'Same result for the same arguments, and no side effects',
        D: 'It never calls any other functions',
      },
      correct: 'C',
      explanation:
        'A pure function depends only on its inputs and changes nothing outside itself, which makes it easy to test and reason about.',
    },
    {
      question: 'What is a guard clause?',
      options: {
        A: 'A comment that warns readers about a known bug in the code',
        B: 'An early return that handles a special case up front',
        C: "A try/catch block wrapped around the whole program's main",
        D: 'A loop condition that can never become false',
      },
      correct: 'B',
      explanation:
        'Handling edge cases up front with an early return keeps the main path flat and readable.',
    },
    {
      question:
        'A loop starts with i = 1 and doubles i while i < n. For which n does its body run exactly 10 times?',
      options: {
        A: '10',
        B: '20',
        C: '100',
        D: '1024',
      },
      correct: 'D',
      explanation:
        'i takes the values 1, 2, 4, ..., 512, which is 10 values below 1024, showing that doubling loops run about log2(n) times.',
    },
    {
      question:
        'In Python or Java, a function appends an element to the list it received as a parameter. What does the caller see?',
      options: {
        A: 'It sees the new element, as both names share one list',
        B: 'Nothing, because parameters are always deep copies',
        C: 'A compile error, since parameters are read-only',
        D: 'A new list is returned to it automatically',
      },
      correct: 'A',
      explanation:
        'The reference is passed by value, so mutations through it are visible; rebinding the parameter would not be.',
    },
    {
      question: 'Which pair correctly describes a stack and a queue?',
      options: {
        A: 'Stack: first in, first out; queue: last in, first out',
        B: 'Both are first in, first out',
        C: 'Stack: last in, first out; queue: first in, first out',
        D: 'Both allow removal from any position',
      },
      correct: 'C',
      explanation:
        'A stack pops the most recent item (like plates); a queue serves the oldest (like a line).',
    },
    {
      question:
        'A loop over n items performs a binary search in a sorted list of n items at each step. What is the total time complexity?',
      options: {
        A: 'O(n)',
        B: 'O(n log n)',
        C: 'O(log n)',
        D: 'O(n^2 log n)',
      },
      correct: 'B',
      explanation: 'n iterations each doing O(log n) work give O(n log n).',
    },
    {
      question: 'How should two computed floating-point values be compared for equality?',
      options: {
        A: 'With == because floats are exact',
        B: 'By converting both to strings and comparing the text',
        C: 'By comparing only their integer parts',
        D: 'By checking their difference is below a small tolerance',
      },
      correct: 'D',
      explanation:
        'Rounding errors make exact equality unreliable (0.1 + 0.2 != 0.3), so use a tolerance suited to the values.',
    },
    {
      question: 'Why is the condition x != 0 && 10 / x > 1 safe when x is 0?',
      options: {
        A: '&& short-circuits, so the division never runs',
        B: 'Division by zero simply returns 0 instead of failing',
        C: 'The compiler reorders it to 10 / x > 1 && x != 0',
        D: 'It is not safe and will crash',
      },
      correct: 'A',
      explanation:
        'With && (and ||), the right operand is only evaluated when it can change the result.',
    },
    {
      question: 'Building a long string with s = s + piece inside a loop is slow in Java. Why?',
      options: {
        A: 'String addition is not allowed inside loops, so Java emulates it',
        B: 'Strings are written to disk between steps to save memory',
        C: 'Strings are immutable, so each step copies everything so far',
        D: 'Loops cannot contain string variables',
      },
      correct: 'C',
      explanation:
        'A StringBuilder (or "".join(parts) in Python) appends into a growing buffer and builds the result in linear time.',
    },
    {
      question:
        'A bug appeared somewhere in the last 200 commits. What is the fastest systematic way to find the commit that introduced it?',
      options: {
        A: 'Read all 200 diffs carefully one by one',
        B: 'Binary search over the history, e.g. git bisect',
        C: 'Revert the newest commit and rerun the failing tests',
        D: 'Test every commit in order, starting from the oldest one',
      },
      correct: 'B',
      explanation:
        'Halving the range of suspect commits each time needs only about log2(200), roughly 8, checks.',
    },
    {
      question: 'In Java, what is the value of Integer.MAX_VALUE + 1 (2147483647 + 1) as an int?',
      options: {
        A: '2147483648, because it grows to 64 bits',
        B: 'An exception is thrown',
        C: '0',
        D: '-2147483648, because it wraps around',
      },
      correct: 'D',
      explanation: "32-bit two's complement arithmetic wraps around silently on overflow.",
    },
    {
      question:
        'A list of people is sorted by name, then sorted again by age with a stable sort. In what order are they?',
      options: {
        A: 'By age, and by name among people of the same age',
        B: 'By name only',
        C: 'By age, with equal ages left in an arbitrary order',
        D: 'By name, and by age among people with the same name',
      },
      correct: 'A',
      explanation:
        'A stable sort keeps equal keys in their existing order, so the earlier name order survives within each age.',
    },
    {
      question:
        'You are writing tests for a function that returns the average of a list of numbers. Which input is the most important edge case to include?',
      options: {
        A: 'A list of ten positive numbers',
        B: 'A list sorted in ascending order',
        C: 'An empty list',
        D: 'A list with the number 5',
      },
      correct: 'C',
      explanation:
        'An empty list would divide by zero; the function must define what it returns or raise.',
    },
  ],
  coding: [
    {
      id: 'gp-balanced-brackets',
      title: 'Balanced Brackets',
      description:
        'Check whether the brackets in a line are balanced: every `(`, `[` and `{` is closed by the matching `)`, `]` or `}` in the correct order. Other characters are ignored.\n\n' +
        'Input: one or more lines to check (skip empty lines).\n\n' +
        'Output: `YES` or `NO` for each line.',
      examples: [
        {
          input: '([]{})\n([)]\n',
          output: 'YES\nNO',
          explanation: 'In the second line ) arrives while [ is still open.',
        },
        {
          input: 'f(a[0]) { return; }\n',
          output: 'YES',
          explanation: 'Letters and punctuation are ignored.',
        },
      ],
      constraints: ['At most 1000 lines of at most 10000 characters'],
      testCases: [
        tc('([]{})\n([)]\n', 'YES\nNO', false),
        tc('f(a[0]) { return; }\n', 'YES', false),
        tc('(((\n', 'NO'),
        tc('))\n', 'NO'),
        tc('no brackets here\n', 'YES'),
        tc('{[()()]}[]\n}{\n', 'YES\nNO'),
        tc('([{}])(\n', 'NO'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
OPEN, CLOSE = '([{', ')]}'
def balanced(length, deep):
    out, stack = [], []
    while len(out) + len(stack) < length:
        if stack and (random.random() < 0.5 and not deep or len(out) + 2 * len(stack) >= length):
            out.append(CLOSE[OPEN.index(stack.pop())])
        else:
            c = random.choice(OPEN)
            stack.append(c)
            out.append(c)
        if random.random() < 0.1 and not deep:
            out.append(random.choice('ab 1;'))
    while stack:
        out.append(CLOSE[OPEN.index(stack.pop())])
    return ''.join(out)[:length] if not deep else ''.join(out)
lines = []
for i in range(n):
    length = 10000 if mode in ('random', 'deep') else random.randint(1, 12)
    s = balanced(length - 1, mode == 'deep')
    k = i % 4
    if k == 1 and len(s) > 1:
        j = random.randrange(len(s))
        s = s[:j] + random.choice(OPEN + CLOSE) + s[j + 1:]
    elif k == 2:
        s = s + random.choice(OPEN)
    elif k == 3:
        s = random.choice(CLOSE) + s[1:]
    lines.append(s[:10000] if s.strip() else 'x')
    if mode == 'short' and i % 10 == 0:
        lines.append('')
print('\n'.join(lines))
`,
        tests: [
          { args: '20 random', label: '20 lines of 10,000 characters' },
          { args: '20 deep', label: '20 lines, nesting 5,000 deep' },
          { args: '900 short', label: '900 short lines and some empty lines' },
          { args: '1 deep', label: 'one line' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'too many lines'
assert all(len(line) <= 10000 for line in lines), 'line too long'
`,
        wrongSolutions: [
          {
            name: 'counts-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Only checks that each bracket kind opens and closes the same number of times, never the order',
            source: String.raw`import sys
out = []
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    ok = all(line.count(a) == line.count(b) for a, b in ('()', '[]', '{}'))
    out.append('YES' if ok else 'NO')
print('\n'.join(out))
`,
          },
          {
            name: 'unclosed-ignored',
            language: 'python3',
            mustFail: 'WA',
            why: 'Never checks that the stack is empty at the end, so unclosed brackets pass',
            source: String.raw`import sys
P = {')': '(', ']': '[', '}': '{'}
out = []
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    st, ok = [], True
    for ch in line:
        if ch in '([{':
            st.append(ch)
        elif ch in P and (not st or st.pop() != P[ch]):
            ok = False
            break
    out.append('YES' if ok else 'NO')
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

PAIRS = {')': '(', ']': '[', '}': '{'}
out = []
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    stack = []
    ok = True
    for ch in line:
        if ch in '([{':
            stack.append(ch)
        elif ch in PAIRS:
            if not stack or stack.pop() != PAIRS[ch]:
                ok = False
                break
    out.append('YES' if ok and not stack else 'NO')
print('\n'.join(out))
`,
      },
    },
    {
      id: 'gp-run-length-encoding',
      title: 'Run-Length Encoding',
      description:
        'Run-length encoding replaces each run of repeated characters by its length followed by the character: `aaabcc` becomes `3a1b2c`.\n\n' +
        'Input: one or more lines, each `encode TEXT` or `decode TEXT` (skip empty lines). For encode, TEXT consists of letters only (case-sensitive). For decode, TEXT is a valid encoding: a positive count (possibly several digits) followed by a letter, repeated.\n\n' +
        'Output: the encoded or decoded text for each line.',
      examples: [
        { input: 'encode aaabcc\n', output: '3a1b2c', explanation: 'Runs: aaa, b, cc.' },
        { input: 'decode 3a1b2c\n', output: 'aaabcc', explanation: 'The inverse operation.' },
      ],
      constraints: ['TEXT is 1 to 1000 characters', 'Decoded text is at most 10000 characters'],
      testCases: [
        tc('encode aaabcc\n', '3a1b2c', false),
        tc('decode 3a1b2c\n', 'aaabcc', false),
        tc('encode a\n', '1a'),
        tc('decode 12x\n', 'xxxxxxxxxxxx'),
        tc('encode aaaaaaaaaaaa\n', '12a'),
        tc('encode AaAA\n', '1A1a2A'),
        tc('decode 1a10b\nencode zzzy\n', 'abbbbbbbbbb\n3z1y'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
L = 'abcXYZ'
def runs():
    out, total, enc = [], 0, 0
    while True:
        c = random.choice(L)
        if out and out[-1][1] == c:
            continue
        k = random.randint(100, 999) if mode == 'longruns' else (1 if mode == 'single' else random.choice((1, 1, 2, 9, 10, 11, 12)))
        piece = len(str(k)) + 1
        if total + k > 1000 or enc + piece > 1000:
            break
        out.append((k, c))
        total += k
        enc += piece
    return out or [(1, 'a')]
lines = []
for i in range(n):
    r = runs()
    if i % 2:
        lines.append('encode ' + ''.join(c * k for k, c in r))
    else:
        lines.append('decode ' + ''.join('%d%s' % kc for kc in r))
    if i % 50 == 7:
        lines.append('')
print('\n'.join(lines))
`,
        tests: [
          { args: '300 mixed', label: '300 lines, texts up to 1,000 characters' },
          { args: '20 longruns', label: '20 lines, runs of hundreds of characters' },
          { args: '50 single', label: '50 lines, runs of length 1' },
          { args: '1 longruns', label: 'one line' },
        ],
        validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
for line in lines:
    if not line.strip():
        continue
    m = re.fullmatch(r'(encode|decode) (\S{1,1000})', line)
    assert m, 'bad line'
    text = m.group(2)
    if m.group(1) == 'encode':
        assert re.fullmatch(r'[A-Za-z]+', text), 'encode text must be letters'
    else:
        assert re.fullmatch(r'([1-9]\d*[A-Za-z])+', text), 'bad encoding'
        assert sum(int(k) for k in re.findall(r'\d+', text)) <= 10000, 'decoded text too long'
`,
        wrongSolutions: [
          {
            name: 'single-digit-counts',
            language: 'python3',
            mustFail: 'WA',
            why: 'Decodes by reading one digit and one letter at a time, so counts of 10 or more break',
            source: String.raw`import sys
out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) != 2:
        continue
    mode, t = p
    if mode == 'encode':
        res, i = [], 0
        while i < len(t):
            j = i
            while j < len(t) and t[j] == t[i]:
                j += 1
            res.append('%d%s' % (j - i, t[i]))
            i = j
        out.append(''.join(res))
    else:
        out.append(''.join(t[i + 1] * int(t[i]) for i in range(0, len(t) - 1, 2)))
print('\n'.join(out))
`,
          },
          {
            name: 'runs-capped-at-9',
            language: 'python3',
            mustFail: 'WA',
            why: 'Splits runs longer than 9 into pieces (as if counts had one digit), so 12 a becomes 9a3a',
            source: String.raw`import re, sys
out = []
for line in sys.stdin.read().split('\n'):
    p = line.split()
    if len(p) != 2:
        continue
    mode, t = p
    if mode == 'encode':
        res, i = [], 0
        while i < len(t):
            j = i
            while j < len(t) and t[j] == t[i] and j - i < 9:
                j += 1
            res.append('%d%s' % (j - i, t[i]))
            i = j
        out.append(''.join(res))
    else:
        out.append(''.join(c * int(k) for k, c in re.findall(r'(\d+)(\D)', t)))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

out = []
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) != 2:
        continue
    mode, text = parts
    if mode == 'encode':
        res = []
        i = 0
        while i < len(text):
            j = i
            while j < len(text) and text[j] == text[i]:
                j += 1
            res.append('%d%s' % (j - i, text[i]))
            i = j
        out.append(''.join(res))
    else:
        out.append(''.join(ch * int(n) for n, ch in re.findall(r'(\d+)(\D)', text)))
print('\n'.join(out))
`,
      },
    },
  ],
  debug: [
    {
      id: 'gp-binary-search-first',
      title: 'Binary Search for the First Occurrence',
      description:
        'This Kotlin program reads a sorted list of integers on the first line and then one target per line, and should print the index of the first occurrence of each target, or -1. It misses some targets that are present and returns a later index when there are duplicates. Find and fix the bugs.',
      language: 'kotlin',
      buggyCode: String.raw`fun firstIndex(arr: List<Int>, target: Int): Int {
    var lo = 0
    var hi = arr.size - 1
    while (lo < hi) {
        val mid = (lo + hi) / 2
        if (arr[mid] == target) return mid
        if (arr[mid] < target) lo = mid + 1 else hi = mid - 1
    }
    return -1
}

fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val arr = lines[0].split(" ").filter { it.isNotEmpty() }.map { it.toInt() }
    for (line in lines.drop(1)) {
        if (line.isBlank()) continue
        println(firstIndex(arr, line.trim().toInt()))
    }
}
`,
      fixedCode: String.raw`fun firstIndex(arr: List<Int>, target: Int): Int {
    var lo = 0
    var hi = arr.size - 1
    var ans = -1
    while (lo <= hi) {
        val mid = (lo + hi) / 2
        if (arr[mid] >= target) {
            if (arr[mid] == target) ans = mid
            hi = mid - 1
        } else {
            lo = mid + 1
        }
    }
    return ans
}

fun main(args: Array<String>) {
    val lines = generateSequence(::readLine).toList()
    val arr = lines[0].split(" ").filter { it.isNotEmpty() }.map { it.toInt() }
    for (line in lines.drop(1)) {
        if (line.isBlank()) continue
        println(firstIndex(arr, line.trim().toInt()))
    }
}
`,
      expectedBehavior:
        'Input: a sorted list on line 1 (possibly empty), then targets. Output: for each target the smallest index holding it, or -1.',
      hints: [
        'With lo < hi, is a range containing exactly one element ever examined?',
        'Finding the target at mid does not mean mid is the first occurrence. Where could an earlier one be?',
      ],
      testCases: [
        tc('1 3 5 7 9\n5\n9\n', '2\n4', false),
        tc('2 2 2 2\n2\n', '0', false),
        tc('1 3 5\n4\n0\n', '-1\n-1'),
        tc('7\n7\n', '0'),
        tc('1 1 2 3 3 3\n3\n1\n', '3\n0'),
        tc('\n5\n', '-1'),
      ],
      bugs: [
        {
          description:
            'The loop condition lo < hi stops before checking a one-element range, so targets at the last examined position are missed; use lo <= hi.',
          testIndexes: [0, 3],
        },
        {
          description:
            'Returning mid on the first hit gives an arbitrary occurrence; record it and keep searching the left half.',
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'gp-word-wrap-java',
      title: 'Greedy Word Wrap',
      description:
        'This Java program wraps text: the first line holds the width W, the second line the text. Words are placed greedily, separated by single spaces, so that no line is longer than W (a word longer than W goes on a line of its own). Lines that would be exactly W characters long are broken too early, and the last line never appears. Find and fix the bugs.',
      language: 'java',
      buggyCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int width = Integer.parseInt(reader.readLine().trim());
        String text = reader.readLine();
        if (text == null) text = "";
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String w : text.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (line.length() > 0 && line.length() + 1 + w.length() >= width) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(w);
        }
        for (String l : out) System.out.println(l);
    }
}
`,
      fixedCode: String.raw`import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        int width = Integer.parseInt(reader.readLine().trim());
        String text = reader.readLine();
        if (text == null) text = "";
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String w : text.trim().split("\\s+")) {
            if (w.isEmpty()) continue;
            if (line.length() > 0 && line.length() + 1 + w.length() > width) {
                out.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) line.append(' ');
            line.append(w);
        }
        if (line.length() > 0) out.add(line.toString());
        for (String l : out) System.out.println(l);
    }
}
`,
      expectedBehavior:
        'Input: W, then one line of text. Output: the wrapped lines, each at most W characters unless a single word is longer.',
      hints: [
        'May a line be exactly W characters long?',
        'When the loop ends, where is the text of the line being built?',
      ],
      testCases: [
        tc('10\nthe quick brown fox\n', 'the quick\nbrown fox', false),
        tc('5\nab cd ef\n', 'ab cd\nef', false),
        tc('3\nhello a\n', 'hello\na'),
        tc('20\none\n', 'one'),
        tc('7\naaa bbb ccc\n', 'aaa bbb\nccc'),
        tc('4\n\n', ''),
      ],
      bugs: [
        {
          description:
            'The break test uses >= width, so a line of exactly W characters is split; it should be > width.',
          testIndexes: [1, 4],
        },
        {
          description:
            'The last line is still in the builder when the loop ends and is never added to the output.',
          testIndexes: [0, 2, 3],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'gp-first-unique-char',
      title: 'First Non-Repeating Character',
      description:
        'Describe an algorithm that returns the first character of a string that occurs exactly once in it, in linear time.',
      requirements: [
        'Scan the string a constant number of times',
        'Return the earliest such character',
        'Say what is returned when there is none',
      ],
      examples: [
        { scenario: '"swiss"', expectedApproach: '"w" (s repeats; w comes before i).' },
        { scenario: '"aabb"', expectedApproach: 'None.' },
      ],
      evaluationCriteria: [
        'Counts characters in a map',
        'Scans a second time in original order',
        'Returns the first character with count 1',
        'Handles none found, empty input and letter case',
      ],
      rubric: {
        ideas: [
          {
            idea: 'First pass: count each character in a map',
            weight: 3,
            accept: ['count', 'frequenc', 'dictionary', 'hash map'],
          },
          {
            idea: 'Second pass over the string in its original order',
            weight: 3,
            accept: ['second pass', 'in order', 'again', 'second loop', 'insertion order'],
          },
          {
            idea: 'Return the first character whose count is 1',
            weight: 3,
            accept: ['equals 1', 'count 1', 'exactly once', 'count is 1', 'not repeated return'],
          },
          {
            idea: 'Return a "none" marker if the loop finishes',
            weight: 1,
            accept: ['none', 'null', 'not found', 'no such'],
          },
        ],
        edgeCases: [
          {
            case: 'Every character repeats',
            accept: ['every character repeats', 'all repeat', 'none', 'no unique'],
          },
          {
            case: 'Empty string',
            accept: ['empty string', 'string is empty', 'no characters', 'length 0'],
          },
          { case: 'Upper and lower case', accept: ['case'] },
        ],
        pitfalls: [
          {
            mistake:
              'A count greater than 1 marks a repeated character, so returning it gives the first repeating character instead of the first unique one.',
            patterns: [
              'count > 1 return c',
              'count > 1 return char',
              'count > 1 return s',
              'count >= 2 return c',
              'count >= 2 return char',
              'count greater 1 return c',
              'count greater 1 return char',
              'count greater 1 return s',
              'more once return c',
              'more once return char',
              'already seen return c',
              'already seen return char',
              'in seen return c',
              'in seen return char',
            ],
          },
          {
            mistake:
              'The map does not keep the order of the string, so the second pass must walk the string itself to find the earliest character with count 1.',
            patterns: [
              'key map 1 return key',
              'key dictionary 1 return key',
              'key counts 1 return key',
              'of object keys counts',
              'in object keys counts',
              'entry map 1 return',
              'entry dictionary 1 return',
              'entry counts 1 return',
              'each key count 1 return',
              'loop keys count 1 return',
            ],
          },
          {
            mistake:
              'A character whose count is 1 during the counting pass may appear again later, so the answer can only be decided after all counts are known.',
            patterns: [
              'increment count 1 return',
              '+= 1 == 1 return',
              'add 1 count == 1 return',
              'count + 1 == 1 return',
            ],
          },
          {
            mistake:
              'Removing a character from the map when it shows up again toggles it instead of counting it: its third occurrence adds it back and it looks unique; count every occurrence and keep repeated characters in the map.',
            patterns: [
              'in count remove',
              'already count remove',
              'in map remove',
              'already map remove',
              'seen count remove',
              'toggl',
            ],
          },
        ],
        modelAnswer: `1. SET counts = empty hash map from character to count
2. FOR each character c in s: increment counts[c] (first pass)
3. FOR each character c in s in order again (second pass)
4.   IF counts[c] equals 1 THEN RETURN c
5. RETURN none when every character repeats or the string is empty
6. Upper and lower case letters count as different characters unless s is lowercased first`,
      },
    },
    {
      id: 'gp-rotate-array',
      title: 'Rotate an Array by k',
      description:
        'Describe an algorithm that rotates an array of n elements to the right by k positions in place (the last k elements move to the front), using O(1) extra memory.',
      requirements: [
        'Modify the array itself with constant extra memory',
        'Run in O(n) time',
        'Accept any k, including values larger than n',
      ],
      examples: [
        { scenario: '[1, 2, 3, 4, 5], k = 2', expectedApproach: '[4, 5, 1, 2, 3]' },
        { scenario: '[1, 2, 3], k = 4', expectedApproach: 'Same as k = 1: [3, 1, 2].' },
      ],
      evaluationCriteria: [
        'Reduces k modulo n',
        'Reverses the whole array',
        'Reverses the two parts',
        'Handles k = 0, k > n, empty arrays',
      ],
      rubric: {
        ideas: [
          { idea: 'Reduce k modulo n', weight: 2, accept: ['k mod', 'modulo', 'remainder'] },
          {
            idea: 'Reverse the whole array',
            weight: 3,
            accept: [
              'reverse whole',
              'reverse entire',
              'reverse all',
              'reverse 0 n 1',
              'reverse full',
            ],
          },
          {
            idea: 'Reverse the first k elements',
            weight: 2,
            accept: ['reverse first k', 'first k elements', 'first k items', 'reverse 0 k 1'],
          },
          {
            idea: 'Reverse the remaining n - k elements',
            weight: 3,
            accept: [
              'reverse remaining',
              'reverse rest',
              'reverse last',
              'remaining n k',
              'last n k',
              'reverse k n 1',
            ],
          },
        ],
        edgeCases: [
          { case: 'k larger than n', accept: ['larger than n', 'greater than n', 'wraps'] },
          {
            case: 'k equal to 0 (or a multiple of n)',
            accept: ['k is zero', 'k equals 0', 'k equal 0', 'nothing to do', 'multiple of n'],
          },
          {
            case: 'Empty array',
            accept: ['empty array', 'array is empty', 'length 0', 'n is zero', 'no elements'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Shifting the array by one position k times costs O(n * k); three reversals rotate it in O(n).',
            patterns: [
              'repeat k times',
              'loop k times',
              'k times move',
              'k times shift',
              'k times rotat',
              'k times take last',
              'shift one k times',
              'rotate one k times',
            ],
          },
          {
            mistake:
              'Reversing the first k elements, then the rest, and only then the whole array rotates to the left; for a right rotation the whole array is reversed first.',
            patterns: [
              'reverse first k rest whole',
              'reverse first k remaining whole',
              'reverse first k rest entire',
              'reverse first k remaining entire',
              'reverse first k rest all',
              'reverse first k remaining all',
              'reverse 0 k 1 k n 1 0 n 1',
            ],
          },
          {
            mistake:
              'The rotation amount is k reduced modulo n (k mod n); n mod k gives an unrelated number and divides by zero when k is 0.',
            patterns: ['k becom n mod k', 'reduc k n mod k', 'replac k n mod k', 'n divided k'],
          },
        ],
        modelAnswer: `1. IF n is 0 THEN RETURN (an empty array needs nothing)
2. SET k = k mod n, so k larger than n wraps around
3. IF k is 0 THEN RETURN, nothing to do
4. reverse the whole array
5. reverse the first k elements
6. reverse the remaining n - k elements
7. Each reversal swaps pairs from both ends, so the time is O(n) and the extra memory O(1)`,
        approaches: [
          {
            approach: 'Cyclic replacements: each element moves straight to (i + k) mod n',
            ideas: [
              { idea: 'Reduce k modulo n', weight: 2, accept: ['k mod', 'modulo', 'remainder'] },
              {
                idea: 'Carry each element to index (i + k) mod n, taking the one found there along',
                weight: 4,
                accept: [
                  'i + k mod n',
                  'pos + k mod n',
                  'index + k mod n',
                  'current + k mod n',
                  '+ shift mod n',
                  '+ k mod n',
                ],
              },
              {
                idea: 'Follow the cycle until it returns to its start, then start the next cycle one further',
                weight: 2,
                accept: [
                  'until start',
                  'back start',
                  'returns start',
                  'start + 1',
                  'start += 1',
                  'next start',
                ],
              },
              {
                idea: 'Stop after n elements have been moved',
                weight: 2,
                accept: ['moved < n', 'count < n', 'moved n', 'count n', 'moves n', 'n moves'],
              },
            ],
            modelAnswer: `1. IF n is 0 THEN RETURN (an empty array needs nothing)
2. SET k = k mod n, so k larger than n wraps around; IF k is 0 THEN RETURN, nothing to do
3. SET moved = 0 and start = 0
4. WHILE moved < n:
5.    SET current = start and carry = a[start]
6.    REPEAT: SET next = (current + k) mod n, swap carry with a[next], SET current = next, add 1 to moved
7.    UNTIL current is back at start: that cycle is done
8.    SET start = start + 1 for the next cycle
9. Each element is moved once, so the time is O(n), and only carry and the counters are extra: O(1) memory`,
          },
        ],
      },
    },
  ],
};
