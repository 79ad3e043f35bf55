import { McqQuiz } from '../components/mcq-quiz';
import { McqResult } from '../components/mcq-result';
import { TestLoader } from '../components/test-loader';

/** /test/mcq?id=...: answering, then the result once graded. */
export function McqTestPage() {
  return (
    <TestLoader type="mcq">
      {(test, receivedAt) =>
        test.status === 'completed' ? (
          <McqResult test={test} />
        ) : (
          <McqQuiz key={test.id} test={test} receivedAt={receivedAt} />
        )
      }
    </TestLoader>
  );
}
