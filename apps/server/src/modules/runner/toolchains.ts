/** Toolchain versions shown to learners, and the fingerprint that keys the build cache. */
import { execFile } from 'node:child_process';
import { readlink, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { LANGUAGE_IDS, LANGUAGE_LABELS, type LanguageId } from '@app/shared/languages';
import { LANGUAGES, type LanguageSpec } from './languages';

export interface ToolchainInfo {
  language: LanguageId;
  label: string;
  /** e.g. "GCC 12.2.0 (C17)"; "unavailable" when the toolchain is missing. */
  version: string;
  available: boolean;
}

function run(argv: string[]): Promise<string> {
  const [file, ...args] = argv;
  if (!file) return Promise.resolve('');
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { timeout: 20_000, env: { PATH: '/usr/bin:/bin', HOME: '/tmp' } },
      (_err, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
    );
  });
}

async function probeVersion(spec: LanguageSpec): Promise<string | null> {
  const probe = spec.version;
  const text =
    'command' in probe
      ? await run(probe.command)
      : basename(await readlink(probe.symlink).catch(() => ''));
  const m = probe.pattern.exec(text);
  return m ? probe.format(m) : null;
}

/** Identity of the installed toolchain: its files' size and mtime (an upgrade changes the key). */
export async function toolchainFingerprint(spec: LanguageSpec): Promise<string | null> {
  const parts: string[] = [];
  for (const file of spec.toolchainFiles) {
    try {
      const s = await stat(file);
      parts.push(`${file}:${s.size}:${Math.trunc(s.mtimeMs)}`);
    } catch {
      return null;
    }
  }
  return parts.join('|');
}

export async function probeAll(): Promise<ToolchainInfo[]> {
  return Promise.all(
    LANGUAGE_IDS.map(async (language) => {
      const version = await probeVersion(LANGUAGES[language]);
      return {
        language,
        label: LANGUAGE_LABELS[language],
        version: version ?? 'unavailable',
        available: version !== null,
      };
    }),
  );
}
