import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the tests feature replaces this page. */
export function TestsPage() {
  return (
    <ComingSoon
      title="Start a New Test"
      description="Pick a test type, a topic and a difficulty."
    />
  );
}
