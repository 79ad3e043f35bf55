import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-6',
  order: 6,
  title: 'Constructors, Destructors and RAII',
  description: 'Control object lifetime with constructors and destructors, tie resources to objects with RAII, and apply the rules of zero, three and five.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain object lifetime for automatic, dynamic and static objects',
    'Write constructors, explicit constructors and destructors',
    'Apply RAII so resources are released automatically, even on exceptions',
    'Choose between the rule of zero, three and five for copy and move operations',
  ],
  lesson: `## Object lifetime

Every C++ object has a well-defined lifetime. An **automatic** object (a local variable) is constructed when execution reaches its declaration and destroyed when its scope ends, in reverse order of construction. A **static** object lives for the whole program. A **dynamic** object created with \`new\` lives until \`delete\`, which is why raw \`new\` and \`delete\` are rare in modern code. The **constructor** runs at the start of the lifetime and the **destructor** (\`~ClassName()\`) at the end. Destructors run deterministically: you know exactly when cleanup happens, unlike garbage-collected languages.

## RAII

**Resource Acquisition Is Initialisation** is the central idiom of C++: acquire a resource (memory, a file, a lock, a socket) in a constructor and release it in the destructor. Because destructors run whenever a scope is left, whether normally, by \`return\`, or by an exception, resources cannot leak.

\`\`\`cpp
class File {
public:
    explicit File(const std::string& path) : f_{std::fopen(path.c_str(), "r")} {
        if (!f_) throw std::runtime_error("cannot open " + path);
    }
    ~File() { if (f_) std::fclose(f_); }
    File(const File&) = delete;             // a file handle must not be copied
    File& operator=(const File&) = delete;
    std::FILE* get() const { return f_; }
private:
    std::FILE* f_;
};

void process() {
    File in{"data.txt"};
    std::lock_guard<std::mutex> lock{m};    // RAII for a mutex
    // ... any exception here still closes the file and unlocks the mutex
}
\`\`\`

The standard library is built on RAII: \`std::vector\` and \`std::string\` own memory, \`std::unique_ptr\` owns a heap object, \`std::fstream\` owns a file, and \`std::lock_guard\` owns a lock.

## explicit constructors

A constructor callable with one argument also acts as an implicit conversion: without \`explicit\`, a function taking \`File\` would accept a plain string and silently open a file. Mark single-argument constructors \`explicit\` unless the conversion is genuinely natural (as from \`const char*\` to \`std::string\`).

## Copying and the special members

The compiler can generate six **special member functions**: the default constructor, destructor, copy constructor, copy assignment, move constructor and move assignment. For a class whose members all manage themselves (strings, vectors, smart pointers), the generated versions are correct.

- **Rule of zero**: design classes so they need none of the special members written by hand; let members like \`std::vector\` and \`std::unique_ptr\` do the work. This is the goal for almost all classes.
- **Rule of three**: if you must write a destructor, copy constructor or copy assignment (because you manage a raw resource), you almost certainly need all three.
- **Rule of five**: since C++11, add the move constructor and move assignment too, or moves will silently fall back to copies.

\`= delete\` removes an operation, as with the non-copyable \`File\` above, and \`= default\` requests the compiler-generated version explicitly. Destructors should never throw: if one throws during stack unwinding caused by another exception, the program calls \`std::terminate\`.`,
  overview: {
    whatYouWillLearn: [
      'Automatic objects are destroyed at scope exit in reverse order of construction',
      'RAII ties resource release to destructors, making cleanup exception-safe',
      'Standard types such as vector, unique_ptr and lock_guard are RAII wrappers',
      'explicit prevents accidental implicit conversions through constructors',
      'The rules of zero, three and five govern the special member functions',
      '= delete and = default control which special members exist',
    ],
    proTip: 'If you find yourself writing a destructor, first ask whether a standard type (unique_ptr with a custom deleter, vector, string) could own the resource instead.',
  },
  mcqs: [
    {
      question: 'When is the destructor of a local object called?',
      options: {
        A: 'When the garbage collector runs',
        B: 'At program exit only',
        C: 'Only when delete is called',
        D: 'When its enclosing scope is exited, including by an exception',
      },
      correct: 'D',
      explanation: 'Automatic objects are destroyed deterministically as their scope ends.',
    },
    {
      question: 'What does RAII stand for and mean?',
      options: {
        A: 'Runtime Allocation Is Immediate: memory is allocated at startup',
        B: 'Resource Acquisition Is Initialisation: resources are owned by objects and released by destructors',
        C: 'Random Access Iterator Interface: containers support indexing',
        D: 'Reference Aliasing Is Illegal: references cannot alias',
      },
      correct: 'B',
      explanation: 'RAII binds resource lifetime to object lifetime.',
    },
    {
      question: 'In what order are two local objects a and b (declared in that order) destroyed?',
      options: { A: 'a then b', B: 'In parallel', C: 'b then a', D: 'Unspecified' },
      correct: 'C',
      explanation: 'Destruction happens in reverse order of construction.',
    },
    {
      question: 'What does marking a single-argument constructor explicit prevent?',
      options: {
        A: 'Implicit conversions from the argument type to the class',
        B: 'Copying the object',
        C: 'Calling the constructor at all',
        D: 'Inheritance from the class',
      },
      correct: 'A',
      explanation: 'explicit constructors are not used for implicit conversions.',
    },
    {
      question: 'What does the rule of zero recommend?',
      options: {
        A: 'Never write constructors',
        B: 'Let members that manage themselves handle resources, so no special members are hand-written',
        C: 'Set all pointers to zero after delete',
        D: 'Initialise every member to zero',
      },
      correct: 'B',
      explanation: 'Classes composed of RAII members need no custom copy, move or destructor.',
    },
    {
      question: 'A class manages a raw resource and defines a destructor. What else does the rule of five say it needs?',
      options: {
        A: 'Nothing else',
        B: 'Only a copy constructor',
        C: 'A virtual destructor only',
        D: 'Copy constructor, copy assignment, move constructor and move assignment',
      },
      correct: 'D',
      explanation: 'All five special members must be considered together when one is customised.',
    },
    {
      question: 'What does File(const File&) = delete; achieve?',
      options: {
        A: 'It makes File objects non-copyable',
        B: 'It deletes existing File objects',
        C: 'It makes the copy constructor virtual',
        D: 'It frees memory when copying',
      },
      correct: 'A',
      explanation: 'A deleted copy constructor turns any copy attempt into a compile error.',
    },
    {
      question: 'Why should destructors not throw exceptions?',
      options: {
        A: 'Destructors cannot contain code',
        B: 'Exceptions are disabled in destructors by the compiler',
        C: 'Throwing during unwinding from another exception calls std::terminate',
        D: 'It makes the class non-copyable',
      },
      correct: 'C',
      explanation: 'Two active exceptions cannot be handled, so the program terminates.',
    },
  ],
  problems: [],
};
