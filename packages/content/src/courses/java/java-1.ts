import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-1',
  order: 1,
  title: 'Java Basics: JVM, Types and Variables',
  description: 'Understand how Java code is compiled and run on the JVM, write a main method, and use primitive types and variables.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain the roles of the JDK, javac, bytecode and the JVM',
    'Write and run a class with a main method',
    'Use the eight primitive types and String',
    'Apply casting, integer division and overflow rules correctly',
  ],
  lesson: `## How Java runs

Java source code lives in \`.java\` files. The compiler \`javac\`, part of the **JDK** (Java Development Kit), translates it into **bytecode** stored in \`.class\` files. The **JVM** (Java Virtual Machine) loads that bytecode and runs it, compiling hot code paths to native machine code just in time. Because bytecode is the same on every platform, the same compiled program runs on Windows, Linux and macOS: "write once, run anywhere". Use a long-term-support release such as Java 21 or 25; new language features arrive every six months.

\`\`\`java
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, Java!");
        int year = 2026;
        System.out.println("Year: " + year);
    }
}
\`\`\`

Save it as \`Hello.java\` (a public class must live in a file with the same name), compile with \`javac Hello.java\`, and run with \`java Hello\`. For single files, \`java Hello.java\` compiles and runs in one step. Execution starts at \`public static void main(String[] args)\`, and \`args\` holds the command-line arguments.

## Static typing and primitives

Java is **statically typed**: every variable has a type fixed at compile time, and the compiler rejects mismatches before the program runs. There are eight primitive types:

| Type | Size | Example |
|------|------|---------|
| \`byte\`, \`short\`, \`int\`, \`long\` | 8, 16, 32, 64 bits | \`int n = 42; long big = 9_000_000_000L;\` |
| \`float\`, \`double\` | 32, 64 bits | \`double price = 9.99;\` |
| \`char\` | 16-bit UTF-16 unit | \`char c = 'A';\` |
| \`boolean\` | true or false | \`boolean ok = true;\` |

Everything else, including \`String\` and arrays, is a **reference type**. Local variables can use \`var\` to let the compiler infer the type (\`var names = new ArrayList<String>();\`), but the variable is still statically typed. \`final\` makes a variable assignable only once.

## Arithmetic rules

Dividing two integers produces an integer, truncating toward zero: \`7 / 2\` is \`3\` and \`-7 / 2\` is \`-3\`. If either operand is a \`double\`, the result is a \`double\`. Integer arithmetic **overflows silently**: \`Integer.MAX_VALUE + 1\` wraps around to \`Integer.MIN_VALUE\`, so use \`long\` for large totals or \`Math.addExact\` to get an exception instead.

Widening conversions (int to long, int to double) happen automatically. Narrowing requires an explicit **cast**, which may lose information:

\`\`\`java
double d = 9.99;
int whole = (int) d;          // 9: the fraction is dropped
long total = 3_000_000_000L;  // the L suffix makes a long literal
int parsed = Integer.parseInt("123");
\`\`\`

Strings are compared with \`equals\`, not \`==\`, because \`==\` on reference types compares identity; this is one of the most common beginner bugs.`,
  overview: {
    whatYouWillLearn: [
      'javac compiles source to bytecode and the JVM executes it on any platform',
      'Execution starts at public static void main(String[] args)',
      'Java is statically typed with eight primitive types and reference types',
      'var infers a local variable type without making it dynamic',
      'Integer division truncates and integer overflow wraps silently',
      'Narrowing conversions require explicit casts',
    ],
    proTip: 'Use underscores in long numeric literals, such as 1_000_000; the compiler ignores them and readers will thank you.',
  },
  mcqs: [
    {
      question: 'What does the javac command produce from a .java file?',
      options: { A: 'Bytecode in .class files', B: 'A native executable', C: 'JavaScript', D: 'An assembly listing' },
      correct: 'A',
      explanation: 'javac compiles source into platform-independent bytecode that the JVM runs.',
    },
    {
      question: 'What is the value of 7 / 2 when both operands are int?',
      options: { A: '3.5', B: '4', C: '3', D: '3.0' },
      correct: 'C',
      explanation: 'Integer division truncates the fractional part.',
    },
    {
      question: 'What happens when an int variable holding Integer.MAX_VALUE is incremented?',
      options: {
        A: 'An ArithmeticException is thrown',
        B: 'It wraps around to Integer.MIN_VALUE',
        C: 'It is promoted to long automatically',
        D: 'It stays at Integer.MAX_VALUE',
      },
      correct: 'B',
      explanation: 'Java int arithmetic overflows silently using two\'s complement wrap-around.',
    },
    {
      question: 'What does (int) 9.99 evaluate to?',
      options: { A: '10', B: '9.99', C: 'A compile error', D: '9' },
      correct: 'D',
      explanation: 'Casting a double to int truncates toward zero.',
    },
    {
      question: 'How should two String values be compared for equal contents?',
      options: { A: 'a == b', B: 'a.compareTo(b) == 1', C: 'a.equals(b)', D: 'a.hashCode() == b.hashCode()' },
      correct: 'C',
      explanation: 'equals compares characters, while == compares object identity.',
    },
    {
      question: 'Which type does var x = 10L; give x?',
      options: { A: 'long', B: 'int', C: 'Object', D: 'It stays untyped until run time' },
      correct: 'A',
      explanation: 'The L suffix makes a long literal, and var infers that static type.',
    },
    {
      question: 'How many primitive types does Java have?',
      options: { A: 'Four', B: 'Six', C: 'Ten', D: 'Eight' },
      correct: 'D',
      explanation: 'byte, short, int, long, float, double, char and boolean.',
    },
    {
      question: 'What does the final keyword on a local variable mean?',
      options: {
        A: 'The variable is deleted after use',
        B: 'The variable can be assigned only once',
        C: 'The variable is shared by all threads',
        D: 'The variable is stored on the heap',
      },
      correct: 'B',
      explanation: 'A final variable cannot be reassigned after its first assignment.',
    },
  ],
  problems: [],
};
