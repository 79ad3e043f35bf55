import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-7',
  order: 7,
  title: 'Inheritance and Virtual Functions',
  description:
    'Build class hierarchies, achieve runtime polymorphism with virtual functions, and avoid slicing and other inheritance pitfalls.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Derive classes with public inheritance and call base constructors',
    'Use virtual, override and final for runtime polymorphism',
    'Define abstract interfaces with pure virtual functions and virtual destructors',
    'Explain object slicing, vtables and when to prefer composition',
  ],
  lesson: `## Deriving classes

Public inheritance models an "is-a" relationship: a \`Circle\` is a \`Shape\`. The derived class inherits the base's members and adds or customises behaviour. The base part is constructed first, through the member initialiser list:

\`\`\`cpp
class Shape {
public:
    explicit Shape(std::string name) : name_{std::move(name)} {}
    virtual ~Shape() = default;                   // essential for polymorphic bases
    virtual double area() const = 0;              // pure virtual: no implementation here
    virtual std::string describe() const { return name_ + " of area " + std::to_string(area()); }
    const std::string& name() const { return name_; }
private:
    std::string name_;
};

class Circle final : public Shape {
public:
    explicit Circle(double r) : Shape{"circle"}, r_{r} {}
    double area() const override { return 3.14159265358979 * r_ * r_; }
private:
    double r_;
};

class Square final : public Shape {
public:
    explicit Square(double side) : Shape{"square"}, side_{side} {}
    double area() const override { return side_ * side_; }
private:
    double side_;
};
\`\`\`

\`protected\` members are accessible to derived classes but not to outside code; use them sparingly, since they couple derived classes to implementation details.

## Virtual functions and dynamic dispatch

A function declared \`virtual\` is chosen at run time according to the **dynamic type** of the object, when called through a pointer or reference to the base:

\`\`\`cpp
std::vector<std::unique_ptr<Shape>> shapes;
shapes.push_back(std::make_unique<Circle>(1.0));
shapes.push_back(std::make_unique<Square>(2.0));
for (const auto& s : shapes) std::cout << s->describe() << '\\n';   // each uses its own area()
\`\`\`

Compilers typically implement this with a **vtable**: each polymorphic class has a table of function pointers and each object stores a hidden pointer to its class's table, costing one indirection per call. Non-virtual functions are resolved at compile time.

Write \`override\` on every overriding function: the compiler then reports an error if the signature does not actually match a base virtual function (a missing \`const\` is a classic mistake that otherwise silently creates a new, unrelated function). \`final\` forbids further overriding or, on a class, further derivation.

## Abstract classes and virtual destructors

A class with at least one **pure virtual** function (\`= 0\`) is abstract and cannot be instantiated; it defines an interface. If objects will be deleted through a base pointer (which \`unique_ptr<Shape>\` does), the base **must** have a virtual destructor; otherwise only the base part is destroyed, which is undefined behaviour and leaks the derived members.

## Slicing

Copying a derived object into a base object by value keeps only the base part, the so-called **slicing** problem: \`Shape s = circle;\` would not even compile here because \`Shape\` is abstract, but with a concrete base the copy silently loses the derived data and behaviour. Polymorphism needs pointers or references; store polymorphic objects in containers as \`std::unique_ptr<Base>\`.

## When not to inherit

Inheritance is the tightest coupling in C++. Prefer composition for code reuse, and consider alternatives for polymorphism: templates for compile-time polymorphism, or \`std::variant\` with \`std::visit\` for a closed set of types, which avoids heap allocation and virtual calls.`,
  overview: {
    whatYouWillLearn: [
      'Public inheritance models is-a and base parts are constructed first',
      'Virtual functions dispatch on the dynamic type via pointers or references',
      'override catches signature mismatches and final stops further overriding',
      'Pure virtual functions make a class abstract',
      'Polymorphic bases need virtual destructors',
      'Copying a derived object into a base value slices off the derived part',
    ],
    proTip:
      "Turn on -Wsuggest-override or clang-tidy's modernize-use-override; a missing override is one of the most common silent polymorphism bugs.",
  },
  mcqs: [
    {
      question:
        'Which function runs for `s->area()` when `s` is a `Shape*` pointing to a `Circle` and `area` is virtual?',
      options: {
        A: '`Shape::area`, the version of the static type',
        B: '`Circle::area`, chosen at run time by virtual dispatch',
        C: '`Shape::area`, then `Circle::area`',
        D: 'None: calling a pure virtual is a compile error',
      },
      correct: 'B',
      explanation: "Virtual calls through a base pointer dispatch on the object's dynamic type.",
    },
    {
      question: 'What does the `override` specifier do?',
      options: {
        A: 'It makes the base class function virtual too',
        B: 'It hides the base version from calls through a base pointer',
        C: 'The compiler checks it really overrides a base virtual',
        D: 'It forbids overriding the function again in derived classes',
      },
      correct: 'C',
      explanation:
        'If no matching virtual function exists in a base, compilation fails, which catches signature mistakes.',
    },
    {
      question: 'Why does a polymorphic base class need a virtual destructor?',
      options: {
        A: 'So deleting via a base pointer runs the derived destructor',
        B: 'So that objects of the class can be copied safely by value',
        C: 'So that the class becomes abstract and cannot be instantiated',
        D: 'So that the virtual destructor is inlined into every derived class',
      },
      correct: 'A',
      explanation:
        'Without it, deleting a derived object through a base pointer is undefined behaviour and leaks the derived members.',
    },
    {
      question: 'What makes a C++ class abstract?',
      options: {
        A: 'Declaring the class with the `abstract` keyword',
        B: 'Having at least one pure virtual function',
        C: 'Having a `virtual` destructor',
        D: 'Having only `protected` constructors',
      },
      correct: 'B',
      explanation:
        'A pure virtual function (`= 0`) makes the class abstract, so it cannot be instantiated.',
    },
    {
      question: 'What is object slicing?',
      options: {
        A: 'Copying a derived object into a base object by value, losing the derived part',
        B: 'Deleting a derived object through a base pointer that has no virtual destructor',
        C: 'Calling a virtual function from a constructor, which runs the base version',
        D: "Splitting one object's data members across several separate cache lines",
      },
      correct: 'A',
      explanation: 'Only the base subobject is copied, so derived data and overrides are lost.',
    },
    {
      question: 'How do typical compilers implement virtual function calls?',
      options: {
        A: "By looking up the function's name in a hash map on every call",
        B: 'By inlining every possible virtual function override at each site',
        C: 'With a `switch` on a type tag the compiler adds to each class',
        D: 'A per-class table of function pointers, found via the object',
      },
      correct: 'D',
      explanation:
        "Each object stores a hidden pointer to its class's vtable, which leads to the correct implementation.",
    },
    {
      question: 'What does marking a class `final` do?',
      options: {
        A: 'Makes its objects immutable',
        B: 'Makes all its member functions `const`',
        C: 'Prevents other types from deriving from it',
        D: 'Makes its virtual functions pure',
      },
      correct: 'C',
      explanation:
        'A `final` class cannot be used as a base class; `final` on a function forbids further overriding.',
    },
    {
      question:
        'With a concrete base class `Animal` and a derived `Dog`, what happens in `std::vector<Animal> v; v.push_back(Dog{});`?',
      options: {
        A: 'The vector stores the whole `Dog` and calls its overrides',
        B: 'It does not compile, because a `Dog` is not an `Animal` class',
        C: 'The vector stores a `Dog*` to the temporary `Dog{}`',
        D: 'The `Dog` is sliced, so only its `Animal` portion is stored',
      },
      correct: 'D',
      explanation:
        'Storing by value copies only the base part; polymorphic containers hold pointers such as `std::unique_ptr<Animal>`.',
    },
    {
      question: 'Who can access a `protected` member of a class?',
      options: {
        A: 'The class itself and classes derived from it',
        B: 'Any code, but only for reading',
        C: 'Only `friend` functions declared by the class',
        D: 'Derived classes only if they are marked `final`',
      },
      correct: 'A',
      explanation:
        '`protected` members are visible to the class and its derived classes but not to outside code.',
    },
    {
      question:
        'The base declares `virtual double area() const;`. What happens if `Circle` declares `double area();` (no `const`) without `override`?',
      options: {
        A: 'The compiler adds the missing `const` and overrides as intended',
        B: 'A new function is declared, which base calls never reach',
        C: 'It fails to compile, because the two signatures do not match',
        D: 'It overrides the base function, but only for non-const objects',
      },
      correct: 'B',
      explanation:
        'A different signature does not override, so it silently hides instead; `override` would turn this into a compile error.',
    },
    {
      question:
        'Which alternative to inheritance handles a closed set of types without heap allocation or virtual calls?',
      options: {
        A: '`std::tuple` with `std::apply`',
        B: '`std::optional` with `std::get_if`',
        C: '`std::variant` together with `std::visit`',
        D: '`std::any` with `std::any_cast`',
      },
      correct: 'C',
      explanation:
        'A `std::variant` holds one of a fixed list of types in place, and `std::visit` dispatches on the one it holds.',
    },
    {
      question: 'What does a virtual call typically cost compared with a non-virtual one?',
      options: {
        A: 'A search up the class hierarchy',
        B: "A heap allocation for each call's stack frame",
        C: 'Nothing, as the compiler resolves a virtual call while compiling',
        D: 'One extra indirection through the vtable',
      },
      correct: 'D',
      explanation:
        "The call loads the function pointer from the object's vtable, one indirection; non-virtual calls are resolved at compile time.",
    },
  ],
  problems: [],
};
