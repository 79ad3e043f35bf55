/**
 * A union of object shapes whose error says what is wrong, not zod's "Invalid input": with the
 * issues of the shape the value was meant for (every issue inside a field, one of them a field
 * the value has), or else which shapes are accepted. `{"answer": "E"}` gets "answer: Invalid
 * option: expected one of ...", `{"language": "cobol", "source": "x"}` the language's own message.
 */
import { z } from 'zod';

interface BranchIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

function meantBranch(issue: unknown): BranchIssue | undefined {
  if (typeof issue !== 'object' || issue === null || !('errors' in issue)) return undefined;
  const branches = (issue as { errors: readonly (readonly BranchIssue[])[] }).errors;
  const input = (issue as { input?: unknown }).input;
  if (typeof input !== 'object' || input === null) return undefined;
  const given = (i: BranchIssue) => i.path.length > 0 && Object.hasOwn(input, i.path[0] as string);
  // The shape meant: every issue inside a field, and one of them in a field the value has.
  const meant = branches.filter(
    (b) => b.length > 0 && b.every((i) => i.path.length > 0) && b.some(given),
  );
  return [...meant].sort((a, b) => a.length - b.length)[0]?.find(given);
}

export function explainedUnion<T extends readonly [z.ZodType, z.ZodType, ...z.ZodType[]]>(
  options: T,
  shapes: string,
) {
  return z.union(options, {
    error: (issue) => {
      const first = meantBranch(issue);
      return first ? `${first.path.map(String).join('.')}: ${first.message}` : shapes;
    },
  });
}
