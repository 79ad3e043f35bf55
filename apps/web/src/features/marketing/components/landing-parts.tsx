import type { ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Meta } from '@app/shared/meta.schemas';
import { Card } from '../../../components/ui/card';
import { useMeta } from '../../../lib/meta-api';
import { StatBlock } from './stat-block';

export function Feature({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: string;
}) {
  return (
    <Card className="p-6">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{children}</p>
    </Card>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: string;
}) {
  return (
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

/** A section's heading with two live figures beside it on wide screens. */
export function HeadingWithStats({
  eyebrow,
  title,
  stats,
  children,
}: {
  eyebrow: string;
  title: string;
  stats: (figures: Meta['stats'] | undefined) => ComponentProps<typeof StatBlock>['stats'];
  children: string;
}) {
  const meta = useMeta();
  return (
    <div className="grid gap-10 lg:grid-cols-2 lg:items-end">
      <SectionHeading eyebrow={eyebrow} title={title}>
        {children}
      </SectionHeading>
      <StatBlock className="grid-cols-2" loading={meta.isPending} stats={stats(meta.data?.stats)} />
    </div>
  );
}
