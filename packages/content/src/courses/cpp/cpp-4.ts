import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-4',
  order: 4,
  title: 'Classes, Objects and Operator Overloading',
  description:
    'Define classes with private data and public member functions, write const-correct methods, and overload operators naturally.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Declare classes with access specifiers, member functions and invariants',
    'Write const member functions and understand the this pointer',
    'Use member initialiser lists and default member initialisers',
    'Overload arithmetic, comparison and stream operators, including operator<=>',
  ],
  lesson: `## Classes and access control

A \`class\` groups data and the functions that operate on it. Members are \`private\` by default in a \`class\` and \`public\` by default in a \`struct\`, and the same default applies to base classes (\`class D : B\` inherits privately, \`struct D : B\` publicly); default access is the only difference between the keywords. Convention: use \`struct\` for plain data with no invariants, and \`class\` when private data must be protected by member functions.

\`\`\`cpp
class Fraction {
public:
    Fraction(long long num, long long den) : num_{num}, den_{den} {   // initialiser list
        if (den_ == 0) throw std::invalid_argument("zero denominator");
        normalise();
    }
    long long num() const { return num_; }      // const: does not modify the object
    long long den() const { return den_; }
    double value() const { return static_cast<double>(num_) / den_; }

private:
    void normalise() {
        long long g = std::gcd(num_, den_);
        num_ /= g; den_ /= g;
        if (den_ < 0) { num_ = -num_; den_ = -den_; }
    }
    long long num_ = 0;                        // default member initialiser
    long long den_ = 1;
};
\`\`\`

The constructor's **member initialiser list** (\`: num_{num}, den_{den}\`) initialises members directly rather than assigning them afterwards; it is required for \`const\` members and references and is the idiomatic style. Members are initialised in **declaration order**, regardless of the order in the list, so keep both orders the same to avoid confusion.

## const member functions

A member function marked \`const\` promises not to modify the object, and it is the only kind you can call on a \`const\` object or through a \`const&\`. Mark every function that only reads state as \`const\`; forgetting it makes your class unusable in const-correct code. Inside member functions, \`this\` is a pointer to the current object, rarely needed explicitly except to return \`*this\` for chaining.

## Operator overloading

Operators are functions with special names, so your types can behave like built-in ones. Overload them only where the meaning is obvious.

\`\`\`cpp
Fraction operator+(const Fraction& a, const Fraction& b) {       // non-member: symmetric
    return Fraction(a.num() * b.den() + b.num() * a.den(), a.den() * b.den());
}
bool operator==(const Fraction& a, const Fraction& b) {
    return a.num() == b.num() && a.den() == b.den();
}
std::ostream& operator<<(std::ostream& os, const Fraction& f) {  // printing
    return os << f.num() << '/' << f.den();
}
\`\`\`

Binary operators are usually non-member functions so that conversions apply equally to both operands. Compound assignments such as \`+=\` are members that return \`*this\` by reference. The stream operator must be a non-member because the left operand is the stream, and it returns the stream to allow chaining.

C++20 simplifies comparisons: declare \`auto operator<=>(const T&) const = default;\` and the compiler generates \`<\`, \`<=\`, \`>\` and \`>=\` from the **three-way comparison** ("spaceship") operator, comparing members in order, while a defaulted \`operator==\` also provides \`!=\`. Keep overloaded operators consistent with each other and with user expectations: \`a + b\` should not modify \`a\`, and \`==\` should be an equivalence relation.`,
  overview: {
    whatYouWillLearn: [
      'class and struct differ only in default access',
      'Private data protected by public member functions maintains invariants',
      'Member initialiser lists initialise members in declaration order',
      'const member functions can be called on const objects',
      'Binary operators are usually non-members; compound assignments are members',
      'A defaulted operator<=> generates the relational operators',
    ],
    proTip:
      'Implement operator+ in terms of operator+= (copy the left operand, += the right, return it); you write the arithmetic once and both stay consistent.',
  },
  mcqs: [
    {
      question: 'What is the only difference between `class` and `struct` in C++?',
      options: {
        A: 'A `struct` cannot have member functions or constructors',
        B: 'Default access: private in `class`, public in `struct`',
        C: 'A `struct` cannot be used as a base class',
        D: 'A `struct` cannot have `private` members',
      },
      correct: 'B',
      explanation:
        'Both support everything; only the default access for members and base classes differs.',
    },
    {
      question: "In what order are a class's data members initialised?",
      options: {
        A: 'As declared in the class, top to bottom',
        B: 'The order in which they are listed in the initialiser list',
        C: 'Members named in the list first, then all the others',
        D: 'Unspecified; each compiler picks',
      },
      correct: 'A',
      explanation:
        'Declaration order governs initialisation, whatever the order of the initialiser list.',
    },
    {
      question: 'Which member functions can be called on a `const Fraction` object?',
      options: {
        A: 'All the public member functions of the class',
        B: 'Only the `static` member functions, which can be called without an object',
        C: 'Only the member functions declared `const`',
        D: 'Only member functions whose return type is `const`',
      },
      correct: 'C',
      explanation:
        'A const object only permits calls to member functions that promise not to modify it.',
    },
    {
      question: 'Why must `operator<<` for printing a class be a non-member function?',
      options: {
        A: 'Member operators cannot return a stream',
        B: 'It must be declared `friend`, which a member cannot be',
        C: '`std::ostream` is a template, so it needs a free function',
        D: 'Its left operand is the stream, not the class object',
      },
      correct: 'D',
      explanation:
        'A member operator always takes the class object as its left operand, but in `os << f` the stream comes first.',
    },
    {
      question:
        'Which comparisons does the compiler rewrite in terms of `auto operator<=>(const Point&) const = default;`?',
      options: {
        A: 'Only `==` and `!=`, comparing the members in order',
        B: 'A `std::hash` specialisation for unordered containers',
        C: '`<`, `<=`, `>` and `>=`, comparing members in order',
        D: 'A `compare()` member function returning -1, 0 or 1',
      },
      correct: 'C',
      explanation:
        '`a < b` and the other relational operators become `(a <=> b) < 0` and so on; equality uses `operator==`, which a defaulted `<=>` also declares implicitly.',
    },
    {
      question:
        "Which members must be initialised in the constructor's initialiser list rather than assigned in its body?",
      options: {
        A: '`static` data members',
        B: '`const` members and reference members',
        C: 'Members declared `public`',
        D: 'Members that already have default member initialisers',
      },
      correct: 'B',
      explanation:
        '`const` objects and references cannot be assigned after construction, so they must be initialised.',
    },
    {
      question: 'What should a compound assignment operator such as `operator+=` return?',
      options: {
        A: '`void`, since the object is changed in place',
        B: 'A copy of `*this` returned by value',
        C: 'A `bool`: `true` if the update succeeded',
        D: 'A reference to `*this`, the object that was updated',
      },
      correct: 'D',
      explanation: 'Returning `*this` by reference matches the built-in types and allows chaining.',
    },
    {
      question: 'When is overloading an operator a poor design choice?',
      options: {
        A: 'When the class is a mathematical type such as a fraction',
        B: 'When the class keeps all of its data members `private`',
        C: 'When the operator is `==` or `<`',
        D: 'When its meaning for the type would surprise readers',
      },
      correct: 'D',
      explanation:
        'Operators should behave as their built-in counterparts suggest, or readers will misread the code.',
    },
    {
      question:
        'Why are binary operators such as `operator+` usually written as non-member functions?',
      options: {
        A: 'So conversions apply equally to both operands',
        B: 'Because a member function cannot take two parameters',
        C: 'So that they can read private members without `friend`',
        D: 'Because member operators are virtual and so are slower',
      },
      correct: 'A',
      explanation:
        'As non-members both operands are ordinary parameters, so `1 + f` works as well as `f + 1`.',
    },
    {
      question: 'What is `this` inside a non-static member function?',
      options: {
        A: 'A reference to the object, so `this.x` reads a member',
        B: 'A pointer to the object that the member function was called on',
        C: 'A copy of the object for the call',
        D: 'A pointer to the data shared by all objects of the class',
      },
      correct: 'B',
      explanation:
        '`this` points to the current object; `*this` is the object itself, often returned for chaining.',
    },
    {
      question: 'What does marking a member function `const` promise?',
      options: {
        A: 'It returns a value that the caller cannot modify',
        B: 'Its result is computed once and then cached',
        C: 'It does not modify the calling object',
        D: 'It can be called only on objects declared `const`',
      },
      correct: 'C',
      explanation:
        'A `const` member function does not change the object, so it can be called on const and non-const objects alike.',
    },
    {
      question:
        'In `Fraction(long long num, long long den) : num_{num}, den_{den} { ... }`, what does `: num_{num}, den_{den}` do?',
      options: {
        A: 'Initialises the members directly, before the constructor body runs',
        B: 'Assigns the members after the constructor body has finished',
        C: 'Declares two new local variables for use in the body',
        D: 'Calls base-class constructors named `num_` and `den_`',
      },
      correct: 'A',
      explanation:
        'The member initialiser list initialises members directly instead of assigning them afterwards in the body.',
    },
  ],
  problems: [],
};
