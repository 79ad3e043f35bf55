/**
 * How the judge compares a program's output with the expected one, shared with the browser so the
 * workspace can point at the first line that differs by the judge's own rule: trailing whitespace
 * on each line and trailing blank lines are ignored; nothing else.
 */

/** The output as compared: each line without trailing whitespace, no trailing blank lines. */
export function normalizeOutput(text: string): string {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

export function outputsMatch(actual: string, expected: string): boolean {
  return normalizeOutput(actual) === normalizeOutput(expected);
}

export interface OutputDifference {
  /** 1-based line of the first difference. */
  readonly line: number;
  /** That line of each output (trailing whitespace removed), or null past its end. */
  readonly expected: string | null;
  readonly actual: string | null;
}

const linesOf = (text: string) => {
  const normal = normalizeOutput(text);
  return normal === '' ? [] : normal.split('\n');
};

/** The first line where the outputs differ by the judge's rule, or null when they match. */
export function firstDifference(actual: string, expected: string): OutputDifference | null {
  const a = linesOf(actual);
  const e = linesOf(expected);
  for (let i = 0; i < Math.max(a.length, e.length); i++)
    if (a[i] !== e[i]) return { line: i + 1, expected: e[i] ?? null, actual: a[i] ?? null };
  return null;
}
