import { CircleAlert, CircleCheck } from 'lucide-react';
import type { AutosaveStatus } from '../hooks/use-autosave';

/** A quiet line telling whether the work is saved on the server. */
export function AutosaveIndicator({ status }: { status: AutosaveStatus }) {
  if (status.state === 'idle') return null;
  if (status.state === 'error') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-red-600 dark:text-red-400">
        <CircleAlert aria-hidden="true" className="size-3.5" />
        Not saved: {status.message}
      </p>
    );
  }
  if (status.state === 'saved') {
    return (
      <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <CircleCheck
          aria-hidden="true"
          className="size-3.5 text-emerald-600 dark:text-emerald-400"
        />
        Saved
      </p>
    );
  }
  return <p className="text-xs text-slate-500 dark:text-slate-400">Saving...</p>;
}
