import { useState, type FormEvent } from 'react';
import {
  PROFILE_LIMITS,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
} from '@app/shared/profile.schemas';
import { ApiError } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { useUpdateProfile } from '../api/update-profile';
import { usernameFrom } from './profile-links';
import { SkillsInput } from './skills-input';

type Draft = ProfileUpdate;
type Errors = Partial<Record<keyof Draft, string>>;

function draftOf(profile: Profile): Draft {
  const { displayName, bio, location, website, github, linkedin, company, role, skills } = profile;
  return { displayName, bio, location, website, github, linkedin, company, role, skills };
}

function issuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

type ProfileFormProps = { profile: Profile; onDone: () => void };

/** Edit mode. Starts from the saved profile, so Cancel (unmounting it) restores the saved values. */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const busy = mutation.isPending;

  const text = (field: Exclude<keyof Draft, 'skills'>) => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [field]: e.target.value })),
    error: errors[field],
    disabled: busy,
    maxLength: PROFILE_LIMITS[field],
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const candidate: Draft = {
      ...draft,
      github: usernameFrom(draft.github, 'github.com'),
      linkedin: usernameFrom(draft.linkedin, 'linkedin.com'),
    };
    const parsed = profileUpdateSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await mutation.mutateAsync(parsed.data);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors());
        setFormError(error.message);
      } else {
        setFormError('Failed to save your profile. Please try again.');
      }
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile" className="space-y-6">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="space-y-5 p-6">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">About you</h2>
          <TextField label="Display name" autoComplete="name" required {...text('displayName')} />
          <TextField
            label="Email"
            value={profile.email}
            readOnly
            disabled
            hint="Your email cannot be changed here."
          />
          <TextAreaField
            label="Bio"
            rows={5}
            placeholder="A few words about you"
            {...text('bio')}
          />
          <SkillsInput
            skills={draft.skills}
            onChange={(skills) => setDraft((d) => ({ ...d, skills }))}
            disabled={busy}
            error={errors.skills}
          />
        </Card>
        <Card className="space-y-5 p-6">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Details</h2>
          <TextField label="Location" placeholder="City, Country" {...text('location')} />
          <TextField label="Company" {...text('company')} />
          <TextField label="Role" placeholder="Student, Developer, ..." {...text('role')} />
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            hint="Must start with http:// or https://"
            {...text('website')}
          />
          <TextField
            label="GitHub username"
            placeholder="octocat"
            hint="Just the username: github.com/username"
            {...text('github')}
          />
          <TextField
            label="LinkedIn username"
            placeholder="your-name"
            hint="Just the username: linkedin.com/in/username"
            {...text('linkedin')}
          />
        </Card>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
