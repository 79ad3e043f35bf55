import { CodeResult } from '../components/code-result';
import { CodingWorkspace } from '../components/coding-workspace';
import { TestLoader } from '../components/test-loader';

/** /test/coding?id=...: solve the problem, then the graded result. */
export function CodingTestPage() {
  return (
    <TestLoader type="coding">
      {(test, receivedAt) => {
        if (test.status === 'completed') return <CodeResult test={test} />;
        const question = test.questions.find((q) => q.kind === 'coding');
        if (!question) return null;
        return (
          <CodingWorkspace key={test.id} test={test} question={question} receivedAt={receivedAt} />
        );
      }}
    </TestLoader>
  );
}
