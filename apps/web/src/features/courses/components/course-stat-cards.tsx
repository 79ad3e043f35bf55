import { BookOpen, CircleCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card';

type Stat = { label: string; value: number; icon: LucideIcon; tone: string };

/** Enrolled, In Progress and Completed counts of the learner's courses. */
export function CourseStatCards({
  enrolled,
  inProgress,
  completed,
}: {
  enrolled: number;
  inProgress: number;
  completed: number;
}) {
  const stats: Stat[] = [
    {
      label: 'Enrolled',
      value: enrolled,
      icon: BookOpen,
      tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
    },
    {
      label: 'In Progress',
      value: inProgress,
      icon: TrendingUp,
      tone: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
    },
    {
      label: 'Completed',
      value: completed,
      icon: CircleCheck,
      tone: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
    },
  ];
  return (
    <ul className="mb-6 grid grid-cols-3 gap-3 sm:gap-4" aria-label="Your courses">
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard compact {...stat} />
        </li>
      ))}
    </ul>
  );
}
