import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-9',
  order: 9,
  title: 'Generics, Delegates, Lambdas and Events',
  description: 'Write reusable type-safe code with generics and constraints, pass behaviour with delegates and lambdas, and publish notifications with events.',
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
public class Cache<TKey, TValue> where TKey : notnull
{
    private readonly Dictionary<TKey, TValue> _items = new();
    public TValue GetOrAdd(TKey key, Func<TKey, TValue> factory)
    {
        if (!_items.TryGetValue(key, out var value))
            _items[key] = value = factory(key);
        return value;
    }
}

public static T Max<T>(IEnumerable<T> items) where T : IComparable<T>
{
    using var e = items.GetEnumerator();
    if (!e.MoveNext()) throw new InvalidOperationException("empty");
    T best = e.Current;
    while (e.MoveNext()) if (e.Current.CompareTo(best) > 0) best = e.Current;
    return best;
}
\`\`\`

**Constraints** (\`where\`) state what a type argument must support: \`class\`, \`struct\`, \`notnull\`, \`new()\` (has a parameterless constructor), a base class, or interfaces. Inside the generic code you may use only members guaranteed by the constraints. Since .NET 7, **static abstract interface members** enable generic math: \`T Sum<T>(T[] xs) where T : INumber<T>\` works for every numeric type.

Unlike Java, .NET generics are **reified**: type arguments exist at run time, so \`typeof(T)\` works and value-type instantiations get specialised, efficient code. **Variance** on interfaces and delegates allows safe conversions: \`IEnumerable<out T>\` is covariant, so an \`IEnumerable<string>\` can be used as \`IEnumerable<object>\`; \`Action<in T>\` is contravariant.

## Delegates and lambdas

A **delegate** is a type-safe reference to a method. The built-in generic delegates cover almost every need: \`Func<T1, ..., TResult>\` returns a value, \`Action<T1, ...>\` returns nothing, and \`Predicate<T>\` returns \`bool\`. Lambdas create delegate instances concisely:

\`\`\`csharp
Func<int, int> square = x => x * x;
Action<string> log = msg => Console.WriteLine($"[log] {msg}");
Func<int, int, int> add = static (a, b) => a + b;   // static: cannot capture
int threshold = 10;
Predicate<int> isBig = n => n > threshold;          // captures threshold (a closure)
\`\`\`

A lambda that uses a local variable **captures** the variable itself, not its value at that moment; later changes are visible to the lambda. Delegates are **multicast**: \`+=\` combines several methods into one invocation list.

## Events

An **event** exposes a delegate so that outside code can subscribe and unsubscribe but not invoke it or replace the list. The standard pattern uses \`EventHandler<TEventArgs>\`:

\`\`\`csharp
public class Thermostat
{
    public event EventHandler<double>? TemperatureChanged;
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
    proTip: 'Mark lambdas static when they do not need captured state; the compiler then prevents accidental captures and the allocations they cause.',
  },
  mcqs: [
    {
      question: 'What does the constraint where T : IComparable<T> allow inside a generic method?',
      options: {
        A: 'Creating new T instances',
        B: 'Calling CompareTo on values of type T',
        C: 'Using T as a value type only',
        D: 'Converting T to string',
      },
      correct: 'B',
      explanation: 'Constraints make the constrained interface\'s members available on T.',
    },
    {
      question: 'What does it mean that .NET generics are reified?',
      options: {
        A: 'Generic types can only hold reference types',
        B: 'Generic code is interpreted',
        C: 'Generics are erased to object at run time',
        D: 'Type arguments are preserved at run time, so typeof(T) works',
      },
      correct: 'D',
      explanation: 'The runtime knows the actual type arguments and can specialise code for value types.',
    },
    {
      question: 'Which delegate type fits a method that takes a string and returns nothing?',
      options: { A: 'Action<string>', B: 'Func<string>', C: 'Predicate<string>', D: 'Func<string, bool>' },
      correct: 'A',
      explanation: 'Action delegates return void; Func delegates return their last type argument.',
    },
    {
      question: 'A lambda captures a local variable count, which is later incremented before the lambda runs. What does the lambda see?',
      options: {
        A: 'The value at the time the lambda was created',
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
        A: 'Invoke it directly',
        B: 'Replace the whole invocation list with =',
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
        D: 'It is not assignable',
      },
      correct: 'B',
      explanation: 'Covariance allows a more derived type argument for output-only interfaces.',
    },
    {
      question: 'Why is TemperatureChanged?.Invoke(this, value) used instead of TemperatureChanged(this, value)?',
      options: {
        A: 'It avoids a NullReferenceException when there are no subscribers',
        B: 'It runs handlers asynchronously',
        C: 'It removes handlers after invocation',
        D: 'It is required by the compiler',
      },
      correct: 'A',
      explanation: 'An event with no subscribers is null, and ?. skips the call safely.',
    },
    {
      question: 'Which constraint enables generic arithmetic over all numeric types in .NET 7 and later?',
      options: { A: 'where T : struct', B: 'where T : new()', C: 'where T : INumber<T>', D: 'where T : notnull' },
      correct: 'C',
      explanation: 'INumber<T> uses static abstract interface members to expose operators generically.',
    },
  ],
  problems: [],
};
