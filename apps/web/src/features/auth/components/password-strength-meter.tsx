/**
 * The strength meter itself, loaded on demand by password-strength.tsx: zxcvbn-ts and its
 * dictionary (about 1 MB) stay out of every other bundle. It also names the reason the server
 * would refuse the password, with the same shared rule and the same 10,000 common passwords.
 */
import { useDeferredValue, useMemo } from 'react';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import {
  COMMON_PASSWORDS_REFUSED,
  passwordProblem,
  type PasswordOwner,
} from '@app/shared/password-rules';
import { PASSWORD_MAX_LENGTH } from '@app/shared/constants';
import { StrengthBars } from './strength-bars';

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));

const LEVELS = [
  { label: 'Very weak', bar: 'bg-red-500' },
  { label: 'Weak', bar: 'bg-orange-500' },
  { label: 'Fair', bar: 'bg-amber-500' },
  { label: 'Strong', bar: 'bg-emerald-500' },
  { label: 'Very strong', bar: 'bg-emerald-600' },
] as const;

export function PasswordStrengthMeter({
  password,
  owner,
}: {
  password: string;
  owner: PasswordOwner;
}) {
  const value = useDeferredValue(password);
  const { email, name } = owner;
  const score = useMemo(() => {
    const inputs = [email, name].filter((v): v is string => Boolean(v));
    return zxcvbn.check(value.slice(0, PASSWORD_MAX_LENGTH), inputs).score;
  }, [value, email, name]);
  const problem = passwordProblem(value, { email, name }, (p) => COMMON.has(p));
  // A password the server refuses never looks better than weak.
  const level = problem ? Math.min(score, 1) : score;
  const { label, bar } = LEVELS[level] ?? LEVELS[0];

  return (
    <div className="space-y-1" data-testid="password-strength">
      <StrengthBars filled={level} colour={bar} />
      <p className="text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
        Password strength: {label}
        {problem ? `. ${problem}.` : ''}
      </p>
    </div>
  );
}
