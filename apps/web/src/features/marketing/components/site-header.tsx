import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Logo } from '../../../components/ui/logo';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';

const NAV = [
  { to: paths.home('practice'), label: 'Practice' },
  { to: paths.home('explore'), label: 'Explore' },
  { to: paths.about(), label: 'About' },
];

const linkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 dark:text-slate-300 dark:hover:text-white';

/**
 * Public header: anchors, About, Login, Sign Up; a slide-out menu on small screens. Prerendered
 * (docs/decisions/027): a tap on the menu button before the app runs starts it, and the tap is
 * replayed once the app has hydrated the page.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
    };
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur dark:border-slate-800/70 dark:bg-slate-950/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV.map(({ to, label }) => (
              <NavLink key={to} to={to} className={linkClasses}>
                {label}
              </NavLink>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <Link to={paths.login()} className={buttonClasses('ghost')}>
              Login
            </Link>
            <Link to={paths.signup()} className={buttonClasses('primary')}>
              Sign Up
            </Link>
          </div>
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </header>

      {/* Outside <header>: its backdrop-filter would otherwise trap this fixed overlay inside it. */}
      <div className={cn('fixed inset-0 z-50 md:hidden', menuOpen ? 'visible' : 'invisible')}>
        <div
          aria-hidden="true"
          onClick={close}
          className={cn(
            'absolute inset-0 bg-slate-900/50 transition-opacity',
            menuOpen ? 'opacity-100' : 'opacity-0',
          )}
        />
        <div
          id="site-menu"
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          className={cn(
            'absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col bg-white p-5 shadow-xl transition-transform duration-200 dark:bg-slate-900',
            menuOpen ? 'translate-x-0' : 'translate-x-full',
          )}
        >
          <div className="flex items-center justify-between">
            <span className="font-semibold text-slate-900 dark:text-white">Menu</span>
            <button
              ref={closeRef}
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label="Mobile" className="mt-6 flex flex-col gap-1">
            {NAV.map(({ to, label }) => (
              <Link key={to} to={to} onClick={close} className={cn(linkClasses, 'text-base')}>
                {label}
              </Link>
            ))}
          </nav>
          <div className="mt-auto flex flex-col gap-3">
            <Link to={paths.login()} onClick={close} className={buttonClasses('secondary', 'lg')}>
              Login
            </Link>
            <Link to={paths.signup()} onClick={close} className={buttonClasses('primary', 'lg')}>
              Sign Up
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
