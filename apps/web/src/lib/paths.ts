/**
 * Every page of the web app, spelled once. The router declares `routePatterns`; links, redirects
 * and navigations call a builder in `paths`, so renaming a route is one edit and a typo is a
 * type error. In lib (not app) because features link to each other's pages through it.
 */
import type { TestType } from '@app/shared/constants';

/** The router's `path` of each page (react-router syntax). */
export const routePatterns = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  publicProfile: '/u/:handle',
  certificate: '/certificates/:id',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  tests: '/tests',
  test: (type: TestType) => `/test/${type}`,
  courses: '/courses',
  course: '/course/:courseId',
  chapter: '/course/:courseId/chapter/:chapterId',
  profile: '/profile',
  review: '/review',
  settings: '/settings',
  unsubscribe: '/unsubscribe',
} as const;

/** The landing page's sections that the headers and footer jump to. */
type LandingSection = 'practice' | 'explore' | 'how-to-begin';
/** The contact form's preset subjects (`?topic=`). */
type ContactTopic = 'careers' | 'business';

const enc = encodeURIComponent;

export const paths = {
  home: (section?: LandingSection) => (section ? `/#${section}` : routePatterns.home),
  about: () => routePatterns.about,
  contact: (topic?: ContactTopic) =>
    topic ? `${routePatterns.contact}?topic=${topic}` : routePatterns.contact,
  privacy: () => routePatterns.privacy,
  terms: () => routePatterns.terms,
  publicProfile: (handle: string) => `/u/${enc(handle)}`,
  certificate: (id: string) => `/certificates/${enc(id)}`,
  login: () => routePatterns.login,
  signup: () => routePatterns.signup,
  forgotPassword: () => routePatterns.forgotPassword,
  resetPassword: () => routePatterns.resetPassword,
  dashboard: () => routePatterns.dashboard,
  tests: () => routePatterns.tests,
  /** Where a test of this type is taken; `id` resumes it. */
  test: (type: TestType, id: string) => `${routePatterns.test(type)}?id=${enc(id)}`,
  courses: () => routePatterns.courses,
  course: (courseId: string) => `/course/${enc(courseId)}`,
  chapter: (courseId: string, chapterId: string) =>
    `/course/${enc(courseId)}/chapter/${enc(chapterId)}`,
  profile: () => routePatterns.profile,
  review: () => routePatterns.review,
  settings: () => routePatterns.settings,
};
