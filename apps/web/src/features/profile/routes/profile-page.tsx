import { useState } from 'react';
import { CalendarDays, Pencil } from 'lucide-react';
import { QueryContent } from '../../../components/ui/query-content';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileView } from '../components/profile-view';
import { PublicIdentityCard } from '../components/public-identity-card';

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (
      (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
    ).toUpperCase() || '?'
  );
}

export function ProfilePage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const locale = useLocale();

  return (
    <QueryContent
      query={profile}
      loading="Loading profile..."
      errorTitle="Could not load your profile"
    >
      {(data) => (
        <>
          <h1 className="sr-only">Profile</h1>
          <Card className="mb-6 overflow-hidden">
            <div className="h-24 bg-gradient-to-r from-brand-600 via-violet-600 to-fuchsia-500 sm:h-32" />
            <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
                <span
                  aria-hidden="true"
                  className="-mt-12 flex size-24 shrink-0 items-center justify-center rounded-full border-4 border-white bg-gradient-to-br from-brand-500 to-violet-500 text-3xl font-bold text-white dark:border-slate-900"
                >
                  {initials(data.displayName || data.email)}
                </span>
                <div className="min-w-0 sm:pt-3">
                  <p className="text-2xl font-bold break-words text-slate-900 dark:text-white">
                    {data.displayName || 'Not specified'}
                  </p>
                  <p className="text-sm break-all text-slate-600 dark:text-slate-400">
                    {data.email}
                  </p>
                  {data.createdAt ? (
                    <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                      <CalendarDays aria-hidden="true" className="size-3.5" />
                      Member since {formatDate(data.createdAt, locale)}
                    </p>
                  ) : null}
                </div>
              </div>
              {editing ? null : (
                <Button onClick={() => setEditing(true)} className="self-start sm:self-auto">
                  <Pencil aria-hidden="true" className="size-4" />
                  Edit Profile
                </Button>
              )}
            </div>
          </Card>
          {editing ? (
            <ProfileForm profile={data} onDone={() => setEditing(false)} />
          ) : (
            <>
              <ProfileView profile={data} />
              <PublicIdentityCard profile={data} />
            </>
          )}
        </>
      )}
    </QueryContent>
  );
}
