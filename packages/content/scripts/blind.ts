/**
 * For the second reading: prints every MCQ of the given content files WITHOUT the answer key, as
 * numbered lines, so a reader can answer blind. `--key` prints the key instead.
 * Usage: npx tsx packages/content/scripts/blind.ts [--key] <file.ts>...
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { courseContentSchema, bankTopicSchema, type Mcq } from '@app/shared/content.schemas';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const key = args.includes('--key');
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const mod: Record<string, unknown> = await import(pathToFileURL(resolve(file)).href);
    for (const value of Object.values(mod)) {
      const sets: Array<[string, Mcq[]]> = [];
      const c = courseContentSchema.safeParse(value);
      if (c.success) for (const ch of c.data.chapters) sets.push([ch.id, ch.mcqs]);
      const t = bankTopicSchema.safeParse(value);
      if (t.success)
        for (const [d, l] of Object.entries(t.data.levels)) sets.push([`${t.data.id}/${d}`, l.mcq]);
      for (const [where, mcqs] of sets)
        mcqs.forEach((q, i) => {
          if (key) console.log(`${where}#${i + 1}: ${q.correct}`);
          else
            console.log(
              `${where}#${i + 1}: ${q.question}\n  A) ${q.options.A}\n  B) ${q.options.B}\n  C) ${q.options.C}\n  D) ${q.options.D}`,
            );
        });
    }
  }
}
void main();
