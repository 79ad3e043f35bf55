import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the tests feature replaces this page. */
export function McqTestPage() {
  return <ComingSoon title="MCQ Test" description="Multiple choice questions, one at a time." />;
}
