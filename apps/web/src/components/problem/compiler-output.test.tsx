import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompilerOutput, pointerLines } from './compiler-output';

/** g++'s message for an undeclared name, with its quoted line and caret. */
const GCC = `main.cpp: In function 'int main()':
main.cpp:3:5: error: 'total' was not declared in this scope; did you mean 'totals'?
    3 |     total = 1;
      |     ^~~~~
      |     totals`;

describe('pointerLines', () => {
  it('keeps every line beside a gutter (gcc, rustc), whatever marks it holds', () => {
    expect(pointerLines(GCC.split('\n'))).toEqual([false, false, true, true, true]);
    // rustc's mismatched types: a label's dashes and the carets on one line, then the labels.
    const rust = [
      'error[E0308]: mismatched types',
      ' --> src/main.rs:2:18',
      '  |',
      '2 |     let x: i32 = "a";',
      '  |            ---   ^^^ expected `i32`, found `&str`',
      '  |            |',
      '  |            expected due to this',
      '',
      'error: aborting due to 1 previous error',
    ];
    expect(pointerLines(rust)).toEqual([false, false, true, true, true, true, true, false, false]);
    // A span over several lines.
    expect(pointerLines(['3 | /     if a {', '4 | |     }', '  | |_____^ expected'])).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps a caret line without a gutter (javac, Python) and the source line above it', () => {
    const java = ['Main.java:3: error: cannot find symbol', '        x = 1;', '        ^'];
    expect(pointerLines(java)).toEqual([false, true, true]);
    const python = [
      '  File "main.py", line 2',
      '    print(1/0)',
      '          ~^~',
      'ZeroDivisionError',
    ];
    expect(pointerLines(python)).toEqual([false, true, true, false]);
  });

  it('leaves lines that only start with a tilde, a number or a caret to wrap', () => {
    const lines = [
      'main.cpp:9:3: error: expected unqualified-id before numeric constant',
      '  ~Box();',
      '~/box/main.cpp: note: in this file',
      '1 error',
      '^C is not a caret line',
      './main.go:4:2: undefined: x',
    ];
    expect(pointerLines(lines)).toEqual(lines.map(() => false));
  });
});

describe('CompilerOutput', () => {
  it('wraps the messages but keeps the quoted line and its caret whole, and the text exact', () => {
    const { container } = render(<CompilerOutput>{GCC}</CompilerOutput>);
    const pre = container.querySelector('pre')!;
    expect(pre.textContent).toBe(GCC);
    expect(pre).toHaveClass('whitespace-pre-wrap');
    const whole = [...pre.querySelectorAll('span.whitespace-pre')].map((s) => s.textContent);
    expect(whole).toEqual([
      '    3 |     total = 1;\n',
      '      |     ^~~~~\n',
      '      |     totals',
    ]);
  });

  it('says (empty) for no output', () => {
    const { container } = render(<CompilerOutput>{''}</CompilerOutput>);
    expect(container.querySelector('pre')).toHaveTextContent('(empty)');
  });
});
