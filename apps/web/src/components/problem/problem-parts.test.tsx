import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompilerOutput, pointerLines, Prose } from './problem-parts';

/** As the bank writes a statement: wrapped in the source, a list, Input and Output lines. */
const STATEMENT = `The program expands one cron field. Parts are
comma-separated and each is \`*/n\` or \`a-b\`; ranges are inclusive.
Rules:
- a part may repeat
- values are sorted

**Input:** one line \`field min max\`.
**Output:** the number of values.`;

/** Wrapped before a capital, a backtick, a parenthesis and bold; an indented list continuation; a fence. */
const WRAPPED = `A burst is up to
B requests. If no step fails it prints
\`COMPLETED\`. Each account has a sequence number
(1, 2, 3, ...). Move only
**right** or **down**.
- when the key is new and
   the cache is full, the oldest goes
- a second item
Output: the merged lines, printed as:
\`\`\`
<<<<<<< ours
(the ours lines)
>>>>>>> theirs
\`\`\`
Then a final line \`clean\`.`;

describe('Prose', () => {
  it('joins a wrapped sentence, keeps lists and labelled lines apart, and shows code and bold', () => {
    const { container } = render(<Prose>{STATEMENT}</Prose>);
    const p = container.querySelector('p');
    expect(p?.textContent).toBe(
      'The program expands one cron field. Parts are comma-separated and each is */n or a-b; ranges are inclusive.\n' +
        'Rules:\n- a part may repeat\n- values are sorted\n\n' +
        'Input: one line field min max.\nOutput: the number of values.',
    );
    expect([...container.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
      '*/n',
      'a-b',
      'field min max',
    ]);
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'Input:',
      'Output:',
    ]);
  });

  it('joins a line that goes on after an unfinished one, whatever it starts with, and shows a fenced block as written', () => {
    const { container } = render(<Prose>{WRAPPED}</Prose>);
    const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'A burst is up to B requests. If no step fails it prints COMPLETED. Each account has a sequence number (1, 2, 3, ...). Move only right or down.\n' +
        '- when the key is new and the cache is full, the oldest goes\n- a second item\n' +
        'Output: the merged lines, printed as:',
      'Then a final line clean.',
    ]);
    expect(container.querySelector('pre')?.textContent).toBe(
      '<<<<<<< ours\n(the ours lines)\n>>>>>>> theirs',
    );
    expect([...container.querySelectorAll('strong')].map((s) => s.textContent)).toEqual([
      'right',
      'down',
    ]);
  });
});

/** g++'s message for an undeclared name, with its quoted line and caret. */
const GCC = `main.cpp: In function 'int main()':
main.cpp:3:5: error: 'total' was not declared in this scope; did you mean 'totals'?
    3 |     total = 1;
      |     ^~~~~
      |     totals`;

describe('CompilerOutput', () => {
  it('finds the caret lines of gcc, rustc, javac and Python, and the source line each points into', () => {
    expect(pointerLines(GCC.split('\n'))).toEqual([false, false, true, true, false]);
    const rust = ['error[E0425]: cannot find value `x`', '  |', '2 |     x', '  |     ^ not found'];
    expect(pointerLines(rust)).toEqual([false, false, true, true]);
    const java = ['Main.java:3: error: cannot find symbol', '        x = 1;', '        ^'];
    expect(pointerLines(java)).toEqual([false, true, true]);
    const python = ['  File "main.py", line 1', '    print("a"', '         ^', 'SyntaxError: x'];
    expect(pointerLines(python)).toEqual([false, true, true, false]);
    expect(pointerLines(['# command-line-arguments', './main.go:4:2: undefined: x'])).toEqual([
      false,
      false,
    ]);
  });

  it('wraps the messages but keeps the quoted line and its caret whole, and the text exact', () => {
    const { container } = render(<CompilerOutput>{GCC}</CompilerOutput>);
    const pre = container.querySelector('pre')!;
    expect(pre.textContent).toBe(GCC);
    expect(pre).toHaveClass('whitespace-pre-wrap');
    const whole = [...pre.querySelectorAll('span.whitespace-pre')].map((s) => s.textContent);
    expect(whole).toEqual(['    3 |     total = 1;\n', '      |     ^~~~~\n']);
  });

  it('says (empty) for no output', () => {
    const { container } = render(<CompilerOutput>{''}</CompilerOutput>);
    expect(container.querySelector('pre')).toHaveTextContent('(empty)');
  });
});
