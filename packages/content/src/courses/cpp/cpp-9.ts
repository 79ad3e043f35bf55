import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-9',
  order: 9,
  title: 'Templates and Concepts',
  description: 'Write generic functions and classes with templates, constrain them with C++20 concepts, and understand instantiation and deduction.',
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
    proTip: 'Constrain every new template with a concept, even a simple one; the error messages your users see shrink from pages to a single line.',
  },
  mcqs: [
    {
      question: 'When does the compiler generate code from a function template?',
      options: {
        A: 'As soon as the header is included',
        B: 'When the template is used with specific arguments, which instantiates it',
        C: 'At run time, when the function is first called',
        D: 'Only when the template is explicitly exported',
      },
      correct: 'B',
      explanation: 'Templates are instantiated on use for each distinct set of template arguments.',
    },
    {
      question: 'Why are template definitions usually placed in header files?',
      options: {
        A: 'Templates cannot be declared in .cpp files',
        B: 'Headers compile faster',
        C: 'The linker cannot handle templates',
        D: 'Every translation unit that instantiates the template needs its full definition',
      },
      correct: 'D',
      explanation: 'Instantiation requires the definition to be visible where the template is used.',
    },
    {
      question: 'What is the main benefit of constraining a template with a concept?',
      options: {
        A: 'Requirements are checked at the call site, producing clear error messages',
        B: 'The template runs faster',
        C: 'The template can be compiled into a .cpp file',
        D: 'It enables virtual dispatch',
      },
      correct: 'A',
      explanation: 'Concepts reject unsuitable types up front with readable diagnostics.',
    },
    {
      question: 'What does std::vector v{1, 2, 3}; deduce in C++17?',
      options: {
        A: 'std::vector<double>',
        B: 'A compile error because the type is missing',
        C: 'std::vector<int>, through class template argument deduction',
        D: 'std::initializer_list<int>',
      },
      correct: 'C',
      explanation: 'CTAD deduces the element type from the constructor arguments.',
    },
    {
      question: 'What does the fold expression (args + ... + 0) compute for args 1, 2, 3?',
      options: { A: '0', B: '3', C: '123', D: '6' },
      correct: 'D',
      explanation: 'The fold adds every element of the pack plus the initial 0.',
    },
    {
      question: 'How does if constexpr differ from a normal if?',
      options: {
        A: 'It runs faster at run time',
        B: 'The condition is evaluated at compile time and the other branch is discarded',
        C: 'It can only compare integers',
        D: 'It cannot have an else branch',
      },
      correct: 'B',
      explanation: 'The discarded branch is not instantiated, so it may be invalid for the given type.',
    },
    {
      question: 'Which function signature uses abbreviated template syntax with a concept?',
      options: {
        A: 'int twice(int x)',
        B: 'template <class T> T twice(T x)',
        C: 'auto twice(std::integral auto x)',
        D: 'void twice(auto&&... xs) = delete',
      },
      correct: 'C',
      explanation: 'A constrained auto parameter makes the function an implicit template.',
    },
    {
      question: 'How do you make your own type usable as a key in std::unordered_map?',
      options: {
        A: 'Specialise std::hash for it and provide operator==',
        B: 'Derive it from std::map',
        C: 'Mark the class final',
        D: 'Give it a virtual destructor',
      },
      correct: 'A',
      explanation: 'unordered_map needs a hash function and equality comparison for its keys.',
    },
  ],
  problems: [],
};
