import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AtSign, Briefcase, Building2, EyeOff, Globe, Link2, Mail, MapPin } from 'lucide-react';
import type { PublicProfile } from '@app/shared/public-profile.schemas';
import { ActivityMap, StreakStats } from '../../../components/activity/activity-map';
import { PublicPage } from '../../../components/public-page';
import { Card } from '../../../components/ui/card';
import { SkillList } from '../../../components/ui/skill-list';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { usePublicProfile } from '../api/get-public-profile';
import { githubUrl, linkedinUrl } from '../components/profile-links';
import { Bio, ExternalLink, ProfileDetail } from '../components/profile-parts';
import { paths } from '../../../lib/paths';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

function Details({ p }: { p: PublicProfile }) {
  const rows: Array<[typeof Mail, string, ReactNode]> = [];
  const link = (href: string, text: string) => (
    <ExternalLink ugc href={href}>
      {text}
    </ExternalLink>
  );
  if (p.email) rows.push([Mail, 'Email', link(`mailto:${p.email}`, p.email)]);
  if (p.location) rows.push([MapPin, 'Location', p.location]);
  if (p.company) rows.push([Building2, 'Company', p.company]);
  if (p.role) rows.push([Briefcase, 'Role', p.role]);
  if (p.website)
    rows.push([Globe, 'Website', link(p.website, p.website.replace(/^https?:\/\//i, ''))]);
  if (p.github) rows.push([AtSign, 'GitHub', link(githubUrl(p.github), p.github)]);
  if (p.linkedin) rows.push([Link2, 'LinkedIn', link(linkedinUrl(p.linkedin), p.linkedin)]);
  if (rows.length === 0) return null;
  return (
    <dl className="mt-4 grid gap-3 sm:grid-cols-2">
      {rows.map(([Icon, label, value]) => (
        <ProfileDetail key={label} small icon={Icon} label={label}>
          {value}
        </ProfileDetail>
      ))}
    </dl>
  );
}

/** A card holding one titled section of the page. */
function CardSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('p-5 sm:p-6', className)}>
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Certificates, each linking to its public, verifiable page. */
function PublicCertificates({ p }: { p: PublicProfile }) {
  const locale = useLocale();
  if (p.certificates.length === 0) return null;
  return (
    <CardSection id="public-certificates" title="Certificates">
      <ul className="mt-2 space-y-2 text-sm">
        {p.certificates.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={paths.certificate(c.id)}
              className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {c.courseTitle}
            </Link>
            <span className="text-slate-500 dark:text-slate-400">
              {c.levels} levels · {formatDate(c.completedAt, locale)}
            </span>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

function ProfileBody({ p }: { p: PublicProfile }) {
  const locale = useLocale();
  return (
    <div className="space-y-6">
      {p.visibility === 'private' ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            Only you can see this page: your Public Profile switch is off, so everyone else gets
            “not found”. Turn it on in{' '}
            <Link to={paths.settings()} className="font-semibold underline">
              Settings
            </Link>
            .
          </p>
        </div>
      ) : null}
      <Card className="p-5 sm:p-6">
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">
          {p.displayName}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          @{p.handle} · Member since {formatDate(p.memberSince, locale)}
        </p>
        {p.bio ? <Bio className="mt-4">{p.bio}</Bio> : null}
        <Details p={p} />
        {p.skills.length > 0 ? <SkillList className="mt-4" skills={p.skills} /> : null}
      </Card>

      <CardSection id="public-activity" title="Activity" className="min-w-0">
        <div className="mt-4 space-y-4">
          <StreakStats current={p.activity.currentStreak} longest={p.activity.longestStreak} />
          <ActivityMap
            days={p.activity.days}
            today={p.activity.today}
            label={`Activity of ${p.displayName}`}
          />
        </div>
      </CardSection>
      <div className="grid gap-6 md:grid-cols-2">
        <CardSection id="public-tests" title="Tests">
          <dl className="mt-4 grid grid-cols-2 gap-3">
            <Stat label="Total" value={String(p.stats.totalTests)} />
            <Stat label="Passed" value={String(p.stats.passed)} />
            <Stat label="Pass rate" value={`${p.stats.passRate}%`} />
            <Stat label="Average" value={`${p.stats.avgScore}%`} />
          </dl>
        </CardSection>
        <CardSection id="public-courses" title="Courses completed">
          {p.coursesCompleted.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">None yet.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm text-slate-800 dark:text-slate-200">
              {p.coursesCompleted.map((c) => (
                <li key={c.courseId}>
                  {c.title}
                  {c.completedAt ? (
                    <span className="text-slate-500 dark:text-slate-400">
                      {' '}
                      · {formatDate(c.completedAt, locale)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardSection>
      </div>
      <PublicCertificates p={p} />
    </div>
  );
}

/** /u/{handle}: a learner's public profile, open to signed-out visitors. */
export function PublicProfilePage() {
  const { handle = '' } = useParams();
  const profile = usePublicProfile(handle);
  return (
    <PublicPage
      query={profile}
      loading="Loading profile..."
      problem={(error) => {
        const missing = error instanceof ApiError && error.status === 404;
        return {
          title: 'Profile not found · CodeConquer',
          heading: missing ? 'Profile not found' : 'Could not load this profile',
          message: missing
            ? 'There is no public profile at this address. It may be private, or the handle may have changed.'
            : error.message,
        };
      }}
      robots={(p) => (p.indexable ? 'index, follow' : 'noindex')}
      width="wide"
    >
      {(p) => (
        <>
          <title>{`${p.displayName} (@${p.handle}) · CodeConquer`}</title>
          <ProfileBody p={p} />
        </>
      )}
    </PublicPage>
  );
}
