import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo';
import { paths } from '../../../lib/paths';

const COLUMNS = [
  {
    title: 'Practice',
    links: [
      { to: paths.tests(), label: 'Tests' },
      { to: paths.home('how-to-begin'), label: 'How to begin?' },
      { to: paths.home('practice'), label: 'Test wise' },
      { to: paths.courses(), label: 'Courses' },
    ],
  },
  {
    title: 'CodeConquer',
    links: [
      { to: paths.about(), label: 'About' },
      { to: paths.contact(), label: 'Contact Us' },
      { to: paths.contact('careers'), label: 'Careers' },
      { to: paths.privacy(), label: 'Privacy Policy' },
      { to: paths.terms(), label: 'Terms and conditions' },
    ],
  },
];

/** What each share icon draws inside its 24 by 24 frame. */
const X_GLYPH = (
  <path d="M4 4l16 16M20 4 4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
);

function letterGlyph(letter: string) {
  return (
    <text
      x="12"
      y="17.5"
      textAnchor="middle"
      fontSize="17"
      fontWeight="700"
      fontFamily="Arial, sans-serif"
      fill="currentColor"
    >
      {letter}
    </text>
  );
}

/** Social icons share this site (there are no official accounts to point at). */
function shareLinks(url: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent('CodeConquer - Code, Compete, Conquer');
  return [
    {
      href: `https://x.com/intent/post?url=${u}&text=${text}`,
      label: 'Share on X',
      glyph: X_GLYPH,
    },
    {
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      label: 'Share on LinkedIn',
      glyph: letterGlyph('in'),
    },
    {
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      label: 'Share on Facebook',
      glyph: letterGlyph('f'),
    },
  ];
}

export function SiteFooter() {
  const siteUrl = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="space-y-4 md:col-span-2">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
            Code, Compete, Conquer. Tests in four formats and courses made of ordered levels, graded
            on this server.
          </p>
          <ul className="flex gap-2" aria-label="Share CodeConquer">
            {shareLinks(siteUrl).map(({ href, label, glyph }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={label}
                  className="flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-600 transition-colors hover:border-brand-500 hover:text-brand-600 dark:border-slate-700 dark:text-slate-300 dark:hover:border-brand-400 dark:hover:text-brand-300"
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
                    {glyph}
                  </svg>
                  {/* A name from content, not aria-label: the icon's letters ("in") are not words of it. */}
                  <span className="sr-only">{label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{column.title}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map(({ to, label }) => (
                <li key={label}>
                  <Link
                    to={to}
                    className="text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-300"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-500 sm:px-6 lg:px-8 dark:text-slate-400">
          © 2024 CodeConquer. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
