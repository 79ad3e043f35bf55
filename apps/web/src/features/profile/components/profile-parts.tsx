import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * A link out of the app, in a new tab. On the public page (`ugc`) the links are the learner's own:
 * search engines get no credit from them, and they take the stronger brand shade.
 */
export function ExternalLink({
  href,
  ugc = false,
  children,
}: {
  href: string;
  ugc?: boolean;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={ugc ? 'noopener noreferrer nofollow ugc' : 'noopener noreferrer'}
      className={
        ugc
          ? 'break-all text-brand-700 hover:underline dark:text-brand-300'
          : 'break-all text-brand-600 hover:underline dark:text-brand-400'
      }
    >
      {children}
    </a>
  );
}

/** The bio as written: line breaks kept. */
export function Bio({ children, className }: { children: string; className: string }) {
  return (
    <p
      className={cn(
        className,
        'text-sm leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300',
      )}
    >
      {children}
    </p>
  );
}

/** One detail of a profile (Email, Location, ...) under its icon; `small`: the public page's grid. */
export function ProfileDetail({
  icon: Icon,
  label,
  small = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    // dt and dd are the group's direct children (a <dl> allows one <div> level around them).
    <div className={cn('relative min-w-0', small ? 'pl-7' : 'pl-8')}>
      <dt
        className={cn(
          'text-xs font-medium text-slate-600 uppercase dark:text-slate-400',
          !small && 'tracking-wide',
        )}
      >
        <Icon
          aria-hidden="true"
          className={cn('absolute top-0.5 left-0 text-slate-400', small ? 'size-4' : 'size-5')}
        />
        {label}
      </dt>
      <dd
        className={cn('text-sm break-words text-slate-900 dark:text-slate-100', !small && 'mt-0.5')}
      >
        {children}
      </dd>
    </div>
  );
}
