/**
 * Turns a lesson code block (lesson-code.ts) into one source file for the runner. A program is
 * compiled as written (Java's main class is renamed into `Main`'s reach); a fragment is split into
 * top-level chunks, declarations stay at the top level and statements go inside the language's
 * entry point, with the usual imports. The rules are in AUTHORING.md ("Code in lessons").
 */
import type { LessonBlock, LessonCodeLanguage } from './lesson-code';

type Harnessed = Exclude<LessonCodeLanguage, 'typescript'>;

/** First line of a chunk that is a declaration, per language. */
const TOP: Record<Harnessed, RegExp> = {
  javascript: /$^/,
  python3: /$^/,
  java: /^(?:@\w+|import\s|(?:(?:public|private|protected|abstract|final|sealed|non-sealed|static|strictfp)\s+)*(?:class|interface|enum|record|@interface)\s)/,
  c: /^(?:#|typedef\s|struct\s+\w+\s*\{|enum\s+\w*\s*\{|union\s)/,
  cpp: /^(?:#|using\s|namespace\s|template\s*<|typedef\s|(?:class|struct|enum|union|concept)\s)/,
  csharp:
    /^(?:using\s(?!\s*\()|\[|namespace\s|(?:(?:public|private|protected|internal|abstract|sealed|static|partial|readonly|unsafe)\s+)*(?:class|struct|interface|enum|record|delegate)\s)/,
  go: /^(?:import\s|func\s|type\s|var\s*\(|const\s*\()/,
  rust: /^(?:use\s|#!?\[|(?:pub(?:\([\w ]+\))?\s+)?(?:async\s+|const\s+fn|unsafe\s+)*(?:fn|struct|enum|impl|trait|mod|type|const|static|macro_rules!)\b)/,
  kotlin:
    /^(?:import\s|@\w+|typealias\s|const\s+val\s|(?:val|var)\s+[\w<>?]+\.\w+|(?:(?:public|private|internal|protected|open|abstract|sealed|data|enum|inline|infix|operator|tailrec|suspend|override|annotation|inner|value)\s+)*(?:fun|class|interface|object)\b)/,
};

/** A C or C++ function definition (or prototype) header; never a call or a control statement. */
const C_FUNCTION =
  /^(?!(?:return|if|for|while|switch|else|do|case|throw|delete|new)\b)[A-Za-z_][\w:<>,*&\s]*[\s*&]\**&?~?[A-Za-z_][\w:]*(?:<[^>]*>)?\s*\((?:[^;]*\)\s*(?:const|noexcept|override|final|->\s*[\w:<>]+|\s)*(?:\{.*|;)|[^;)]*)$/;

/** A C++ operator overload definition. */
const OPERATOR = /\boperator\s*[^\s(]*\s*\(.*\)\s*(?:const\s*)?\{/;
/** A C or C++ variable declaration (a global when a function after it uses it). */
const C_DECLARATION =
  /^(?!(?:return|if|for|while|switch|else|do|case|throw|delete|new|goto)\b)(?:(?:static|const|constexpr|unsigned|signed|long|struct)\s+)*[A-Za-z_][\w:<>,\s]*?[\s*&]+[A-Za-z_]\w*\s*(?:[=;{[(]|$)/;

/** Methods of a Java or C# fragment: members of the wrapper class. */
const MEMBER: Partial<Record<Harnessed, RegExp>> = {
  java: /^(?:(?:public|private|protected|static|final|abstract|synchronized)\s+)*(?:<[^>]+>\s+)?[\w<>[\],.? ]+\s+\w+\s*\([^;]*\)\s*(?:throws\s+[\w., ]+)?\s*\{?\s*$|^(?:private|public|protected|static)\s/,
  csharp:
    /^(?:(?:public|private|protected|internal|static|async|override|virtual)\s+)*(?:<[^>]+>\s+)?[\w<>[\],.?() ]+\s+\w+(?:<[\w, ]+>)?\s*\([^;]*\)\s*(?:\{|=>.*)?\s*$|^(?:private|public|protected|internal|static|const)\s/,
};

/** A line that continues the chunk above it rather than starting a new one. */
const CONTINUES = /^(?:[}).\]]|else\b|catch\b|finally\b|where\b|:|\?|&&|\|\||\+|-(?!-)|=>|->)/;
const OPEN_END = /(?:[=,(+\-*/&|?:[{]|->|=>|\bthrows)\s*$/;

function braceDelta(line: string): number {
  const code = line
    .replace(/\/\/.*$/, '')
    .replace(/"(?:\\.|[^"\\])*"/g, '""')
    .replace(/'(?:\\.|[^'\\])'/g, "''");
  let d = 0;
  for (const ch of code) {
    if (ch === '{' || ch === '(' || ch === '[') d += 1;
    else if (ch === '}' || ch === ')' || ch === ']') d -= 1;
  }
  return d;
}

/** Splits a block into top-level chunks: each starts on a line at brace depth 0. */
export function chunks(source: string): string[][] {
  const out: string[][] = [];
  let depth = 0;
  let inBlockComment = false;
  let prev = '';
  for (const line of source.split('\n')) {
    const t = line.replace(/\s\/\/.*$/, '').trim();
    const startsNew =
      depth === 0 &&
      !inBlockComment &&
      t !== '' &&
      !/^\s/.test(line) &&
      !CONTINUES.test(t) &&
      !OPEN_END.test(prev) &&
      !/^(?:@\w+(?:\(.*\))?|#\[.*\]|\[\w.*\])$/.test(prev) &&
      !(t.startsWith('{') && prev !== '');
    if (startsNew || out.length === 0) out.push([]);
    out[out.length - 1]?.push(line);
    if (t.startsWith('/*')) inBlockComment = true;
    if (inBlockComment && t.includes('*/')) inBlockComment = false;
    if (!inBlockComment) depth = Math.max(0, depth + braceDelta(line));
    if (t !== '' && !t.startsWith('//') && !/^#\s*(?:include|define|if|endif|pragma)/.test(t))
      prev = t;
  }
  return out.map((c) => c.filter((l, i) => i > 0 || l.trim() !== '')).filter((c) => c.length > 0);
}

/** The chunk's first line of code, past comments and annotations (attributes stay: C# uses them). */
const firstCode = (chunk: string[]) =>
  chunk
    .map((l) => l.replace(/\s\/\/.*$/, '').trim())
    .find((l) => l !== '' && !/^(?:\/\/|\/\*|\*|@\w+(?:\(.*\))?$|#\[.*\]$)/.test(l)) ?? '';

const indent = (lines: string[]) => lines.map((l) => `    ${l}`).join('\n');

const GO_PACKAGES = [
  'fmt',
  'strings',
  'strconv',
  'sort',
  'os',
  'bufio',
  'errors',
  'math',
  'time',
  'sync',
  'slices',
  'maps',
  'cmp',
  'unicode',
  'bytes',
  'io',
  'context',
  'regexp',
  'reflect',
  'utf8',
  'atomic',
  'rand',
  'json',
  'http',
  'heap',
  'list',
  'big',
  'bits',
  'filepath',
  'log',
];
const GO_PATHS: Record<string, string> = {
  utf8: 'unicode/utf8',
  atomic: 'sync/atomic',
  rand: 'math/rand',
  json: 'encoding/json',
  http: 'net/http',
  heap: 'container/heap',
  list: 'container/list',
  big: 'math/big',
  bits: 'math/bits',
  filepath: 'path/filepath',
};

/** Go rejects unused locals: names declared at the top of a fragment's body are marked used. */
function goUsed(body: string[]): string[] {
  const names = new Set<string>();
  for (const raw of body) {
    const l = raw.replace(/\s*\/\/.*$/, '');
    if (/^\s/.test(l)) continue;
    if (/^(?:if|for|switch|select|go|defer|return|case|else)\b/.test(l)) continue;
    const short = /^([\w, ]+?)\s*:=/.exec(l);
    const decl = /^var\s+([\w, ]+?)(?:\s+[\w[\]*.{}]+)?\s*(?:=|$)/.exec(l);
    for (const n of (short?.[1] ?? decl?.[1] ?? '').split(','))
      if (/^\w+$/.test(n.trim()) && n.trim() !== '_') names.add(n.trim());
  }
  return [...names].map((n) => `_ = ${n}`);
}

interface Parts {
  imports: string[];
  tops: string[];
  members: string[][];
  body: string[];
}

function split(source: string, lang: Harnessed): Parts {
  const parts: Parts = { imports: [], tops: [], members: [], body: [] };
  const all = chunks(source);
  const isTop = (chunk: string[]) => {
    const first = firstCode(chunk);
    return (
      TOP[lang].test(first) ||
      ((lang === 'c' || lang === 'cpp') && (C_FUNCTION.test(first) || OPERATOR.test(first)))
    );
  };
  const isDeclaration = (chunk: string[]) => C_DECLARATION.test(firstCode(chunk));
  // In C and C++, declarations written before a function definition are the globals it uses.
  const lastFunction = lang === 'c' || lang === 'cpp' ? all.findLastIndex(isTop) : -1;
  all.forEach((chunk, i) => {
    const first = firstCode(chunk);
    if (/^(?:import|using(?!\s*\()|use|#include)\s/.test(first) && chunk.length === 1)
      parts.imports.push(...chunk);
    else if (isTop(chunk) || (i < lastFunction && isDeclaration(chunk))) parts.tops.push(...chunk);
    else if (MEMBER[lang]?.test(first)) parts.members.push(chunk);
    else parts.body.push(...chunk);
  });
  return parts;
}

/** C# members of the wrapper class are static (Main is); constants already are. */
const csharpStatic = (chunk: string[]) => {
  const at = chunk.findIndex((l) => l.trim() !== '' && !/^\s*(?:\/\/|\[)/.test(l));
  return chunk.map((l, i) =>
    i === at && !/\b(?:static|const)\b/.test(l)
      ? l.replace(/^(\s*(?:(?:public|private|protected|internal)\s+)*)/, '$1static ')
      : l,
  );
};

/**
 * The source file the runner compiles for a program or fragment block. `context` is the chapter's
 * earlier blocks in the same language: a fragment that continues them (uses a type or a variable
 * they declared) is compiled after their declarations, with their statements in enclosing scopes.
 */
export function harness(block: LessonBlock, context: readonly LessonBlock[] = []): string {
  const lang = block.language;
  if (lang === 'typescript') return block.source;
  if (block.mode === 'program') {
    if (lang === 'java' && !/\bclass\s+Main\b/.test(block.source)) return javaProgram(block.source);
    return block.source;
  }
  if (lang === 'javascript') return `async function __fragment() {\n${block.source}\n}\n`;
  if (lang === 'python3') {
    const lines = block.source.split('\n');
    const future = lines.filter((l) => l.startsWith('from __future__'));
    const rest = lines.filter((l) => !l.startsWith('from __future__'));
    return `${future.join('\n')}\nasync def __fragment():\n${indent(rest)}\n    pass\n`;
  }
  const earlier = context
    .filter((b) => b.mode !== 'no-compile')
    .map((b) => split(b.mode === 'program' ? '' : b.source, lang));
  const all = [...earlier, split(block.source, lang)].map((p) =>
    lang === 'go' ? { ...p, body: [...p.body, ...goUsed(p.body)] } : p,
  );
  const imports = all.flatMap((p) => p.imports);
  const top = all.flatMap((p) => p.tops).join('\n');
  const members = all.flatMap((p) => p.members);
  // Earlier statements each open a scope the later ones live in (shadowing stays legal).
  const body = all.reduceRight<string[]>(
    (inner, p, i) =>
      i === all.length - 1 ? p.body : [...p.body, '{', ...indent(inner).split('\n'), '}'],
    [],
  );
  switch (lang) {
    case 'java':
      return `import java.util.*;\nimport java.util.concurrent.*;\nimport java.util.concurrent.atomic.*;\nimport java.util.function.*;\nimport java.util.stream.*;\nimport java.io.*;\nimport java.nio.file.*;\nimport java.time.*;\n${imports.join('\n')}\n${top.replace(/^public\s+(?=(?:abstract\s+|final\s+|sealed\s+)*(?:class|interface|enum|record)\b)/gm, '')}\npublic class Main {\n${indent(members.flat())}\n    void __run() throws Exception {\n${indent(body)}\n    }\n    public static void main(String[] args) throws Exception { new Main().__run(); }\n}\n`;
    case 'c':
      return `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <stdbool.h>\n#include <stdint.h>\n#include <math.h>\n#include <ctype.h>\n#include <limits.h>\n#include <assert.h>\n${imports.join('\n')}\n${top}\nint main(void) {\n${indent(body)}\n    return 0;\n}\n`;
    case 'cpp':
      return `#include <bits/stdc++.h>\n${imports.join('\n')}\n${top}\nint main() {\n${indent(body)}\n    return 0;\n}\n`;
    case 'csharp': {
      const usings = [
        'System',
        'System.Collections.Generic',
        'System.Linq',
        'System.Text',
        'System.IO',
        'System.Threading.Tasks',
      ].map((u) => `using ${u};`);
      const isAsync = /\bawait\b/.test(body.join('\n'));
      return `${usings.join('\n')}\n${imports.join('\n')}\n${top}\nclass __Program {\n${indent(members.flatMap(csharpStatic))}\n    static ${isAsync ? 'async Task' : 'void'} Main() {\n${indent(body)}\n    }\n}\n`;
    }
    case 'go': {
      const source = [...context.map((b) => b.source), block.source].join('\n');
      const used = GO_PACKAGES.filter((p) => new RegExp(`\\b${p}\\.[A-Z]`).test(source));
      const importLines =
        imports.length > 0 || /^import\s/m.test(top)
          ? imports
          : used.map((p) => `import "${GO_PATHS[p] ?? p}"`);
      return `package main\n\n${importLines.join('\n')}\n\n${top}\n\nfunc main() {\n${indent(body)}\n}\n`;
    }
    case 'rust':
      return `#![allow(unused)]\n${imports.join('\n')}\n${top}\n\nfn main() {\n${indent(body)}\n}\n`;
    case 'kotlin':
      return `${imports.join('\n')}\n${top}\n\nfun main() {\n${indent(body)}\n}\n`;
  }
}

function javaProgram(source: string): string {
  const mainAt = source.search(/\bstatic\s+(?:public\s+)?void\s+main\s*\(/);
  const owner =
    [...source.slice(0, mainAt).matchAll(/\b(?:class|record|enum|interface)\s+(\w+)/g)].at(
      -1,
    )?.[1] ?? 'Main';
  const body = source.replace(
    /^public\s+(?=(?:abstract\s+|final\s+|sealed\s+)*(?:class|interface|enum|record)\b)/gm,
    '',
  );
  return `${body}\nclass Main { public static void main(String[] args) throws Exception { ${owner}.main(args); } }\n`;
}
