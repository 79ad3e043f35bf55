import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-10',
  order: 10,
  title: 'Smart Pointers and Move Semantics',
  description: 'Express ownership with unique_ptr, shared_ptr and weak_ptr, and avoid needless copies with rvalue references and std::move.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Express unique and shared ownership with smart pointers',
    'Break reference cycles with weak_ptr',
    'Explain lvalues, rvalues, rvalue references and move constructors',
    'Use std::move correctly and write noexcept move operations',
  ],
  lesson: `## Ownership with smart pointers

Raw \`new\` and \`delete\` make it easy to leak or double-free. Smart pointers in \`<memory>\` encode **ownership** in the type and free the object automatically through RAII.

\`std::unique_ptr<T>\` is the sole owner of an object. It cannot be copied, only moved, and it has no overhead compared to a raw pointer. Create it with \`std::make_unique\`:

\`\`\`cpp
auto engine = std::make_unique<Engine>(300);     // unique_ptr<Engine>
engine->start();
std::unique_ptr<Engine> other = std::move(engine); // ownership transferred; engine is now null
\`\`\`

\`std::shared_ptr<T>\` allows several owners; it keeps a reference count in a control block and deletes the object when the last owner disappears. Counting costs atomic operations, so use \`shared_ptr\` only when ownership is genuinely shared. \`std::make_shared\` allocates object and control block together.

\`std::weak_ptr<T>\` observes a \`shared_ptr\`-managed object without owning it. Two objects holding \`shared_ptr\`s to each other form a **cycle** whose counts never reach zero, leaking both; making one direction a \`weak_ptr\` breaks the cycle. Call \`lock()\` to get a temporary \`shared_ptr\`, which is empty if the object is gone.

Guidelines: use values and containers first; \`unique_ptr\` for single ownership of heap objects (including polymorphic ones); \`shared_ptr\` rarely; and plain pointers or references only as **non-owning** parameters.

## Lvalues, rvalues and moves

An **lvalue** has an identity you can refer to again (a named variable); an **rvalue** is a temporary about to disappear, such as the result of \`a + b\` or a function returning by value. Copying a temporary's contents is wasteful when the temporary could simply hand over its resources. **Move semantics** (C++11) do exactly that.

\`\`\`cpp
class Buffer {
public:
    explicit Buffer(std::size_t n) : size_{n}, data_{new int[n]} {}
    ~Buffer() { delete[] data_; }
    Buffer(Buffer&& other) noexcept                      // move constructor
        : size_{std::exchange(other.size_, 0)}, data_{std::exchange(other.data_, nullptr)} {}
    Buffer& operator=(Buffer&& other) noexcept {          // move assignment
        if (this != &other) {
            delete[] data_;
            size_ = std::exchange(other.size_, 0);
            data_ = std::exchange(other.data_, nullptr);
        }
        return *this;
    }
private:
    std::size_t size_;
    int* data_;
};
\`\`\`

An **rvalue reference** \`T&&\` binds to temporaries, letting overloads distinguish "copy from this" from "steal from this". A move leaves the source in a **valid but unspecified** state: you may assign to it or destroy it, but should not rely on its value.

## std::move

\`std::move(x)\` does not move anything; it is a cast that turns \`x\` into an rvalue so that a move constructor or move assignment can be chosen. Use it when you are done with a named object and want to transfer it, for example \`names.push_back(std::move(name));\`. Do not \`std::move\` a local in a \`return\` statement: the compiler already moves or elides the copy, and an explicit move can prevent copy elision.

Mark move operations \`noexcept\`. \`std::vector\` only moves elements during reallocation if the move constructor cannot throw; otherwise it copies them to keep its strong exception guarantee, silently losing the performance benefit.`,
  overview: {
    whatYouWillLearn: [
      'unique_ptr expresses sole ownership and can be moved but not copied',
      'shared_ptr counts owners and weak_ptr observes without owning',
      'Reference cycles of shared_ptr leak unless broken with weak_ptr',
      'Rvalue references bind to temporaries and enable move constructors',
      'std::move is only a cast; moved-from objects are valid but unspecified',
      'noexcept move operations let containers move instead of copy',
    ],
    proTip: 'Pass std::unique_ptr by value to a function only when it takes ownership; if it merely uses the object, pass a reference or raw pointer instead.',
  },
  mcqs: [
    {
      question: 'What happens when you try to copy a std::unique_ptr?',
      options: {
        A: 'Both copies own the object',
        B: 'The object is deep-copied',
        C: 'Compilation fails; it can only be moved',
        D: 'The reference count increases',
      },
      correct: 'C',
      explanation: 'unique_ptr has a deleted copy constructor to enforce single ownership.',
    },
    {
      question: 'What does std::move(x) actually do?',
      options: {
        A: 'Casts x to an rvalue so a move operation can be selected',
        B: 'Copies x to a new location in memory',
        C: 'Deletes x',
        D: 'Moves x to the heap',
      },
      correct: 'A',
      explanation: 'std::move is an unconditional cast; the moving happens in the chosen constructor or assignment.',
    },
    {
      question: 'How do you break a reference cycle between two objects managed by shared_ptr?',
      options: {
        A: 'Call reset() on both in their destructors',
        B: 'Use make_shared instead of new',
        C: 'Copy the pointers',
        D: 'Make one of the references a weak_ptr',
      },
      correct: 'D',
      explanation: 'weak_ptr does not contribute to the owner count, so the cycle can be freed.',
    },
    {
      question: 'What state is a std::string in after it has been moved from?',
      options: {
        A: 'Destroyed',
        B: 'Valid but unspecified; it may be assigned to or destroyed',
        C: 'Guaranteed to hold the original value',
        D: 'Undefined; any use is undefined behaviour',
      },
      correct: 'B',
      explanation: 'Moved-from standard objects remain valid but their value must not be relied upon.',
    },
    {
      question: 'Why should move constructors be marked noexcept?',
      options: {
        A: 'So std::vector can move elements during reallocation instead of copying them',
        B: 'It is required for the code to compile',
        C: 'It makes the object immutable',
        D: 'It disables copying',
      },
      correct: 'A',
      explanation: 'Containers only use moves that cannot throw, to preserve their exception guarantees.',
    },
    {
      question: 'Which smart pointer should you choose by default for a heap object with a single owner?',
      options: { A: 'std::shared_ptr', B: 'std::weak_ptr', C: 'std::unique_ptr', D: 'std::auto_ptr' },
      correct: 'C',
      explanation: 'unique_ptr is zero-overhead and states single ownership; auto_ptr was removed from the standard.',
    },
    {
      question: 'Why is writing return std::move(local); usually a mistake?',
      options: {
        A: 'It returns a dangling reference',
        B: 'It is a compile error',
        C: 'It copies the object twice',
        D: 'It can prevent copy elision, which would otherwise avoid the move entirely',
      },
      correct: 'D',
      explanation: 'Returning a local by name already allows elision or an implicit move.',
    },
    {
      question: 'What kind of expression does an rvalue reference parameter T&& (for a concrete T) bind to?',
      options: {
        A: 'Only named variables',
        B: 'Temporaries and objects cast with std::move',
        C: 'Only const objects',
        D: 'Only pointers',
      },
      correct: 'B',
      explanation: 'Rvalue references bind to rvalues, signalling that resources may be taken.',
    },
  ],
  problems: [],
};
