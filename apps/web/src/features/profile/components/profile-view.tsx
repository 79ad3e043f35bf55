import type { ReactNode } from 'react';
import { Briefcase, Building2, Globe, Link2, Mail, MapPin, AtSign } from 'lucide-react';
import type { Profile } from '@app/shared/profile.schemas';
import { Card } from '../../../components/ui/card';
import { SkillList } from '../../../components/ui/skill-list';
import { githubUrl, linkedinUrl } from './profile-links';
import { Bio, ExternalLink, ProfileDetail } from './profile-parts';

const NOT_SPECIFIED = 'Not specified';

function orNotSpecified(value: string, render: (v: string) => ReactNode = (v) => v) {
  return value ? (
    render(value)
  ) : (
    <span className="text-slate-500 italic dark:text-slate-400">{NOT_SPECIFIED}</span>
  );
}

export function ProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="p-6 lg:col-span-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">About</h2>
        {profile.bio ? (
          <Bio className="mt-3">{profile.bio}</Bio>
        ) : (
          <p className="mt-3 text-sm text-slate-500 italic dark:text-slate-400">
            No bio added yet.
          </p>
        )}

        <h2 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">Skills</h2>
        {profile.skills.length > 0 ? (
          <SkillList className="mt-3" skills={profile.skills} />
        ) : (
          <p className="mt-3 text-sm text-slate-500 italic dark:text-slate-400">{NOT_SPECIFIED}</p>
        )}
      </Card>

      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Details</h2>
        <dl className="mt-4 space-y-4">
          <ProfileDetail icon={Mail} label="Email">
            {profile.email}
          </ProfileDetail>
          <ProfileDetail icon={MapPin} label="Location">
            {orNotSpecified(profile.location)}
          </ProfileDetail>
          <ProfileDetail icon={Building2} label="Company">
            {orNotSpecified(profile.company)}
          </ProfileDetail>
          <ProfileDetail icon={Briefcase} label="Role">
            {orNotSpecified(profile.role)}
          </ProfileDetail>
          <ProfileDetail icon={Globe} label="Website">
            {orNotSpecified(profile.website, (v) => (
              <ExternalLink href={v}>{v.replace(/^https?:\/\//i, '')}</ExternalLink>
            ))}
          </ProfileDetail>
          <ProfileDetail icon={AtSign} label="GitHub">
            {orNotSpecified(profile.github, (v) => (
              <ExternalLink href={githubUrl(v)}>{v}</ExternalLink>
            ))}
          </ProfileDetail>
          <ProfileDetail icon={Link2} label="LinkedIn">
            {orNotSpecified(profile.linkedin, (v) => (
              <ExternalLink href={linkedinUrl(v)}>{v}</ExternalLink>
            ))}
          </ProfileDetail>
        </dl>
      </Card>
    </div>
  );
}
