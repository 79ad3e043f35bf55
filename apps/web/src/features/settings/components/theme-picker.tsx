import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '@app/shared/settings.schemas';
import { cn } from '../../../lib/cn';
import { RadioLabel } from '../../../components/ui/radio-label';

const OPTIONS: { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Theme as a radio group of three cards. */
export function ThemePicker({
  value,
  onChange,
  disabled,
}: {
  value: Theme;
  onChange: (theme: Theme) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Theme</legend>
      <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
        Choose how CodeConquer looks on this and your other devices.
      </p>
      <div className="mt-3 grid grid-cols-3 gap-3">
        {OPTIONS.map(({ value: option, label, icon: Icon }) => (
          <RadioLabel
            name="theme"
            value={option}
            checked={value === option}
            onSelect={onChange}
            key={option}
            className={cn(
              'flex flex-col items-center gap-2 rounded-xl border-2 px-3 py-4 text-sm font-medium has-[:focus-visible]:outline-offset-2',
              value === option
                ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-200'
                : 'border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300 dark:hover:border-slate-600',
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
            {label}
          </RadioLabel>
        ))}
      </div>
    </fieldset>
  );
}
