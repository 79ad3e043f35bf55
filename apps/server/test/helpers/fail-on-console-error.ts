import { afterEach, vi } from 'vitest';

/** A console.error during a test fails it (STYLE.md habit 8). */
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  if (errors.length) {
    const copy = errors.splice(0);
    throw new Error(
      `console.error was called during the test:\n${copy.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
