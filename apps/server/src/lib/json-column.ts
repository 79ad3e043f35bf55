/** JSON kept in a TEXT column, read back through its zod schema. */
import type { z } from 'zod';

/** The column's value when it holds JSON that `schema` accepts; null when it is absent or unreadable. */
export function parseJsonColumn<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
