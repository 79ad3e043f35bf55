import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-3',
  order: 3,
  title: 'Functions, Scope and Storage Duration',
  description: 'Split programs into functions with prototypes, understand pass-by-value, and control lifetime and visibility with static and extern.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare prototypes and define functions with parameters and return values',
    'Explain pass-by-value and how to return several results',
    'Distinguish block, file and function scope and automatic versus static storage',
    'Write recursive functions with correct base cases',
  ],
  lesson: `## Declaring and defining functions

A function **definition** contains the body; a **declaration** (prototype) only states the name, return type and parameter types so the compiler can check calls that appear before the definition or in other files.

\`\`\`c
#include <stdio.h>

int gcd(int a, int b);          /* prototype */

int main(void) {
    printf("%d\\n", gcd(84, 36)); /* 12 */
    return 0;
}

int gcd(int a, int b) {         /* definition */
    while (b != 0) {
        int r = a % b;
        a = b;
        b = r;
    }
    return a;
}
\`\`\`

A function that takes no arguments should be declared with \`(void)\`: in C before C23, empty parentheses meant "unspecified arguments" and disabled checking. A function returning \`void\` returns nothing. Prototypes for functions shared across files go in header files, covered later.

## Pass-by-value

C passes every argument **by value**: the function receives a copy. Changing a parameter inside the function does not change the caller's variable. To let a function modify a caller's variable, or return several results, pass the variable's **address** and write through the pointer:

\`\`\`c
void divmod(int a, int b, int *quot, int *rem) {
    *quot = a / b;
    *rem = a % b;
}
int q, r;
divmod(17, 5, &q, &r);   /* q = 3, r = 2 */
\`\`\`

This is exactly why \`scanf\` needs \`&x\`. Arrays are the apparent exception: an array argument decays into a pointer to its first element, so a function can modify the caller's array elements.

## Scope and storage duration

**Scope** is where a name is visible; **storage duration** is how long the object lives.

- Variables declared inside a block have **block scope** and, by default, **automatic** storage: they are created when the block starts and destroyed when it ends. Their initial value is indeterminate unless you initialise them, so always do.
- Variables declared outside any function have **file scope** and **static** storage: they live for the whole program and start at zero.
- A local variable marked \`static\` keeps its value between calls, while remaining visible only inside its function.
- At file level, \`static\` means **internal linkage**: the name is private to that source file. \`extern\` declares a variable defined in another file.

\`\`\`c
int next_id(void) {
    static int counter = 0;    /* initialised once, persists across calls */
    return ++counter;
}
\`\`\`

Never return the address of an automatic local variable; it dies when the function returns, leaving a **dangling pointer**.

## Recursion

A function may call itself. Each call gets its own parameters and locals on the call stack, so a recursive solution needs a **base case** that stops the recursion, and each step must move toward it. Deep recursion can overflow the stack, which is typically limited to a few megabytes, so iterative versions are preferred for very deep problems.`,
  overview: {
    whatYouWillLearn: [
      'Prototypes let the compiler check calls before a function is defined',
      'Empty parameter lists should be written (void) in pre-C23 code',
      'All arguments are passed by value; pointers let functions modify caller data',
      'Automatic locals live for their block and start indeterminate',
      'static locals persist between calls and static globals are file-private',
      'Recursion needs a base case and consumes stack space per call',
    ],
    proTip: 'Mark every helper function that is not used by other files as static; it documents intent and lets the compiler optimise and warn about unused code.',
  },
  mcqs: [
    {
      question: 'What is the purpose of a function prototype?',
      options: {
        A: 'To allocate memory for the function',
        B: 'To let the compiler check calls to a function defined later or elsewhere',
        C: 'To make the function run faster',
        D: 'To export the function to other languages',
      },
      correct: 'B',
      explanation: 'A prototype declares the signature so calls can be type-checked.',
    },
    {
      question: 'After void inc(int x) { x++; } and int a = 5; inc(a);, what is a?',
      options: { A: '6', B: '0', C: 'Undefined', D: '5' },
      correct: 'D',
      explanation: 'inc receives a copy of a, so the caller\'s variable is unchanged.',
    },
    {
      question: 'What does the static keyword do to a local variable inside a function?',
      options: {
        A: 'It keeps its value between calls of the function',
        B: 'It makes it visible to other files',
        C: 'It makes it read-only',
        D: 'It allocates it on the heap',
      },
      correct: 'A',
      explanation: 'A static local has static storage duration but block scope.',
    },
    {
      question: 'What is the initial value of an uninitialised automatic local int?',
      options: { A: 'Always 0', B: 'Always -1', C: 'Indeterminate; reading it is a bug', D: 'The value from the previous call' },
      correct: 'C',
      explanation: 'Automatic variables are not initialised, unlike static ones.',
    },
    {
      question: 'What does static mean on a function or global variable at file level?',
      options: {
        A: 'It is allocated on the stack',
        B: 'It can be called only once',
        C: 'It is shared by all threads automatically',
        D: 'It has internal linkage and is private to that source file',
      },
      correct: 'D',
      explanation: 'File-level static hides the name from the linker\'s view of other files.',
    },
    {
      question: 'How can a C function give back two results to its caller?',
      options: {
        A: 'By using two return statements',
        B: 'By writing through pointer parameters supplied by the caller',
        C: 'By declaring the parameters as ref',
        D: 'It cannot; C functions return one value only',
      },
      correct: 'B',
      explanation: 'The caller passes addresses and the function stores results through them (or returns a struct).',
    },
    {
      question: 'Why is returning the address of an automatic local variable a bug?',
      options: {
        A: 'The variable no longer exists after the function returns, so the pointer dangles',
        B: 'Addresses cannot be returned in C',
        C: 'The compiler copies the variable to the heap',
        D: 'It causes a compile-time syntax error',
      },
      correct: 'A',
      explanation: 'The local\'s lifetime ends at return, and using the pointer afterwards is undefined behaviour.',
    },
    {
      question: 'What does every correct recursive function need?',
      options: {
        A: 'A global variable',
        B: 'At least two parameters',
        C: 'A base case that stops further recursive calls',
        D: 'A static local counter',
      },
      correct: 'C',
      explanation: 'Without a reachable base case, recursion continues until the stack overflows.',
    },
  ],
  problems: [],
};
