import { cn } from '../../../lib/cn';

/** The meter's four bars, the first `filled` of them in `colour`. */
export function StrengthBars({ filled, colour }: { filled: number; colour: string }) {
  return (
    <div className="flex gap-1" aria-hidden="true">
      {[1, 2, 3, 4].map((step) => (
        <span
          key={step}
          className={cn(
            'h-1.5 flex-1 rounded-full',
            filled >= step ? colour : 'bg-slate-200 dark:bg-slate-700',
          )}
        />
      ))}
    </div>
  );
}
