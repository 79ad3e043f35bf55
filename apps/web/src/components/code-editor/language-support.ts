import type { Extension } from '@codemirror/state';
import type { LanguageId } from '@app/shared/languages';

/** Each language's highlighting lives in its own chunk, loaded the first time it is shown. */
const LOADERS: Record<LanguageId, () => Promise<Extension>> = {
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  python: async () => (await import('@codemirror/lang-python')).python(),
  python3: async () => (await import('@codemirror/lang-python')).python(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  c: async () => (await import('@codemirror/lang-cpp')).cpp(),
  cpp: async () => (await import('@codemirror/lang-cpp')).cpp(),
  csharp: async () => {
    const [{ StreamLanguage }, { csharp }] = await Promise.all([
      import('@codemirror/language'),
      import('@codemirror/legacy-modes/mode/clike'),
    ]);
    return StreamLanguage.define(csharp);
  },
  go: async () => (await import('@codemirror/lang-go')).go(),
  rust: async () => (await import('@codemirror/lang-rust')).rust(),
  kotlin: async () => {
    const [{ StreamLanguage }, { kotlin }] = await Promise.all([
      import('@codemirror/language'),
      import('@codemirror/legacy-modes/mode/clike'),
    ]);
    return StreamLanguage.define(kotlin);
  },
};

const cache = new Map<LanguageId, Promise<Extension>>();

/** The same promise for the same language, so React's `use()` can suspend on it once. */
export function languageSupport(language: LanguageId): Promise<Extension> {
  let promise = cache.get(language);
  if (!promise) {
    // Without highlighting the editor still works: fall back to plain text.
    promise = LOADERS[language]().catch(() => []);
    cache.set(language, promise);
  }
  return promise;
}
