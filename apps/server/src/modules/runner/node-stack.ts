/**
 * Node's own stack frames say nothing about the learner's code: `at Module._compile
 * (node:internal/modules/cjs/loader:1554:14)` and the like. The Run button's stderr drops them
 * (issue 16 item 3).
 */
const INTERNAL_FRAME =
  /^\s+at (?:.*\(node:internal\/[^)]*\)|node:internal\/\S+|.*\(node:[a-z_]+(?::\d+)*\))\s*$/;

export function trimNodeInternalFrames(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !INTERNAL_FRAME.test(line))
    .join('\n');
}
