import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the tests feature replaces this page. */
export function DebugTestPage() {
  return <ComingSoon title="Debug Challenge" description="Find and fix the bugs." />;
}
