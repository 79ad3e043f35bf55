import { lazy, Suspense } from 'react';
import type { PasswordOwner } from '@app/shared/password-rules';

const PasswordStrengthMeter = lazy(async () => ({
  default: (await import('./password-strength-meter')).PasswordStrengthMeter,
}));

/** The strength meter under a new-password field; its code loads once a password is typed. */
export function PasswordStrength({ password, owner }: { password: string; owner: PasswordOwner }) {
  if (password === '') return null;
  return (
    <Suspense fallback={null}>
      <PasswordStrengthMeter password={password} owner={owner} />
    </Suspense>
  );
}
