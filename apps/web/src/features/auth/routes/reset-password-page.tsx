import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { useFormFields } from '../../../lib/use-form-fields';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/text-field';
import { AuthForm, AuthSubmitButton } from '../components/auth-parts';
import { NEW_PASSWORD_HINT, newPasswordError } from '../components/auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { PasswordStrength } from '../components/password-strength';
import { paths } from '../../../lib/paths';

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [busy, setBusy] = useState(false);
  const { values, setErrors, field } = useFormFields(
    { password: '', confirm: '' },
    { disabled: busy },
  );
  const { password, confirm } = values;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    setError(null);
    const errors = {
      password: newPasswordError(password),
      confirm: confirm === '' ? 'Please confirm your password' : undefined,
    };
    setErrors(errors);
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
        <AuthForm label="Set a new password" onSubmit={onSubmit}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            {...field('password')}
            hint={NEW_PASSWORD_HINT}
            required
          />
          <PasswordStrength password={password} owner={{}} />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            {...field('confirm')}
            required
          />
          <AuthSubmitButton busy={busy} busyLabel="Saving...">
            Set new password
          </AuthSubmitButton>
        </AuthForm>
      </div>
    </AuthLayout>
  );
}
