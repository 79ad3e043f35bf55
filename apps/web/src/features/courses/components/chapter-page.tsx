import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the courses feature replaces this page. */
export function ChapterPage() {
  return <ComingSoon title="Chapter Test" description="The test that ends this level." />;
}
