import { lazy, Suspense } from 'react';
import type { PasswordOwner } from '@app/shared/password-rules';
import { StrengthBars } from './strength-bars';

const PasswordStrengthMeter = lazy(async () => ({
  default: (await import('./password-strength-meter')).PasswordStrengthMeter,
}));

/** The meter before a password is typed, and while its code loads: the same size, empty. */
function EmptyMeter() {
  return (
    <div className="space-y-1" aria-hidden="true">
      <StrengthBars filled={0} colour="" />
      <p className="text-xs text-slate-500 dark:text-slate-400">Password strength</p>
    </div>
  );
}

/**
 * The strength meter under a new-password field; its code loads once a password is typed. It
 * holds its place from the start, so nothing below it moves when it fills in: a click aimed at
 * the button under the form while the meter's code arrived used to land on the field above it.
 */
export function PasswordStrength({ password, owner }: { password: string; owner: PasswordOwner }) {
  if (password === '') return <EmptyMeter />;
  return (
    <Suspense fallback={<EmptyMeter />}>
      <PasswordStrengthMeter password={password} owner={owner} />
    </Suspense>
  );
}
