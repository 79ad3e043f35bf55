import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-5',
  order: 5,
  title: 'Inheritance, Interfaces and Polymorphism',
  description:
    'Reuse and extend behaviour with subclasses, define contracts with interfaces, and write code that works with many types through polymorphism.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Extend classes, call super and override methods',
    'Use abstract classes and interfaces with default methods',
    'Explain dynamic dispatch and program to interfaces',
    'Prefer composition where inheritance does not fit',
  ],
  lesson: `## Inheritance

A class can \`extends\` exactly one superclass, inheriting its accessible fields and methods. The subclass constructor must call a superclass constructor with \`super(...)\`, either explicitly as its first statement or implicitly (the no-argument one). A subclass can **override** an instance method by declaring one with the same signature; \`super.method()\` calls the parent version.

\`\`\`java
public abstract class Shape {
    private final String name;
    protected Shape(String name) { this.name = name; }
    public abstract double area();            // no body: subclasses must implement it
    public String describe() { return name + " with area " + area(); }
}

public class Circle extends Shape {
    private final double r;
    public Circle(double r) { super("circle"); this.r = r; }
    @Override public double area() { return Math.PI * r * r; }
}

public class Square extends Shape {
    private final double side;
    public Square(double side) { super("square"); this.side = side; }
    @Override public double area() { return side * side; }
}
\`\`\`

An **abstract** class cannot be instantiated and may contain abstract methods. A \`final\` class cannot be extended (\`String\` is final) and a \`final\` method cannot be overridden. Every class ultimately extends \`Object\`.

## Interfaces

An **interface** declares a contract: a set of methods a class promises to provide. A class can implement many interfaces, which is how Java offers multiple inheritance of type without the complications of multiple inheritance of state.

\`\`\`java
public interface Priced {
    long priceCents();                                   // abstract
    default String formatted() {                         // default method with a body
        return String.format("%d.%02d", priceCents() / 100, priceCents() % 100);
    }
}
public class Book implements Priced, Comparable<Book> {
    private final long cents;
    public Book(long cents) { this.cents = cents; }
    @Override public long priceCents() { return cents; }
    @Override public int compareTo(Book other) { return Long.compare(cents, other.cents); }
}
\`\`\`

Interfaces may contain \`default\` methods, \`static\` methods and constants, but no instance fields. An interface with a single abstract method is a **functional interface** and can be implemented with a lambda, as you will see with streams.

## Polymorphism

A variable of a supertype can refer to any subtype object: \`Shape s = new Circle(2);\`. When you call \`s.area()\`, the JVM picks the implementation of the **actual object's class** at run time. This is **dynamic dispatch**, and it lets one piece of code handle many types:

\`\`\`java
List<Shape> shapes = List.of(new Circle(1), new Square(2));
double total = 0;
for (Shape s : shapes) total += s.area();   // each shape computes its own area
\`\`\`

Overloading is chosen at compile time from the declared argument types; overriding is chosen at run time from the object. **Programming to interfaces** (declare \`List<String> names = new ArrayList<>()\`) keeps code flexible, because you can swap implementations without touching callers. The \`instanceof\` operator with a pattern (\`if (s instanceof Circle c)\`) tests and casts in one step, but frequent type checks often signal that a method belongs on the type itself.

## Composition over inheritance

Inheritance models an "is-a" relationship and couples the subclass tightly to its parent's implementation details. When you only want to reuse behaviour, **composition** (holding another object in a field and delegating to it) is usually more flexible: a \`Car\` *has an* \`Engine\`, it is not one.`,
  overview: {
    whatYouWillLearn: [
      'A class extends one superclass and calls its constructor with super',
      'Abstract classes cannot be instantiated and may declare abstract methods',
      'Interfaces define contracts; a class may implement many',
      'Default methods give interfaces behaviour without instance state',
      'Dynamic dispatch selects overridden methods by the runtime class',
      'Composition is often a better tool than inheritance for reuse',
    ],
    proTip:
      'Declare variables and parameters with interface types such as List or Map; it costs nothing and keeps implementation choices open.',
  },
  mcqs: [
    {
      question: 'How many classes can a Java class directly extend?',
      options: {
        A: 'Any number',
        B: 'One',
        C: 'Up to two',
        D: 'None; Java only has interfaces',
      },
      correct: 'B',
      explanation: 'Java supports single inheritance of classes.',
    },
    {
      question: 'Given Shape s = new Circle(1); which area() implementation does s.area() run?',
      options: {
        A: "Shape.area, because the variable's declared type is Shape",
        B: 'The one chosen at compile time from the variable type',
        C: 'Neither; it is a compile error',
        D: "Circle.area, chosen at run time from the actual object's class",
      },
      correct: 'D',
      explanation: "Overridden methods are dispatched dynamically based on the object's class.",
    },
    {
      question: 'What is true of an abstract class?',
      options: {
        A: 'It cannot be instantiated directly',
        B: 'It cannot declare any constructors of its own',
        C: 'All its methods must be declared abstract',
        D: 'It cannot have fields',
      },
      correct: 'A',
      explanation:
        'Abstract classes may have constructors, fields and concrete methods, but you cannot call new on them.',
    },
    {
      question: 'What can a Java interface NOT contain?',
      options: {
        A: 'Default methods',
        B: 'Static methods',
        C: 'Instance fields',
        D: 'Constants',
      },
      correct: 'C',
      explanation:
        'Interfaces hold no per-instance state; fields in interfaces are implicitly static final constants.',
    },
    {
      question: 'What does a final method guarantee?',
      options: {
        A: 'It runs only once per object, like a constructor',
        B: 'It cannot be overridden in a subclass',
        C: 'It cannot throw exceptions',
        D: 'It is inlined and executed at compile time',
      },
      correct: 'B',
      explanation: 'final on a method prevents subclasses from overriding it.',
    },
    {
      question: 'What is a functional interface?',
      options: {
        A: 'An interface that contains only default methods',
        B: 'An interface implemented by enums',
        C: 'Any interface in java.util.function only',
        D: 'An interface with exactly one abstract method, as a lambda needs',
      },
      correct: 'D',
      explanation: 'A single abstract method lets a lambda expression provide the implementation.',
    },
    {
      question: 'Which design expresses that a Car has an Engine?',
      options: {
        A: 'Composition: Car has an Engine field and delegates to it',
        B: 'Car extends Engine',
        C: 'Engine extends Car',
        D: 'Both implement one shared interface, so a Car can act as an Engine',
      },
      correct: 'A',
      explanation: 'A has-a relationship is modelled by composition, not inheritance.',
    },
    {
      question: 'When is the choice between overloaded methods made?',
      options: {
        A: 'At run time, from the class of the object the method is called on',
        B: 'When the class is first loaded by the JVM',
        C: 'At compile time, from the declared argument types',
        D: 'At run time, from the actual types of the arguments',
      },
      correct: 'C',
      explanation: 'Overload resolution is static, unlike overriding which is dynamic.',
    },
    {
      question: 'Which keyword does a class use to adopt an interface?',
      options: {
        A: '`extends`',
        B: '`inherits`',
        C: '`implements`',
        D: '`realizes`',
      },
      correct: 'C',
      explanation: 'Classes `implements` interfaces and `extends` a class.',
    },
    {
      question: 'Can a Java class implement more than one interface?',
      options: {
        A: 'No, only one, just like `extends`',
        B: 'Yes, but only if they have no default methods',
        C: 'Only if it extends no class',
        D: 'Yes, any number, separated by commas',
      },
      correct: 'D',
      explanation: 'A class extends at most one class but may implement any number of interfaces.',
    },
    {
      question: 'What does `super.describe()` inside an overriding method call?',
      options: {
        A: "The parent class's `describe`",
        B: 'The same overriding method again, recursively',
        C: "The interface's abstract declaration of `describe`",
        D: 'The most-derived override of `describe`',
      },
      correct: 'A',
      explanation:
        '`super.method()` calls the superclass implementation, skipping the current override.',
    },
    {
      question: 'What is a default method in an interface?',
      options: {
        A: 'A method that every implementing class must override',
        B: 'A method with a body that implementers may override',
        C: 'The method a lambda calls when it implements the interface',
        D: 'A static helper method that cannot be called on instances',
      },
      correct: 'B',
      explanation:
        'A `default` method has a body in the interface; implementing classes inherit it or override it.',
    },
  ],
  problems: [],
};
