import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-9',
  order: 9,
  title: 'Templates and Concepts',
  description:
    'Write generic functions and classes with templates, constrain them with C++20 concepts, and understand instantiation and deduction.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write function and class templates and rely on argument deduction',
    'Explain template instantiation and why templates live in headers',
    'Constrain templates with concepts and requires clauses',
    'Use variadic templates, fold expressions and if constexpr',
  ],
  lesson: `## Function and class templates

A template is a blueprint from which the compiler generates code for each set of template arguments. The standard containers and algorithms are all templates.

\`\`\`cpp
template <typename T>
T largest(const std::vector<T>& items) {
    T best = items.front();
    for (const T& x : items) if (best < x) best = x;
    return best;
}

template <typename T, std::size_t N>
class RingBuffer {
public:
    void push(const T& value) { data_[head_] = value; head_ = (head_ + 1) % N; }
private:
    std::array<T, N> data_{};
    std::size_t head_ = 0;
};

largest(std::vector<int>{3, 9, 4});   // T deduced as int
RingBuffer<double, 8> rb;             // arguments given explicitly
\`\`\`

For function templates the compiler usually **deduces** the template arguments from the call. Class templates can deduce them from constructor arguments too (class template argument deduction, C++17): \`std::vector v{1, 2, 3};\` is a \`std::vector<int>\`. Non-type template parameters such as \`N\` are compile-time constants.

## Instantiation

Templates are not compiled until used. When you call \`largest<int>\`, the compiler **instantiates** the template, substituting \`int\` for \`T\`, and type-checks the result. Because every file that uses a template needs its full definition to instantiate it, templates are normally defined entirely in headers. Each distinct set of arguments produces separate code, which gives excellent performance (no virtual calls, full inlining) at the cost of longer compile times and larger binaries.

## Concepts

Before C++20, passing an unsuitable type produced pages of errors from deep inside the template. **Concepts** name requirements on template arguments and check them at the call site:

\`\`\`cpp
template <typename T>
concept Numeric = std::integral<T> || std::floating_point<T>;

template <Numeric T>
T average(const std::vector<T>& xs) { /* ... */ }

template <typename T>
    requires std::totally_ordered<T>
T clampTo(T x, T lo, T hi) { return x < lo ? lo : (hi < x ? hi : x); }

auto twice(std::integral auto x) { return 2 * x; }   // abbreviated template syntax
\`\`\`

The \`<concepts>\` header provides many ready-made concepts (\`std::integral\`, \`std::same_as\`, \`std::invocable\`, \`std::copyable\`), and \`requires\` expressions let you state that certain operations must compile, such as \`requires (T a) { a.size(); }\`.

## Variadic templates and compile-time branching

A **parameter pack** accepts any number of template arguments, and a **fold expression** applies an operator across them:

\`\`\`cpp
template <typename... Args>
auto sum(Args... args) { return (args + ... + 0); }     // sum(1, 2, 3) == 6

template <typename T>
std::string describe(const T& x) {
    if constexpr (std::is_integral_v<T>) return "integer " + std::to_string(x);
    else return "something else";
}
\`\`\`

\`if constexpr\` discards the branch that does not apply at compile time, so code in the discarded branch need not even be valid for that type. **Specialisation** provides a custom implementation for particular arguments, as \`std::hash<MyType>\` does when you make your type usable as an \`unordered_map\` key.`,
  overview: {
    whatYouWillLearn: [
      'Templates are blueprints instantiated for each distinct set of arguments',
      'Function template arguments are deduced, and class templates support CTAD',
      'Template definitions usually live in headers because instantiation needs them',
      'Concepts and requires clauses state and check requirements at the call site',
      'Parameter packs and fold expressions handle any number of arguments',
      'if constexpr selects code at compile time per type',
    ],
    proTip:
      'Constrain every new template with a concept, even a simple one; the error messages your users see shrink from pages to a single line.',
  },
  mcqs: [
    {
      question: 'When does the compiler generate code from a function template?',
      options: {
        A: 'As soon as the header that defines it is included',
        B: 'When it is used with concrete arguments',
        C: 'At run time, on the first call',
        D: 'When it is marked `export`',
      },
      correct: 'B',
      explanation:
        'Templates are instantiated on use, once for each distinct set of template arguments.',
    },
    {
      question: 'Why are template definitions usually placed in header files?',
      options: {
        A: 'Each file that instantiates it needs to see the full definition',
        B: 'The linker cannot store templates in object files at all',
        C: 'Templates defined in `.cpp` files are a compile error',
        D: 'Headers are compiled once, so templates build faster there',
      },
      correct: 'A',
      explanation:
        'Instantiation happens where the template is used, so the definition must be visible in that translation unit.',
    },
    {
      question: 'What is the main benefit of constraining a template with a concept?',
      options: {
        A: 'The generated code runs faster than with a plain template',
        B: 'The template can then be compiled separately in a `.cpp` file',
        C: 'Requirements are checked at the call site, giving clear errors',
        D: 'Calls to the template are dispatched through a vtable',
      },
      correct: 'C',
      explanation:
        'Concepts reject unsuitable types up front with readable diagnostics instead of errors deep inside the template.',
    },
    {
      question: 'What type does `std::vector v{1, 2, 3};` deduce in C++17?',
      options: {
        A: '`std::vector<double>`',
        B: '`std::vector<int>`',
        C: '`std::vector<std::initializer_list<int>>`',
        D: 'None: `std::vector` needs `<int>` here',
      },
      correct: 'B',
      explanation:
        'Class template argument deduction takes the element type from the constructor arguments.',
    },
    {
      question:
        'What does the fold expression `(args + ... + 0)` compute for the arguments 1, 2, 3?',
      options: {
        A: '`0`',
        B: '`3`',
        C: '`123`',
        D: '`6`',
      },
      correct: 'D',
      explanation: 'The fold adds every element of the pack plus the initial 0.',
    },
    {
      question: 'How does `if constexpr` differ from a normal `if`?',
      options: {
        A: 'It is evaluated at run time but optimised more aggressively',
        B: 'It is decided at compile time, discarding the other branch',
        C: 'It may only test integer conditions such as `sizeof(T) > 4`',
        D: 'It cannot have an `else` branch, only a single body',
      },
      correct: 'B',
      explanation:
        'The discarded branch is not instantiated, so it may even be invalid for the given type.',
    },
    {
      question: 'Which signature uses abbreviated template syntax constrained by a concept?',
      options: {
        A: '`int twice(int x)`',
        B: '`template <class T> T twice(T x)`',
        C: '`auto twice(std::integral auto x)`',
        D: '`void twice(auto&&... xs) = delete`',
      },
      correct: 'C',
      explanation:
        'A parameter declared `std::integral auto` makes the function an implicit template constrained by the concept.',
    },
    {
      question: 'How do you make your own type usable as a key in `std::unordered_map`?',
      options: {
        A: 'Give it an `operator<` so the map can order each key',
        B: 'Derive it from `std::hash` and mark the class `final`',
        C: 'Give it a `virtual` destructor and a `hash()` member',
        D: 'Specialise `std::hash` for it and define equality',
      },
      correct: 'D',
      explanation:
        '`unordered_map` needs a hash function and an equality comparison for its keys; `operator<` is what `std::map` needs.',
    },
    {
      question: 'In `template <typename T, std::size_t N> class RingBuffer`, what is `N`?',
      options: {
        A: 'A non-type parameter: a compile-time constant',
        B: 'A run-time size passed to the constructor',
        C: 'A second type, deduced from the elements',
        D: 'A default capacity, changeable via `resize()`',
      },
      correct: 'A',
      explanation:
        'Non-type template parameters are compile-time values; `RingBuffer<double, 8>` fixes `N` at 8.',
    },
    {
      question: 'What is the main cost of instantiating a template for many different types?',
      options: {
        A: 'A virtual call on every use',
        B: 'Run-time type checks on each argument',
        C: 'Longer compile times and larger binaries',
        D: 'A heap allocation for every instantiated type',
      },
      correct: 'C',
      explanation:
        'Each distinct set of arguments produces separate code, which is fast at run time but slower to build and bigger.',
    },
    {
      question: 'What does the requirement `requires (T a) { a.size(); }` state?',
      options: {
        A: 'That `a.size()` is called once before the template runs',
        B: 'That `a.size()` must return a non-zero value',
        C: 'That `T` must derive from `Sized`, which has `size()`',
        D: 'That `a.size()` must be a valid expression for `T`',
      },
      correct: 'D',
      explanation:
        'A requires expression lists operations that must be valid for the type; it does not run them.',
    },
    {
      question: 'What does template specialisation provide?',
      options: {
        A: 'A custom implementation for particular template arguments',
        B: 'A faster version generated automatically for built-in types',
        C: 'A way to restrict a template to types that satisfy a concept',
        D: 'A copy of the template precompiled into a `.cpp` file',
      },
      correct: 'A',
      explanation:
        'A specialisation replaces the general template for specific arguments, as `std::hash<MyType>` does.',
    },
  ],
  problems: [],
};
