import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-4',
  order: 4,
  title: 'Classes, Objects and Operator Overloading',
  description: 'Define classes with private data and public member functions, write const-correct methods, and overload operators naturally.',
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
    proTip: 'Implement operator+ in terms of operator+= (copy the left operand, += the right, return it); you write the arithmetic once and both stay consistent.',
  },
  mcqs: [
    {
      question: 'What is the only difference between class and struct in C++?',
      options: {
        A: 'Structs cannot have member functions',
        B: 'Structs cannot be inherited from',
        C: 'Default access for members and base classes: private for class, public for struct',
        D: 'Classes are allocated on the heap',
      },
      correct: 'C',
      explanation: 'Both support everything; only the default access and inheritance specifiers differ.',
    },
    {
      question: 'In what order are data members initialised?',
      options: {
        A: 'In the order they are declared in the class',
        B: 'In the order written in the initialiser list',
        C: 'Alphabetically',
        D: 'In an unspecified order',
      },
      correct: 'A',
      explanation: 'Declaration order governs initialisation, whatever the list order.',
    },
    {
      question: 'Which member functions can be called on a const Fraction object?',
      options: {
        A: 'All public member functions',
        B: 'Only static member functions',
        C: 'Only constructors',
        D: 'Only member functions declared const',
      },
      correct: 'D',
      explanation: 'A const object only permits calls that promise not to modify it.',
    },
    {
      question: 'Why must operator<< for printing a class be a non-member function?',
      options: {
        A: 'Member operators cannot return references',
        B: 'Its left operand is the stream, not an object of the class',
        C: 'Streams are templates',
        D: 'It must be declared static',
      },
      correct: 'B',
      explanation: 'A member operator always takes the class object as its left operand.',
    },
    {
      question: 'What does declaring auto operator<=>(const Point&) const = default; provide?',
      options: {
        A: 'The relational operators <, <=, > and >= based on memberwise comparison',
        B: 'Only operator==',
        C: 'A hash function',
        D: 'Automatic printing with <<',
      },
      correct: 'A',
      explanation: 'The compiler rewrites relational comparisons in terms of the defaulted three-way comparison.',
    },
    {
      question: 'Which members require initialisation in the constructor initialiser list rather than assignment in the body?',
      options: {
        A: 'static members',
        B: 'public members',
        C: 'const members and reference members',
        D: 'Members of type int',
      },
      correct: 'C',
      explanation: 'const objects and references cannot be assigned after construction.',
    },
    {
      question: 'What should a compound assignment operator such as operator+= return?',
      options: {
        A: 'void',
        B: 'A reference to *this',
        C: 'A new object by value',
        D: 'A bool indicating success',
      },
      correct: 'B',
      explanation: 'Returning *this by reference matches built-in types and allows chaining.',
    },
    {
      question: 'When is overloading an operator a poor design choice?',
      options: {
        A: 'When the class is a mathematical type',
        B: 'When the operator is ==',
        C: 'When the class has private members',
        D: 'When the operator\'s meaning for the type would surprise readers',
      },
      correct: 'D',
      explanation: 'Operators should behave as their built-in counterparts suggest.',
    },
  ],
  problems: [],
};
