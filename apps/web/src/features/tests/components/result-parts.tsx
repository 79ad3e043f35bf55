import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard, RotateCcw } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

/** A result's colours: green when passed, amber when not (the card's top edge, the icon's disc). */
const HERO_TONES = {
  passed: {
    card: 'border-t-emerald-500',
    icon: 'bg-emerald-100 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  failed: {
    card: 'border-t-amber-500',
    icon: 'bg-amber-100 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  },
};

/** The headline card of a result: icon, title, score line and the counts. */
export function ResultHero({
  passed,
  icon,
  title,
  children,
}: {
  passed: boolean;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const tone = passed ? HERO_TONES.passed : HERO_TONES.failed;
  return (
    <Card className={cn('overflow-hidden border-t-4 px-5 py-8 text-center sm:px-8', tone.card)}>
      <div
        aria-hidden="true"
        className={cn('mx-auto flex size-16 items-center justify-center rounded-full', tone.icon)}
      >
        {icon}
      </div>
      <h2 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function StatTile({
  label,
  value,
  tone = 'neutral',
}: {
  label: string;
  value: ReactNode;
  tone?: 'good' | 'bad' | 'neutral';
}) {
  return (
    <div className="rounded-xl border border-slate-200 px-3 py-3 dark:border-slate-700">
      <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-xl font-bold',
          tone === 'good' && 'text-emerald-600 dark:text-emerald-400',
          tone === 'bad' && 'text-red-600 dark:text-red-400',
          tone === 'neutral' && 'text-slate-900 dark:text-white',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

export function ResultSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-3">{children}</div>
    </Card>
  );
}

/** Back to Dashboard (spec) and a shortcut to another test. */
export function ResultActions() {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
      <Link to={paths.tests()} className={buttonClasses('secondary', 'lg')}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Take Another Test
      </Link>
      <Link to={paths.dashboard()} className={buttonClasses('primary', 'lg')}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
    </div>
  );
}
