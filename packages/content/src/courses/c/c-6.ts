import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'c-6',
  order: 6,
  title: 'Dynamic Memory Management',
  description:
    'Allocate memory at run time with malloc, calloc and realloc, release it with free, and avoid leaks, double frees and use-after-free bugs.',
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
    proTip:
      'Build with -fsanitize=address,undefined -g while developing; it catches most memory bugs the first time the faulty line runs.',
  },
  mcqs: [
    {
      question: 'What does `malloc` return when it cannot allocate the requested memory?',
      options: {
        A: 'A pointer to a zero-byte block that must still be freed',
        B: '`NULL`, which the caller must check before use',
        C: 'Nothing: it prints an error and terminates the program',
        D: '`(void *)-1`, like `mmap` on failure',
      },
      correct: 'B',
      explanation: 'Allocation failure is reported by a null pointer, which callers must check.',
    },
    {
      question: 'How does `calloc` differ from `malloc`?',
      options: {
        A: 'It zeroes the block and takes a count and an element size',
        B: 'It allocates on the stack, so it is freed automatically',
        C: 'It guarantees contiguous memory, which `malloc` does not promise',
        D: 'Its blocks must be freed with `cfree`',
      },
      correct: 'A',
      explanation:
        '`calloc(count, size)` returns zeroed memory and checks the multiplication for overflow; both are released with `free`.',
    },
    {
      question: 'Why is `v = realloc(v, bigger);` dangerous?',
      options: {
        A: '`realloc` always moves the block, so `v` must be updated twice',
        B: '`realloc` frees the old block even when it fails to allocate',
        C: 'If it fails, `v` is overwritten and the old block leaks',
        D: '`realloc` does not copy the contents, so the old data is gone',
      },
      correct: 'C',
      explanation:
        'On failure the old block is still allocated, but its only pointer has been overwritten with `NULL`, so it leaks.',
    },
    {
      question: 'What is a use-after-free bug?',
      options: {
        A: 'Accessing a heap block after it has already been released',
        B: 'Calling `free` twice on the same heap block',
        C: 'Losing the last pointer to a block without freeing it',
        D: 'Passing the address of a local variable to `free`',
      },
      correct: 'A',
      explanation:
        'After `free` the memory may be reused, so any access through the old pointer is undefined behaviour.',
    },
    {
      question: 'What does `free(NULL)` do?',
      options: {
        A: 'It is undefined behaviour, just like freeing a block twice',
        B: 'It returns -1 and sets `errno` to `EINVAL`',
        C: 'It crashes with a segmentation fault',
        D: 'Nothing: the standard defines it as a no-op',
      },
      correct: 'D',
      explanation:
        'The standard defines `free` of a null pointer as doing nothing, which simplifies clean-up code.',
    },
    {
      question:
        'Which storage suits a buffer whose size is known only at run time and that must outlive the function creating it?',
      options: {
        A: 'A local array such as `int buf[n]`',
        B: 'A `static` local array declared inside the function',
        C: 'The heap, through `malloc`',
        D: 'A local array that the function returns a pointer to',
      },
      correct: 'C',
      explanation:
        'Heap blocks can have any run-time size and live until freed; a static array has a fixed size and a local dies at return.',
    },
    {
      question:
        'For `int *p`, why write `malloc(n * sizeof *p)` rather than `malloc(n * sizeof(int))`?',
      options: {
        A: '`sizeof *p` also makes `malloc` zero the block',
        B: '`sizeof *p` measures the block `p` currently points to at run time',
        C: '`sizeof(int)` is not a constant expression',
        D: 'It tracks the type of `p` if that type is ever changed',
      },
      correct: 'D',
      explanation:
        "`sizeof *p` is computed from the pointer's type at compile time, so the allocation cannot drift out of sync with it.",
    },
    {
      question:
        'Which compiler option makes the program report heap leaks and invalid memory accesses at run time?',
      options: {
        A: '`-Wall -Wextra -Wpedantic` warnings',
        B: '`-fsanitize=address`',
        C: '`-g`, which adds debug information',
        D: '`-flto`, link-time optimisation',
      },
      correct: 'B',
      explanation:
        'AddressSanitizer instruments memory accesses and reports errors and leaks with stack traces.',
    },
    {
      question: 'Which of these is a memory leak?',
      options: {
        A: 'Reading a block after it has been passed to `free`',
        B: 'Writing one element past the end of an allocated heap block',
        C: 'Losing the last pointer to a heap block that was never freed',
        D: 'Calling `free` on the address of a local array',
      },
      correct: 'C',
      explanation:
        'A leak is a block that can no longer be freed because no pointer to it remains.',
    },
    {
      question:
        'When a dynamic array is full, why grow it with `realloc` to double its capacity rather than by one element?',
      options: {
        A: 'Copies become rare, so appends cost amortised constant time',
        B: '`realloc` can only allocate block sizes that are powers of two',
        C: 'Doubling guarantees that `realloc` never has to move the block',
        D: 'Growing by one element makes every later `free` call fail',
      },
      correct: 'A',
      explanation:
        'With geometric growth each element is copied a constant number of times on average, so appends are amortised O(1).',
    },
    {
      question: 'In C memory management, what does an ownership rule decide?',
      options: {
        A: 'Which process the operating system charges for the heap block',
        B: 'That only `main` may call `malloc`',
        C: 'Which compiler check matches every `malloc` with a `free`',
        D: 'Which function or struct must free each block',
      },
      correct: 'D',
      explanation:
        'For every allocation one owner is responsible for freeing it, often through paired create and destroy functions.',
    },
    {
      question: 'What happens if a program calls `free` twice on the same block?',
      options: {
        A: 'The second call is ignored since the block is free',
        B: "Undefined behaviour, often corrupting the allocator's data",
        C: 'The second call returns the block to the operating system',
        D: 'The pointer is set to `NULL`, so any later use is caught',
      },
      correct: 'B',
      explanation:
        "A double free is undefined behaviour and typically corrupts the allocator's internal data structures.",
    },
  ],
  problems: [],
};
