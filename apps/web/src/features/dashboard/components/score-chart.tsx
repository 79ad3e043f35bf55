import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import { formatTestDate } from '@app/shared/test-rules';
import type { Dashboard } from '@app/shared/tests.schemas';

type Point = { n: number; percent: number; title: string; date: string };

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function ChartTooltip({ active, point }: { active: boolean; point: Point | undefined }) {
  if (!active || !point) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold text-slate-900 dark:text-white">{point.title}</p>
      <p className="text-slate-600 dark:text-slate-400">
        {point.date ? formatTestDate(point.date) : ''} · {point.percent}%
      </p>
    </div>
  );
}

/** Scores of completed tests over time (recharts: loaded lazily by ScoreHistory). */
export function ScoreChart({ history }: { history: Dashboard['scoreHistory'] }) {
  const data: Point[] = history.map((h, i) => ({ n: i + 1, ...h }));
  return (
    <div className="h-64 w-full text-slate-500 dark:text-slate-400">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis
            dataKey="n"
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickFormatter={(n: number) => {
              const point = data[n - 1];
              return point?.date ? shortDate(point.date) : '';
            }}
            stroke="currentColor"
            strokeOpacity={0.3}
            minTickGap={16}
          />
          <YAxis
            domain={[0, 100]}
            ticks={[0, 20, 40, 60, 80, 100]}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickFormatter={(v: number) => `${v}%`}
            stroke="currentColor"
            strokeOpacity={0.3}
          />
          <ReferenceLine
            y={PASS_MARK_PERCENT}
            stroke="#10b981"
            strokeDasharray="4 4"
            label={{ value: 'Pass', position: 'insideTopRight', fill: '#10b981', fontSize: 11 }}
          />
          <Tooltip
            content={({ active, label }) => (
              <ChartTooltip active={active} point={data[Number(label) - 1]} />
            )}
            cursor={{ stroke: 'currentColor', strokeOpacity: 0.2 }}
          />
          <Line
            type="monotone"
            dataKey="percent"
            stroke="#6366f1"
            strokeWidth={2.5}
            dot={{ r: 3.5, fill: '#6366f1' }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
