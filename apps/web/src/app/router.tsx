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
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/about-page')).AboutPage,
        }),
      },
      {
        path: routePatterns.contact,
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/contact-page')).ContactPage,
        }),
      },
      {
        path: routePatterns.privacy,
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/privacy-page')).PrivacyPage,
        }),
      },
      {
        path: routePatterns.terms,
        lazy: async () => ({
          Component: (await import('../features/marketing/routes/terms-page')).TermsPage,
        }),
      },
      {
        path: routePatterns.publicProfile,
        lazy: async () => ({
          Component: (await import('../features/profile/routes/public-profile-page'))
            .PublicProfilePage,
        }),
      },
      {
        path: routePatterns.unsubscribe,
        lazy: async () => ({
          Component: (await import('../features/mail/routes/unsubscribe-page')).UnsubscribePage,
        }),
      },
      {
        path: routePatterns.certificate,
        lazy: async () => ({
          Component: (await import('../features/certificates/routes/certificate-page'))
            .CertificatePage,
        }),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: routePatterns.login,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/login-page')).LoginPage,
            }),
          },
          {
            path: routePatterns.signup,
            lazy: async () => ({
              Component: (await import('../features/auth/routes/signup-page')).SignupPage,
            }),
          },
        ],
      },
      {
        path: routePatterns.forgotPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/forgot-password-page'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: routePatterns.resetPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        element: <RequireAuth />,
        loader: sessionLoader,
        children: [
          {
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: [
              {
                path: routePatterns.dashboard,
                loader: dashboardLoader,
                lazy: async () => ({
                  Component: (await import('../features/dashboard/routes/dashboard-page'))
                    .DashboardPage,
                }),
              },
              {
                path: routePatterns.tests,
                lazy: async () => ({
                  Component: (await import('../features/tests/routes/tests-page')).TestsPage,
                }),
              },
              {
                path: routePatterns.test('mcq'),
                lazy: async () => ({
                  Component: (await import('../features/tests/routes/mcq-test-page')).McqTestPage,
                }),
              },
              {
                path: routePatterns.test('coding'),
                lazy: async () => ({
                  Component: (await import('../features/tests/routes/coding-test-page'))
                    .CodingTestPage,
                }),
              },
              {
                path: routePatterns.test('debug'),
                lazy: async () => ({
                  Component: (await import('../features/tests/routes/debug-test-page'))
                    .DebugTestPage,
                }),
              },
              {
                path: routePatterns.test('pseudocode'),
                lazy: async () => ({
                  Component: (await import('../features/tests/routes/pseudocode-test-page'))
                    .PseudocodeTestPage,
                }),
              },
              {
                path: routePatterns.courses,
                loader: coursesLoader,
                lazy: async () => ({
                  Component: (await import('../features/courses/routes/courses-page')).CoursesPage,
                }),
              },
              {
                path: routePatterns.course,
                lazy: async () => ({
                  Component: (await import('../features/courses/routes/course-detail-page'))
                    .CourseDetailPage,
                }),
              },
              {
                path: routePatterns.chapter,
                lazy: async () => ({
                  Component: (await import('../features/courses/routes/chapter-page')).ChapterPage,
                }),
              },
              {
                path: routePatterns.profile,
                lazy: async () => ({
                  Component: (await import('../features/profile/routes/profile-page')).ProfilePage,
                }),
              },
              {
                path: routePatterns.review,
                lazy: async () => ({
                  Component: (await import('../features/review/routes/review-page')).ReviewPage,
                }),
              },
              {
                path: routePatterns.settings,
                lazy: async () => ({
                  Component: (await import('../features/settings/routes/settings-page'))
                    .SettingsPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home()} replace /> },
    ],
  },
];

export function createAppRouter(client: QueryClient) {
  return createBrowserRouter(routes, { getContext: loaderContext(client) });
}
