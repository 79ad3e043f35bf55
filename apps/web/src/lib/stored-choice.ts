/**
 * A setting remembered in localStorage for the next visit (theme, language). Storage that cannot
 * be used (private mode, blocked) counts as nothing stored, and writes to it are skipped.
 */

/** The stored value when it is one of `known`'s keys, else `fallback`. */
export function readStoredChoice<T extends string>(
  key: string,
  known: Record<T, unknown>,
  fallback: T,
): T {
  const isKnown = (value: string | null): value is T =>
    value !== null && Object.hasOwn(known, value);
  try {
    const value = localStorage.getItem(key);
    return isKnown(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** False when storage could not keep it (the caller may hold it for this visit). */
export function storeChoice(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
