import { Link } from 'react-router';
import { cn } from '../../lib/cn';

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="7" className="fill-brand-600 dark:fill-brand-500" />
      <path
        d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The brand: mark and name, linking home (or elsewhere). */
export function Logo({
  to = '/',
  className,
  light = false,
}: {
  to?: string;
  className?: string;
  light?: boolean;
}) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 rounded-md', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          light ? 'text-white' : 'text-slate-900 dark:text-white',
        )}
      >
        Code
        <span className={light ? 'text-brand-200' : 'text-brand-600 dark:text-brand-400'}>
          Conquer
        </span>
      </span>
    </Link>
  );
}
