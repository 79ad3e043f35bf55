import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import {
  UI_LANGUAGES,
  UI_LANGUAGE_LABELS,
  type Settings,
  type SettingsUpdate,
  type Theme,
} from '@app/shared/settings.schemas';
import { MAIL_SWITCHES, MAIL_SWITCH_TEXT } from '@app/shared/mail.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { inputClasses } from '../../../components/ui/text-field';
import { applyTheme, previewTheme } from '../../../lib/theme';
import { settingsQueryKey } from '../api/get-settings';
import { ThemePicker } from './theme-picker';

type BooleanSetting =
  'emailNotifications' | 'testReminders' | 'weeklyReport' | 'publicProfile' | 'showEmail';

type SwitchItem = { key: BooleanSetting; label: string; description: string; detail?: string };

/**
 * The spec's words for each mail switch, and under them what it sends, in the same words as the
 * mails and the unsubscribe page.
 */
const NOTIFICATIONS: SwitchItem[] = MAIL_SWITCHES.map((key) => ({
  key,
  label: MAIL_SWITCH_TEXT[key].label,
  description: MAIL_SWITCH_TEXT[key].summary,
  detail: MAIL_SWITCH_TEXT[key].sends,
}));

const PRIVACY: SwitchItem[] = [
  {
    key: 'publicProfile',
    label: 'Public Profile',
    description: 'Allow others to view your profile and test scores',
  },
  {
    key: 'showEmail',
    label: 'Show Email',
    description: 'Display your email address on your public profile',
  },
];

/** The settings without what the server keeps (uid, updatedAt): what the form edits and saves. */
function draftOf(settings: Settings): SettingsUpdate {
  const { uid: _uid, updatedAt: _updatedAt, ...draft } = settings;
  return draft;
}

type SettingsFormProps = {
  settings: Settings;
  onSave: (draft: SettingsUpdate) => void;
  saving: boolean;
  /** The last save succeeded (the form was remounted with the saved copy). */
  justSaved: boolean;
};

function sameSettings(a: SettingsUpdate, b: SettingsUpdate): boolean {
  return (Object.keys(a) as (keyof SettingsUpdate)[]).every((k) => a[k] === b[k]);
}

/**
 * The editable copy of the saved settings; remounted (via key) whenever the server's copy changes.
 * A theme choice shows at once (a preview); leaving without saving puts the saved theme back.
 */
export function SettingsForm({ settings, onSave, saving, justSaved }: SettingsFormProps) {
  const [draft, setDraft] = useState<SettingsUpdate>(() => draftOf(settings));
  const languageId = useId();
  const queryClient = useQueryClient();
  const set = <K extends keyof SettingsUpdate>(key: K, value: SettingsUpdate[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const dirty = !sameSettings(draft, draftOf(settings));

  // On leaving the form, the saved theme (the cached server copy, so a save just made counts) returns.
  useEffect(
    () => () => {
      const saved = queryClient.getQueryData<Settings>(settingsQueryKey);
      if (saved) applyTheme(saved.theme);
    },
    [queryClient],
  );

  function chooseTheme(theme: Theme) {
    set('theme', theme);
    previewTheme(theme);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(draft);
  }

  const section = (title: string, items: SwitchItem[]) => (
    <Card className="px-6 py-2">
      <h2 className="pt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map(({ key, label, description, detail }) => (
          <Switch
            key={key}
            label={label}
            description={description}
            detail={detail}
            checked={draft[key]}
            onChange={(v) => set(key, v)}
            disabled={saving}
          />
        ))}
      </div>
    </Card>
  );

  return (
    <form onSubmit={onSubmit} aria-label="Settings" className="space-y-6">
      <div className="flex justify-end">
        <SaveButton saving={saving} />
      </div>
      {section('Notifications', NOTIFICATIONS)}
      {section('Privacy', PRIVACY)}
      <Card className="space-y-6 p-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          Appearance and language
        </h2>
        <ThemePicker value={draft.theme} onChange={chooseTheme} disabled={saving} />
        <div className="space-y-1.5">
          <label
            htmlFor={languageId}
            className="block text-sm font-medium text-slate-900 dark:text-slate-100"
          >
            Language
          </label>
          <select
            id={languageId}
            value={draft.language}
            onChange={(e) =>
              set(
                'language',
                UI_LANGUAGES.find((code) => code === e.target.value) ?? draft.language,
              )
            }
            disabled={saving}
            aria-describedby={`${languageId}-hint`}
            className={`${inputClasses} sm:max-w-xs`}
          >
            {UI_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {UI_LANGUAGE_LABELS[code]}
              </option>
            ))}
          </select>
          <p id={`${languageId}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
            Used for dates and numbers. The interface text is in English for now.
          </p>
        </div>
      </Card>
      {/* Save at the end of the form too; on a phone it stays in view at the bottom. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none dark:border-slate-800 dark:bg-slate-950/95 sm:dark:bg-transparent">
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {saving
            ? 'Saving...'
            : dirty
              ? 'Unsaved changes'
              : justSaved
                ? 'All changes saved'
                : 'No unsaved changes'}
        </p>
        <SaveButton saving={saving} />
      </div>
    </form>
  );
}

function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" disabled={saving}>
      {saving ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
      {saving ? 'Saving...' : 'Save Changes'}
    </Button>
  );
}
