import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-5',
  order: 5,
  title: 'Functions, Arguments and Scope',
  description: 'Write reusable functions with positional, keyword, default and variable arguments, and understand Python scope rules.',
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
    proTip: 'Use None as the default for any list, dict or set parameter and create the real object inside the function.',
  },
  mcqs: [
    {
      question: 'What does a Python function return if it finishes without a return statement?',
      options: { A: '0', B: 'An empty string', C: 'None', D: 'False' },
      correct: 'C',
      explanation: 'Falling off the end of a function returns None.',
    },
    {
      question: 'Inside def f(*args):, what is the type of args?',
      options: { A: 'tuple', B: 'list', C: 'dict', D: 'set' },
      correct: 'A',
      explanation: 'Extra positional arguments are collected into a tuple.',
    },
    {
      question: 'Given def add(x, bucket=[]): bucket.append(x); return bucket, what does the second call add(2) return after add(1)?',
      options: { A: '[2]', B: '[]', C: 'None', D: '[1, 2]' },
      correct: 'D',
      explanation: 'The default list is created once and shared, so it still holds 1 from the first call.',
    },
    {
      question: 'In def connect(host, *, timeout=5), how must timeout be passed?',
      options: {
        A: 'Only positionally',
        B: 'Only by keyword, such as timeout=10',
        C: 'It cannot be passed at all',
        D: 'Only through **kwargs',
      },
      correct: 'B',
      explanation: 'Parameters after a bare * are keyword-only.',
    },
    {
      question: 'In what order does Python search scopes when resolving a name?',
      options: {
        A: 'Local, Enclosing, Global, Built-in',
        B: 'Global, Local, Built-in, Enclosing',
        C: 'Built-in, Global, Enclosing, Local',
        D: 'Enclosing, Local, Global, Built-in',
      },
      correct: 'A',
      explanation: 'This is the LEGB rule.',
    },
    {
      question: 'Which keyword lets an inner function reassign a variable of its enclosing function?',
      options: { A: 'global', B: 'static', C: 'nonlocal', D: 'outer' },
      correct: 'C',
      explanation: 'nonlocal binds the name to the nearest enclosing function scope.',
    },
    {
      question: 'What does f(**{"a": 1, "b": 2}) do?',
      options: {
        A: 'Passes a single dict argument',
        B: 'Calls f with keyword arguments a=1 and b=2',
        C: 'Raises a SyntaxError',
        D: 'Passes the keys as positional arguments',
      },
      correct: 'B',
      explanation: 'Double-star unpacking turns a dictionary into keyword arguments.',
    },
    {
      question: 'What effect do type hints like def f(x: int) -> str have at run time?',
      options: {
        A: 'Python converts arguments to the hinted types',
        B: 'Calls with wrong types raise TypeError automatically',
        C: 'The function runs faster',
        D: 'None by default; they document intent for tools such as mypy',
      },
      correct: 'D',
      explanation: 'Python does not enforce annotations; static checkers and editors use them.',
    },
  ],
  problems: [],
};
