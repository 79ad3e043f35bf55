import { BookOpen, CircleCheck, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

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
      {stats.map(({ label, value, icon: Icon, tone }) => (
        <li key={label}>
          <Card className="flex h-full flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span
              aria-hidden="true"
              className={`flex size-9 shrink-0 items-center justify-center rounded-lg sm:size-11 ${tone}`}
            >
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">
                {label}
              </p>
              <p className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
                {value}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
