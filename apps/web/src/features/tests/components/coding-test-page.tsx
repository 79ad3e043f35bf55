import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the tests feature replaces this page. */
export function CodingTestPage() {
  return (
    <ComingSoon
      title="Coding Challenge"
      description="Solve a problem in the language of your choice."
    />
  );
}
