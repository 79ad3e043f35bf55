import { CodeResult } from '../components/code-result';
import { DebugWorkspace } from '../components/debug-workspace';
import { ProblemTestLoader } from '../components/test-loader';

/** /test/debug?id=...: fix the buggy code, then the graded result. */
export function DebugTestPage() {
  return <ProblemTestLoader kind="debug" result={CodeResult} workspace={DebugWorkspace} />;
}
