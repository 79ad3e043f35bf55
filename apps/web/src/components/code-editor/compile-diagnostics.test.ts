import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from './compile-diagnostics';

describe('parseDiagnostics', () => {
  it.each([
    [
      'c',
      "main.c: In function 'main':\nmain.c:5:12: error: expected ';' before 'return'\n",
      5,
      12,
      "expected ';' before 'return'",
    ],
    [
      'cpp',
      "/box/main.cpp:3:1: error: 'x' was not declared in this scope\n",
      3,
      1,
      "'x' was not declared in this scope",
    ],
    [
      'java',
      "Main.java:7: error: ';' expected\n        int x = 1\n                 ^\n1 error\n",
      7,
      null,
      "';' expected",
    ],
    ['go', '# command-line-arguments\n./main.go:9:2: undefined: y\n', 9, 2, 'undefined: y'],
    [
      'rust',
      'error[E0425]: cannot find value `z` in this scope\n --> main.rs:4:13\n  |\n',
      4,
      13,
      'cannot find value `z` in this scope',
    ],
    [
      'csharp',
      'main.cs(6,20): error CS1002: ; expected\nCompilation failed: 1 error(s)\n',
      6,
      20,
      '; expected',
    ],
    [
      'kotlin',
      "main.kt:2:5: error: unresolved reference 'foo'.\n",
      2,
      5,
      "unresolved reference 'foo'.",
    ],
    [
      'python3',
      '  File "main.py", line 3\n    print(\n         ^\nSyntaxError: \'(\' was never closed\n',
      3,
      null,
      "SyntaxError: '(' was never closed",
    ],
    [
      'javascript',
      "/box/main.js:2\n  let = ;\n      ^\n\nSyntaxError: Unexpected token '='\n",
      2,
      null,
      "SyntaxError: Unexpected token '='",
    ],
  ] as const)(
    '%s: the line, column and message of the first error',
    (language, output, line, column, message) => {
      expect(parseDiagnostics(language, output)[0]).toEqual({ line, column, message });
    },
  );

  it("a Python traceback points at the deepest line of the learner's file", () => {
    const trace =
      'Traceback (most recent call last):\n  File "/box/main.py", line 8, in <module>\n    main()\n  File "/box/main.py", line 5, in main\n    print(1 / 0)\nZeroDivisionError: division by zero\n';
    expect(parseDiagnostics('python3', trace)).toEqual([
      { line: 5, column: null, message: 'ZeroDivisionError: division by zero' },
    ]);
  });

  // What `python -m py_compile main.py` prints for these in CPython 3.11 and PyPy 7.3 (Python 3.9).
  it.each([
    [
      'python3',
      'Sorry: IndentationError: unindent does not match any outer indentation level (main.py, line 4)',
      4,
      'IndentationError: unindent does not match any outer indentation level',
    ],
    [
      'python',
      'Sorry: IndentationError: expected an indented block after function definition on line 1 (main.py, line 2)\n',
      2,
      'IndentationError: expected an indented block after function definition on line 1',
    ],
    [
      'python3',
      'Sorry: TabError: inconsistent use of tabs and spaces in indentation (main.py, line 3)',
      3,
      'TabError: inconsistent use of tabs and spaces in indentation',
    ],
    [
      'python',
      'Sorry: TabError: inconsistent use of tabs and spaces in indentation (line 3)',
      3,
      'TabError: inconsistent use of tabs and spaces in indentation',
    ],
  ] as const)(
    '%s: py_compile\'s "Sorry: ..." line marks line %i',
    (language, output, line, message) => {
      expect(parseDiagnostics(language, output)).toEqual([{ line, column: null, message }]);
    },
  );

  it("PyPy's traceback form of a syntax error marks its line", () => {
    const out =
      '  File "main.py", line 1\n    def f(:\n         ^\nSyntaxError: parenthesis is never closed\n';
    expect(parseDiagnostics('python', out)).toEqual([
      { line: 1, column: null, message: 'SyntaxError: parenthesis is never closed' },
    ]);
  });

  it("a JavaScript stack names the line of the learner's frame", () => {
    const stack =
      'Error: boom\n    at f (/box/main.js:3:9)\n    at Object.<anonymous> (/box/main.js:5:1)\n';
    expect(parseDiagnostics('javascript', stack)).toEqual([
      { line: 3, column: 9, message: 'Error: boom' },
    ]);
  });

  it('ignores lines about other files and repeats on the same line', () => {
    const out =
      '/usr/include/stdio.h:10:1: note: declared here\nmain.c:4:3: error: a\nmain.c:4:9: error: b\n';
    expect(parseDiagnostics('c', out)).toEqual([{ line: 4, column: 3, message: 'a' }]);
    expect(parseDiagnostics('go', 'everything is fine')).toEqual([]);
  });
});
