import { CircleCheck, CircleX, ClipboardList, type LucideIcon } from 'lucide-react';
import type { Dashboard } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

function StatCard({
  label,
  value,
  icon: Icon,
  iconClass,
  note,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  iconClass: string;
  note?: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span
        className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', iconClass)}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold text-slate-900 dark:text-white">{value}</p>
        {note ? <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      </div>
    </Card>
  );
}

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Tests Given"
        value={stats.totalTests}
        note={stats.inProgress > 0 ? `${stats.inProgress} in progress, not counted` : undefined}
        icon={ClipboardList}
        iconClass="bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      />
      <StatCard
        label="Passed Tests"
        value={stats.passed}
        icon={CircleCheck}
        iconClass="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
      <StatCard
        label="Failed Tests"
        value={stats.failed}
        icon={CircleX}
        iconClass="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300"
      />
    </div>
  );
}
