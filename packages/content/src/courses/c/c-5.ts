import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-5',
  order: 5,
  title: 'Pointers',
  description: 'Understand addresses, dereferencing, pointer arithmetic, the link between pointers and arrays, const pointers and function pointers.',
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
    proTip: 'Read tricky declarations right to left ("p is a const pointer to int") or paste them into cdecl; guessing leads to const in the wrong place.',
  },
  mcqs: [
    {
      question: 'Given int x = 5; int *p = &x; *p = 9;, what is x afterwards?',
      options: { A: '5', B: 'The address of p', C: '9', D: 'Undefined' },
      correct: 'C',
      explanation: 'Writing through *p modifies the object p points to, which is x.',
    },
    {
      question: 'If int *p points to a[0] of an int array, what does p + 2 point to?',
      options: { A: 'a[2]', B: 'The byte two positions after a[0]', C: 'a[0] plus the value 2', D: 'a[1]' },
      correct: 'A',
      explanation: 'Pointer arithmetic advances in whole elements of the pointed-to type.',
    },
    {
      question: 'In const int *p, what is constant?',
      options: {
        A: 'The pointer p itself',
        B: 'Both the pointer and the value',
        C: 'Nothing; const is ignored here',
        D: 'The int that p points to, when accessed through p',
      },
      correct: 'D',
      explanation: 'The const applies to the pointee; p may be reassigned.',
    },
    {
      question: 'Which expression is exactly equivalent to a[i] in C?',
      options: { A: '&a + i, the address of the array plus i', B: '*(a + i), dereferencing a advanced by i elements', C: 'a + *i, adding the value that i points to', D: '*a + i, the first element plus the number i' },
      correct: 'B',
      explanation: 'Array subscripting is defined as pointer addition followed by dereference.',
    },
    {
      question: 'Why is return x - y; a risky qsort comparator for ints?',
      options: {
        A: 'The subtraction can overflow for values of large magnitude and opposite sign',
        B: 'qsort requires the comparator to return only 0 or 1',
        C: 'Subtraction is slower than comparison',
        D: 'It sorts in descending order',
      },
      correct: 'A',
      explanation: 'Signed overflow is undefined, so comparisons like (x > y) - (x < y) are safer.',
    },
    {
      question: 'What must you do before dereferencing a void * pointer?',
      options: {
        A: 'Call free on it',
        B: 'Nothing; void pointers can be dereferenced directly',
        C: 'Convert it to a pointer to a concrete object type',
        D: 'Add one to it',
      },
      correct: 'C',
      explanation: 'A void pointer has no pointee type, so it must be converted before use.',
    },
    {
      question: 'Which pointer value may be computed but never dereferenced?',
      options: {
        A: 'A pointer to the first element of an array',
        B: 'A pointer one past the last element of an array',
        C: 'A pointer returned by malloc',
        D: 'A pointer to a local variable still in scope',
      },
      correct: 'B',
      explanation: 'The one-past-the-end pointer is valid for comparisons and arithmetic only.',
    },
    {
      question: 'What does sizeof a give inside the function where int a[10] is declared, on a platform with 4-byte ints?',
      options: { A: '10', B: '8, the size of a pointer', C: '4', D: '40' },
      correct: 'D',
      explanation: 'Where the array itself is in scope, sizeof gives the size of the whole array.',
    },
  ],
  problems: [],
};
