import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose } from './problem-parts';

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
