import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-6',
  order: 6,
  title: 'Inheritance, Interfaces and Polymorphism',
  description:
    'Extend classes, override virtual members, program against interfaces, and decide between abstract classes, interfaces and composition.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Derive classes and call base constructors and members',
    'Use virtual, override, abstract and sealed correctly',
    'Define and implement interfaces, including default interface methods',
    'Apply polymorphism and type patterns without overusing inheritance',
  ],
  lesson: `## Deriving classes

A class can inherit from one base class with \`:\`. The derived class gets the base's non-private members and can add its own. Constructors are not inherited; a derived constructor calls a base constructor with \`: base(...)\`.

\`\`\`csharp
public abstract class Employee
{
    protected Employee(string name) => Name = name;
    public string Name { get; }
    public abstract decimal MonthlyPay();                 // must be overridden
    public virtual string Describe() => $"{Name}: {MonthlyPay():C}";
}

public sealed class Salaried : Employee
{
    private readonly decimal _annual;
    public Salaried(string name, decimal annual) : base(name) => _annual = annual;
    public override decimal MonthlyPay() => _annual / 12;
}

public class Contractor : Employee
{
    public Contractor(string name, decimal rate, int hours) : base(name) { Rate = rate; Hours = hours; }
    public decimal Rate { get; }
    public int Hours { get; }
    public override decimal MonthlyPay() => Rate * Hours;
    public override string Describe() => base.Describe() + " (contract)";
}
\`\`\`

Members are **non-virtual by default** in C#: a method can only be overridden if the base marks it \`virtual\` or \`abstract\`, and the derived class must say \`override\` explicitly. Declaring a same-named method without \`override\` **hides** the base member (the compiler warns; \`new\` silences the warning), and hiding does not participate in polymorphism, a frequent source of confusion. \`abstract\` classes cannot be instantiated; \`sealed\` classes cannot be derived from, and \`sealed override\` stops further overriding.

## Polymorphism

Code written against the base type works with every derived type, and virtual calls run the override of the actual object:

\`\`\`csharp
var staff = new List<Employee> { new Salaried("Ana", 60000m), new Contractor("Bo", 50m, 120) };
foreach (var e in staff) Console.WriteLine(e.Describe());
\`\`\`

## Interfaces

An interface is a contract of members without (usually) an implementation. A class can implement any number of interfaces, and structs can implement them too. The .NET libraries are built on interfaces: \`IEnumerable<T>\`, \`IComparable<T>\`, \`IDisposable\`, \`IEquatable<T>\`.

\`\`\`csharp no-compile "default interface methods are C# 8; the runner's Mono compiler speaks C# 7"
public interface IPayable
{
    decimal AmountDue();
    string Currency => "EUR";          // default interface method (C# 8)
}
\`\`\`

By convention interface names start with \`I\`. Default interface methods let library authors add members without breaking implementers. **Explicit implementation** (\`decimal IPayable.AmountDue() => ...\`) hides a member unless the object is accessed through the interface, useful when two interfaces declare the same member.

## Type tests

\`is\` with a type pattern tests and casts in one step: \`if (e is Contractor c && c.Hours > 160) ...\`. \`as\` returns \`null\` instead of throwing when a conversion fails. Frequent type tests suggest the behaviour belongs in a virtual method instead.

## Choosing a design

Use an interface to describe a capability shared by unrelated types; an abstract base class when related types share state and implementation; and **composition** (holding other objects and delegating) when you only want to reuse behaviour. Deep inheritance trees are hard to change, which is why many C# codebases favour interfaces plus composition, often wired together with dependency injection.`,
  overview: {
    whatYouWillLearn: [
      'A class inherits from one base and calls its constructor with base(...)',
      'Members are non-virtual by default; override requires virtual or abstract',
      'Hiding with new does not participate in polymorphism',
      'abstract prevents instantiation and sealed prevents derivation',
      'Interfaces define contracts, may have default methods and can be implemented explicitly',
      'Type patterns test and cast, but virtual methods usually beat type switches',
    ],
    proTip:
      'Seal classes by default unless you design them for inheritance; it documents intent and lets the JIT devirtualise calls.',
  },
  mcqs: [
    {
      question: 'What must a base class method be marked as for a derived class to override it?',
      options: {
        A: 'static',
        B: 'sealed',
        C: 'public',
        D: 'virtual or abstract',
      },
      correct: 'D',
      explanation: 'C# methods are non-virtual unless declared virtual or abstract.',
    },
    {
      question: 'How does a derived class constructor call the base class constructor?',
      options: {
        A: 'super(name)',
        B: ': base(name) after the parameter list',
        C: 'Base.new(name)',
        D: 'The base constructor runs automatically with the same arguments',
      },
      correct: 'B',
      explanation: 'The constructor initialiser : base(...) selects the base constructor.',
    },
    {
      question:
        'What happens if a derived class declares a method with the same signature as a non-virtual base method?',
      options: {
        A: 'It overrides the base method, so calls through a base reference run the new one',
        B: 'A compile error occurs unless the derived method is explicitly marked `new`',
        C: 'It hides it; a call through a base reference still runs the base version',
        D: 'Both methods run, the base version first',
      },
      correct: 'C',
      explanation:
        'Without `override`, the new method hides the base one (with a warning), so a call through a base-typed reference still runs the base version.',
    },
    {
      question: 'How many base classes and interfaces can a C# class have?',
      options: {
        A: 'One base class and any number of interfaces',
        B: 'Any number of both, without limit',
        C: 'One base class and one interface',
        D: 'No base class if it implements interfaces',
      },
      correct: 'A',
      explanation: 'C# has single class inheritance and multiple interface implementation.',
    },
    {
      question: 'What does the sealed modifier on a class do?',
      options: {
        A: 'Makes all members private',
        B: 'Prevents other classes from deriving from it',
        C: 'Makes instances immutable once the constructor finishes',
        D: 'Prevents instantiation',
      },
      correct: 'B',
      explanation: 'A sealed class cannot be used as a base class.',
    },
    {
      question: 'What do default interface methods allow?',
      options: {
        A: 'Interfaces to declare instance fields that every implementer shares',
        B: 'Interfaces to be instantiated',
        C: 'Interfaces to be instantiated directly with `new` when no class is needed',
        D: 'Adding a member with a body without breaking existing implementers',
      },
      correct: 'D',
      explanation: 'Implementers inherit the default body unless they provide their own.',
    },
    {
      question: 'What does obj as Contractor return when obj is not a Contractor?',
      options: {
        A: 'null',
        B: 'It throws InvalidCastException',
        C: 'A default Contractor',
        D: 'false',
      },
      correct: 'A',
      explanation: 'The as operator yields null instead of throwing on a failed conversion.',
    },
    {
      question: 'When is an interface a better choice than an abstract base class?',
      options: {
        A: 'When derived types must share private fields',
        B: 'When you need constructors in the contract',
        C: 'When unrelated types should share a capability',
        D: 'When the types need shared protected state',
      },
      correct: 'C',
      explanation: 'Interfaces describe capabilities without forcing a common ancestry.',
    },
    {
      question: 'What does `base.Describe()` inside an override do?',
      options: {
        A: 'Calls this override of `Describe` again, recursively',
        B: "Calls `Describe` on the object's most-derived type",
        C: "Calls the base class's version of `Describe`",
        D: "Calls the interface's default implementation of `Describe`",
      },
      correct: 'C',
      explanation:
        "`base.Member()` calls the parent class's implementation, which lets an override extend it.",
    },
    {
      question:
        'Which keyword silences the warning when a derived method deliberately hides a base method?',
      options: {
        A: '`override`',
        B: '`new`',
        C: '`sealed`',
        D: '`virtual`',
      },
      correct: 'B',
      explanation:
        'The `new` modifier states that hiding is intended; `override` would replace a virtual member instead.',
    },
    {
      question: 'What does `sealed override` on a method do?',
      options: {
        A: 'Overrides the method and stops further overriding in subclasses',
        B: 'Overrides the method and makes it private to the class',
        C: 'Hides the base method instead of overriding it',
        D: 'Overrides the method and makes the whole class sealed against inheritance',
      },
      correct: 'A',
      explanation:
        '`sealed override` overrides a virtual member and prevents classes further down from overriding it again.',
    },
    {
      question: 'Can you write `new Employee("Ana")` when `Employee` is declared `abstract`?',
      options: {
        A: 'Yes, if it has a public constructor',
        B: 'Yes, but its abstract members return default values',
        C: 'No, unless every abstract method is marked virtual',
        D: 'No, abstract classes cannot be instantiated',
      },
      correct: 'D',
      explanation:
        'An abstract class cannot be instantiated; only its non-abstract derived classes can.',
    },
  ],
  problems: [],
};
