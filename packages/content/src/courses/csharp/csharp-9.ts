import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-9',
  order: 9,
  title: 'Generics, Delegates, Lambdas and Events',
  description:
    'Write reusable type-safe code with generics and constraints, pass behaviour with delegates and lambdas, and publish notifications with events.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Define generic types and methods with constraints',
    'Explain reified generics and variance with in and out',
    'Use Func, Action, Predicate and lambdas with closures',
    'Declare, raise and subscribe to events safely',
  ],
  lesson: `## Generics

Generics parameterise types and methods by other types, giving reuse without casts or boxing. \`List<int>\` stores real \`int\` values, not boxed objects.

\`\`\`csharp
public class Cache<TKey, TValue>
{
    private readonly Dictionary<TKey, TValue> _items = new Dictionary<TKey, TValue>();
    public TValue GetOrAdd(TKey key, Func<TKey, TValue> factory)
    {
        if (!_items.TryGetValue(key, out var value))
            _items[key] = value = factory(key);
        return value;
    }
}

public static T Max<T>(IEnumerable<T> items) where T : IComparable<T>
{
    using (var e = items.GetEnumerator())
    {
        if (!e.MoveNext()) throw new InvalidOperationException("empty");
        T best = e.Current;
        while (e.MoveNext()) if (e.Current.CompareTo(best) > 0) best = e.Current;
        return best;
    }
}
\`\`\`

The examples are written in C# 7, the runner's version; newer C# would write \`where TKey : notnull\` (C# 8), \`new()\` for the field (C# 9) and \`using var e\` (C# 8).

**Constraints** (\`where\`) state what a type argument must support: \`class\`, \`struct\`, \`notnull\`, \`new()\` (has a parameterless constructor), a base class, or interfaces. Inside the generic code you may use only members guaranteed by the constraints. Since .NET 7, **static abstract interface members** enable generic math: \`T Sum<T>(T[] xs) where T : INumber<T>\` works for every numeric type.

Unlike Java, .NET generics are **reified**: type arguments exist at run time, so \`typeof(T)\` works and value-type instantiations get specialised, efficient code. **Variance** on interfaces and delegates allows safe conversions: \`IEnumerable<out T>\` is covariant, so an \`IEnumerable<string>\` can be used as \`IEnumerable<object>\`; \`Action<in T>\` is contravariant.

## Delegates and lambdas

A **delegate** is a type-safe reference to a method. The built-in generic delegates cover almost every need: \`Func<T1, ..., TResult>\` returns a value, \`Action<T1, ...>\` returns nothing, and \`Predicate<T>\` returns \`bool\`. Lambdas create delegate instances concisely:

\`\`\`csharp
Func<int, int> square = x => x * x;
Action<string> log = msg => Console.WriteLine($"[log] {msg}");
Func<int, int, int> add = (a, b) => a + b;          // C# 9 allows static (a, b) => ...: cannot capture
int threshold = 10;
Predicate<int> isBig = n => n > threshold;          // captures threshold (a closure)
\`\`\`

A lambda that uses a local variable **captures** the variable itself, not its value at that moment; later changes are visible to the lambda. Delegates are **multicast**: \`+=\` combines several methods into one invocation list.

## Events

An **event** exposes a delegate so that outside code can subscribe and unsubscribe but not invoke it or replace the list. The standard pattern uses \`EventHandler<TEventArgs>\`:

\`\`\`csharp
public class Thermostat
{
    public event EventHandler<double> TemperatureChanged;
    private double _current;
    public void Update(double value)
    {
        if (value == _current) return;
        _current = value;
        TemperatureChanged?.Invoke(this, value);   // null-safe: no subscribers is fine
    }
}

var t = new Thermostat();
t.TemperatureChanged += (sender, temp) => Console.WriteLine($"Now {temp} C");
\`\`\`

A publisher's event holds references to its subscribers' handlers, so a long-lived publisher keeps short-lived subscribers alive; unsubscribe with \`-=\` when a subscriber is done, a common source of memory leaks in desktop applications.`,
  overview: {
    whatYouWillLearn: [
      'Generic types and methods give type safety without casts or boxing',
      'Constraints such as where T : IComparable<T> unlock members on type parameters',
      '.NET generics are reified and support covariance and contravariance',
      'Func, Action and Predicate delegates and lambda expressions',
      'Closures capture variables, not snapshots of their values',
      'Events restrict outside code to subscribing and unsubscribing',
    ],
    proTip:
      'Mark lambdas static when they do not need captured state; the compiler then prevents accidental captures and the allocations they cause.',
  },
  mcqs: [
    {
      question: 'What does the constraint where T : IComparable<T> allow inside a generic method?',
      options: {
        A: 'Creating new T instances with `new T()` inside it',
        B: 'Calling CompareTo on values of type T',
        C: 'Using T only as a value type such as `int`',
        D: 'Comparing T values with the `<` and `>` operators',
      },
      correct: 'B',
      explanation: "Constraints make the constrained interface's members available on T.",
    },
    {
      question: 'What does it mean that .NET generics are reified?',
      options: {
        A: 'Generic types can hold only reference types, so values get boxed',
        B: 'Generic code is interpreted',
        C: 'Generics are erased to `object` at run time, as in Java',
        D: 'Type arguments are preserved at run time, so typeof(T) works',
      },
      correct: 'D',
      explanation:
        'The runtime knows the actual type arguments and can specialise code for value types.',
    },
    {
      question: 'Which delegate type fits a method that takes a string and returns nothing?',
      options: {
        A: 'Action<string>',
        B: 'Func<string, void>',
        C: 'Predicate<string>',
        D: 'Func<string, bool>',
      },
      correct: 'A',
      explanation: 'Action delegates return void; Func delegates return their last type argument.',
    },
    {
      question:
        'A lambda captures a local variable count, which is later incremented before the lambda runs. What does the lambda see?',
      options: {
        A: 'The value it had when the lambda was created, copied at that moment',
        B: 'Always zero',
        C: 'The updated value, because the variable itself is captured',
        D: 'A compile error',
      },
      correct: 'C',
      explanation: 'Closures capture variables by reference, not snapshots.',
    },
    {
      question: 'What can code outside the declaring class do with a public event?',
      options: {
        A: 'Invoke it directly with `Event?.Invoke(...)`',
        B: 'Replace the whole invocation list with = and invoke it',
        C: 'Read the list of subscribers',
        D: 'Only subscribe with += and unsubscribe with -=',
      },
      correct: 'D',
      explanation: 'The event keyword restricts outside access to adding and removing handlers.',
    },
    {
      question: 'Why is IEnumerable<string> assignable to IEnumerable<object>?',
      options: {
        A: 'Because string and object are the same type',
        B: 'Because IEnumerable<out T> is covariant',
        C: 'Because of implicit boxing',
        D: 'It is not assignable without a cast `(IEnumerable<object>)`',
      },
      correct: 'B',
      explanation: 'Covariance allows a more derived type argument for output-only interfaces.',
    },
    {
      question:
        'Why is TemperatureChanged?.Invoke(this, value) used instead of TemperatureChanged(this, value)?',
      options: {
        A: 'It avoids a NullReferenceException when there are no subscribers yet',
        B: 'It runs the subscribed handlers asynchronously on the thread pool',
        C: 'It removes handlers after invocation',
        D: 'It is required by the compiler',
      },
      correct: 'A',
      explanation: 'An event with no subscribers is null, and ?. skips the call safely.',
    },
    {
      question:
        'Which constraint enables generic arithmetic over all numeric types in .NET 7 and later?',
      options: {
        A: 'where T : struct, IComparable<T>',
        B: 'where T : new()',
        C: 'where T : INumber<T>',
        D: 'where T : IConvertible',
      },
      correct: 'C',
      explanation:
        'INumber<T> uses static abstract interface members to expose operators generically.',
    },
    {
      question: 'Which delegate type fits a method that takes two `int`s and returns an `int`?',
      options: {
        A: '`Action<int, int, int>`',
        B: '`Func<int, int>`',
        C: '`Predicate<int, int, int>`',
        D: '`Func<int, int, int>`',
      },
      correct: 'D',
      explanation:
        '`Func` lists its parameter types first and the return type last; `Action` returns nothing.',
    },
    {
      question: 'What does `static` prevent in a lambda such as `static (a, b) => a + b`?',
      options: {
        A: 'Calling the lambda more than once',
        B: 'Capturing locals or `this`',
        C: 'Passing the lambda to instance methods (non-`static` ones)',
        D: "Allocating the lambda's arguments on the heap",
      },
      correct: 'B',
      explanation:
        'A static lambda cannot capture locals or `this`, which avoids accidental closures.',
    },
    {
      question: 'What does the constraint `where T : new()` require?',
      options: {
        A: '`T` has a public parameterless constructor',
        B: '`T` is a class, not a struct',
        C: '`T` accepts any constructor arguments',
        D: '`T` has no constructor at all',
      },
      correct: 'A',
      explanation:
        '`new()` requires a public parameterless constructor so the generic code can call `new T()`.',
    },
    {
      question: 'What does `+=` do when applied to a delegate variable?',
      options: {
        A: 'Replaces the current method, like `d = newMethod`',
        B: 'Adds the return values of the two methods',
        C: 'Adds another method to its invocation list (multicast)',
        D: 'Runs the delegate once more each time it is called',
      },
      correct: 'C',
      explanation: 'Delegates are multicast: `+=` appends a method to the invocation list.',
    },
  ],
  problems: [],
};
