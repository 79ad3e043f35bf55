/**
 * The code blocks of lessons that the runner can compile (issue 12): which fenced blocks are in a
 * runnable language, and how each one is marked. AUTHORING.md ("Code in lessons") is the contract;
 * lesson-code-harness.ts turns a block into a source file the runner compiles.
 *
 * Info string grammar: the language word, then optionally one marker:
 *   ```java                      a program if it has an entry point, else a fragment
 *   ```java fragment             always wrapped in the harness (even with an entry point)
 *   ```java output               a program whose stdout is the ```text block right after it
 *   ```java no-compile "reason"  never compiled; the reason is required
 */
import type { LanguageId } from '@app/shared/languages';

/** Languages CI checks: the runner's ten (Python compiled as CPython 3) and TypeScript (tsc syntax). */
export type LessonCodeLanguage = Exclude<LanguageId, 'python'> | 'typescript';

const TAGS: Record<string, LessonCodeLanguage> = {
  js: 'javascript',
  javascript: 'javascript',
  mjs: 'javascript',
  python: 'python3',
  py: 'python3',
  python3: 'python3',
  java: 'java',
  c: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
  go: 'go',
  golang: 'go',
  rust: 'rust',
  rs: 'rust',
  kotlin: 'kotlin',
  kt: 'kotlin',
  ts: 'typescript',
  typescript: 'typescript',
};

export type LessonBlockMode = 'program' | 'fragment' | 'no-compile';

export interface LessonBlock {
  /** `<chapter id>#<n>`: n counts the chapter's checked blocks from 1. */
  id: string;
  chapterId: string;
  language: LessonCodeLanguage;
  mode: LessonBlockMode;
  /** Why a no-compile block is not compiled. */
  reason?: string;
  /** Expected stdout of a program marked `output` (the ```text block that follows it). */
  expectedOutput?: string;
  source: string;
  /** 1-based line of the opening fence in the lesson. */
  line: number;
}

/** A malformed marker; the check reports these as failures. */
export interface LessonBlockProblem {
  id: string;
  message: string;
}

const FENCE = /^```([^\n`]*)\n([\s\S]*?)^```[ \t]*$/gm;
const INFO = /^(\S+)(?:\s+(fragment|output|no-compile)(?:\s+"([^"]+)")?)?\s*$/;

/** Entry points: a block with one is a complete program unless marked `fragment`. */
const ENTRY: Record<LessonCodeLanguage, RegExp | null> = {
  javascript: null,
  python3: null,
  typescript: null,
  java: /\bstatic\s+(?:public\s+)?void\s+main\s*\(/,
  c: /^\s*int\s+main\s*\(/m,
  cpp: /^\s*(?:int|auto)\s+main\s*\(/m,
  csharp: /\bstatic\s+(?:async\s+)?(?:void|int|Task(?:<int>)?)\s+Main\s*\(/,
  go: /^package\s+main\b/m,
  rust: /^\s*(?:pub\s+)?fn\s+main\s*\(/m,
  kotlin: /^\s*(?:suspend\s+)?fun\s+main\s*\(/m,
};

/**
 * Chapters whose code needs what the runner does not have: unmarked blocks of that language there
 * are no-compile with this reason (a marker on the block still wins).
 */
const LIBRARY_CHAPTERS: ReadonlyArray<[RegExp, LessonCodeLanguage, string]> = [
  [/^spring-/, 'java', 'Spring Boot code: needs the Spring jars, which the runner does not have'],
  [/^mongo-/, 'javascript', 'mongosh shell commands (use, show, db.*), not a Node.js program'],
];

export function lessonBlocks(
  chapterId: string,
  lesson: string,
): { blocks: LessonBlock[]; problems: LessonBlockProblem[] } {
  const blocks: LessonBlock[] = [];
  const problems: LessonBlockProblem[] = [];
  const fences = [...lesson.matchAll(FENCE)];
  fences.forEach((m, i) => {
    const info = (m[1] ?? '').trim();
    const source = m[2] ?? '';
    const language = TAGS[info.split(/\s+/)[0]?.toLowerCase() ?? ''];
    if (!language) return;
    const id = `${chapterId}#${blocks.length + 1}`;
    const line = lesson.slice(0, m.index).split('\n').length;
    const parsed = INFO.exec(info);
    const marker = parsed?.[2];
    if (
      !parsed ||
      (marker === 'no-compile' && !parsed[3]) ||
      (marker !== 'no-compile' && parsed[3])
    ) {
      problems.push({
        id,
        message: `bad info string "${info}" (see AUTHORING.md, Code in lessons)`,
      });
    }
    const entry = ENTRY[language];
    const library = marker
      ? undefined
      : LIBRARY_CHAPTERS.find(([re, lang]) => lang === language && re.test(chapterId));
    const mode: LessonBlockMode =
      marker === 'no-compile' || library
        ? 'no-compile'
        : marker === 'fragment' || (entry !== null && !entry.test(source))
          ? 'fragment'
          : 'program';
    const block: LessonBlock = { id, chapterId, language, mode, source, line };
    if (library) block.reason = library[2];
    if (parsed?.[3]) block.reason = parsed[3];
    if (marker === 'output') {
      const next = fences[i + 1];
      const between = next ? lesson.slice((m.index ?? 0) + m[0].length, next.index) : '';
      if (!next || next[1]?.trim() !== 'text' || between.trim().split(/\s+/).length > 12) {
        problems.push({ id, message: 'marked output but no ```text block follows it closely' });
      } else block.expectedOutput = next[2] ?? '';
      if (mode !== 'program')
        problems.push({ id, message: 'marked output but is not a complete program' });
    }
    blocks.push(block);
  });
  return { blocks, problems };
}
