/** A compiler's messages, as the run console and the result pages show them. */
import { Pre } from './problem-parts';

/**
 * A line of gcc, clang or rustc drawn beside a gutter: `    3 |     total = 1;`, `      |     ^~~~~`,
 * `  |            ---   ^^^ expected i32`. The quoted source and the marks under it line up by
 * column, so all of them keep their columns.
 */
const GUTTER = /^\s*\d*\s+\|/;

/**
 * A caret line of a compiler without a gutter (javac, kotlinc, Python, Node): nothing but carets
 * and tildes after the indent (`        ^`, `    ~~~^~~~`). A source line that starts with a tilde
 * (`~Box();`) has more than marks on it, so it is not one.
 */
const CARETS = /^\s*[\^~][\^~ ]*$/;

/**
 * Which lines of a compiler's output must keep their columns: every gutter line, and each caret
 * line with the source line it points into (the line above it).
 */
export function pointerLines(lines: readonly string[]): boolean[] {
  const whole = lines.map((line) => GUTTER.test(line));
  lines.forEach((line, i) => {
    if (i > 0 && CARETS.test(line)) {
      whole[i] = true;
      whole[i - 1] = true;
    }
  });
  return whole;
}

/**
 * A compiler's messages, read rather than compared: long lines break onto the next line, so a
 * phone need not scroll sideways to read an error, except quoted source lines and the carets under
 * them, which keep their columns (they scroll sideways when wider than the box) so each caret
 * stays under the place it points at.
 */
export function CompilerOutput({ children, className }: { children: string; className?: string }) {
  const lines = children.split('\n');
  const whole = pointerLines(lines);
  return (
    <Pre wrap className={className}>
      {children === ''
        ? ''
        : lines.map((line, i) => (
            <span key={i} className={whole[i] ? 'whitespace-pre' : undefined}>
              {i < lines.length - 1 ? `${line}\n` : line}
            </span>
          ))}
    </Pre>
  );
}
