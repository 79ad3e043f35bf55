/** One graded answer of the pseudocode corpus. */
export type CorpusKind = 'correct' | 'partial' | 'adversarial';

export interface CorpusAnswer {
  readonly kind: CorpusKind;
  /** How the answer is written: terse, verbose, paraphrase, code-like, shuffled, ... */
  readonly style: string;
  readonly text: string;
  /** Partial answers only: the edge case or idea the answer leaves out, in plain words. */
  readonly missing?: string;
}

export interface CorpusEntry {
  readonly problemId: string;
  readonly answers: readonly CorpusAnswer[];
}
