import { PseudocodeResult } from '../components/pseudocode-result';
import { PseudocodeWorkspace } from '../components/pseudocode-workspace';
import { TestLoader } from '../components/test-loader';

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
