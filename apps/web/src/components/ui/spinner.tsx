import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
}

/** Full-area 'Loading...' state (spec section 2: while the sign-in state loads). */
export function LoadingScreen({
  label = 'Loading...',
  fullScreen = true,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300',
        fullScreen ? 'min-h-dvh' : 'min-h-64',
      )}
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-10 animate-spin text-brand-600 dark:text-brand-400"
      />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
