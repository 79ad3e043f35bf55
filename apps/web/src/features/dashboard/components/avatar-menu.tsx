import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, User } from 'lucide-react';
import { LogOutButton } from '../../../components/ui/log-out-button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

type AvatarMenuProps = { name: string; email: string; onLogout: () => void };

/** Avatar button with a dropdown: name, email, View Profile, Log Out. */
export function AvatarMenu({ name, email, onLogout }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const itemClasses =
    'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen((v) => !v)}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-500 text-sm font-bold text-white"
        >
          {initials(name)}
        </span>
        {/* The name comes from this text, not aria-label: the initials are not words of it. */}
        <span className="sr-only">Account menu for {name}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 z-20 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-sm text-slate-500 dark:text-slate-400">{email}</p>
          </div>
          <ul className="mt-2 space-y-1">
            <li>
              <Link
                to={paths.profile()}
                className={cn(
                  itemClasses,
                  'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                <User aria-hidden="true" className="size-4" />
                View Profile
              </Link>
            </li>
            <li>
              <LogOutButton onClick={onLogout} className={itemClasses} iconClassName="size-4" />
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
