/**
 * A maker of test data: a fresh copy of `defaults` with a test's overrides on top, so each test
 * names only what it is about (`summary({ score: 3 })`).
 */
export function factory<T extends object>(defaults: T) {
  return (overrides: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...overrides });
}
