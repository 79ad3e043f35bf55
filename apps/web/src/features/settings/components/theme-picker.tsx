import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import type { Theme } from '@app/shared/settings.schemas';
import { cn } from '../../../lib/cn';
import { RadioChoices } from '../../../components/ui/radio-choices';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];
const LOOKS: Record<Theme, { label: string; icon: LucideIcon }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

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
      <RadioChoices
        name="theme"
        options={THEMES}
        value={value}
        onSelect={onChange}
        className="mt-3 grid grid-cols-3 gap-3"
        optionClassName={(checked) =>
          cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 px-3 py-4 text-sm font-medium has-[:focus-visible]:outline-offset-2',
            checked
              ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-400 dark:bg-brand-500/15 dark:text-brand-200'
              : 'border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-300 dark:hover:border-slate-600',
          )
        }
      >
        {(theme) => {
          const { label, icon: Icon } = LOOKS[theme];
          return (
            <>
              <Icon aria-hidden="true" className="size-5" />
              {label}
            </>
          );
        }}
      </RadioChoices>
    </fieldset>
  );
}
