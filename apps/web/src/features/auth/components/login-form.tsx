import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { useRefreshSession } from '../../../lib/session';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { emailError, hasErrors, type FieldErrors } from './auth-rules';
import { GoogleButton, OrDivider } from './google-button';
import { paths } from '../../../lib/paths';

type Field = 'email' | 'password';

export function LoginForm() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const refreshSession = useRefreshSession();
  const google = useGoogleSignIn('login', target);
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Google's redirect flow comes back here with ?error=... when it fails.
  const googleReturnError = searchParams.get('error');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: FieldErrors<Field> = {
      email: emailError(email),
      password: password === '' ? 'Password is required' : undefined,
    };
    setFieldErrors(errors);
    setError(null);
    if (hasErrors(errors)) return;

    setBusy(true);
    const result = await authClient.signIn.email({ email: email.trim(), password });
    if (result.error) {
      setBusy(false);
      setError(result.error.message || 'Failed to log in');
      return;
    }
    await refreshSession();
    await navigate(target, { replace: true });
  }

  const inputsDisabled = busy || google.busy;

  return (
    <div className="space-y-6">
      {error ? <Alert>{error}</Alert> : null}
      {google.error ? (
        <Alert title={google.error.title}>{google.error.reason ?? 'Please try again.'}</Alert>
      ) : googleReturnError ? (
        <Alert title="Failed to log in with Google">
          {googleReturnError.replaceAll('_', ' ').toLowerCase()}
        </Alert>
      ) : null}

      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          disabled={inputsDisabled}
          required
        />
        <div className="space-y-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            disabled={inputsDisabled}
            required
          />
          <div className="flex justify-end">
            <Link
              to={paths.forgotPassword()}
              className="text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline dark:text-brand-400 dark:hover:text-brand-300"
            >
              Forget Password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={inputsDisabled}>
          {busy ? <Spinner /> : null}
          {busy ? 'Logging in...' : 'Login'}
        </Button>
      </form>

      <OrDivider />
      <GoogleButton
        label="Continue with Google"
        onClick={() => void google.start()}
        busy={google.busy}
        disabled={busy}
      />

      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        Don&apos;t have an account?{' '}
        <Link
          to={paths.signup()}
          state={target === paths.dashboard() ? undefined : { from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Sign Up
        </Link>
      </p>
    </div>
  );
}
