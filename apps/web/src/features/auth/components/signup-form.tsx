import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { PROFILE_LIMITS } from '@app/shared/profile.schemas';
import { EMAIL_MAX_LENGTH } from '@app/shared/auth.schemas';
import { authClient } from '../../../lib/auth-client';
import { useRefreshSession } from '../../../lib/session';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { emailError, hasErrors, newPasswordError, type FieldErrors } from './auth-rules';
import { GoogleButton, OrDivider } from './google-button';
import { PasswordStrength } from './password-strength';
import { paths } from '../../../lib/paths';

/**
 * Sign-up answers a registered email like a new one (it never says the account exists), so the
 * form signs in next: a new account opens the dashboard; otherwise the owner got an email.
 */
const CHECK_MAIL =
  'We could not sign you in with this email. If it already has an account, we sent it a message: log in, or reset your password from the login page.';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';

export function SignupForm() {
  const navigate = useNavigate();
  const target = useRedirectTarget();
  const refreshSession = useRefreshSession();
  const google = useGoogleSignIn('signup', target);
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const errors: FieldErrors<Field> = {
      name: values.name.trim() === '' ? 'Full name is required' : undefined,
      email: emailError(values.email),
      password: values.password === '' ? 'Password is required' : undefined,
      confirmPassword: values.confirmPassword === '' ? 'Please confirm your password' : undefined,
    };
    setFieldErrors(errors);
    if (hasErrors(errors)) return;
    if (values.password !== values.confirmPassword) {
      setError('Passwords do not match!');
      return;
    }
    const passwordProblem = newPasswordError(values.password, {
      email: values.email.trim(),
      name: values.name.trim(),
    });
    if (passwordProblem) {
      setFieldErrors({ password: passwordProblem });
      return;
    }

    setBusy(true);
    const email = values.email.trim();
    const result = await authClient.signUp.email({
      name: values.name.trim(),
      email,
      password: values.password,
    });
    if (result.error) {
      setBusy(false);
      setError(result.error.message || 'Failed to create account');
      return;
    }
    const signIn = await authClient.signIn.email({ email, password: values.password });
    if (signIn.error) {
      setBusy(false);
      setError(
        signIn.error.status === 401
          ? CHECK_MAIL
          : signIn.error.message || 'Failed to create account',
      );
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
      ) : null}

      <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign up">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          value={values.name}
          onChange={set('name')}
          error={fieldErrors.name}
          disabled={inputsDisabled}
          maxLength={PROFILE_LIMITS.displayName}
          required
        />
        <TextField
          label="Email Id"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={set('email')}
          error={fieldErrors.email}
          disabled={inputsDisabled}
          maxLength={EMAIL_MAX_LENGTH}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          placeholder="Create a password"
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your name or email.`}
          disabled={inputsDisabled}
          required
        />
        <PasswordStrength
          password={values.password}
          owner={{ email: values.email.trim(), name: values.name.trim() }}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          placeholder="Repeat the password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={fieldErrors.confirmPassword}
          disabled={inputsDisabled}
          required
        />
        <Button type="submit" size="lg" className="w-full" disabled={inputsDisabled}>
          {busy ? <Spinner /> : null}
          {busy ? 'Creating account...' : 'Sign Up'}
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
        Already have an account?{' '}
        <Link
          to={paths.login()}
          state={target === paths.dashboard() ? undefined : { from: target }}
          className="font-semibold text-brand-600 hover:underline dark:text-brand-400"
        >
          Login
        </Link>
      </p>
    </div>
  );
}
