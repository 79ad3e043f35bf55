import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { Profile } from '@app/shared/profile.schemas';
import { HANDLE_RULE, isValidHandle } from '@app/shared/public-profile.schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { TextField, inputClasses } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdatePublicIdentity } from '../api/update-public-identity';
import { browserTimeZone, timeZoneOptions } from './time-zones';
import { paths } from '../../../lib/paths';

/**
 * Profile page: the public profile's address (handle), the learner's time zone (which day an
 * activity counts for; the browser's until chosen) and whether search engines may index the page.
 * Who may see the page at all is Settings' Public Profile switch.
 */
export function PublicIdentityCard({ profile }: { profile: Profile }) {
  const update = useUpdatePublicIdentity();
  const [handle, setHandle] = useState(profile.handle ?? '');
  const [timeZone, setTimeZone] = useState(profile.timeZone ?? browserTimeZone());
  const [allowIndexing, setAllowIndexing] = useState(profile.allowIndexing);
  const localError = handle !== '' && !isValidHandle(handle) ? HANDLE_RULE : undefined;
  const serverErrors = update.error instanceof ApiError ? update.error.fieldErrors() : {};
  const handleError = localError ?? serverErrors.handle;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidHandle(handle)) return;
    update.mutate({ handle, timeZone, allowIndexing });
  };

  return (
    <Card className="mt-6 p-5 sm:p-6">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="public-identity-heading"
        className="space-y-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id="public-identity-heading"
              className="text-lg font-semibold text-slate-900 dark:text-white"
            >
              Public profile and time zone
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Who can see your public page is the Public Profile switch in{' '}
              <Link
                to={paths.settings()}
                className="font-medium text-brand-700 underline dark:text-brand-300"
              >
                Settings
              </Link>
              . It never shows your answers or code.
            </p>
          </div>
          {profile.handle ? (
            <Link
              to={paths.publicProfile(profile.handle)}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              View public profile
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
        {update.isError && !serverErrors.handle ? (
          <Alert title="Not saved">{update.error.message}</Alert>
        ) : null}
        {update.isSuccess ? <Alert tone="success">Saved.</Alert> : null}
        <TextField
          label="Handle"
          name="handle"
          value={handle}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={30}
          onChange={(e) => {
            setHandle(e.target.value.toLowerCase());
            if (update.isError) update.reset();
          }}
          error={handleError}
          hint={`Your page: /u/${handle || 'your-handle'}. ${HANDLE_RULE}`}
        />
        <div className="space-y-1.5">
          <label
            htmlFor="profile-time-zone"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Time zone
          </label>
          <select
            id="profile-time-zone"
            className={inputClasses}
            value={timeZone}
            aria-describedby="profile-time-zone-hint"
            onChange={(e) => setTimeZone(e.target.value)}
          >
            {timeZoneOptions(profile.timeZone).map((z) => (
              <option key={z} value={z}>
                {z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
          <p id="profile-time-zone-hint" className="text-xs text-slate-500 dark:text-slate-400">
            Your streak and activity map count days in this time zone.
            {profile.timeZone ? '' : ' Not saved yet: this is your browser’s.'}
          </p>
        </div>
        <Switch
          label="Let search engines index my public profile"
          description="Off: the page asks search engines not to list it (noindex). Only applies while Public Profile is on."
          checked={allowIndexing}
          onChange={setAllowIndexing}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending || Boolean(localError) || handle === ''}>
            {update.isPending ? 'Saving...' : 'Save public profile'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
