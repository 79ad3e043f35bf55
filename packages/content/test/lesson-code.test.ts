/** Lesson code extraction and harness (the sandbox half is apps/server/test/content/lesson-code.test.ts). */
import { describe, expect, it } from 'vitest';
import { lessonBlocks } from '../src/lesson-code';
import { harness } from '../src/lesson-code-harness';

const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;

describe('lessonBlocks', () => {
  it('classifies programs, fragments and no-compile blocks, and skips other languages', () => {
    const lesson = [
      fence('java', 'public class Hello { public static void main(String[] a) {} }'),
      fence('go', 'x := 1'),
      fence('rust no-compile "shows a borrow error"', 'let r;'),
      fence('bash', 'ls'),
      fence('py', 'print(1)'),
    ].join('\nSome prose.\n');
    const { blocks, problems } = lessonBlocks('ch-1', lesson);
    expect(problems).toEqual([]);
    expect(blocks.map((b) => [b.id, b.language, b.mode, b.reason])).toEqual([
      ['ch-1#1', 'java', 'program', undefined],
      ['ch-1#2', 'go', 'fragment', undefined],
      ['ch-1#3', 'rust', 'no-compile', 'shows a borrow error'],
      ['ch-1#4', 'python3', 'program', undefined],
    ]);
  });

  it('reports a no-compile block without a reason and an output block without its text', () => {
    const { problems } = lessonBlocks(
      'ch-2',
      fence('c no-compile', 'int x;') + fence('go output', 'package main\nfunc main() {}'),
    );
    expect(problems.map((p) => p.id)).toEqual(['ch-2#1', 'ch-2#2']);
  });

  it('takes the expected output of an output block from the text block after it', () => {
    const { blocks } = lessonBlocks(
      'ch-3',
      fence('go output', 'package main\nfunc main() {}') + 'Prints:\n' + fence('text', 'hi'),
    );
    expect(blocks[0]?.expectedOutput).toBe('hi\n');
  });
});

describe('harness', () => {
  const only = (info: string, code: string) => {
    const block = lessonBlocks('ch', fence(info, code)).blocks[0];
    if (!block) throw new Error('no block');
    return block;
  };

  it('wraps a Go fragment in package main with the imports it uses and marks its locals used', () => {
    const src = harness(
      only('go', 'func twice(n int) int { return 2 * n }\n\nn := strings.Count("aa", "a")'),
    );
    expect(src).toMatch(/^package main\n\nimport "strings"\n/);
    expect(src.indexOf('func twice')).toBeLessThan(src.indexOf('func main() {'));
    expect(src).toMatch(/func main\(\) \{\n {4}n := strings\.Count/);
    expect(src).toContain('    _ = n');
  });

  it('keeps C declarations written before a function at file scope', () => {
    const src = harness(only('c', 'int total = 0;\nvoid add(int n) { total += n; }\nadd(2);'));
    expect(src.indexOf('int total = 0;')).toBeLessThan(src.indexOf('int main(void)'));
    expect(src.indexOf('add(2);')).toBeGreaterThan(src.indexOf('int main(void)'));
  });

  it('calls a Java program whose class is not Main from Main', () => {
    const src = harness(
      only('java', 'public class Hello {\n    public static void main(String[] args) {}\n}'),
    );
    expect(src).toContain('class Hello {');
    expect(src).not.toContain('public class Hello');
    expect(src).toContain('Hello.main(args);');
  });

  it('makes C# fragment methods static members and puts statements in Main', () => {
    const src = harness(only('csharp', 'int Twice(int n) => 2 * n;\nConsole.WriteLine(Twice(2));'));
    expect(src).toContain('static int Twice(int n) => 2 * n;');
    expect(src).toMatch(/static void Main\(\) \{\n\s+Console\.WriteLine\(Twice\(2\)\);/);
  });
});
