import { Hammer } from 'lucide-react';
import { Card } from './card';
import { PageHeader } from './page-header';

/** Placeholder body for pages another feature will fill in. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <Hammer aria-hidden="true" className="size-10 text-brand-500" />
        <p className="text-lg font-semibold text-slate-900 dark:text-white">Coming soon</p>
        <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
          This page is being built. Check back shortly.
        </p>
      </Card>
    </>
  );
}
