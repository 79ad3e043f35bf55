import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../components/signup-form';

export function SignupPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Start practising and learning in a minute.">
      <SignupForm />
    </AuthLayout>
  );
}
