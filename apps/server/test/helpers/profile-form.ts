/** Profile form bodies (PUT /api/profile), as the web sends them. */
import type { ProfileUpdate } from '@app/shared/profile.schemas';

/** A profile form (PUT /api/profile) with every field but the display name left empty; `fields` fill some in. */
export function profileForm(fields: Partial<ProfileUpdate> = {}): ProfileUpdate {
  return {
    displayName: 'Test Learner',
    bio: '',
    location: '',
    website: '',
    github: '',
    linkedin: '',
    company: '',
    role: '',
    skills: [],
    ...fields,
  };
}
