import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-10',
  order: 10,
  title: 'Smart Pointers and Move Semantics',
  description:
    'Express ownership with unique_ptr, shared_ptr and weak_ptr, and avoid needless copies with rvalue references and std::move.',
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
struct Engine {
    int power;
    explicit Engine(int p) : power{p} {}
    void start() { std::cout << "engine on: " << power << '\\n'; }
};

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
    proTip:
      'Pass std::unique_ptr by value to a function only when it takes ownership; if it merely uses the object, pass a reference or raw pointer instead.',
  },
  mcqs: [
    {
      question: 'What happens when you try to copy a `std::unique_ptr`?',
      options: {
        A: 'Both copies own the object, and each one deletes it',
        B: 'The object it points to is deep-copied',
        C: 'It does not compile, as it can only be moved',
        D: 'The shared reference count is incremented by one',
      },
      correct: 'C',
      explanation: '`unique_ptr` has a deleted copy constructor to enforce single ownership.',
    },
    {
      question: 'What does `std::move(x)` actually do?',
      options: {
        A: 'Casts `x` to an rvalue, moving nothing itself',
        B: 'Transfers the contents of `x`, leaving it empty',
        C: 'Copies `x` into a newly allocated `std::unique_ptr`',
        D: 'Marks `x` as destroyed at the end of its scope',
      },
      correct: 'A',
      explanation:
        '`std::move` is only a cast; the moving, if any, happens in the move constructor or assignment it selects.',
    },
    {
      question: 'How do you break a reference cycle between two objects managed by `shared_ptr`?',
      options: {
        A: 'Call `reset()` on both pointers in their destructors',
        B: 'Create both with `make_shared` instead of `new`',
        C: 'Make one direction of the link a `weak_ptr`',
        D: 'Copy the `shared_ptr`s, not move them',
      },
      correct: 'C',
      explanation:
        "A `weak_ptr` does not add to the owner count, so the cycle's counts can reach zero.",
    },
    {
      question: 'What state is a `std::string` in after it has been moved from?',
      options: {
        A: 'Destroyed; its destructor has already run',
        B: 'Valid but holding an unspecified value',
        C: 'Guaranteed to still hold its original text',
        D: 'Guaranteed to be empty, as after `clear()`',
      },
      correct: 'B',
      explanation:
        'Moved-from standard objects remain valid, but their value must not be relied upon.',
    },
    {
      question: 'Why should move constructors be marked `noexcept`?',
      options: {
        A: 'So `std::vector` moves its elements when it reallocates',
        B: 'Without it, `Buffer(Buffer&&)` does not compile',
        C: 'So that the compiler can skip calling the destructor',
        D: 'So that copying the type is disabled automatically',
      },
      correct: 'A',
      explanation:
        'Containers only use moves that cannot throw, to keep their strong exception guarantee; otherwise they copy.',
    },
    {
      question:
        'Which smart pointer should you choose by default for a heap object with a single owner?',
      options: {
        A: '`std::shared_ptr`',
        B: '`std::weak_ptr`',
        C: '`std::auto_ptr`',
        D: '`std::unique_ptr`',
      },
      correct: 'D',
      explanation:
        '`unique_ptr` has no overhead and states single ownership; `auto_ptr` was removed from the standard.',
    },
    {
      question: 'Why is writing `return std::move(local);` usually a mistake?',
      options: {
        A: 'It returns a dangling reference to the local',
        B: 'It can prevent copy elision, forcing a move',
        C: 'It copies the object twice, once into a temporary',
        D: 'It does not compile for local variables',
      },
      correct: 'B',
      explanation:
        'Returning a local by name already allows elision or an implicit move; the explicit cast blocks elision.',
    },
    {
      question: 'What does an rvalue reference parameter `T&&`, for a concrete type `T`, bind to?',
      options: {
        A: 'Only named variables of type `T`',
        B: 'Only `const` objects of type `T`',
        C: 'Any expression, as `auto&&` or `T&&` in a template',
        D: 'Temporaries and objects cast with `std::move`',
      },
      correct: 'D',
      explanation:
        'Rvalue references bind to rvalues, signalling that their resources may be taken.',
    },
    {
      question: 'What does `std::make_shared<T>()` do that `std::shared_ptr<T>(new T)` does not?',
      options: {
        A: 'Creates a pointer that cannot be copied',
        B: 'Skips reference counting for a single owner',
        C: 'Allocates object and control block together',
        D: 'Registers the object with a garbage collector',
      },
      correct: 'C',
      explanation:
        '`make_shared` performs one allocation for both the object and its reference-count control block.',
    },
    {
      question: 'What does `lock()` on a `std::weak_ptr` do?',
      options: {
        A: 'Blocks other threads from deleting the object',
        B: 'Converts the `weak_ptr` into a `unique_ptr`',
        C: 'Raises the weak count so the object stays alive',
        D: 'Gives a `shared_ptr`, empty if the object has died',
      },
      correct: 'D',
      explanation:
        '`lock()` gives a temporary owning `shared_ptr`, or an empty one if the object has already been destroyed.',
    },
    {
      question:
        'After `std::unique_ptr<Engine> other = std::move(engine);`, what does `engine` hold?',
      options: {
        A: 'The same object, now shared with `other`',
        B: 'Null; ownership passed to `other`',
        C: 'A dangling pointer to the moved `Engine`',
        D: 'A copy of the `Engine` that `other` owns',
      },
      correct: 'B',
      explanation: 'Moving a `unique_ptr` transfers ownership and leaves the source null.',
    },
    {
      question: 'Which of these is an rvalue?',
      options: {
        A: 'The result of `a + b` for two `int`s',
        B: 'A named variable such as `total`',
        C: 'The element `v[0]` of a `std::vector`',
        D: 'A reference parameter `int& r`',
      },
      correct: 'A',
      explanation:
        '`a + b` yields a temporary with no identity; named variables, `v[0]` and references are lvalues.',
    },
  ],
  problems: [],
};
