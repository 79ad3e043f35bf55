import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-5',
  order: 5,
  title: 'Pointers',
  description:
    'Understand addresses, dereferencing, pointer arithmetic, the link between pointers and arrays, const pointers and function pointers.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Take addresses with & and dereference pointers with *',
    'Use pointer arithmetic and explain array-pointer equivalence',
    'Read declarations involving const and pointers',
    'Use NULL checks and function pointers such as qsort comparators',
  ],
  lesson: `## Addresses and pointers

Every object in memory has an **address**. A **pointer** is a variable that stores an address, and its type says what kind of object lives there. The unary \`&\` operator takes an address and \`*\` **dereferences** a pointer, reaching the object it points to.

\`\`\`c
int x = 10;
int *p = &x;        /* p holds the address of x */
*p = 20;            /* writes through p: x is now 20 */
printf("%d %p\\n", x, (void *)p);
int **pp = &p;      /* a pointer to a pointer */
\`\`\`

A pointer that points nowhere should be set to \`NULL\` (or \`nullptr\` in C23). Dereferencing \`NULL\`, an uninitialised pointer or a pointer to an object that no longer exists is undefined behaviour, often a crash, sometimes silent corruption. Check pointers that may legitimately be \`NULL\`, such as the result of \`malloc\` or \`fopen\`.

## Pointer arithmetic and arrays

Adding an integer to a pointer moves it by that many **elements**, not bytes: if \`p\` points to an \`int\`, \`p + 1\` is 4 bytes further on a typical platform. Subtracting two pointers into the same array gives the number of elements between them (type \`ptrdiff_t\`). In most expressions an array name converts to a pointer to its first element, and \`a[i]\` is defined as \`*(a + i)\`.

\`\`\`c
int a[] = {3, 1, 4, 1, 5};
int *end = a + 5;                  /* one past the last element: valid to compute */
int total = 0;
for (int *q = a; q < end; q++) total += *q;
\`\`\`

You may form a pointer one past the end of an array but must not dereference it, and arithmetic outside the array's bounds is undefined. Arrays and pointers are still different: \`sizeof a\` is the whole array's size, and you cannot assign to an array name.

## const and pointers

Read declarations from right to left:

- \`const int *p\` (or \`int const *p\`): pointer to a constant int; you cannot modify \`*p\`, but \`p\` can move. Use this for input parameters, as in \`size_t strlen(const char *s)\`.
- \`int *const p\`: constant pointer to an int; \`*p\` can change, \`p\` cannot.
- \`const int *const p\`: neither can change.

## void pointers and function pointers

\`void *\` is a generic pointer that can hold the address of any object; it must be converted to a concrete type before dereferencing. \`malloc\` returns one, and \`memcpy\` takes them. A **function pointer** stores the address of a function, enabling callbacks. The standard \`qsort\` uses one to compare elements:

\`\`\`c
int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);      /* avoids overflow of x - y */
}
int add(int x, int y) { return x + y; }

int a[5] = { 5, 3, 9, 1, 7 };
qsort(a, 5, sizeof a[0], cmp_int);
int (*op)(int, int) = add;         /* declaring a function pointer */
\`\`\`

Comparators must return negative, zero or positive. Writing \`return x - y;\` looks tempting but overflows for large values of opposite sign.`,
  overview: {
    whatYouWillLearn: [
      'Pointers store addresses; & takes an address and * dereferences',
      'Dereferencing NULL, dangling or uninitialised pointers is undefined behaviour',
      'Pointer arithmetic moves in units of the pointed-to type',
      'a[i] means *(a + i), yet arrays and pointers differ in sizeof and assignment',
      'const placement decides whether the pointer or the pointee is read-only',
      'void pointers are generic and function pointers enable callbacks such as qsort',
    ],
    proTip:
      'Read tricky declarations right to left ("p is a const pointer to int") or paste them into cdecl; guessing leads to const in the wrong place.',
  },
  mcqs: [
    {
      question: 'Given `int x = 5; int *p = &x; *p = 9;`, what is `x` afterwards?',
      options: {
        A: '`5`, because `*p` is a separate copy of `x`',
        B: '`9`, because writing through `p` changes `x`',
        C: '`5`, since only `p` was modified',
        D: 'Undefined, because `*p` was assigned before being read',
      },
      correct: 'B',
      explanation:
        '`*p` is the object `p` points to, which is `x`, so the assignment sets `x` to 9.',
    },
    {
      question: 'If `int *p` points to `a[0]` of an `int` array, what does `p + 2` point to?',
      options: {
        A: '`a[2]`, two whole elements further on',
        B: 'The byte that lies two positions after `a[0]`',
        C: 'The value of `a[0]` with 2 added to it',
        D: '`a[1]`, because the count starts at `p` itself',
      },
      correct: 'A',
      explanation: 'Pointer arithmetic advances in whole elements of the pointed-to type.',
    },
    {
      question: 'In the declaration `const int *p`, what is constant?',
      options: {
        A: 'The pointer `p` itself, which can never be moved',
        B: 'Both the pointer `p` and the `int` it points to',
        C: 'The `int` it points to, when accessed through the pointer `p`',
        D: 'Nothing, because `const` must follow the `*` to apply',
      },
      correct: 'C',
      explanation:
        'Reading right to left, `p` is a pointer to a constant `int`: `*p` cannot be modified through `p`, but `p` may move.',
    },
    {
      question: 'Which expression is exactly equivalent to `a[i]` in C?',
      options: {
        A: '`*a + i`, the first element plus `i`',
        B: '`a + i`, the address of element `i`',
        C: '`*(&a + i)`, skipping `i` whole arrays',
        D: '`*(a + i)`, element `i` itself',
      },
      correct: 'D',
      explanation:
        'Array subscripting is defined as pointer addition followed by a dereference: `a[i]` is `*(a + i)`.',
    },
    {
      question: 'Why is `return x - y;` a risky `qsort` comparator for `int` values?',
      options: {
        A: '`qsort` needs the comparator to return only -1, 0 or 1',
        B: '`x - y` can overflow for large values of opposite sign',
        C: 'Subtracting makes `qsort` sort in descending order instead',
        D: 'The result must be `unsigned`, but `x - y` may be negative',
      },
      correct: 'B',
      explanation:
        'Signed overflow is undefined, so `(x > y) - (x < y)` is the safe way to return negative, zero or positive.',
    },
    {
      question: 'What must you do before dereferencing a `void *` pointer?',
      options: {
        A: 'Convert it to a pointer to a concrete object type',
        B: 'Nothing: the compiler infers the type',
        C: 'Cast it to `char *`, whatever it points to',
        D: 'Compare the pointer with `NULL`; after that use it as it is',
      },
      correct: 'A',
      explanation:
        'A `void *` has no pointee type, so it must be converted to a concrete pointer type before dereferencing.',
    },
    {
      question: 'Which pointer value may be computed but never dereferenced?',
      options: {
        A: 'A pointer to the first element of an array',
        B: 'A pointer to a local variable that is still in scope',
        C: 'A pointer to the last element of an array',
        D: 'A pointer one past the last element of an array',
      },
      correct: 'D',
      explanation: 'The one-past-the-end pointer is valid for comparisons and arithmetic only.',
    },
    {
      question:
        'What does `sizeof a` give inside the function where `int a[10]` is declared, on a platform with 4-byte `int`s?',
      options: {
        A: '`10`, the number of elements',
        B: '`8`, the size of an `int *`',
        C: '`4`, the size of one element',
        D: '`40`, the size of the whole array',
      },
      correct: 'D',
      explanation:
        'Where the array itself is in scope, `sizeof` gives the size of the whole array: 10 times 4 bytes.',
    },
    {
      question: 'After `int a[] = {3, 1, 4, 1, 5}; int *end = a + 5;`, what may you do with `end`?',
      options: {
        A: 'Compare it with pointers into `a`, but never dereference it',
        B: 'Dereference it to read the last element of the array, `5`',
        C: 'Nothing, because forming a pointer past the array is undefined',
        D: 'Dereference it safely, since arrays end with a zero terminator',
      },
      correct: 'A',
      explanation:
        'A one-past-the-end pointer is valid to compute and compare, as in `q < end`, but reading `*end` is undefined.',
    },
    {
      question: 'What does subtracting two pointers into the same array give?',
      options: {
        A: 'The number of bytes between them, as a `size_t`',
        B: 'The difference between the two values that they point to',
        C: 'The number of elements between them, as a signed `ptrdiff_t`',
        D: 'Undefined, since only `p + n` and `p - n` are allowed',
      },
      correct: 'C',
      explanation: 'Pointer subtraction counts elements, not bytes, and its type is `ptrdiff_t`.',
    },
    {
      question: 'Given `int x, y; int *const p = &x;`, which statement is allowed?',
      options: {
        A: '`p = &y;` but not `*p = 3;`',
        B: 'Both `*p = 3;` and `p = &y;`',
        C: '`*p = 3;` but not `p = &y;`',
        D: 'Neither `*p = 3;` nor `p = &y;`',
      },
      correct: 'C',
      explanation:
        '`int *const p` is a constant pointer to a modifiable `int`: the pointee can change, the pointer cannot.',
    },
    {
      question:
        'Which declaration makes `op` a pointer to a function that takes two `int`s and returns an `int`?',
      options: {
        A: '`int *op(int x, int y);`',
        B: '`int (*op)(int, int);`',
        C: '`int (*op)[2];`',
        D: '`typedef int op(int, int);`',
      },
      correct: 'B',
      explanation:
        'The parentheses bind `*` to `op`; `int *op(int x, int y)` declares a function returning `int *`, `int (*op)[2]` a pointer to an array and the `typedef` names a function type.',
    },
  ],
  problems: [],
};
