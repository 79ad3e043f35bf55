import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-5',
  order: 5,
  title: 'Functions, Arguments and Scope',
  description:
    'Write reusable functions with positional, keyword, default and variable arguments, and understand Python scope rules.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define functions with def, return values and docstrings',
    'Use positional, keyword, default, *args and **kwargs parameters',
    'Avoid the mutable default argument pitfall',
    'Apply the LEGB scope rule, global and nonlocal',
  ],
  lesson: `## Defining functions

A function is defined with \`def\`, a name, parameters and an indented body. \`return\` sends a value back; a function that ends without \`return\` returns \`None\`. A string on the first line of the body is the **docstring**, shown by \`help()\` and editors.

\`\`\`python
def area(width, height=1):
    """Return the area of a rectangle."""
    return width * height

area(3, 4)              # positional arguments
area(height=2, width=5) # keyword arguments, any order
area(7)                 # height uses its default: 7
\`\`\`

Functions are objects: you can pass them to other functions (\`sorted(words, key=len)\`), store them in dictionaries and return them. Short one-expression functions can be written as \`lambda x: x * 2\`, but a named \`def\` is clearer for anything non-trivial.

## Flexible parameters

\`*args\` collects extra positional arguments into a tuple and \`**kwargs\` collects extra keyword arguments into a dictionary. A bare \`*\` in the parameter list makes the following parameters **keyword-only**, and \`/\` makes the preceding ones positional-only.

\`\`\`python
def log(message, *values, sep=" ", **meta):
    print(message, sep.join(map(str, values)), meta)

log("scores", 90, 85, sep=", ", user="ana")
# scores 90, 85 {'user': 'ana'}

def connect(host, *, timeout=5):   # timeout must be passed by name
    ...
\`\`\`

The same stars **unpack** at the call site: \`f(*pair)\` passes list items as positional arguments and \`f(**options)\` passes a dict as keyword arguments.

## The mutable default trap

Default values are evaluated **once**, when the \`def\` statement runs, not on each call. A mutable default such as a list is therefore shared between calls:

\`\`\`python
def add_item(item, bucket=[]):     # bug: one list for every call
    bucket.append(item)
    return bucket

def add_item_fixed(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket
\`\`\`

## Scope: LEGB

When Python looks up a name it searches the **L**ocal function, then any **E**nclosing functions, then the **G**lobal (module) scope, then **B**uilt-ins. Assigning to a name inside a function makes it local to that function for the whole body, which is why reading a global and then assigning to it in the same function raises \`UnboundLocalError\`. \`global name\` lets a function rebind a module-level variable, and \`nonlocal name\` rebinds a variable of an enclosing function, which is how closures keep state:

\`\`\`python
def make_counter():
    count = 0
    def step():
        nonlocal count
        count += 1
        return count
    return step
\`\`\`

Use \`global\` sparingly: functions that take inputs as parameters and return results are easier to test. Type hints such as \`def area(width: float, height: float = 1) -> float:\` document intent and let tools like mypy catch mistakes, though Python does not enforce them at run time.`,
  overview: {
    whatYouWillLearn: [
      'def creates a function object, and a missing return yields None',
      'Positional, keyword and default arguments and keyword-only parameters',
      '*args gathers extra positional arguments and **kwargs extra keyword arguments',
      'Default values are evaluated once, so mutable defaults are shared',
      'Name lookup follows Local, Enclosing, Global, Built-in order',
      'global and nonlocal rebind names in outer scopes',
    ],
    proTip:
      'Use None as the default for any list, dict or set parameter and create the real object inside the function.',
  },
  mcqs: [
    {
      question: 'What does a Python function return if it finishes without a return statement?',
      options: {
        A: '0',
        B: 'The value of its last expression',
        C: 'None',
        D: 'Nothing; the call raises an error when used',
      },
      correct: 'C',
      explanation:
        'Falling off the end of a function returns None. Returning the last expression is how Ruby and Rust behave, not Python.',
    },
    {
      question: 'Inside def f(*args):, what is the type of args?',
      options: {
        A: 'tuple',
        B: 'list',
        C: 'dict',
        D: 'list, or None when no args are given',
      },
      correct: 'A',
      explanation:
        'Extra positional arguments are collected into a tuple, which is empty when none are passed. **kwargs is the one that collects a dict.',
    },
    {
      question:
        'Given def add(x, bucket=[]): bucket.append(x); return bucket, what does the second call add(2) return after add(1)?',
      options: {
        A: '[2] (a fresh list per call)',
        B: '[2, 1]',
        C: 'None',
        D: '[1, 2]',
      },
      correct: 'D',
      explanation:
        'The default list is created once, when def runs, and shared by every call, so it still holds 1 from the first call. Use bucket=None and create the list inside the function.',
    },
    {
      question: 'In def connect(host, *, timeout=5), how must timeout be passed?',
      options: {
        A: 'Only positionally, as connect(h, 10)',
        B: 'Only by keyword, as connect(h, timeout=10)',
        C: 'Only through **kwargs',
        D: 'After host in any form, as connect(h, 10)',
      },
      correct: 'B',
      explanation:
        'Parameters after a bare * are keyword-only: connect(h, 10) raises TypeError and you must write connect(h, timeout=10) (or leave the default).',
    },
    {
      question: 'In what order does Python search scopes when resolving a name?',
      options: {
        A: 'Local, Enclosing, Global, Built-in',
        B: 'Local, Global, Built-in; Enclosing is skipped',
        C: 'Built-in first, then Global, then Local',
        D: 'Enclosing, Local, Global, then Built-in',
      },
      correct: 'A',
      explanation:
        'This is the LEGB rule: the innermost scope first, then enclosing functions, then the module, then built-ins.',
    },
    {
      question:
        'Which keyword lets an inner function reassign a variable of its enclosing function?',
      options: {
        A: 'global (in the inner function)',
        B: 'static',
        C: 'nonlocal',
        D: 'outer',
      },
      correct: 'C',
      explanation:
        'nonlocal binds the name to the nearest enclosing function scope. global would refer to the module-level variable instead, and static and outer are not Python keywords.',
    },
    {
      question: 'What does f(**{"a": 1, "b": 2}) do?',
      options: {
        A: 'Passes one dict argument to f as a whole',
        B: 'Calls f with a=1 and b=2 as keywords',
        C: 'Calls f("a", "b") with the keys positionally',
        D: 'Passes the values 1 and 2 positionally',
      },
      correct: 'B',
      explanation:
        'Double-star unpacking at the call site turns a dictionary into keyword arguments, here a=1 and b=2. A single star would pass the keys positionally.',
    },
    {
      question: 'What effect do type hints like def f(x: int) -> str have at run time?',
      options: {
        A: 'x is converted to int',
        B: 'A call like f("1") raises TypeError',
        C: 'Nothing; tools such as mypy read them',
        D: 'The return value is converted to str',
      },
      correct: 'C',
      explanation:
        'Python does not enforce annotations at run time; static checkers such as mypy and editors use them to catch mistakes before the code runs.',
    },
    {
      question: 'What does sorted(["bb", "a", "ccc"], key=len) return?',
      options: {
        A: "['a', 'bb', 'ccc']",
        B: "[('a', 1), ('bb', 2), ('ccc', 3)]",
        C: "['ccc', 'bb', 'a']",
        D: 'A TypeError: len is not called',
      },
      correct: 'A',
      explanation:
        'Functions are objects, so len itself (not len()) is passed as the key; sorted calls it on each item and orders the original strings by the result, shortest first.',
    },
    {
      question: 'What happens when this function is called: count = 0; def inc(): count += 1?',
      options: {
        A: 'The global count becomes 1',
        B: 'A local count is set to 1',
        C: 'It raises UnboundLocalError',
        D: 'It raises NameError: count is not defined',
      },
      correct: 'C',
      explanation:
        'Assigning to count anywhere in inc makes it local for the whole body, so count += 1 reads the local before it has a value: UnboundLocalError. Declaring global count would fix it.',
    },
    {
      question: 'Given def f(a, b, /, c): ..., which call is valid?',
      options: {
        A: 'f(a=1, b=2, c=3)',
        B: 'f(1, b=2)',
        C: 'f(a=1, b=2, 3)',
        D: 'f(1, 2, c=3)',
      },
      correct: 'D',
      explanation:
        'Parameters before / are positional-only, so a and b must be passed by position; c may be passed either way. f(a=1, b=2, 3) is also a SyntaxError, because a positional argument cannot follow keyword arguments.',
    },
    {
      question:
        'With make_counter from the lesson (count = 0 and a nested step() using nonlocal count), what does c = make_counter(); c(); c() give on the last call?',
      options: {
        A: '1, as count resets on each call',
        B: '2, as count survives between calls',
        C: '0, as count is never changed',
        D: 'It raises UnboundLocalError',
      },
      correct: 'B',
      explanation:
        'The closure keeps count alive between calls and nonlocal lets step rebind it, so the first call returns 1 and the second 2.',
    },
  ],
  problems: [],
};
