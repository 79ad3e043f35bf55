import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the courses feature replaces this page. */
export function CourseDetailPage() {
  return <ComingSoon title="Course" description="Levels of this course." />;
}
