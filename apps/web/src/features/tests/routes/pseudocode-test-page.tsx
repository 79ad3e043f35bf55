import { PseudocodeResult } from '../components/pseudocode-result';
import { PseudocodeWorkspace } from '../components/pseudocode-workspace';
import { ProblemTestLoader } from '../components/test-loader';

/** /test/pseudocode?id=...: write the algorithm, then the graded result. */
export function PseudocodeTestPage() {
  return (
    <ProblemTestLoader
      kind="pseudocode"
      result={PseudocodeResult}
      workspace={PseudocodeWorkspace}
    />
  );
}
