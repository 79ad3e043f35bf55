import { CircleCheck, CircleX, ClipboardList } from 'lucide-react';
import type { Dashboard } from '@app/shared/tests.schemas';
import { StatCard } from '../../../components/ui/stat-card';

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Tests Given"
        value={stats.totalTests}
        note={stats.inProgress > 0 ? `${stats.inProgress} in progress, not counted` : undefined}
        icon={ClipboardList}
        tone="bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
      />
      <StatCard
        label="Passed Tests"
        value={stats.passed}
        icon={CircleCheck}
        tone="bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300"
      />
      <StatCard
        label="Failed Tests"
        value={stats.failed}
        icon={CircleX}
        tone="bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300"
      />
    </div>
  );
}
