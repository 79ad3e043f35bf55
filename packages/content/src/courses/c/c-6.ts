import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-6',
  order: 6,
  title: 'Dynamic Memory Management',
  description: 'Allocate memory at run time with malloc, calloc and realloc, release it with free, and avoid leaks, double frees and use-after-free bugs.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Distinguish stack, static and heap storage',
    'Allocate with malloc and calloc and check for failure',
    'Grow buffers safely with realloc',
    'Prevent leaks, double frees and use-after-free with clear ownership rules',
  ],
  lesson: `## Where objects live

A C program uses three kinds of storage. **Static** storage holds globals and \`static\` variables for the whole run. The **stack** holds automatic locals, created and destroyed with each function call; it is fast but small and sized at compile time per frame. The **heap** is a large pool you manage by hand: you request blocks of any size at run time and they live until you release them. Use the heap when the size is known only at run time, when data is large, or when it must outlive the function that created it.

## Allocating and freeing

\`\`\`c
#include <stdlib.h>

size_t n = 1000;
int *data = malloc(n * sizeof *data);     /* uninitialised block */
if (data == NULL) {                       /* allocation can fail */
    perror("malloc");
    return 1;
}
int *zeros = calloc(n, sizeof *zeros);    /* zero-initialised, checks n * size overflow */
/* ... use data[0] .. data[n - 1] ... */
free(data);
free(zeros);
data = NULL;                              /* defensive: avoid a dangling pointer */
\`\`\`

\`malloc(size)\` returns a \`void *\` to at least \`size\` bytes of uninitialised memory, or \`NULL\` on failure. Writing \`sizeof *data\` instead of \`sizeof(int)\` keeps the code correct if the type changes. \`calloc(count, size)\` zeroes the block. Every successful allocation must be passed to \`free\` exactly once; \`free(NULL)\` is a harmless no-op.

## Growing with realloc

\`realloc(ptr, new_size)\` resizes a block, possibly moving it to a new address and copying the contents. If it fails it returns \`NULL\` **and leaves the original block untouched**, so never assign the result straight back to your only pointer:

\`\`\`c
size_t cap = 4, len = 0;
int *v = malloc(cap * sizeof *v);
/* when len == cap: */
int *bigger = realloc(v, 2 * cap * sizeof *v);
if (bigger == NULL) { free(v); return 1; }   /* v is still valid here */
v = bigger;
cap *= 2;
\`\`\`

Doubling the capacity gives amortised constant-time appends, the same strategy used by dynamic arrays in higher-level languages.

## The classic bugs

- **Memory leak**: losing the last pointer to a block without freeing it. Long-running programs slowly exhaust memory.
- **Use after free**: reading or writing a block after \`free\`. The memory may already belong to something else.
- **Double free**: freeing the same block twice, which corrupts the allocator's bookkeeping.
- **Buffer overflow**: writing beyond the allocated size.
- **Freeing non-heap memory**: passing the address of a local or a string literal to \`free\`.

The cure is a clear **ownership** rule: for every allocation, decide which function or struct owns it and is responsible for freeing it, and document it. Pair creation and destruction functions (\`list_create\` and \`list_destroy\`). Tools detect what discipline misses: compile with \`-fsanitize=address\` (AddressSanitizer) during development or run the program under Valgrind, and both report leaks and invalid accesses with stack traces.`,
  overview: {
    whatYouWillLearn: [
      'Static, stack and heap storage differ in lifetime, size and management',
      'malloc returns uninitialised memory or NULL, and calloc zero-initialises',
      'sizeof *ptr keeps allocation sizes tied to the pointer type',
      'realloc may move a block and leaves the original intact on failure',
      'Leaks, use-after-free, double free and overflows are the main heap bugs',
      'Clear ownership rules plus sanitizers keep heap code correct',
    ],
    proTip: 'Build with -fsanitize=address,undefined -g while developing; it catches most memory bugs the first time the faulty line runs.',
  },
  mcqs: [
    {
      question: 'What does malloc return when it cannot allocate the requested memory?',
      options: { A: 'A pointer to zero bytes', B: 'A pointer to the stack', C: 'It terminates the program', D: 'NULL' },
      correct: 'D',
      explanation: 'Allocation failure is reported by a null pointer, which callers must check.',
    },
    {
      question: 'How does calloc differ from malloc?',
      options: {
        A: 'calloc allocates on the stack',
        B: 'calloc zero-initialises the block and takes a count and an element size',
        C: 'calloc memory never needs to be freed',
        D: 'calloc can only allocate chars',
      },
      correct: 'B',
      explanation: 'calloc(count, size) returns zeroed memory and checks the multiplication for overflow.',
    },
    {
      question: 'Why is v = realloc(v, bigger) dangerous?',
      options: {
        A: 'realloc always moves memory',
        B: 'realloc frees the block on success',
        C: 'If realloc fails it returns NULL and the original block is leaked',
        D: 'realloc cannot grow blocks',
      },
      correct: 'C',
      explanation: 'On failure the old block is still allocated, but its only pointer has been overwritten.',
    },
    {
      question: 'What is a use-after-free bug?',
      options: {
        A: 'Accessing a heap block after it has been released',
        B: 'Forgetting to call free',
        C: 'Calling malloc twice',
        D: 'Freeing a NULL pointer',
      },
      correct: 'A',
      explanation: 'After free the memory may be reused, so accessing it is undefined behaviour.',
    },
    {
      question: 'What does free(NULL) do?',
      options: {
        A: 'Crashes the program',
        B: 'Nothing; it is a valid no-op',
        C: 'Frees all heap memory',
        D: 'Returns an error code',
      },
      correct: 'B',
      explanation: 'The standard defines free of a null pointer as doing nothing.',
    },
    {
      question: 'Which storage is the right choice for a buffer whose size is only known at run time and must outlive the function creating it?',
      options: { A: 'A local array on the stack', B: 'A string literal', C: 'A register variable', D: 'The heap, via malloc' },
      correct: 'D',
      explanation: 'Heap blocks live until freed, regardless of which function created them.',
    },
    {
      question: 'Why write malloc(n * sizeof *p) rather than malloc(n * sizeof(int)) for int *p?',
      options: {
        A: 'The size stays correct automatically if the type of p changes',
        B: 'It allocates on the stack',
        C: 'It zero-initialises the memory',
        D: 'It is required by the standard',
      },
      correct: 'A',
      explanation: 'sizeof *p follows the pointer\'s type, so the allocation cannot drift out of sync.',
    },
    {
      question: 'Which tool reports heap leaks and invalid accesses at run time?',
      options: { A: 'The -O2 optimisation flag', B: 'The C preprocessor', C: 'AddressSanitizer (-fsanitize=address)', D: 'The linker' },
      correct: 'C',
      explanation: 'AddressSanitizer instruments memory accesses and reports errors with stack traces.',
    },
  ],
  problems: [],
};
