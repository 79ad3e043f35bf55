import type { Dashboard } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';

function Row({ label, value, bar }: { label: string; value: string; bar?: number }) {
  return (
    // dt and dd are the group's direct children (a <dl> allows one <div> level around them).
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 py-3 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-bold text-slate-900 dark:text-white">{value}</dd>
      {bar !== undefined ? (
        <div
          aria-hidden="true"
          className="col-span-2 mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 dark:bg-brand-500"
            style={{ width: `${Math.min(100, Math.max(0, bar))}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Average Score (mean % of completed tests), Pending Results, Pass Rate (passed / all tests). */
export function StatisticsOverview({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Statistics Overview</h2>
      <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        <Row label="Average Score" value={`${stats.avgScore}%`} bar={stats.avgScore} />
        <Row label="Pending Results" value={String(stats.pending)} />
        <Row label="Pass Rate" value={`${stats.passRate}%`} bar={stats.passRate} />
      </dl>
    </Card>
  );
}
