import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthLayout title="Welcome back" subtitle="Log in to continue your practice.">
      <LoginForm />
    </AuthLayout>
  );
}
