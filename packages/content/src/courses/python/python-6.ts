import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-6',
  order: 6,
  title: 'Files, Exceptions and Modules',
  description:
    'Read and write files safely with context managers, handle errors with try/except, and organise code into modules and packages.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Open, read and write text files with the with statement and pathlib',
    'Catch, raise and define exceptions',
    'Import from modules and packages and use if __name__ == "__main__"',
    'Install third-party packages into a virtual environment',
  ],
  lesson: `## Working with files

\`open(path, mode)\` returns a file object. Always use it inside a \`with\` block: the **context manager** closes the file when the block ends, even if an exception is raised. Specify the encoding explicitly so your program behaves the same on every operating system.

\`\`\`python
with open("notes.txt", "w", encoding="utf-8") as f:
    f.write("first line\\n")

with open("notes.txt", encoding="utf-8") as f:
    for line in f:                 # files iterate line by line, lazily
        print(line.rstrip("\\n"))
\`\`\`

Modes: \`"r"\` read (default), \`"w"\` write (truncates), \`"a"\` append, \`"x"\` create only if missing, plus \`"b"\` for binary data. The \`pathlib\` module offers an object-oriented API: \`Path("data") / "report.csv"\` builds paths portably, and \`path.read_text()\`, \`path.exists()\` and \`path.glob("*.csv")\` cover common tasks. For structured formats use the standard \`csv\` and \`json\` modules rather than splitting text by hand.

## Exceptions

Errors in Python are **exceptions**. Unhandled, they stop the program with a traceback; handled, they let you recover.

\`\`\`python
def parse_age(text):
    try:
        age = int(text)
    except ValueError:
        print("not a number:", text)
        return None
    else:                    # runs only if no exception occurred
        return age
    finally:                 # always runs: cleanup goes here
        print("parsed", repr(text))
\`\`\`

Catch **specific** exceptions such as \`ValueError\`, \`KeyError\` or \`FileNotFoundError\`; a bare \`except:\` also swallows \`KeyboardInterrupt\` and hides bugs. Raise your own with \`raise ValueError("age must be positive")\`, and define custom exceptions by subclassing \`Exception\`. When translating one error into another, \`raise NewError(...) from err\` keeps the original as the cause. Python style favours EAFP ("easier to ask forgiveness than permission"): try the operation and handle the failure, rather than checking every precondition first.

## Modules and packages

Any \`.py\` file is a **module**. \`import math\` runs the module once and binds its name; \`from math import sqrt\` imports one name; \`import numpy as np\` adds an alias. A directory of modules is a **package**, usually with an \`__init__.py\` file. Avoid \`from module import *\`, which makes it unclear where names come from.

Every module has a \`__name__\`. It equals \`"__main__"\` only when the file is run directly, so this guard lets a file work both as a script and as an importable module:

\`\`\`python
def main():
    ...

if __name__ == "__main__":
    main()
\`\`\`

## Third-party packages

The Python Package Index (PyPI) hosts hundreds of thousands of packages. Create a **virtual environment** per project with \`python3 -m venv .venv\`, activate it, and install with \`python -m pip install requests\`. Record dependencies in \`requirements.txt\` or, in modern projects, in \`pyproject.toml\`; tools such as uv and Poetry manage environments and lock files for you.`,
  overview: {
    whatYouWillLearn: [
      'with statements close files automatically through context managers',
      'File modes r, w, a, x and b, and explicit text encodings',
      'try, except, else and finally and when each block runs',
      'Raising, chaining with from, and defining custom exceptions',
      'Modules, packages, import forms and the __main__ guard',
      "Virtual environments isolate each project's installed packages",
    ],
    proTip:
      'Keep try blocks tiny: wrap only the line that can fail, so an unrelated bug is not silently caught by the same except.',
  },
  mcqs: [
    {
      question: 'What is the main benefit of opening a file with a with statement?',
      options: {
        A: 'The file is read into memory in one go',
        B: 'The file is locked against other programs',
        C: 'The file is flushed after each write',
        D: 'The file is closed even if an error occurs',
      },
      correct: 'D',
      explanation:
        'open() returns a context manager; the with block closes the file when it exits for any reason, including an exception. It does not lock, preload or flush per write.',
    },
    {
      question: 'What does opening an existing file with mode "w" do?',
      options: {
        A: 'Opens it and appends at the end',
        B: 'Empties it before writing',
        C: 'Raises FileExistsError',
        D: 'Writes over it from byte 0, keeping the rest',
      },
      correct: 'B',
      explanation:
        'Write mode truncates an existing file to zero length. Use "a" to append and "x" to refuse to touch an existing file; "r+" overwrites in place without truncating.',
    },
    {
      question: 'When does the else block of a try statement run?',
      options: {
        A: 'Always, after the finally block',
        B: 'Only when an except block has run',
        C: 'Only if the try part raised nothing',
        D: 'When no except clause matched',
      },
      correct: 'C',
      explanation:
        'else runs after a try block that completed without raising, and before finally. Code there is not protected by the except clauses.',
    },
    {
      question: 'Why is a bare except: clause discouraged?',
      options: {
        A: 'It also catches KeyboardInterrupt',
        B: 'It is a SyntaxError in modern Python',
        C: 'It catches only Exception subclasses',
        D: 'It re-raises the error after running',
      },
      correct: 'A',
      explanation:
        'A bare except catches every exception, including KeyboardInterrupt (Ctrl+C) and SystemExit, and hides unrelated bugs. It is still legal syntax; catch specific exceptions instead.',
    },
    {
      question: 'When is the condition __name__ == "__main__" true?',
      options: {
        A: 'When the module is first imported',
        B: 'When the file is run directly as a script',
        C: "When the file is a package's __init__.py",
        D: 'When the code runs in the interactive shell only',
      },
      correct: 'B',
      explanation:
        'A module run as the program gets the name "__main__"; an imported module gets its own module name, so the guard skips main() on import.',
    },
    {
      question: 'What does raise ConfigError("bad file") from err accomplish?',
      options: {
        A: 'It raises err again with a new message',
        B: 'It raises ConfigError and hides err entirely',
        C: 'The new error records err as its __cause__',
        D: 'It converts err into a warning',
      },
      correct: 'C',
      explanation:
        'Exception chaining keeps the original error as __cause__, so the traceback shows both. raise ... from None is the form that hides the original.',
    },
    {
      question: 'What is the purpose of a virtual environment created with python3 -m venv?',
      options: {
        A: 'To give a project its own set of installed packages',
        B: 'To run Python code in a sandboxed VM (virtual machine)',
        C: 'To pin the project to one Python version from PyPI',
        D: 'To install packages for every user of the machine',
      },
      correct: 'A',
      explanation:
        "A venv keeps each project's dependencies separate from the system and from other projects. It reuses the interpreter it was created with and provides no sandboxing.",
    },
    {
      question: 'Which pathlib expression builds the path data/report.csv portably?',
      options: {
        A: 'Path("data").join("report.csv")',
        B: '"data" / "report.csv"',
        C: 'Path("data") / "report.csv"',
        D: 'Path("data").append("report.csv")',
      },
      correct: 'C',
      explanation:
        'pathlib overloads the / operator on Path objects to join segments with the right separator for the operating system; two plain str values cannot be divided, and Path has no join or append method.',
    },
    {
      question: 'When does the finally block of a try statement run?',
      options: {
        A: 'Only when no exception was raised',
        B: 'Only if the try block did not return',
        C: 'Only when an exception was caught',
        D: 'Always, even if the try block returns',
      },
      correct: 'D',
      explanation:
        'finally always runs on the way out of the try statement, whether it completed, raised, or returned, which is why cleanup code belongs there.',
    },
    {
      question: 'What does open("out.txt", "x") do when out.txt already exists?',
      options: {
        A: 'It raises FileExistsError at once',
        B: 'Truncates out.txt, like "w"',
        C: 'Opens out.txt for appending, like "a"',
        D: 'Opens out.txt read-only, like "r"',
      },
      correct: 'A',
      explanation:
        'Mode "x" means exclusive creation: it creates the file only if it is missing and raises FileExistsError otherwise, so existing data is never overwritten.',
    },
    {
      question:
        'A module prints "loaded" at top level. If two files of the same program both import it, how many times is "loaded" printed?',
      options: {
        A: 'Twice: the module runs at each import',
        B: 'Once: later imports reuse the module',
        C: 'Once, but only when it is run as __main__',
        D: 'Never: top-level code runs only when called',
      },
      correct: 'B',
      explanation:
        'A module runs once, on its first import; later imports reuse the cached module object from sys.modules and just bind the name.',
    },
    {
      question:
        'What does the EAFP style that the lesson recommends mean when reading a key that may be missing from a dict d?',
      options: {
        A: 'Check that key is in d, then read the key',
        B: 'Just read d[key] and handle any KeyError',
        C: 'Read with d.get(key) and assert the result',
        D: 'Validate all of the input before any lookups',
      },
      correct: 'B',
      explanation:
        'EAFP (easier to ask forgiveness than permission) tries the operation and handles the specific failure. Checking membership first is the opposite style, LBYL (look before you leap).',
    },
  ],
  problems: [],
};
