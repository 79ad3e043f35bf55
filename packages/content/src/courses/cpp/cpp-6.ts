import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-6',
  order: 6,
  title: 'Constructors, Destructors and RAII',
  description:
    'Control object lifetime with constructors and destructors, tie resources to objects with RAII, and apply the rules of zero, three and five.',
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

std::mutex m;

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
    proTip:
      'If you find yourself writing a destructor, first ask whether a standard type (unique_ptr with a custom deleter, vector, string) could own the resource instead.',
  },
  mcqs: [
    {
      question: 'When is the destructor of a local object called?',
      options: {
        A: 'When the garbage collector reclaims it',
        B: "Only when `delete` is called on the object's address",
        C: 'When its scope is exited, normally or by a thrown exception',
        D: 'When the program exits, together with all statics',
      },
      correct: 'C',
      explanation:
        'Automatic objects are destroyed deterministically as their scope ends, whether by falling through, `return` or an exception.',
    },
    {
      question: 'What does RAII stand for, and what does it mean?',
      options: {
        A: 'Resource Acquisition Is Initialisation: destructors release owned resources',
        B: 'Resource Allocation Is Immediate: every resource is acquired at program start-up',
        C: 'Runtime Access Is Indirect: resources are only reached through smart pointers',
        D: 'Resource Acquisition Is Isolation: each resource is confined to a single thread',
      },
      correct: 'A',
      explanation:
        "RAII binds a resource's lifetime to an object's lifetime: the constructor acquires it and the destructor releases it.",
    },
    {
      question:
        'In what order are two local objects `a` and `b`, declared in that order, destroyed?',
      options: {
        A: '`a` first, then `b`, in declaration order',
        B: '`b` first, then `a`, the reverse of construction',
        C: 'Unspecified; each compiler chooses',
        D: 'Both at once, at the end of `main()`',
      },
      correct: 'B',
      explanation: 'Destruction happens in reverse order of construction.',
    },
    {
      question: 'What does marking a single-argument constructor `explicit` prevent?',
      options: {
        A: 'Implicit conversions to the class from another type',
        B: 'Copying objects of the class',
        C: 'Calling the constructor with braces, as in `File{path}`',
        D: 'Deriving other classes from the class',
      },
      correct: 'A',
      explanation:
        'An `explicit` constructor is never used for implicit conversions, so a plain string cannot silently become a `File`.',
    },
    {
      question: 'What does the rule of zero recommend?',
      options: {
        A: 'Set every raw pointer to zero right after calling `delete`',
        B: 'Give every data member a default initialiser of zero in the class',
        C: 'Write no constructors at all, and only a destructor if one is needed',
        D: 'Write no special members; let RAII members own resources',
      },
      correct: 'D',
      explanation:
        'Classes built from RAII members such as `std::vector` and `std::unique_ptr` need no hand-written copy, move or destructor.',
    },
    {
      question:
        'A class manages a raw resource and defines a destructor. What else does the rule of five say it needs?',
      options: {
        A: 'Nothing else: the generated copy operations are correct',
        B: 'Only a copy constructor, since moves are always generated',
        C: 'A `virtual` destructor, so that derived classes clean up',
        D: 'Copy and move constructors plus copy and move assignment operators',
      },
      correct: 'D',
      explanation:
        'All five special members must be considered together when one is customised, or copies and moves will misbehave.',
    },
    {
      question: 'What does `File(const File&) = delete;` achieve?',
      options: {
        A: 'Any attempt to copy a `File` fails to compile',
        B: 'Copies are allowed but share the same file handle',
        C: 'The original is destroyed when copied',
        D: 'Copying silently moves the `File` instead',
      },
      correct: 'A',
      explanation: 'A deleted copy constructor turns any copy attempt into a compile error.',
    },
    {
      question: 'Why should destructors never throw exceptions?',
      options: {
        A: 'The compiler rejects a `throw` inside `~File()`',
        B: 'Throwing during unwinding calls `std::terminate`',
        C: "The handler would free the object's memory a second time",
        D: 'The exception is silently discarded, hiding the failure',
      },
      correct: 'B',
      explanation:
        'Two exceptions cannot be in flight at once, so the program terminates; destructors are also `noexcept` by default.',
    },
    {
      question: 'Which standard library type owns a mutex lock and releases it in its destructor?',
      options: {
        A: '`std::mutex`',
        B: '`std::thread`',
        C: '`std::lock_guard`',
        D: '`std::condition_variable`',
      },
      correct: 'C',
      explanation:
        '`std::lock_guard` locks in its constructor and unlocks in its destructor; the mutex itself is the resource being guarded.',
    },
    {
      question: 'What does `= default` on a special member function do?',
      options: {
        A: 'Sets every data member to zero before the constructor body',
        B: 'Explicitly requests the compiler-generated version',
        C: 'Removes the operation, so any call to it fails to compile',
        D: 'Makes the member `virtual` with an empty body',
      },
      correct: 'B',
      explanation:
        '`= default` asks for the implicitly generated implementation; `= delete` removes an operation.',
    },
    {
      question:
        'What does the rule of three say about a class that needs a hand-written destructor, copy constructor or copy assignment?',
      options: {
        A: 'It must also be marked `final` so that nothing derives from it',
        B: 'It needs a move constructor instead of a copy assignment',
        C: 'The compiler deletes the other two',
        D: 'It almost certainly needs all three of them',
      },
      correct: 'D',
      explanation:
        'Needing one of them means the class manages a raw resource, so all three must handle it consistently.',
    },
    {
      question:
        "In the lesson's `process()`, which holds a `File` and a `std::lock_guard`, what happens when an exception leaves the function?",
      options: {
        A: 'Both leak unless a `catch` block in `process` releases them',
        B: 'The file is closed but the mutex stays locked for good',
        C: 'Destructors unlock the mutex, then close the file',
        D: 'They are released only when the program terminates',
      },
      correct: 'C',
      explanation:
        'Stack unwinding runs the destructors of both locals in reverse order of construction: `lock` releases the mutex, then `in` closes the file, so neither resource leaks.',
    },
  ],
  problems: [],
};
