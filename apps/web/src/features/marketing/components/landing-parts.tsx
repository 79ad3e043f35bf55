import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { StatBlock } from './stat-block';

type FeatureItem = { icon: LucideIcon; title: string; text: string };

function Feature({ icon: Icon, title, text }: FeatureItem) {
  return (
    <Card className="p-6">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
    </Card>
  );
}

/** The cards of a section; `className` sets the grid's columns. */
export function FeatureGrid({
  features,
  className,
}: {
  features: FeatureItem[];
  className: string;
}) {
  return (
    <div className={cn('mt-12 grid gap-6', className)}>
      {features.map((feature) => (
        <Feature key={feature.title} {...feature} />
      ))}
    </div>
  );
}

/** A section's heading; with `stats`, its figures beside it on wide screens. */
export function SectionHeading({
  eyebrow,
  title,
  stats,
  children,
}: {
  eyebrow: string;
  title: string;
  stats?: ComponentProps<typeof StatBlock>['stats'];
  children: string;
}) {
  const heading = (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
        {eyebrow}
      </p>
      <h2 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
  if (!stats) return heading;
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-end">
      {heading}
      <StatBlock className="grid-cols-2" stats={stats} />
    </div>
  );
}

/** A full-width band of the landing page, its content in the page column. */
export function LandingSection({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
