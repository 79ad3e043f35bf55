import { PageHeader } from '../../../components/ui/page-header';
import { StartTestForm } from '../components/start-test-form';

/** /tests: Start a New Test. */
export function TestsPage() {
  return (
    <>
      <PageHeader
        title="Start a New Test"
        description="Pick a test type, a topic and a difficulty, then start when you are ready."
      />
      <StartTestForm />
    </>
  );
}
