import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import type { DeleteAccountResult } from '@app/shared/account.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { paths } from '../../../lib/paths';

function Deleted({ result }: { result: DeleteAccountResult }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = async () => {
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    await navigate(paths.home(), { replace: true });
  };
  return (
    <div role="status" className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">
        Your account was deleted
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You are signed out everywhere. This is what was deleted:
      </p>
      <ul className="grid gap-1 text-sm text-slate-800 sm:grid-cols-2 dark:text-slate-200">
        {result.deleted.map((d) => (
          <li
            key={d.what}
            className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5 dark:bg-slate-800"
          >
            <span>{d.what}</span>
            <span className="font-semibold tabular-nums">{d.count}</span>
          </li>
        ))}
      </ul>
      <Button onClick={() => void leave()}>Go to the home page</Button>
    </div>
  );
}

/** Settings: Export my data (a JSON download) and Delete account (asks for the password). */
export function AccountDataSection() {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const passwordError =
    remove.error instanceof ApiError ? remove.error.fieldErrors().password : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (password === '') return;
    remove.mutate({ password });
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="account-data-heading" className="space-y-6">
        <h2
          id="account-data-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Your data
        </h2>
        {remove.isSuccess ? (
          <Deleted result={remove.data} />
        ) : (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="text-sm font-medium text-slate-900 dark:text-slate-100">
                  Export my data
                </h3>
                <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                  A JSON file with your account, profile, settings, tests and answers, course
                  progress, level attempts and code.
                </p>
              </div>
              <a
                href="/api/account/export"
                download
                className={buttonClasses('secondary', 'md', 'shrink-0')}
              >
                <Download aria-hidden="true" className="size-4" />
                Export my data
              </a>
            </div>
            <div className="border-t border-slate-200 pt-6 dark:border-slate-800">
              <h3 className="text-sm font-medium text-red-700 dark:text-red-400">Delete account</h3>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                Deletes your account and everything in it: profile, settings, tests, answers, code,
                course progress and sessions. This cannot be undone.
              </p>
              {confirming ? (
                <form onSubmit={onSubmit} className="mt-4 space-y-3" noValidate>
                  {remove.isError && !passwordError ? (
                    <Alert title="Your account was not deleted">{remove.error.message}</Alert>
                  ) : null}
                  <PasswordField
                    label="Your password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      if (remove.isError) remove.reset();
                    }}
                    error={passwordError}
                    disabled={remove.isPending}
                  />
                  <div className="flex flex-wrap gap-3">
                    <Button
                      type="submit"
                      variant="danger"
                      disabled={remove.isPending || password === ''}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {remove.isPending ? 'Deleting...' : 'Delete my account for good'}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={remove.isPending}
                      onClick={() => {
                        setConfirming(false);
                        setPassword('');
                        remove.reset();
                      }}
                    >
                      Cancel
                    </Button>
                  </div>
                </form>
              ) : (
                <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Delete account...
                </Button>
              )}
            </div>
          </>
        )}
      </section>
    </Card>
  );
}
