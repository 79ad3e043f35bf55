/**
 * Time limits from the reference's measured time, and the words a verdict on a generated test
 * shows. Pure functions (docs/runner.md, "Generated tests").
 */
import { LANGUAGE_LABELS, type LanguageId } from '@app/shared/languages';
import { LANGUAGES } from '../runner/languages';

/** The base limit (C, C++, Go, Rust; other languages get it x their factor) is at least this. */
const MIN_TIME_LIMIT_MS = 1000;
/** The reference, in its own language, must fit this many times in that language's limit. */
const REFERENCE_HEADROOM = 3;

/**
 * max(1 s, 3x the reference's slowest test in its language), expressed as the base limit: the
 * reference's language limit is base x its factor, so base = 3 x time / factor, rounded up to 100 ms.
 */
export function deriveTimeLimitMs(referenceMs: number, referenceLanguage: LanguageId): number {
  const factor = LANGUAGES[referenceLanguage].run.timeFactor;
  const base = Math.ceil((REFERENCE_HEADROOM * referenceMs) / factor / 100) * 100;
  return Math.max(MIN_TIME_LIMIT_MS, base);
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

/**
 * The note on a failed generated hidden test: its size and, for a time limit, which limit and why.
 * Never the input.
 */
export function generatedTestNote(input: {
  label: string;
  verdict: string;
  limitMs: number | undefined;
  language: LanguageId;
  intendedComplexity: string | undefined;
}): string {
  const { label, verdict, limitMs, language, intendedComplexity } = input;
  if (verdict === 'Time Limit Exceeded') {
    const took =
      limitMs === undefined
        ? ''
        : `: your program took more than ${seconds(limitMs)} (the ${LANGUAGE_LABELS[language]} limit)`;
    const why = intendedComplexity ? `; the intended solution is ${intendedComplexity}` : '';
    return `Time Limit Exceeded on a large hidden test (${label})${took}${why}.`;
  }
  if (verdict === 'Accepted') return `Generated hidden test (${label}).`;
  return `${verdict} on a generated hidden test (${label}).`;
}
