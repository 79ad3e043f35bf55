import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the tests feature replaces this page. */
export function PseudocodeTestPage() {
  return (
    <ComingSoon title="Pseudocode Test" description="Describe the algorithm in your own words." />
  );
}
