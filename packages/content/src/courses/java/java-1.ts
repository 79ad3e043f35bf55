import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-1',
  order: 1,
  title: 'Java Basics: JVM, Types and Variables',
  description:
    'Understand how Java code is compiled and run on the JVM, write a main method, and use primitive types and variables.',
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
    proTip:
      'Use underscores in long numeric literals, such as 1_000_000; the compiler ignores them and readers will thank you.',
  },
  mcqs: [
    {
      question: 'What does the javac command produce from a .java file?',
      options: {
        A: 'Bytecode in .class files',
        B: 'A native .exe file',
        C: 'A .jar file ready to run with java -jar',
        D: 'Native machine code',
      },
      correct: 'A',
      explanation:
        "javac compiles source into platform-independent bytecode in .class files. The JVM's JIT compiler produces machine code later, at run time, and .jar archives are built by a separate packaging step.",
    },
    {
      question: 'What is the value of 7 / 2 when both operands are int?',
      options: {
        A: '3.5',
        B: '4 (rounded up)',
        C: '3',
        D: '3.0',
      },
      correct: 'C',
      explanation:
        'Dividing two ints produces an int, truncating the fractional part, so 7 / 2 is 3. You need a double operand, as in 7 / 2.0, to get 3.5.',
    },
    {
      question: 'What happens when an int variable holding Integer.MAX_VALUE is incremented?',
      options: {
        A: 'An ArithmeticException is thrown',
        B: 'It wraps around to Integer.MIN_VALUE',
        C: 'It is promoted to a long',
        D: 'It saturates at Integer.MAX_VALUE',
      },
      correct: 'B',
      explanation:
        "Java int arithmetic overflows silently using two's complement wrap-around. Math.addExact or Math.incrementExact is what throws ArithmeticException on overflow.",
    },
    {
      question: 'What does (int) 9.99 evaluate to?',
      options: {
        A: '10 (rounded up)',
        B: '9.99 (unchanged)',
        C: 'A compile error: lossy conversion',
        D: '9 (truncated)',
      },
      correct: 'D',
      explanation:
        'An explicit cast from double to int is allowed and truncates toward zero, giving 9. The lossy-conversion compile error only appears without the cast, as in int i = 9.99;.',
    },
    {
      question: 'How should two String values a and b be compared for equal contents?',
      options: {
        A: 'a == b',
        B: 'a.compareTo(b) == 1',
        C: 'a.equals(b)',
        D: 'a.hashCode() == b.hashCode()',
      },
      correct: 'C',
      explanation:
        'equals compares characters, while == compares object identity. compareTo returns 0 (not 1) for equal strings, and equal hash codes do not guarantee equal contents.',
    },
    {
      question: 'Which type does var x = 10L; give x?',
      options: {
        A: 'long',
        B: 'int',
        C: 'Long, the wrapper class',
        D: 'No fixed type until run time',
      },
      correct: 'A',
      explanation:
        'The L suffix makes a long literal, and var infers that primitive static type at compile time. var never makes a variable dynamically typed.',
    },
    {
      question: 'How many primitive types does Java have?',
      options: {
        A: 'Four: int, double, char, boolean',
        B: 'Nine, counting void',
        C: 'Seven, as char is an int',
        D: 'Eight',
      },
      correct: 'D',
      explanation:
        'byte, short, int, long, float, double, char and boolean. String is a reference type, and char is its own 16-bit primitive type.',
    },
    {
      question: 'What does the final keyword on a local variable mean?',
      options: {
        A: "The variable's object becomes immutable",
        B: 'The variable can be assigned exactly once',
        C: 'The variable is a compile-time constant',
        D: 'The variable is shared by all threads',
      },
      correct: 'B',
      explanation:
        'A final variable cannot be reassigned after its first assignment. If it refers to an object, that object can still be modified, and its value need not be known at compile time.',
    },
    {
      question: 'What is the value of -7 / 2 in Java when both operands are int?',
      options: {
        A: '-4',
        B: '-3',
        C: '-3.5',
        D: '4',
      },
      correct: 'B',
      explanation:
        "Java integer division truncates toward zero, so -3.5 becomes -3. Python's // floors instead and would give -4.",
    },
    {
      question: 'What happens when you compile long total = 3000000000; with no suffix?',
      options: {
        A: 'It compiles; the value is widened to long',
        B: 'A javac error: the int literal is too large',
        C: 'It compiles, but total ends up as -1294967296',
        D: 'A NumberFormatException at run time',
      },
      correct: 'B',
      explanation:
        'A literal without L is an int literal, and 3000000000 exceeds Integer.MAX_VALUE, so javac reports "integer number too large". Write 3_000_000_000L.',
    },
    {
      question:
        'A file named Main.java contains public class Hello { ... }. What happens when you run javac Main.java?',
      options: {
        A: 'It compiles to Hello.class',
        B: 'No error',
        C: 'A compile error',
        D: 'It compiles, but java Main fails',
      },
      correct: 'C',
      explanation:
        'A public class must live in a file with the same name, so javac rejects public class Hello in Main.java. Rename the file to Hello.java or the class to Main.',
    },
    {
      question: 'What does Integer.parseInt("12a") do?',
      options: {
        A: 'Returns 12',
        B: 'Returns 0',
        C: 'Throws NumberFormatException',
        D: 'Returns the code of the text, 0x12a',
      },
      correct: 'C',
      explanation:
        'parseInt requires the whole string to be a valid integer; any other character makes it throw NumberFormatException. It never silently truncates or returns a default.',
    },
  ],
  problems: [],
};
