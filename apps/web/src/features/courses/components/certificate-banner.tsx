import { Link } from 'react-router';
import { Award } from 'lucide-react';
import { useCourseCertificate } from '../api/get-my-certificates';
import { paths } from '../../../lib/paths';

/**
 * On a completed course, and on the result of the level that completed it: a link to its
 * certificate (nothing until it is issued). `fresh`: read the list again on mount.
 */
export function CertificateBanner({
  courseId,
  completed,
  fresh = false,
}: {
  courseId: string;
  completed: boolean;
  fresh?: boolean;
}) {
  const cert = useCourseCertificate(courseId, completed, { fresh });
  if (!cert.data) return null;
  return (
    <div className="mb-6 flex rounded-2xl border shadow-sm flex-col gap-3 border-emerald-300 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-emerald-700 dark:bg-emerald-950/40">
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-900 dark:text-emerald-200">
        <Award aria-hidden="true" className="size-5 shrink-0" />
        You completed this course and earned its certificate.
      </p>
      <Link
        to={paths.certificate(cert.data.id)}
        className="inline-flex shrink-0 items-center justify-center rounded-xl bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        View certificate
      </Link>
    </div>
  );
}
