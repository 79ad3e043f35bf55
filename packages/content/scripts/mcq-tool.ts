/**
 * For content authors rewriting MCQs in bulk (issue 11). Works on the TypeScript source of one
 * content file through the compiler's syntax tree, so lessons and problems are never touched.
 *
 *   npx tsx packages/content/scripts/mcq-tool.ts dump <file.ts> [out.json]
 *       every MCQ array in the file as JSON: [{ site, label, mcqs: [...] }]
 *   npx tsx packages/content/scripts/mcq-tool.ts check <file.ts|file.json>
 *       per question: option lengths and which shape-guesser would find the key
 *   npx tsx packages/content/scripts/mcq-tool.ts splice <file.ts> <in.json>
 *       replaces the arrays with the ones in in.json (same format as dump; sites by number)
 *
 * An MCQ array is the value of a `mcqs:` or `mcq:` property, or of a `const xxxMcq` declaration.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';
import { z } from 'zod';
import { mcqSchema, OPTION_LETTERS, type Mcq } from '@app/shared/content.schemas';
import { keyChance, keyIsStrictlyLongest, STRATEGIES } from '../src/guess-stats';

const siteFileSchema = z.array(
  z.object({ site: z.number().int(), label: z.string(), mcqs: z.array(mcqSchema) }),
);
type Site = z.infer<typeof siteFileSchema>[number];

interface Found {
  label: string;
  node: ts.ArrayLiteralExpression;
}

function findSites(source: ts.SourceFile): Found[] {
  const found: Found[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      ['mcqs', 'mcq'].includes(node.name.text)
    ) {
      if (ts.isArrayLiteralExpression(node.initializer)) {
        let label = node.name.text;
        for (let p: ts.Node | undefined = node.parent; p; p = p.parent)
          if (ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) {
            label = p.name.text;
            break;
          }
        found.push({ label, node: node.initializer });
      }
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /Mcqs?$/.test(node.name.text) &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      found.push({ label: node.name.text, node: node.initializer });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

async function loadSites(file: string): Promise<Site[]> {
  if (file.endsWith('.json')) return siteFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Evaluate each array literal on its own: MCQ arrays hold plain literals only.
  return findSites(source).map((f, site) => {
    const js = ts.transpileModule(`export default ${f.node.getText(source)};`, {
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const mod: { exports: { default?: unknown } } = { exports: {} };
    new Function('module', 'exports', js)(mod, mod.exports);
    return { site, label: f.label, mcqs: z.array(mcqSchema).parse(mod.exports.default) };
  });
}

function literal(mcqs: readonly Mcq[], indent: string): string {
  const q = (s: string) => JSON.stringify(s);
  const inner = `${indent}  `;
  const items = mcqs.map(
    (m) =>
      `${inner}{\n${inner}  question: ${q(m.question)},\n${inner}  options: {\n` +
      OPTION_LETTERS.map((l) => `${inner}    ${l}: ${q(m.options[l])},\n`).join('') +
      `${inner}  },\n${inner}  correct: ${q(m.correct)},\n${inner}  explanation: ${q(m.explanation)},\n${inner}},\n`,
  );
  return `[\n${items.join('')}${indent}]`;
}

function check(sites: Site[]): void {
  for (const s of sites) {
    console.log(`== site ${s.site} (${s.label}): ${s.mcqs.length} MCQs`);
    s.mcqs.forEach((m, i) => {
      const lens = OPTION_LETTERS.map(
        (l) => `${l}${l === m.correct ? '*' : ''}=${m.options[l].trim().length}`,
      ).join(' ');
      const flags = [
        keyIsStrictlyLongest(m) ? 'KEY-LONGEST' : '',
        ...STRATEGIES.filter((st) => st !== 'longest' && keyChance(st, m) > 0.25).map(
          (st) => `${st.toUpperCase()}-GIVES-KEY`,
        ),
      ].filter(Boolean);
      console.log(`#${i + 1} ${lens} ${flags.join(' ')}  ${m.question.slice(0, 70)}`);
    });
  }
}

async function main(): Promise<void> {
  const [cmd, file, other] = process.argv.slice(2);
  if (!cmd || !file) throw new Error('usage: mcq-tool dump|check|splice <file> [json]');
  if (cmd === 'dump') {
    const json = JSON.stringify(await loadSites(file), null, 2);
    if (other) writeFileSync(other, `${json}\n`);
    else console.log(json);
  } else if (cmd === 'check') {
    check(await loadSites(file));
  } else if (cmd === 'splice') {
    if (!other) throw new Error('splice needs the JSON file');
    const replacement = siteFileSchema.parse(JSON.parse(readFileSync(other, 'utf8')));
    let text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const sites = findSites(source);
    // Replace from the end so earlier offsets stay valid.
    const edits = replacement
      .map((r) => {
        const f = sites[r.site];
        if (!f) throw new Error(`${file} has no MCQ site ${r.site}`);
        const line = text.slice(
          text.lastIndexOf('\n', f.node.getStart(source)) + 1,
          f.node.getStart(source),
        );
        const indent = /^\s*/.exec(line)?.[0] ?? '';
        return {
          start: f.node.getStart(source),
          end: f.node.getEnd(),
          text: literal(r.mcqs, indent),
        };
      })
      .sort((a, b) => b.start - a.start);
    for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    writeFileSync(file, text);
    console.log(`${file}: replaced ${edits.length} MCQ array(s)`);
    check(await loadSites(file));
  } else throw new Error(`unknown command ${cmd}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
