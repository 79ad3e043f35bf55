import { CodeResult } from '../components/code-result';
import { CodingWorkspace } from '../components/coding-workspace';
import { ProblemTestLoader } from '../components/test-loader';

/** /test/coding?id=...: solve the problem, then the graded result. */
export function CodingTestPage() {
  return <ProblemTestLoader kind="coding" result={CodeResult} workspace={CodingWorkspace} />;
}
