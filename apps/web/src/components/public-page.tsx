import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { XCircle } from 'lucide-react';
import { cn } from '../lib/cn';
import { paths } from '../lib/paths';
import { Card } from './ui/card';
import { Logo } from './ui/logo';
import { LoadingScreen } from './ui/spinner';
import { textLinkClasses } from './ui/text-link';

/** What a public page says when its data cannot be shown. */
interface PublicPageProblem {
  /** The document title. */
  title: string;
  heading: string;
  message: string;
  /** A link that does not work (rather than a page that is not there): a red mark, role="alert". */
  alert?: boolean;
}

interface PublicPageProps<T> {
  query: UseQueryResult<T>;
  /** Said while the data loads. */
  loading: string;
  problem: (error: Error) => PublicPageProblem;
  /** The robots meta once the data is there; a page loading or not found is never indexed. */
  robots?: (data: T) => string;
  /** The width of the column: `wide` for a profile, `narrow` for a document. */
  width: 'narrow' | 'wide';
  /** Made for paper: printed without the header, the page padding and the grey background. */
  printable?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * A page anyone can open signed out (a certificate, a public profile): the logo header with a
 * "Start learning" link, then the data of `query`, a loading state, or why it cannot be shown.
 */
export function PublicPage<T>({
  query,
  loading,
  problem,
  robots,
  width,
  printable = false,
  children,
}: PublicPageProps<T>) {
  const column = width === 'wide' ? 'max-w-5xl' : 'max-w-4xl';
  let content: ReactNode;
  let robotsContent = 'noindex';
  if (query.isPending) {
    content = <LoadingScreen label={loading} fullScreen={false} />;
  } else if (query.isError) {
    const p = problem(query.error);
    content = (
      <>
        <title>{p.title}</title>
        <Card className="mx-auto max-w-lg p-6 text-center" role={p.alert ? 'alert' : undefined}>
          {p.alert ? (
            <XCircle
              aria-hidden="true"
              className="mx-auto size-10 text-red-600 dark:text-red-400"
            />
          ) : null}
          <h1 className={cn('text-xl font-bold text-slate-900 dark:text-white', p.alert && 'mt-2')}>
            {p.heading}
          </h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{p.message}</p>
          <Link to={paths.home()} className={textLinkClasses('mt-4 inline-block')}>
            Go to the home page
          </Link>
        </Card>
      </>
    );
  } else {
    content = children(query.data);
    robotsContent = robots?.(query.data) ?? 'noindex';
  }
  return (
    <div
      className={cn(
        'min-h-screen bg-slate-50 dark:bg-slate-950',
        printable && 'print:min-h-0 print:bg-white',
      )}
    >
      {/* React hoists it into <head>; the server also sends X-Robots-Tag for these pages. */}
      <meta name="robots" content={robotsContent} />
      <header
        className={cn(
          'border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
          printable && 'print:hidden',
        )}
      >
        <div className={cn('mx-auto flex items-center justify-between px-4 py-3 sm:px-6', column)}>
          <Logo />
          <Link to={paths.signup()} className={textLinkClasses()}>
            Start learning
          </Link>
        </div>
      </header>
      <main
        id="main"
        className={cn('mx-auto px-4 py-6 sm:px-6 sm:py-10', column, printable && 'print:p-0')}
      >
        {content}
      </main>
    </div>
  );
}
