import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-3',
  order: 3,
  title: 'Arrays and Strings',
  description:
    'Store fixed-size data in arrays, and manipulate text with String, StringBuilder and common string methods.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare, initialise and iterate over one- and two-dimensional arrays',
    'Use java.util.Arrays for sorting, searching, filling and printing',
    'Apply common String methods and explain String immutability',
    'Build strings efficiently with StringBuilder',
  ],
  lesson: `## Arrays

An array holds a **fixed number** of elements of one type. Its length is set at creation and exposed as the field \`length\` (no parentheses). Elements are initialised to default values: \`0\` for numbers, \`false\` for booleans and \`null\` for references.

\`\`\`java
int[] scores = new int[5];            // [0, 0, 0, 0, 0]
int[] primes = {2, 3, 5, 7};          // array initialiser
scores[0] = 90;
System.out.println(primes.length);    // 4
for (int p : primes) System.out.print(p + " ");

int[][] grid = new int[3][4];         // 3 rows, 4 columns
grid[1][2] = 7;
\`\`\`

Accessing an index outside \`0 .. length - 1\` throws \`ArrayIndexOutOfBoundsException\`; Java checks every access, which prevents the silent memory corruption found in C. A two-dimensional array is really an array of arrays, so rows may even have different lengths ("jagged" arrays).

## The Arrays utility class

\`java.util.Arrays\` has static helpers you will use constantly: \`Arrays.sort(a)\` sorts in place, \`Arrays.binarySearch(a, key)\` finds a value in a sorted array, \`Arrays.fill(a, -1)\` sets every element, \`Arrays.copyOf(a, newLength)\` makes a resized copy, \`Arrays.equals(a, b)\` compares contents, and \`Arrays.toString(a)\` formats an array for printing. Printing an array directly shows something like \`[I@1b6d3586\`, its type and hash, not its contents.

## Strings

\`String\` is an immutable sequence of characters. Methods never modify the original; they return a new string.

\`\`\`java
String s = "  Hello, World  ";
s.trim();                 // "Hello, World" (strip() is Unicode-aware)
s.length();               // method, unlike array.length
"Java".charAt(0);         // 'J'
"banana".indexOf("an");   // 1
"a,b,c".split(",");       // ["a", "b", "c"]
"Hi".repeat(3);           // "HiHiHi"
String.join("-", "x", "y"); // "x-y"
"Apple".equalsIgnoreCase("apple"); // true
\`\`\`

Compare strings with \`equals\` and order them with \`compareTo\`, which returns a negative number, zero or a positive number. String literals with the same text may share one object in the string pool, which is why \`==\` sometimes appears to work on literals and then fails on strings built at run time. **Text blocks** (triple quotes, Java 15+) write multi-line strings without escape noise.

## StringBuilder

Because strings are immutable, \`result += piece\` inside a loop creates a new string each time, copying all previous characters: quadratic work for long outputs. \`StringBuilder\` keeps a growable buffer instead:

\`\`\`java
StringBuilder sb = new StringBuilder();
for (int i = 1; i <= 5; i++) {
    sb.append(i).append(i < 5 ? "," : "");
}
System.out.println(sb.toString());   // 1,2,3,4,5
sb.reverse();                        // StringBuilder can also reverse and insert
\`\`\`

Use \`StringBuilder\` whenever you assemble output in a loop, and plain concatenation for a handful of pieces, which the compiler already optimises.`,
  overview: {
    whatYouWillLearn: [
      'Arrays have a fixed length and default-initialised elements',
      'Out-of-range indexes throw ArrayIndexOutOfBoundsException',
      'java.util.Arrays sorts, searches, fills, copies and formats arrays',
      'Strings are immutable and compared with equals and compareTo',
      'Array length is a field while String length() is a method',
      'StringBuilder avoids quadratic copying when building text in loops',
    ],
    proTip:
      'Print arrays with Arrays.toString (or Arrays.deepToString for 2-D arrays) while debugging; println on the array itself only shows a hash.',
  },
  mcqs: [
    {
      question: 'What is the initial value of each element in new int[3]?',
      options: {
        A: 'null',
        B: '0',
        C: 'Undefined garbage values',
        D: '-1',
      },
      correct: 'B',
      explanation: 'Numeric array elements are initialised to zero.',
    },
    {
      question: 'How do you get the number of elements in an array named data?',
      options: {
        A: 'data.size()',
        B: 'data.length()',
        C: 'data.count',
        D: 'data.length read as a field',
      },
      correct: 'D',
      explanation: 'Arrays expose length as a field, without parentheses.',
    },
    {
      question: 'What happens when code reads data[5] from an array of length 5?',
      options: {
        A: 'An ArrayIndexOutOfBoundsException is thrown',
        B: 'It returns 0',
        C: 'It wraps around to the first element',
        D: 'It reads whatever memory follows the array',
      },
      correct: 'A',
      explanation: 'Valid indexes are 0 to 4, and Java checks every array access.',
    },
    {
      question: 'What does System.out.println(Arrays.toString(new int[]{3, 1})) print?',
      options: {
        A: '31',
        B: '3, 1 without brackets',
        C: '[3, 1]',
        D: '`[I@1b6d3586` (a type name and a hash code)',
      },
      correct: 'C',
      explanation: 'Arrays.toString formats the contents in square brackets separated by commas.',
    },
    {
      question: 'After String s = "java"; s.toUpperCase(); what is s?',
      options: {
        A: '"JAVA"',
        B: '"Java" with a capital J',
        C: 'null',
        D: '"java" unchanged',
      },
      correct: 'D',
      explanation: 'Strings are immutable; the uppercase result was returned and discarded.',
    },
    {
      question: 'Why is StringBuilder preferred when appending inside a long loop?',
      options: {
        A: 'It is thread-safe, so loops can append from several threads',
        B: 'It appends into one growable buffer instead of copying each time',
        C: 'It adds separators between the appended parts automatically',
        D: 'It compresses repeated text in memory, so long strings take less room',
      },
      correct: 'B',
      explanation:
        'Repeated += on String copies all previous characters each time, which is quadratic.',
    },
    {
      question: 'What does "apple".compareTo("banana") return?',
      options: {
        A: 'A positive number',
        B: 'Zero',
        C: 'A negative number',
        D: 'false',
      },
      correct: 'C',
      explanation: 'compareTo is negative when the receiver sorts before the argument.',
    },
    {
      question: 'Which call sorts the int array nums in ascending order in place?',
      options: {
        A: 'Arrays.sort(nums)',
        B: 'nums.sort()',
        C: 'Collections.sort(nums)',
        D: 'Sorter.of(nums).run()',
      },
      correct: 'A',
      explanation: 'Arrays.sort works on arrays; Collections.sort is for lists.',
    },
    {
      question: 'What does `"hello".substring(1, 3)` return?',
      options: {
        A: '`"ell"`',
        B: '`"ello"`',
        C: '`"el"`',
        D: '`"hel"`',
      },
      correct: 'C',
      explanation:
        '`substring(begin, end)` includes `begin` and excludes `end`, so it returns the characters at indexes 1 and 2.',
    },
    {
      question: 'What does `"a,b,,c".split(",")` return?',
      options: {
        A: 'An array of 3; empty parts are dropped',
        B: 'An array of 4 elements, one of them empty',
        C: 'A `List<String>` with 4 elements',
        D: 'An array of 2, split at the double comma',
      },
      correct: 'B',
      explanation:
        '`split` keeps empty strings between separators (only trailing empty strings are removed), giving `[a, b, , c]`.',
    },
    {
      question: 'Which `StringBuilder` method returns the finished `String`?',
      options: {
        A: '`build()`',
        B: '`getString()`',
        C: '`value()`',
        D: '`toString()`',
      },
      correct: 'D',
      explanation: '`StringBuilder.toString()` creates a `String` with the current contents.',
    },
    {
      question: 'What does `Arrays.equals(a, b)` compare for two `int[]` arrays?',
      options: {
        A: 'Their lengths and elements, position by position',
        B: 'Whether `a` and `b` refer to the very same array object',
        C: 'Only their lengths, not the values of their elements',
        D: 'Their hash codes, which are computed from identity',
      },
      correct: 'A',
      explanation:
        '`Arrays.equals` compares length and each pair of elements; `==` would compare identity.',
    },
  ],
  problems: [],
};
