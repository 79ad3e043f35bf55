import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { Alert } from '../../../components/ui/alert';
import { PasswordField } from '../../../components/ui/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { useTypedFields } from '../hooks/use-typed-fields';
import { emailError, hasErrors, type FieldErrors } from './auth-rules';
import { AuthForm, EmailField, AuthAlerts, AuthSubmitButton, AuthSwitchLink } from './auth-parts';
import { GoogleAlternative } from './google-button';
import { paths } from '../../../lib/paths';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm() {
  const form = useAuthForm('login');
  const { busy, inputsDisabled } = form;
  const [searchParams] = useSearchParams();
  const { formRef, read, setErrors, field } = useTypedFields(FIELDS, {
    disabled: inputsDisabled,
  });
  // Google's redirect flow comes back here with ?error=... when it fails.
  const googleReturnError = searchParams.get('error');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = read();
    const errors: FieldErrors<Field> = {
      email: emailError(email),
      password: password === '' ? 'Password is required' : undefined,
    };
    setErrors(errors);
    form.setError(null);
    if (hasErrors(errors)) return;

    form.setBusy(true);
    const result = await authClient.signIn.email({ email: email.trim(), password });
    if (result.error) {
      form.fail(result.error.message || 'Failed to log in');
      return;
    }
    await form.finish();
  }

  return (
    <div className="space-y-6">
      <AuthAlerts error={form.error} googleError={form.google.error}>
        {googleReturnError ? (
          <Alert title="Failed to log in with Google">
            {googleReturnError.replaceAll('_', ' ').toLowerCase()}
          </Alert>
        ) : null}
      </AuthAlerts>

      <AuthForm label="Log in" onSubmit={onSubmit} ref={formRef}>
        <EmailField label="Email" {...field('email')} />
        <div className="space-y-2">
          <PasswordField
            label="Password"
            autoComplete="current-password"
            placeholder="Your password"
            {...field('password')}
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
        <AuthSubmitButton busy={busy} busyLabel="Logging in..." disabled={inputsDisabled}>
          Login
        </AuthSubmitButton>
      </AuthForm>

      <GoogleAlternative google={form.google} disabled={busy} />

      <AuthSwitchLink prompt="Don't have an account?" to={paths.signup()} state={form.returnState}>
        Sign Up
      </AuthSwitchLink>
    </div>
  );
}
