import { CodeResult } from '../components/code-result';
import { DebugWorkspace } from '../components/debug-workspace';
import { TestLoader } from '../components/test-loader';

/** /test/debug?id=...: fix the buggy code, then the graded result. */
export function DebugTestPage() {
  return (
    <TestLoader type="debug">
      {(test, receivedAt) => {
        if (test.status === 'completed') return <CodeResult test={test} />;
        const question = test.questions.find((q) => q.kind === 'debug');
        if (!question) return null;
        return (
          <DebugWorkspace key={test.id} test={test} question={question} receivedAt={receivedAt} />
        );
      }}
    </TestLoader>
  );
}
