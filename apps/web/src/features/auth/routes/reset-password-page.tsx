import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { authClient } from '../../../lib/auth-client';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField } from '../../../components/ui/text-field';
import { newPasswordError } from '../components/auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrength } from '../components/password-strength';
import { paths } from '../../../lib/paths';

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{
    password?: string | undefined;
    confirm?: string | undefined;
  }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setError(null);
    const errors = {
      password: newPasswordError(password),
      confirm: confirm === '' ? 'Please confirm your password' : undefined,
    };
    setFieldErrors(errors);
    if (errors.password || errors.confirm) return;
    if (password !== confirm) {
      setError('Passwords do not match!');
      return;
    }
    setBusy(true);
    const result = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (result.error) {
      setError(
        result.error.code === 'INVALID_TOKEN'
          ? INVALID_LINK
          : (result.error.message ?? 'Failed to reset password'),
      );
      return;
    }
    setDone(true);
  }

  if (done) {
    return (
      <AuthLayout
        title="Password changed"
        subtitle="Your new password is set and your other sessions were signed out."
      >
        <Link to={paths.login()} className={buttonClasses('primary', 'lg', 'w-full')}>
          Go to Login
        </Link>
      </AuthLayout>
    );
  }

  if (!token || linkError) {
    return (
      <AuthLayout
        title="Reset link not valid"
        subtitle="Password reset links work once and expire after a while."
      >
        <div className="space-y-6">
          <Alert>{INVALID_LINK}</Alert>
          <Link to={paths.forgotPassword()} className={buttonClasses('primary', 'lg', 'w-full')}>
            Request a new link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" subtitle="Enter your new password twice.">
      <div className="space-y-6">
        {error ? <Alert>{error}</Alert> : null}
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label="Set a new password"
        >
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldErrors.password}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your name or email.`}
            disabled={busy}
            required
          />
          <PasswordStrength password={password} owner={{}} />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={fieldErrors.confirm}
            disabled={busy}
            required
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}
