import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: the courses feature replaces this page. */
export function CoursesPage() {
  return <ComingSoon title="Learning Courses" description="Courses made of ordered levels." />;
}
