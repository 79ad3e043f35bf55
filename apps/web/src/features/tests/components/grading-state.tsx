import { LoadingScreen } from '../../../components/ui/spinner';

/** pending_result: another tab (or this one) is grading; the query polls until it completes. */
export function GradingState() {
  return <LoadingScreen label="Pending Result: your test is being graded..." fullScreen={false} />;
}
