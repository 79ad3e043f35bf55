import type { SettingsUpdate } from '@app/shared/settings.schemas';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryContent } from '../../../components/ui/query-content';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { SettingsForm } from '../components/settings-form';
import { AccountDataSection } from '../components/account-data-section';

export function SettingsPage() {
  const settings = useSettings();
  const update = useUpdateSettings();

  return (
    <>
      <PageHeader title="Settings" description="Notifications, privacy, theme and language." />
      <QueryContent
        query={settings}
        loading="Loading settings..."
        errorTitle="Could not load your settings"
      >
        {(data) => (
          <div className="space-y-6">
            {update.isError ? (
              <Alert title="Your settings were not saved">{update.error.message}</Alert>
            ) : null}
            {update.isSuccess ? <Alert tone="success">Settings saved.</Alert> : null}
            <SettingsForm
              key={data.updatedAt}
              settings={data}
              saving={update.isPending}
              justSaved={update.isSuccess}
              onSave={(draft: SettingsUpdate) => update.mutate(draft)}
            />
            <AccountDataSection />
          </div>
        )}
      </QueryContent>
    </>
  );
}
