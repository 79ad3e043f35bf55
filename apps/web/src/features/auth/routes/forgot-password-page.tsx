import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { Alert } from '../../../components/ui/alert';
import { AuthForm, EmailField, AuthSubmitButton, AuthSwitchLink } from '../components/auth-parts';
import { emailError } from '../components/auth-rules';
import { AuthLayout } from '../components/auth-layout';
import { paths } from '../../../lib/paths';

const NEUTRAL_CONFIRMATION =
  'If an account exists for that email, we have sent a link to reset its password. The link works once and expires soon.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    setError(null);
    if (problem) return;
    setBusy(true);
    const result = await authClient.requestPasswordReset({
      email: email.trim(),
      redirectTo: paths.resetPassword(),
    });
    setBusy(false);
    // The answer never reveals whether the email has an account: only transport failures differ.
    if (
      result.error &&
      (result.error.status === 0 || result.error.status === 429 || result.error.status >= 500)
    ) {
      setError(result.error.message ?? 'Something went wrong. Please try again.');
      return;
    }
    setSent(true);
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the email you signed up with and we'll send you a reset link."
    >
      {sent ? (
        <div className="space-y-6">
          <Alert tone="success" title="Check your email">
            {NEUTRAL_CONFIRMATION}
          </Alert>
          <Link
            to={paths.login()}
            className="text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400"
          >
            Back to Login
          </Link>
        </div>
      ) : (
        <div className="space-y-6">
          {error ? <Alert>{error}</Alert> : null}
          <AuthForm label="Request a password reset" onSubmit={onSubmit}>
            <EmailField
              label="Email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fieldError}
              disabled={busy}
            />
            <AuthSubmitButton busy={busy} busyLabel="Sending...">
              Send reset link
            </AuthSubmitButton>
          </AuthForm>
          <AuthSwitchLink prompt="Remembered it?" to={paths.login()}>
            Login
          </AuthSwitchLink>
        </div>
      )}
    </AuthLayout>
  );
}
