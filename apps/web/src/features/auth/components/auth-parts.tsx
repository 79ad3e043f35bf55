import type { ComponentProps, FormEventHandler, ReactNode, Ref } from 'react';
import { Link, type To } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import type { GoogleError } from '../hooks/use-google-sign-in';

/** An auth form: posted by script (no browser validation), named for screen readers by `label`. */
export function AuthForm({
  label,
  onSubmit,
  ref,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      ref={ref}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label={label}
    >
      {children}
    </form>
  );
}

/** The email input of an auth form: an email keyboard, autofill, the example address. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete' | 'placeholder'>,
) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}

/** The full-width submit button of an auth form, with a spinner and its busy label while it works. */
export function AuthSubmitButton({
  busy,
  busyLabel,
  disabled = busy,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={disabled}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The line under an auth form that leads to its sibling ("Don't have an account? Sign Up"). */
export function AuthSwitchLink({
  prompt,
  to,
  state,
  children,
}: {
  prompt: string;
  to: To;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {prompt}{' '}
      <Link
        to={to}
        state={state}
        className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
      >
        {children}
      </Link>
    </p>
  );
}

/** The form's error, then Google's (or, when Google has none, `children`). */
export function AuthAlerts({
  error,
  googleError,
  children = null,
}: {
  error: string | null;
  googleError: GoogleError | null;
  children?: ReactNode;
}) {
  return (
    <>
      {error ? <Alert>{error}</Alert> : null}
      {googleError ? (
        <Alert title={googleError.title}>{googleError.reason ?? 'Please try again.'}</Alert>
      ) : (
        children
      )}
    </>
  );
}
