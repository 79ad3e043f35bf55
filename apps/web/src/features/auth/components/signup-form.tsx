import type { FormEvent } from 'react';
import { PROFILE_LIMITS } from '@app/shared/profile.schemas';
import { EMAIL_MAX_LENGTH } from '@app/shared/auth.schemas';
import { authClient } from '../../../lib/auth-client';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import { useTypedFields } from '../hooks/use-typed-fields';
import { AuthForm, EmailField, AuthAlerts, AuthSubmitButton, AuthSwitchLink } from './auth-parts';
import {
  emailError,
  hasErrors,
  NEW_PASSWORD_HINT,
  newPasswordError,
  type FieldErrors,
} from './auth-rules';
import { GoogleAlternative } from './google-button';
import { PasswordStrength } from './password-strength';
import { paths } from '../../../lib/paths';

/**
 * Sign-up answers a registered email like a new one (it never says the account exists), so the
 * form signs in next: a new account opens the dashboard; otherwise the owner got an email.
 */
const CHECK_MAIL =
  'We could not sign you in with this email. If it already has an account, we sent it a message: log in, or reset your password from the login page.';

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export function SignupForm() {
  const form = useAuthForm('signup');
  const { busy, inputsDisabled } = form;
  const { formRef, values, read, setErrors, field } = useTypedFields(FIELDS, {
    disabled: inputsDisabled,
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setError(null);
    const typed = read();
    const errors: FieldErrors<Field> = {
      name: typed.name.trim() === '' ? 'Full name is required' : undefined,
      email: emailError(typed.email),
      password: typed.password === '' ? 'Password is required' : undefined,
      confirmPassword: typed.confirmPassword === '' ? 'Please confirm your password' : undefined,
    };
    setErrors(errors);
    if (hasErrors(errors)) return;
    if (typed.password !== typed.confirmPassword) {
      form.setError('Passwords do not match!');
      return;
    }
    const passwordProblem = newPasswordError(typed.password, {
      email: typed.email.trim(),
      name: typed.name.trim(),
    });
    if (passwordProblem) {
      setErrors({ password: passwordProblem });
      return;
    }

    form.setBusy(true);
    const email = typed.email.trim();
    const result = await authClient.signUp.email({
      name: typed.name.trim(),
      email,
      password: typed.password,
    });
    if (result.error) {
      form.fail(result.error.message || 'Failed to create account');
      return;
    }
    const signIn = await authClient.signIn.email({ email, password: typed.password });
    if (signIn.error) {
      form.fail(
        signIn.error.status === 401
          ? CHECK_MAIL
          : signIn.error.message || 'Failed to create account',
      );
      return;
    }
    await form.finish();
  }

  return (
    <div className="space-y-6">
      <AuthAlerts error={form.error} googleError={form.google.error} />

      <AuthForm label="Sign up" onSubmit={onSubmit} ref={formRef}>
        <TextField
          label="Full Name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          {...field('name')}
          maxLength={PROFILE_LIMITS.displayName}
          required
        />
        <EmailField label="Email Id" {...field('email')} maxLength={EMAIL_MAX_LENGTH} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          placeholder="Create a password"
          {...field('password')}
          hint={NEW_PASSWORD_HINT}
          required
        />
        <PasswordStrength
          password={values.password}
          owner={{ email: values.email.trim(), name: values.name.trim() }}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat the password"
          {...field('confirmPassword')}
          required
        />
        <AuthSubmitButton busy={busy} busyLabel="Creating account..." disabled={inputsDisabled}>
          Sign Up
        </AuthSubmitButton>
      </AuthForm>

      <GoogleAlternative google={form.google} disabled={busy} />

      <AuthSwitchLink prompt="Already have an account?" to={paths.login()} state={form.returnState}>
        Login
      </AuthSwitchLink>
    </div>
  );
}
