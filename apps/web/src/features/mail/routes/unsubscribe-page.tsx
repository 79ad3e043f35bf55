import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellOff, CheckCircle2, XCircle } from 'lucide-react';
import { INVALID_UNSUBSCRIBE_MESSAGE } from '@app/shared/mail.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Logo } from '../../../components/ui/logo';
import { LoadingScreen } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUnsubscribePreview } from '../api/preview-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';
import { textLinkClasses } from '../../../components/ui/text-link';

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
      <meta name="robots" content="noindex" />
      <title>Unsubscribe · CodeConquer</title>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-4xl items-center px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}

const settingsLink = (
  <Link to={paths.settings()} className={textLinkClasses('mt-4 inline-block')}>
    Open Settings
  </Link>
);

function Problem({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-lg p-6 text-center" role="alert">
      <XCircle aria-hidden="true" className="mx-auto size-10 text-red-600 dark:text-red-400" />
      <h1 className="mt-2 text-xl font-bold text-slate-900 dark:text-white">
        This link does not work
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{message}</p>
      {settingsLink}
    </Card>
  );
}

const problemText = (err: Error) =>
  err instanceof ApiError && [400, 410].includes(err.status)
    ? err.message
    : `Could not check this link: ${err.message}`;

/**
 * /unsubscribe?token=: the link at the foot of every mail. Opening it changes nothing (mail
 * scanners open links); the button turns the switch off. Mail clients use the one-click POST.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useUnsubscribePreview(token);
  const turnOff = useUnsubscribe();

  if (token === '') {
    return (
      <Shell>
        <Problem message={INVALID_UNSUBSCRIBE_MESSAGE} />
      </Shell>
    );
  }
  if (preview.isPending) {
    return (
      <Shell>
        <LoadingScreen label="Checking the link..." fullScreen={false} />
      </Shell>
    );
  }
  if (preview.isError) {
    return (
      <Shell>
        <Problem message={problemText(preview.error)} />
      </Shell>
    );
  }
  if (turnOff.isError) {
    return (
      <Shell>
        <Problem message={problemText(turnOff.error)} />
      </Shell>
    );
  }
  const { label, sends } = preview.data;
  if (turnOff.isSuccess) {
    return (
      <Shell>
        <Card className="mx-auto max-w-lg p-6 text-center" role="status">
          <CheckCircle2
            aria-hidden="true"
            className="mx-auto size-10 text-emerald-600 dark:text-emerald-400"
          />
          <h1 className="mt-2 text-xl font-bold text-slate-900 dark:text-white">{label} is off</h1>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            No more of these emails: {sends} Your other settings did not change; you can turn it on
            again in Settings.
          </p>
          {settingsLink}
        </Card>
      </Shell>
    );
  }
  return (
    <Shell>
      <Card className="mx-auto max-w-lg p-6 text-center">
        <BellOff
          aria-hidden="true"
          className="mx-auto size-10 text-brand-600 dark:text-brand-400"
        />
        <h1 className="mt-2 text-xl font-bold text-slate-900 dark:text-white">Turn off {label}?</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{sends}</p>
        <div className="mt-5 flex flex-col items-center gap-2">
          <Button
            className="w-full sm:w-auto"
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate(token)}
          >
            {turnOff.isPending ? 'Turning off...' : `Turn off ${label}`}
          </Button>
          {settingsLink}
        </div>
      </Card>
    </Shell>
  );
}
