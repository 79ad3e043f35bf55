/** The value below which `p` per cent of `values` fall (the one at index floor(p% of n)). */
export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

export const median = (values: readonly number[]): number => percentile(values, 50);
