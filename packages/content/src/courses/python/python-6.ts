import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'python-6',
  order: 6,
  title: 'Files, Exceptions and Modules',
  description: 'Read and write files safely with context managers, handle errors with try/except, and organise code into modules and packages.',
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
      'Virtual environments isolate each project\'s installed packages',
    ],
    proTip: 'Keep try blocks tiny: wrap only the line that can fail, so an unrelated bug is not silently caught by the same except.',
  },
  mcqs: [
    {
      question: 'What is the main benefit of opening a file with a with statement?',
      options: {
        A: 'The file is read faster',
        B: 'The file is opened in binary mode',
        C: 'The file is locked against other programs',
        D: 'The file is closed automatically, even if an error occurs',
      },
      correct: 'D',
      explanation: 'The context manager closes the file when the block exits for any reason.',
    },
    {
      question: 'What does opening an existing file with mode "w" do?',
      options: {
        A: 'Appends to the end of the file',
        B: 'Truncates the file to empty before writing',
        C: 'Raises FileExistsError',
        D: 'Opens it read-only',
      },
      correct: 'B',
      explanation: 'Write mode truncates; use "a" to append or "x" to refuse existing files.',
    },
    {
      question: 'When does the else block of a try statement run?',
      options: {
        A: 'Always, after finally',
        B: 'Only when an exception was caught',
        C: 'Only when the try block raised no exception',
        D: 'Only when the program exits',
      },
      correct: 'C',
      explanation: 'else runs after a try block that completed without raising.',
    },
    {
      question: 'Why is a bare except: clause discouraged?',
      options: {
        A: 'It also catches KeyboardInterrupt and hides unrelated bugs',
        B: 'It is a syntax error in Python 3',
        C: 'It only catches ValueError',
        D: 'It makes the program slower',
      },
      correct: 'A',
      explanation: 'Catching everything masks real errors and even Ctrl+C; catch specific exceptions.',
    },
    {
      question: 'When is the condition __name__ == "__main__" true?',
      options: {
        A: 'Whenever the module is imported',
        B: 'When the file is executed directly as a script',
        C: 'Only inside packages',
        D: 'Only in the interactive shell',
      },
      correct: 'B',
      explanation: 'A module run as the program gets the name "__main__"; imported modules get their own name.',
    },
    {
      question: 'What does raise ConfigError("bad file") from err accomplish?',
      options: {
        A: 'It suppresses err completely',
        B: 'It retries the operation that raised err',
        C: 'It converts err into a warning',
        D: 'It raises a new exception that records err as its cause',
      },
      correct: 'D',
      explanation: 'Exception chaining keeps the original error in the traceback as __cause__.',
    },
    {
      question: 'What is the purpose of a virtual environment created with python3 -m venv?',
      options: {
        A: 'To give a project its own isolated set of installed packages',
        B: 'To run Python code in a sandboxed virtual machine',
        C: 'To compile Python into machine code',
        D: 'To share packages between all users of the computer',
      },
      correct: 'A',
      explanation: 'A venv keeps each project\'s dependencies separate from the system and from other projects.',
    },
    {
      question: 'Which pathlib expression builds the path data/report.csv portably?',
      options: {
        A: 'Path("data").plus("report.csv")',
        B: 'Path.join("data", "report.csv")',
        C: 'Path("data") / "report.csv"',
        D: 'Path("data").append("report.csv")',
      },
      correct: 'C',
      explanation: 'pathlib overloads the / operator to join path segments with the correct separator.',
    },
  ],
  problems: [],
};
