import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'What does print(7 // 2) output in Python 3?',
      options: { A: '3.5', B: '3', C: '4', D: '3.0' },
      correct: 'B',
      explanation: '// is floor division; with two ints it returns the int 3.',
    },
    {
      question: 'What does print(3 / 2) output in Python 3?',
      options: { A: '1', B: '2', C: '1.5', D: '1.0' },
      correct: 'C',
      explanation: 'In Python 3, / is true division and always returns a float.',
    },
    {
      question: 'Which of these built-in types is immutable?',
      options: { A: 'tuple', B: 'list', C: 'dict', D: 'set' },
      correct: 'A',
      explanation: 'Tuples cannot be changed after creation; lists, dicts and sets can.',
    },
    {
      question: 'a = [1, 2]; a.append([3, 4]). What is len(a)?',
      options: { A: '4', B: '2', C: 'An error is raised', D: '3' },
      correct: 'D',
      explanation:
        'append adds its argument as one element (a nested list); extend would add 3 and 4 separately.',
    },
    {
      question: 'What is "python"[-1]?',
      options: { A: '"p"', B: '"n"', C: 'An IndexError', D: '"o"' },
      correct: 'B',
      explanation: 'Negative indexes count from the end; -1 is the last character.',
    },
    {
      question: 'What does a function return if it ends without a return statement?',
      options: { A: '0', B: 'An empty string', C: 'None', D: 'False' },
      correct: 'C',
      explanation: 'A function without an explicit return value returns None.',
    },
    {
      question: 'Which numbers does range(1, 5) produce?',
      options: { A: '1, 2, 3, 4', B: '1, 2, 3, 4, 5', C: '0, 1, 2, 3, 4', D: '2, 3, 4, 5' },
      correct: 'A',
      explanation: 'range includes the start and excludes the stop.',
    },
    {
      question: 'How does Python mark which statements belong to the body of an if?',
      options: {
        A: 'Curly braces { }',
        B: 'The keywords begin and end',
        C: 'A semicolon after each statement',
        D: 'Indentation after a line ending in a colon',
      },
      correct: 'D',
      explanation: 'Python uses the colon and consistent indentation to delimit blocks.',
    },
    {
      question: 'd = {"a": 1}. What do d.get("b") and d["b"] do?',
      options: {
        A: 'Both return None',
        B: 'Both raise KeyError',
        C: 'd.get("b") returns None; d["b"] raises KeyError',
        D: 'd.get("b") raises KeyError; d["b"] returns None',
      },
      correct: 'C',
      explanation:
        'get returns a default (None unless given) for a missing key, while indexing raises KeyError.',
    },
    {
      question: 'What is "Hi" * 3?',
      options: { A: '"HiHiHi"', B: '"Hi3"', C: 'A TypeError', D: '["Hi", "Hi", "Hi"]' },
      correct: 'A',
      explanation: 'Multiplying a string by an int repeats it.',
    },
    {
      question: 'x = 5, then x += 2 * 3 runs. What is x?',
      options: { A: '21', B: '11', C: '10', D: '8' },
      correct: 'B',
      explanation: 'The right side is evaluated first (2 * 3 = 6), then added: 5 + 6 = 11.',
    },
    {
      question: 'What is bool([])?',
      options: { A: 'True', B: 'None', C: 'An error', D: 'False' },
      correct: 'D',
      explanation: 'Empty containers (and 0, "", None) are falsy.',
    },
    {
      question: 'What does int("42") + 1 evaluate to?',
      options: { A: '"421" (a string)', B: '43 (an int)', C: 'A TypeError', D: '"43" (a string)' },
      correct: 'B',
      explanation: 'int() converts the string to the integer 42 before the addition.',
    },
    {
      question: 'What does "a,b,,c".split(",") return?',
      options: {
        A: "['a', 'b', 'c'] (the empty part is dropped)",
        B: "['a,b,,c'] (no split at all)",
        C: "['a', 'b', '', 'c'] (an empty string is kept)",
        D: "['a', 'b', None, 'c'] (None fills the gap)",
      },
      correct: 'C',
      explanation:
        'split with an explicit separator keeps empty strings between adjacent separators.',
    },
  ],
  coding: [
    {
      id: 'py-letter-grades',
      title: 'Letter Grades',
      description:
        'Convert exam scores to letter grades: 90-100 is A, 80-89 is B, 70-79 is C, 60-69 is D and below 60 is F.\n\n' +
        'Input: lines `name score` with an integer score from 0 to 100 (skip empty lines).\n\n' +
        'Output: for each line, `name: GRADE`, then a final line `average: X` with the average score rounded to 1 decimal place (the input always has at least one student).',
      examples: [
        {
          input: 'ana 91\nbo 78\n',
          output: 'ana: A\nbo: C\naverage: 84.5',
          explanation: '91 is an A, 78 a C; (91 + 78) / 2 = 84.5.',
        },
        { input: 'cy 60\n', output: 'cy: D\naverage: 60.0', explanation: '60 is the lowest D.' },
      ],
      constraints: [
        '1 to 1000 students',
        '0 <= score <= 100',
        'The average is never exactly halfway between two 1-decimal values (no rounding ties such as 84.25)',
      ],
      testCases: [
        tc('ana 91\nbo 78\n', 'ana: A\nbo: C\naverage: 84.5', false),
        tc('cy 60\n', 'cy: D\naverage: 60.0', false),
        tc('a 90\nb 89\nc 80\nd 79\n', 'a: A\nb: B\nc: B\nd: C\naverage: 84.5'),
        tc('x 59\ny 0\nz 100\n', 'x: F\ny: F\nz: A\naverage: 53.0'),
        tc('p 70\nq 69\n\n', 'p: C\nq: D\naverage: 69.5'),
        tc('m 1\nn 2\no 2\n', 'm: F\nn: F\no: F\naverage: 1.7'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
scores = []
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) != 2:
        continue
    name, score = parts[0], int(parts[1])
    scores.append(score)
    if score >= 90:
        grade = 'A'
    elif score >= 80:
        grade = 'B'
    elif score >= 70:
        grade = 'C'
    elif score >= 60:
        grade = 'D'
    else:
        grade = 'F'
    out.append('%s: %s' % (name, grade))
out.append('average: %.1f' % (sum(scores) / len(scores)))
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def score():
    if mode == 'random':
        return random.randint(0, 100)
    if mode == 'bounds':
        return random.choice((0, 59, 60, 69, 70, 79, 80, 89, 90, 100))
    if mode == 'max':
        return 100
    if mode == 'min':
        return 0
    raise SystemExit('unknown mode ' + mode)
scores = [score() for _ in range(n)]
# no rounding ties: the average is never exactly halfway between two 1-decimal values
while (20 * sum(scores)) % (2 * n) == n:
    i = random.randrange(n)
    scores[i] = scores[i] + 1 if scores[i] < 100 else scores[i] - 1
names = ['ana', 'bo', 'cy', 'Dee', 'e_f', 'x1']
print('\n'.join('%s%d %d' % (random.choice(names), i, s) for i, s in enumerate(scores)))
`,
        tests: [
          { args: '1000 random', label: '1,000 students, random scores' },
          { args: '1000 bounds', label: '1,000 students, scores on the grade boundaries' },
          { args: '1000 max', label: '1,000 students, all 100' },
          { args: '1000 min', label: '1,000 students, all 0' },
          { args: '1 random', label: 'one student' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert 1 <= len(lines) <= 1000, 'expected 1 to 1000 students'
total = 0
for l in lines:
    m = re.fullmatch(r'(\S+) (0|[1-9][0-9]*)', l)
    assert m, 'expected name score'
    s = int(m.group(2))
    assert 0 <= s <= 100, 'score out of range'
    total += s
n = len(lines)
assert (20 * total) % (2 * n) != n, 'the average must not be a rounding tie'
`,
        wrongSolutions: [
          {
            name: 'boundary-off-by-one',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses > instead of >=, so a score of exactly 90, 80, 70 or 60 gets the lower grade',
            source: String.raw`import sys

out = []
scores = []
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) != 2:
        continue
    name, score = parts[0], int(parts[1])
    scores.append(score)
    if score > 90:
        grade = 'A'
    elif score > 80:
        grade = 'B'
    elif score > 70:
        grade = 'C'
    elif score > 60:
        grade = 'D'
    else:
        grade = 'F'
    out.append('%s: %s' % (name, grade))
out.append('average: %.1f' % (sum(scores) / len(scores)))
print('\n'.join(out))
`,
          },
          {
            name: 'truncated-average',
            language: 'python3',
            mustFail: 'WA',
            why: 'Cuts the average to one decimal instead of rounding it, so 1.67 prints as 1.6',
            source: String.raw`import sys

out = []
scores = []
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if len(parts) != 2:
        continue
    name, score = parts[0], int(parts[1])
    scores.append(score)
    if score >= 90:
        grade = 'A'
    elif score >= 80:
        grade = 'B'
    elif score >= 70:
        grade = 'C'
    elif score >= 60:
        grade = 'D'
    else:
        grade = 'F'
    out.append('%s: %s' % (name, grade))
out.append('average: %.1f' % (int(sum(scores) * 10 / len(scores)) / 10))
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'py-digital-root',
      title: 'Digital Root',
      description:
        'The digital root of a non-negative integer is obtained by adding its digits, then adding the digits of the result, and so on until a single digit remains. For 38: 3 + 8 = 11, 1 + 1 = 2.\n\n' +
        'Input: one non-negative integer per line (up to 18 digits; skip empty lines).\n\n' +
        'Output: the digital root of each number, one per line.',
      examples: [
        {
          input: '38\n0\n',
          output: '2\n0',
          explanation: '38 -> 11 -> 2; 0 is already a single digit.',
        },
        { input: '9\n10\n', output: '9\n1', explanation: '9 stays 9; 10 -> 1.' },
      ],
      constraints: ['0 <= n <= 10^18', 'At most 1000 numbers'],
      testCases: [
        tc('38\n0\n', '2\n0', false),
        tc('9\n10\n', '9\n1', false),
        tc('999999999999999999\n', '9'),
        tc('123456789\n', '9'),
        tc('5\n19\n1000000000000000000\n', '5\n1\n1'),
        tc('987654321012345678\n', '9'),
        tc('\n77\n', '5'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if not s:
        continue
    while len(s) > 1:
        s = str(sum(int(c) for c in s))
    out.append(s)
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
out = []
for _ in range(n):
    if mode == 'random':
        out.append(random.randint(0, 10**18))
    elif mode == 'big':
        out.append(random.choice((10**18, 10**18 - 1, random.randint(10**17, 10**18), 2**59, 2**32, 2**31, 2**31 - 1)))
    elif mode == 'small':
        out.append(random.randint(0, 100))
    elif mode == 'nines':
        out.append(int('9' * random.randint(1, 18)))
    elif mode == 'zeros':
        out.append(0)
    else:
        raise SystemExit('unknown mode ' + mode)
print('\n'.join(map(str, out)))
`,
        tests: [
          { args: '1000 random', label: '1,000 numbers up to 10^18' },
          { args: '1000 big', label: '1,000 numbers near 10^18 and 2^31' },
          { args: '1000 nines', label: '1,000 numbers made of nines' },
          { args: '1000 zeros', label: '1,000 zeros' },
          { args: '1000 small', label: '1,000 numbers up to 100' },
        ],
        validator: String.raw`import re, sys
nums = [l.strip() for l in sys.stdin.read().split('\n') if l.strip()]
assert 1 <= len(nums) <= 1000, 'expected 1 to 1000 numbers'
for s in nums:
    assert re.fullmatch(r'0|[1-9][0-9]*', s), 'not a non-negative integer'
    assert int(s) <= 10**18, 'n over 10^18'
`,
        wrongSolutions: [
          {
            name: 'formula-without-zero',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses 1 + (n - 1) % 9 without the special case for 0, whose digital root is 0',
            source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if s:
        out.append(str(1 + (int(s) - 1) % 9))
print('\n'.join(out))
`,
          },
          {
            name: 'int32',
            language: 'c',
            mustFail: 'WA',
            why: 'Reads the number into a 32-bit int, but numbers go up to 10^18',
            source: String.raw`#include <stdio.h>

int main(void) {
    int n;
    while (scanf("%d", &n) == 1) {
        while (n >= 10) {
            int s = 0;
            while (n > 0) { s += n % 10; n /= 10; }
            n = s;
        }
        printf("%d\n", n);
    }
    return 0;
}
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'py-average-floor-division',
      title: 'Average of Numbers',
      description:
        'This Python program should print the average of the integers on its input with exactly two decimals, or `no data` when there are none. The average of 1 and 2 comes out as 1.00, and empty input crashes. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sys

nums = [int(x) for x in sys.stdin.read().split()]
total = 0
for n in nums:
    total += n
avg = total // len(nums)
print("%.2f" % avg)
`,
      fixedCode: String.raw`import sys

nums = [int(x) for x in sys.stdin.read().split()]
if not nums:
    print("no data")
else:
    total = 0
    for n in nums:
        total += n
    avg = total / len(nums)
    print("%.2f" % avg)
`,
      expectedBehavior:
        'Input: integers separated by whitespace. Output: their average with two decimals (e.g. 1.50), or "no data".',
      hints: [
        'Which operator performs true division in Python 3, and which one floors?',
        'What does floor division do with a negative total such as -3 // 2?',
        'What is len(nums) for empty input?',
      ],
      testCases: [
        tc('1 2\n', '1.50', false),
        tc('4 4 4\n', '4.00', false),
        tc('\n', 'no data'),
        tc('-1 -2\n', '-1.50'),
        tc('10\n', '10.00'),
        tc('1 1 2\n', '1.33'),
      ],
      bugs: [
        {
          description:
            'Floor division // drops the fractional part (and rounds negatives down); use / for the average.',
          testIndexes: [0, 3, 5],
        },
        { description: 'Empty input divides by zero; it must print "no data".', testIndexes: [2] },
      ],
    },
    {
      id: 'py-remove-negatives',
      title: 'Remove the Negative Numbers',
      description:
        'This Python 3 program should print the input integers with every negative number removed (zero is kept), in their original order, separated by spaces. Some negatives survive and some zeros disappear. Find and fix the bugs.',
      language: 'python3',
      buggyCode: String.raw`import sys

nums = [int(x) for x in sys.stdin.read().split()]
for n in nums:
    if n <= 0:
        nums.remove(n)
print(' '.join(map(str, nums)))
`,
      fixedCode: String.raw`import sys

nums = [int(x) for x in sys.stdin.read().split()]
kept = [n for n in nums if n >= 0]
print(' '.join(map(str, kept)))
`,
      expectedBehavior:
        'Input: integers separated by whitespace. Output: the non-negative ones in input order, separated by single spaces (an empty line if none remain).',
      hints: [
        "What happens to a for loop's position when the list it walks shrinks under it?",
        'Trace the program on "-1 -2 5".',
        'Is zero negative?',
      ],
      testCases: [
        tc('1 -2 3\n', '1 3', false),
        tc('-1 -2 5\n', '5', false),
        tc('0 4\n', '0 4'),
        tc('-5\n', ''),
        tc('3 -1 -1 -1 2\n', '3 2'),
        tc('0 0 -3 0\n', '0 0 0'),
      ],
      bugs: [
        {
          description:
            'Removing items from the list while iterating over it skips the element after each removal; build a new list instead.',
          testIndexes: [1, 4],
        },
        {
          description: 'The condition n <= 0 also removes zeros; only n < 0 should go.',
          testIndexes: [2, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'py-palindrome-phrase',
      title: 'Palindrome Phrase',
      description:
        'Describe an algorithm that decides whether a phrase reads the same forwards and backwards when you ignore letter case and everything that is not a letter or a digit, such as "A man, a plan, a canal: Panama".',
      requirements: [
        'Ignore case, spaces and punctuation',
        'Return True or False',
        'Use linear time',
      ],
      examples: [
        {
          scenario: '"Was it a car or a cat I saw?"',
          expectedApproach: 'Cleaned: "wasitacaroracatisaw", a palindrome: True.',
        },
        { scenario: '"Python"', expectedApproach: 'False.' },
      ],
      evaluationCriteria: [
        'Normalises case',
        'Keeps only letters and digits',
        'Compares from both ends or with the reverse',
        'Handles empty and one-character input',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Convert the text to lower case',
            weight: 2,
            accept: ['lower', 'casefold', 'upper case', 'uppercase'],
          },
          {
            idea: 'Keep only letters and digits',
            weight: 3,
            accept: [
              'isalnum',
              'alphanumeric',
              'letters digits',
              'remove punctuation',
              'remove non',
              'skip non',
              'filter',
              'replace ^',
              'lower replace',
            ],
          },
          {
            idea: 'Compare characters from both ends moving inwards (or compare with the reversed string)',
            weight: 3,
            accept: ['two pointers', 'both ends', 'left right', 'revers', 'i < j'],
          },
          {
            idea: 'Return False on the first mismatch, True otherwise',
            weight: 2,
            accept: ['return false', 'return true', 'mismatch'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty string or only punctuation (counts as a palindrome)',
            accept: ['empty string', 'only punctuation', 'nothing left'],
          },
          { case: 'A single character', accept: ['single character', 'one character', 'length 1'] },
        ],
        pitfalls: [
          {
            mistake:
              'Two equal characters only prove that this one pair agrees; the phrase is a palindrome only after every pair has matched, so True can only be returned once the pointers have met.',
            patterns: [
              'left == right return true',
              'left right equal return true',
              'left right match return true',
              'left right same return true',
              'l == r return true',
              'i == j return true',
              'front == back return true',
            ],
          },
          {
            mistake:
              'The answers are swapped: two characters that differ prove the phrase is not a palindrome (False), while a matching pair just lets the scan continue.',
            patterns: [
              'left != right return true',
              'left right differ return true',
              'left right mismatch return true',
              'mismatch return true',
              'l != r return true',
              'i != j return true',
              'left == right return false',
              'l == r return false',
              'differ return true',
              'different return true',
            ],
          },
          {
            mistake:
              'The scan must continue while the left index is still before the right one (left < right); with left > right the loop never starts and every phrase comes out as a palindrome.',
            patterns: [
              'while left > right',
              'while left greater right',
              'while right < left',
              'while right less left',
              'while left >= right',
              'while right <= left',
              'while l > r',
              'while r < l',
              'while i > j',
              'while j < i',
            ],
          },
          {
            mistake:
              'Digits are part of the phrase too: keeping only letters (isalpha) throws them away, so "1a2" would wrongly read as a palindrome; keep letters and digits (isalnum).',
            patterns: ['isalpha', 'alphabetic', 'letter not digit', 'letters without digits'],
          },
          {
            mistake:
              'The cleaned string has to be compared with the reverse of the cleaned string itself; reversing the original or merely lower-cased text keeps its spaces and punctuation, so real palindromic phrases are rejected.',
            patterns: [
              'rev = lower',
              'reversed(text)',
              'reversed(lowered)',
              'reverse original',
              'original reversed',
              'original [::-1]',
              'cleaned == original',
              'cleaned == lowered',
              '== text.lower()[::-1]',
              'compare cleaned original',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION is_palindrome(text)
2.   SET cleaned = the lower case version of text, keeping only alphanumeric characters (isalnum), so we remove punctuation and spaces
3.   SET left = 0, right = length of cleaned - 1 (two pointers at both ends)
4.   WHILE left < right
5.     IF cleaned[left] != cleaned[right] THEN RETURN False (mismatch)
6.     SET left = left + 1, right = right - 1
7.   RETURN True
8. An empty string (or only punctuation) and a single character return True because the loop never runs.`,
      },
    },
    {
      id: 'py-word-frequency',
      title: 'Word Frequencies',
      description:
        'Describe an algorithm that reads a piece of text and reports the five most frequent words with their counts. Words are case-insensitive and punctuation is not part of a word. When two words have the same count, list them alphabetically.',
      requirements: [
        'Treat "The" and "the" as the same word',
        'Report at most five words, most frequent first',
        'Break ties alphabetically',
      ],
      examples: [
        { scenario: '"The cat and the hat."', expectedApproach: 'the 2, and 1, cat 1, hat 1.' },
        { scenario: '""', expectedApproach: 'Nothing to report.' },
      ],
      evaluationCriteria: [
        'Normalises case and strips punctuation',
        'Counts with a dictionary',
        'Sorts by count descending and word ascending',
        'Takes the first five and handles empty text',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Lower-case the text so that Word and word count as one',
            weight: 1,
            accept: ['lower', 'casefold', 'case insensitive', 'ignore case'],
          },
          {
            idea: 'Split the text into words without punctuation',
            weight: 1,
            accept: [
              'findall',
              'split words',
              'split into words',
              'remove punctuation',
              'strip punctuation',
              'split whitespace',
              'regex words',
            ],
          },
          {
            idea: 'Count each word in a dictionary (or Counter)',
            weight: 3,
            accept: [
              'dictionary',
              'dict',
              'counter',
              'hash map',
              'count each word',
              'increment count',
            ],
          },
          {
            idea: 'Sort by count descending, then by word ascending',
            weight: 3,
            accept: [
              'sort count descend',
              'sort by count',
              'sorted key',
              'highest count first',
              'count desc',
              'negative count',
            ],
          },
          {
            idea: 'Take the first five entries',
            weight: 2,
            accept: [
              'first five',
              'first 5',
              'top five',
              'top 5',
              '5 entries',
              'five entries',
              'most common 5',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty text or text without words',
            accept: ['no words', 'words is empty', 'empty text', 'fewer than five', 'fewer than 5'],
          },
          { case: 'Ties broken alphabetically', accept: ['tie', 'alphabetical', 'same count'] },
        ],
        pitfalls: [
          {
            mistake:
              'The report must open with the most frequent words, so counts are ordered from high to low; ordering them from low to high puts the rarest words first.',
            patterns: [
              'least frequent first',
              'sort lowest count first',
              'lowest count come first',
              'least common first',
              'rarest first',
              'count ascend first five',
              'count ascend first 5',
            ],
          },
          {
            mistake:
              'Reversing the whole (count, word) sort also reverses the tie-break, so words with equal counts come out from Z to A; negate the count and keep the words in ascending order.',
            patterns: [
              'count word reverse',
              'tie word descend',
              'tie reverse alphabetical',
              'word reverse alphabetical',
              'key 1 0 reverse',
              'key count word reverse',
            ],
          },
          {
            mistake:
              'After sorting from most to least frequent, the five most frequent words are at the front of the list; taking the last five reports the rarest ones.',
            patterns: ['last five', 'last 5', 'bottom five', 'bottom 5'],
          },
          {
            mistake:
              'The five words have to be picked after sorting by count: taking the first five entries of the unsorted dictionary chooses words by first appearance, not by frequency.',
            patterns: [
              'first five counts items',
              'first 5 counts items',
              'first five dictionary',
              'first 5 dictionary',
              'first five dict',
              'first 5 dict',
              'five before sort',
              '5 before sort',
              'slice before sort',
              'first five unsorted',
              'first 5 unsorted',
              'unsorted first five',
              'unsorted first 5',
              'sort those five',
              'sort these five',
              'sort those 5',
              'sort these 5',
            ],
          },
        ],
        modelAnswer: `1. SET words = all runs of letters in the lower case text (re.findall), which strips punctuation
2. IF words is empty THEN output nothing and stop
3. SET counts = empty dictionary
4. FOR each word in words: increment count, counts[word] = counts.get(word, 0) + 1
5. SET ranked = sorted(counts.items(), key = (negative count, word)), so we sort by count descending and ties by alphabetical order
6. FOR each (word, count) in the first five entries of ranked (fewer than five is fine)
7.   PRINT word and count`,
      },
    },
  ],
};
