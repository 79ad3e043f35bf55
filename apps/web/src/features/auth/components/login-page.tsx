import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to continue your practice.">
      <LoginForm />
    </AuthLayout>
  );
}
