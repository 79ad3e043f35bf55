import { PseudocodeResult } from './pseudocode-result';
import { PseudocodeWorkspace } from './pseudocode-workspace';
import { TestLoader } from './test-loader';

/** /test/pseudocode?id=...: write the algorithm, then the graded result. */
export function PseudocodeTestPage() {
  return (
    <TestLoader type="pseudocode">
      {(test, receivedAt) => {
        if (test.status === 'completed') return <PseudocodeResult test={test} />;
        const question = test.questions.find((q) => q.kind === 'pseudocode');
        if (!question) return null;
        return (
          <PseudocodeWorkspace
            key={test.id}
            test={test}
            question={question}
            receivedAt={receivedAt}
          />
        );
      }}
    </TestLoader>
  );
}
