import type { ReactNode } from 'react';
import {
  Briefcase,
  Building2,
  Globe,
  Link2,
  Mail,
  MapPin,
  AtSign,
  type LucideIcon,
} from 'lucide-react';
import type { Profile } from '@app/shared/profile.schemas';
import { Card } from '../../../components/ui/card';
import { githubUrl, linkedinUrl } from './profile-links';
import { Bio, ExternalLink, SkillList } from './profile-parts';

const NOT_SPECIFIED = 'Not specified';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    // dt and dd are the group's direct children (a <dl> allows one <div> level around them).
    <div className="relative min-w-0 pl-8">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-slate-400" />
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

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
          <Detail icon={Mail} label="Email">
            {profile.email}
          </Detail>
          <Detail icon={MapPin} label="Location">
            {orNotSpecified(profile.location)}
          </Detail>
          <Detail icon={Building2} label="Company">
            {orNotSpecified(profile.company)}
          </Detail>
          <Detail icon={Briefcase} label="Role">
            {orNotSpecified(profile.role)}
          </Detail>
          <Detail icon={Globe} label="Website">
            {orNotSpecified(profile.website, (v) => (
              <ExternalLink href={v}>{v.replace(/^https?:\/\//i, '')}</ExternalLink>
            ))}
          </Detail>
          <Detail icon={AtSign} label="GitHub">
            {orNotSpecified(profile.github, (v) => (
              <ExternalLink href={githubUrl(v)}>{v}</ExternalLink>
            ))}
          </Detail>
          <Detail icon={Link2} label="LinkedIn">
            {orNotSpecified(profile.linkedin, (v) => (
              <ExternalLink href={linkedinUrl(v)}>{v}</ExternalLink>
            ))}
          </Detail>
        </dl>
      </Card>
    </div>
  );
}
