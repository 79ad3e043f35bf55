import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { LandingPage } from '../features/marketing/routes/landing-page';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import { coursesLoader, dashboardLoader, loaderContext, sessionLoader } from './route-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { paths, routePatterns } from '../lib/paths';

/** A route's `lazy`: loads the page's module on demand and takes its component by export name. */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * The spec's route table (section 2) plus the real pages behind links: /privacy, /terms,
 * /forgot-password, /reset-password. Everything but the landing page loads on demand, so the
 * landing page's JavaScript stays small. The public pages are also prerendered from this table
 * (src/prerender.tsx); the signed-in ones start their requests in loaders (./route-loaders.ts).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: routePatterns.home, element: <LandingPage /> },
      {
        path: routePatterns.about,
        lazy: page(() => import('../features/marketing/routes/about-page'), 'AboutPage'),
      },
      {
        path: routePatterns.contact,
        lazy: page(() => import('../features/marketing/routes/contact-page'), 'ContactPage'),
      },
      {
        path: routePatterns.privacy,
        lazy: page(() => import('../features/marketing/routes/privacy-page'), 'PrivacyPage'),
      },
      {
        path: routePatterns.terms,
        lazy: page(() => import('../features/marketing/routes/terms-page'), 'TermsPage'),
      },
      {
        path: routePatterns.publicProfile,
        lazy: page(
          () => import('../features/profile/routes/public-profile-page'),
          'PublicProfilePage',
        ),
      },
      {
        path: routePatterns.unsubscribe,
        lazy: page(() => import('../features/mail/routes/unsubscribe-page'), 'UnsubscribePage'),
      },
      {
        path: routePatterns.certificate,
        lazy: page(
          () => import('../features/certificates/routes/certificate-page'),
          'CertificatePage',
        ),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: routePatterns.login,
            lazy: page(() => import('../features/auth/routes/login-page'), 'LoginPage'),
          },
          {
            path: routePatterns.signup,
            lazy: page(() => import('../features/auth/routes/signup-page'), 'SignupPage'),
          },
        ],
      },
      {
        path: routePatterns.forgotPassword,
        lazy: page(
          () => import('../features/auth/routes/forgot-password-page'),
          'ForgotPasswordPage',
        ),
      },
      {
        path: routePatterns.resetPassword,
        lazy: page(
          () => import('../features/auth/routes/reset-password-page'),
          'ResetPasswordPage',
        ),
      },
      {
        element: <RequireAuth />,
        loader: sessionLoader,
        children: [
          {
            lazy: page(() => import('./app-layout'), 'AppLayout'),
            children: [
              {
                path: routePatterns.dashboard,
                loader: dashboardLoader,
                lazy: page(
                  () => import('../features/dashboard/routes/dashboard-page'),
                  'DashboardPage',
                ),
              },
              {
                path: routePatterns.tests,
                lazy: page(() => import('../features/tests/routes/tests-page'), 'TestsPage'),
              },
              {
                path: routePatterns.test('mcq'),
                lazy: page(() => import('../features/tests/routes/mcq-test-page'), 'McqTestPage'),
              },
              {
                path: routePatterns.test('coding'),
                lazy: page(
                  () => import('../features/tests/routes/coding-test-page'),
                  'CodingTestPage',
                ),
              },
              {
                path: routePatterns.test('debug'),
                lazy: page(
                  () => import('../features/tests/routes/debug-test-page'),
                  'DebugTestPage',
                ),
              },
              {
                path: routePatterns.test('pseudocode'),
                lazy: page(
                  () => import('../features/tests/routes/pseudocode-test-page'),
                  'PseudocodeTestPage',
                ),
              },
              {
                path: routePatterns.courses,
                loader: coursesLoader,
                lazy: page(() => import('../features/courses/routes/courses-page'), 'CoursesPage'),
              },
              {
                path: routePatterns.course,
                lazy: page(
                  () => import('../features/courses/routes/course-detail-page'),
                  'CourseDetailPage',
                ),
              },
              {
                path: routePatterns.chapter,
                lazy: page(() => import('../features/courses/routes/chapter-page'), 'ChapterPage'),
              },
              {
                path: routePatterns.profile,
                lazy: page(() => import('../features/profile/routes/profile-page'), 'ProfilePage'),
              },
              {
                path: routePatterns.review,
                lazy: page(() => import('../features/review/routes/review-page'), 'ReviewPage'),
              },
              {
                path: routePatterns.settings,
                lazy: page(
                  () => import('../features/settings/routes/settings-page'),
                  'SettingsPage',
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home()} replace /> },
    ],
  },
];

/** `loaderData`: the loaders' results when the server rendered the page (docs/decisions/041). */
export function createAppRouter(client: QueryClient, loaderData?: Record<string, unknown>) {
  return createBrowserRouter(routes, {
    getContext: loaderContext(client),
    ...(loaderData ? { hydrationData: { loaderData } } : {}),
  });
}
