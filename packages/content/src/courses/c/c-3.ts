import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-3',
  order: 3,
  title: 'Functions, Scope and Storage Duration',
  description:
    'Split programs into functions with prototypes, understand pass-by-value, and control lifetime and visibility with static and extern.',
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
    proTip:
      'Mark every helper function that is not used by other files as static; it documents intent and lets the compiler optimise and warn about unused code.',
  },
  mcqs: [
    {
      question: 'What is the purpose of a function prototype such as `int gcd(int a, int b);`?',
      options: {
        A: "To reserve stack space for the function's locals ahead of time",
        B: 'To let the compiler check calls that come before the definition',
        C: 'To tell the linker which object file holds the body',
        D: 'To make the function visible only inside the source file that declares it',
      },
      correct: 'B',
      explanation:
        'A prototype states the name, return type and parameter types, so calls can be type-checked before the definition is seen.',
    },
    {
      question: 'After `void inc(int x) { x++; }` and `int a = 5; inc(a);`, what is `a`?',
      options: {
        A: '`6`, because `inc` incremented the variable it was given',
        B: '`6`, because an `int` argument is passed by reference',
        C: '`5`, because `inc` changed only its own copy',
        D: 'Indeterminate, because `x` dies when `inc` returns',
      },
      correct: 'C',
      explanation:
        "C passes arguments by value, so `inc` increments a copy and the caller's `a` stays 5.",
    },
    {
      question: 'What does the `static` keyword do to a local variable inside a function?',
      options: {
        A: 'It keeps its value from one call of the function to the next call',
        B: 'It makes the variable visible to every function in the same file',
        C: 'It asks the compiler to keep the variable in a CPU register',
        D: 'It resets the variable to zero at the start of every call',
      },
      correct: 'A',
      explanation:
        'A static local has static storage duration (it lives for the whole run) but keeps block scope.',
    },
    {
      question:
        'What is the initial value of an automatic local `int` declared without an initialiser?',
      options: {
        A: 'Zero, exactly like a variable declared at file scope',
        B: 'Indeterminate, so reading it before assigning is a bug',
        C: 'The value the same variable held at the end of the last call',
        D: '`-1`, which the compiler uses to mark unset variables',
      },
      correct: 'B',
      explanation:
        'Automatic variables are not initialised, unlike objects with static storage, which start at zero.',
    },
    {
      question: 'What does `static` mean on a function or a global variable at file level?',
      options: {
        A: 'The object is created on the stack when the program starts',
        B: 'Other files can reach the name by declaring it `extern`',
        C: 'The variable can be read but never modified after initialisation',
        D: 'Internal linkage: the name is private to its translation unit',
      },
      correct: 'D',
      explanation:
        'File-level `static` gives internal linkage, hiding the name from other translation units.',
    },
    {
      question: 'How can a C function give back two results to its caller?',
      options: {
        A: 'By writing through pointers that the caller passes in',
        B: "By marking its parameters with `&` in the function's definition",
        C: 'By using two `return` statements, one for each of the results',
        D: 'By returning a comma expression, `return q, r;`',
      },
      correct: 'A',
      explanation:
        'The caller passes addresses such as `&q` and the function writes the results through them (returning a struct also works).',
    },
    {
      question: 'Why is returning the address of an automatic local variable a bug?',
      options: {
        A: 'The compiler moves the local to the heap, where it is never freed',
        B: 'The address is reset to `NULL` as soon as the function returns',
        C: "The local's lifetime ends at the return, so the pointer dangles",
        D: 'A function may return an address only after casting it to `void *`',
      },
      correct: 'C',
      explanation:
        'The local is destroyed when the function returns, and using the pointer afterwards is undefined behaviour.',
    },
    {
      question: 'What does every correct recursive function need?',
      options: {
        A: 'A `static` counter that limits how deep the function can recurse',
        B: 'A global variable that carries results between the calls',
        C: 'At least two parameters, one of which records the depth',
        D: 'A base case that each chain of calls eventually reaches',
      },
      correct: 'D',
      explanation:
        'Without a reachable base case, the recursion continues until the stack overflows.',
    },
    {
      question:
        'Before C23, why should a function with no parameters be declared `int f(void)` rather than `int f()`?',
      options: {
        A: 'Empty parentheses meant any arguments, so calls were unchecked',
        B: 'Empty parentheses declared a function that returns no value',
        C: '`void` lets the call skip its stack frame',
        D: '`int f()` declared a function taking one `int` by default',
      },
      correct: 'A',
      explanation:
        'Before C23 an empty parameter list meant "unspecified arguments", which disabled argument checking; `(void)` means none.',
    },
    {
      question: 'What does the declaration `extern int count;` at file level do?',
      options: {
        A: 'Defines `count` and makes the name private to this source file',
        B: 'Defines `count` on the heap so that every file shares one copy',
        C: 'Declares `count` as a constant that other files cannot change',
        D: 'Declares `count`, whose definition is in another source file',
      },
      correct: 'D',
      explanation:
        '`extern` declares a variable without defining it; exactly one file must define it.',
    },
    {
      question:
        '`divmod(int a, int b, int *quot, int *rem)` stores `a / b` in `*quot` and `a % b` in `*rem`. After `int q, r; divmod(17, 5, &q, &r);`, what holds?',
      options: {
        A: '`q` is 2 and `r` is 3',
        B: '`q` is 3 and `r` is 2',
        C: '`q` is 3.4 and `r` is 0',
        D: '`q` and `r` are unchanged, as arguments are copies',
      },
      correct: 'B',
      explanation:
        'The function writes through the addresses it was given: 17 / 5 is 3 and 17 % 5 is 2.',
    },
    {
      question: 'Why can very deep recursion be a problem in C?',
      options: {
        A: 'The C standard caps recursion depth at 1024 nested calls',
        B: 'Recursive calls share one set of locals, which get overwritten',
        C: 'Each call needs a stack frame, and the stack is only a few megabytes in size',
        D: 'The compiler turns deep recursion into heap blocks that are never freed',
      },
      correct: 'C',
      explanation:
        'Every active call keeps its own frame on a limited call stack, so very deep recursion can overflow it.',
    },
  ],
  problems: [],
};
