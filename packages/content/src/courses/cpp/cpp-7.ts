import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-7',
  order: 7,
  title: 'Inheritance and Virtual Functions',
  description: 'Build class hierarchies, achieve runtime polymorphism with virtual functions, and avoid slicing and other inheritance pitfalls.',
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
    proTip: 'Turn on -Wsuggest-override or clang-tidy\'s modernize-use-override; a missing override is one of the most common silent polymorphism bugs.',
  },
  mcqs: [
    {
      question: 'Which function runs for s->area() when s is a Shape* pointing to a Circle and area is virtual?',
      options: { A: 'Circle::area', B: 'Shape::area', C: 'Both, in order', D: 'Neither; it is a compile error' },
      correct: 'A',
      explanation: 'Virtual calls through a base pointer dispatch on the object\'s dynamic type.',
    },
    {
      question: 'What does the override specifier do?',
      options: {
        A: 'Makes the function virtual in the base class',
        B: 'Hides the base function from callers',
        C: 'Makes the compiler verify the function overrides a base virtual function',
        D: 'Makes the function run faster',
      },
      correct: 'C',
      explanation: 'If no matching virtual function exists in a base, compilation fails.',
    },
    {
      question: 'Why does a polymorphic base class need a virtual destructor?',
      options: {
        A: 'To allow copying',
        B: 'So deleting a derived object through a base pointer runs the derived destructor',
        C: 'Virtual destructors are faster',
        D: 'To make the class abstract',
      },
      correct: 'B',
      explanation: 'Without it, deleting through the base pointer is undefined behaviour.',
    },
    {
      question: 'What makes a C++ class abstract?',
      options: {
        A: 'Declaring it with the abstract keyword',
        B: 'Having only private members',
        C: 'Having a virtual destructor',
        D: 'Having at least one pure virtual function',
      },
      correct: 'D',
      explanation: 'A pure virtual function (= 0) prevents instantiation.',
    },
    {
      question: 'What is object slicing?',
      options: {
        A: 'Splitting an object across threads',
        B: 'Deleting part of an array',
        C: 'Copying a derived object into a base object by value, losing the derived part',
        D: 'Calling a virtual function from a constructor',
      },
      correct: 'C',
      explanation: 'Only the base subobject is copied, so derived data and overrides are lost.',
    },
    {
      question: 'How do typical compilers implement virtual function calls?',
      options: {
        A: 'Through a per-class table of function pointers referenced by each object',
        B: 'By recompiling the code at run time',
        C: 'By searching the class name in a hash map on every call',
        D: 'By inlining every possible override',
      },
      correct: 'A',
      explanation: 'The vtable pointer in each object leads to the correct implementation.',
    },
    {
      question: 'What does marking a class final do?',
      options: { A: 'Makes its objects immutable', B: 'Makes all methods const', C: 'Makes it abstract', D: 'Prevents any class from deriving from it' },
      correct: 'D',
      explanation: 'A final class cannot be used as a base class.',
    },
    {
      question: 'How should a std::vector hold objects of different classes derived from Shape?',
      options: {
        A: 'As std::vector<Shape> values',
        B: 'As std::vector<std::unique_ptr<Shape>>',
        C: 'As std::vector<void*>',
        D: 'It cannot; vectors need one concrete type',
      },
      correct: 'B',
      explanation: 'Owning pointers preserve dynamic types and avoid slicing.',
    },
  ],
  problems: [],
};
