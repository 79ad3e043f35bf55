/**
 * Where the compiler (or the interpreter's syntax check) says the code is wrong, as line numbers
 * of the learner's file, so the editor can mark them (issue 16 item 2). Each toolchain has its own
 * format; lines that name another file (a library, the runtime) are ignored.
 */
import type { LanguageId } from '@app/shared/languages';

export type CodeDiagnostic = { line: number; column: number | null; message: string };

/** The learner's file in the sandbox (apps/server/src/modules/runner/languages.ts). */
const SOURCE_FILE: Record<LanguageId, string> = {
  javascript: 'main.js',
  python: 'main.py',
  python3: 'main.py',
  java: 'Main.java',
  c: 'main.c',
  cpp: 'main.cpp',
  csharp: 'main.cs',
  go: 'main.go',
  rust: 'main.rs',
  kotlin: 'main.kt',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const num = (s: string | undefined) => (s ? Number(s) : null);

/** `main.c:5:12: error: expected ';'` (gcc, g++, clang, go, kotlinc). */
function colonStyle(file: string, output: string): CodeDiagnostic[] {
  const re = new RegExp(
    `(?:^|[\\s/])${escape(file)}:(\\d+):(?:(\\d+):)?\\s*(?:(?:fatal )?error:|warning:)?\\s*(.*)$`,
    'gm',
  );
  return [...output.matchAll(re)].map((m) => ({
    line: Number(m[1]),
    column: num(m[2]),
    message: (m[3] ?? '').trim(),
  }));
}

/** `main.cs(5,12): error CS1002: ; expected` (mcs) and `main.kt:(5, 12): error: ...` (older kotlinc). */
function parenStyle(file: string, output: string): CodeDiagnostic[] {
  const re = new RegExp(
    `${escape(file)}:?\\((\\d+),\\s*(\\d+)\\):\\s*(?:error|warning)\\s*\\w*:\\s*(.*)$`,
    'gm',
  );
  return [...output.matchAll(re)].map((m) => ({
    line: Number(m[1]),
    column: num(m[2]),
    message: (m[3] ?? '').trim(),
  }));
}

/** rustc: the message on the `error[E0425]: ...` line, the place on the ` --> main.rs:3:5` line below it. */
function rustStyle(output: string): CodeDiagnostic[] {
  const found: CodeDiagnostic[] = [];
  let message = '';
  for (const line of output.split('\n')) {
    const head = /^(?:error|warning)(?:\[\w+\])?: (.*)$/.exec(line);
    if (head) message = head[1] ?? '';
    const at = /-->\s*(?:.*\/)?main\.rs:(\d+):(\d+)/.exec(line);
    if (at) found.push({ line: Number(at[1]), column: num(at[2]), message });
  }
  return found;
}

/**
 * Python: py_compile's one line for an indentation error, `Sorry: IndentationError: ... (main.py,
 * line 4)` (CPython and PyPy; PyPy's TabError gives only `(line 4)`), else a traceback's last
 * `File "main.py", line N` and its final `XxxError: ...` line.
 */
function pythonStyle(output: string): CodeDiagnostic[] {
  const sorry = /^Sorry: (.*) \((?:[^()]*main\.py, )?line (\d+)\)\s*$/m.exec(output);
  if (sorry)
    return [{ line: Number(sorry[2]), column: null, message: sorry[1]?.trim() ?? 'Error' }];
  const places = [...output.matchAll(/File "(?:[^"]*\/)?main\.py", line (\d+)/g)];
  const last = places[places.length - 1];
  if (!last) return [];
  const error = [...output.matchAll(/^(\w*(?:Error|Exception)\b.*)$/gm)].pop();
  return [{ line: Number(last[1]), column: null, message: error?.[1]?.trim() ?? 'Error' }];
}

/** Node: `main.js:3` heading a syntax error, or the first stack frame `(/box/main.js:3:11)`. */
function nodeStyle(output: string): CodeDiagnostic[] {
  const error = /^(\w*Error\b.*)$/m.exec(output)?.[1]?.trim() ?? 'Error';
  const head = /^(?:.*\/)?main\.js:(\d+)\s*$/m.exec(output);
  if (head) return [{ line: Number(head[1]), column: null, message: error }];
  const frame = /main\.js:(\d+):(\d+)/.exec(output);
  return frame ? [{ line: Number(frame[1]), column: num(frame[2]), message: error }] : [];
}

/** Diagnostics for the learner's file in compiler output or an error's stderr; [] when none is found. */
export function parseDiagnostics(language: LanguageId, output: string): CodeDiagnostic[] {
  const file = SOURCE_FILE[language];
  let found: CodeDiagnostic[];
  switch (language) {
    case 'python':
    case 'python3':
      found = pythonStyle(output);
      break;
    case 'javascript':
      found = nodeStyle(output);
      break;
    case 'rust':
      found = rustStyle(output);
      break;
    case 'java':
      found = colonStyle(file, output);
      break;
    case 'csharp':
      found = parenStyle(file, output);
      break;
    case 'kotlin':
      found = [...colonStyle(file, output), ...parenStyle(file, output)];
      break;
    default:
      found = colonStyle(file, output);
  }
  // One mark per line: the first message the toolchain gave for it.
  const seen = new Set<number>();
  return found.filter((d) => d.line > 0 && !seen.has(d.line) && seen.add(d.line));
}
