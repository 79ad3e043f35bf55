import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { INVALID_CERTIFICATE_MESSAGE, type Certificate } from '@app/shared/certificates.schemas';
import { PublicPage } from '../../../components/public-page';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { certificatePdfUrl, useCertificate } from '../api/get-certificate';
import { paths } from '../../../lib/paths';
import { textLinkClasses } from '../../../components/ui/text-link';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400 print:text-slate-600">
        {label}
      </dt>
      <dd className="mt-1 font-semibold break-words text-slate-900 dark:text-white print:text-black">
        {children}
      </dd>
    </div>
  );
}

function CertificateView({ c }: { c: Certificate }) {
  const levels = `${c.levels} ${c.levels === 1 ? 'level' : 'levels'}`;
  const locale = useLocale();
  return (
    <>
      <Card className="overflow-hidden border-2 border-brand-200 dark:border-brand-500/40 print:border-brand-600 print:shadow-none">
        <article aria-labelledby="certificate-title" className="p-5 text-center sm:p-10">
          <Award
            aria-hidden="true"
            className="mx-auto size-12 text-brand-600 dark:text-brand-400 print:text-brand-600"
          />
          <p className="mt-3 text-sm font-semibold tracking-widest text-brand-700 uppercase dark:text-brand-300 print:text-brand-700">
            Certificate of completion
          </p>
          <h1
            id="certificate-title"
            className="mt-6 text-sm text-slate-600 dark:text-slate-400 print:text-slate-600"
          >
            This certifies that
            <span className="mt-2 block text-3xl font-bold break-words text-slate-900 sm:text-4xl dark:text-white print:text-black">
              {c.holderName}
            </span>
          </h1>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400 print:text-slate-600">
            has completed the course
          </p>
          <p className="mt-2 text-2xl font-bold break-words text-slate-900 dark:text-white print:text-black">
            {c.courseTitle}
          </p>
          <dl className="mx-auto mt-8 grid max-w-2xl gap-4 text-left sm:grid-cols-3 sm:text-center">
            <Fact label="Completed on">{formatDate(c.completedAt, locale)}</Fact>
            <Fact label="Levels passed">{levels}</Fact>
            <Fact label="Verification code">
              <span className="font-mono tracking-wider">{c.verificationCode}</span>
            </Fact>
          </dl>
          <p className="mt-8 flex items-start justify-center gap-2 text-left text-sm text-emerald-800 dark:text-emerald-300 print:text-emerald-800">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Verified by CodeConquer: this page is served from our records at this address, so it
              stays valid only while the certificate is.
            </span>
          </p>
          <p className="mt-2 font-mono text-xs break-all text-slate-500 dark:text-slate-400 print:text-slate-600">
            Certificate ID {c.id}
          </p>
          {/* On paper the link is gone: print the address to check it at. */}
          <p className="mt-1 hidden text-xs break-all text-slate-600 print:block">
            Verify at {`${window.location.origin}/certificates/${c.id}`}
          </p>
        </article>
      </Card>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-3 print:hidden">
        <a
          href={certificatePdfUrl(c.id)}
          download
          className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </a>
        {c.holderHandle ? (
          <Link to={paths.publicProfile(c.holderHandle)} className={textLinkClasses()}>
            View {c.holderName}’s profile
          </Link>
        ) : null}
      </div>
    </>
  );
}

/** /certificates/{id}: a certificate anyone with its address can open and check. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const cert = useCertificate(id);
  // It names a person: never indexed (PublicPage's robots default).
  return (
    <PublicPage
      query={cert}
      loading="Loading certificate..."
      problem={(error) => {
        const invalid = error instanceof ApiError && [400, 404, 410].includes(error.status);
        return {
          title: 'Certificate not valid · CodeConquer',
          heading: invalid ? INVALID_CERTIFICATE_MESSAGE : 'Could not load this certificate',
          message: invalid
            ? error instanceof ApiError && error.status === 410
              ? 'It was revoked: the account it was issued to no longer exists.'
              : 'No certificate matches this address and verification code. Check that the whole address was copied.'
            : error.message,
          alert: true,
        };
      }}
      width="narrow"
      printable
    >
      {(c) => (
        <>
          <title>{`${c.courseTitle} certificate: ${c.holderName} · CodeConquer`}</title>
          <CertificateView c={c} />
        </>
      )}
    </PublicPage>
  );
}
