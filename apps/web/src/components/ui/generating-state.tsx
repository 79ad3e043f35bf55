import { Sparkles } from 'lucide-react';
import { Card } from './card';

/** The loading (generating) state while the server prepares a test; `note` says what to expect. */
export function GeneratingState({ label, note }: { label: string; note?: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <span className="relative flex size-16 items-center justify-center">
          <span className="absolute inset-0 animate-ping rounded-full bg-brand-400/30 motion-reduce:hidden" />
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-white dark:bg-brand-500">
            <Sparkles aria-hidden="true" className="size-7" />
          </span>
        </span>
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{label}</p>
      </div>
      {note ? <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{note}</p> : null}
      <div className="h-1.5 w-48 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
        <div className="h-full w-1/3 animate-[loading-bar_1.2s_ease-in-out_infinite] rounded-full bg-brand-500" />
      </div>
    </Card>
  );
}
