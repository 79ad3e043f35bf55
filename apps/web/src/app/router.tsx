import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/ui/spinner';
import { LandingPage } from '../features/marketing/components/landing-page';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The spec's route table (section 2) plus the real pages behind links: /privacy, /terms,
 * /forgot-password, /reset-password. Everything but the landing page loads on demand, so the
 * landing page's JavaScript stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { path: '/', element: <LandingPage /> },
      {
        path: '/about',
        lazy: async () => ({
          Component: (await import('../features/marketing/components/about-page')).AboutPage,
        }),
      },
      {
        path: '/contact',
        lazy: async () => ({
          Component: (await import('../features/marketing/components/contact-page')).ContactPage,
        }),
      },
      {
        path: '/privacy',
        lazy: async () => ({
          Component: (await import('../features/marketing/components/privacy-page')).PrivacyPage,
        }),
      },
      {
        path: '/terms',
        lazy: async () => ({
          Component: (await import('../features/marketing/components/terms-page')).TermsPage,
        }),
      },
      {
        path: '/u/:handle',
        lazy: async () => ({
          Component: (await import('../features/profile/components/public-profile-page'))
            .PublicProfilePage,
        }),
      },
      {
        path: '/certificates/:id',
        lazy: async () => ({
          Component: (await import('../features/certificates/components/certificate-page'))
            .CertificatePage,
        }),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: '/login',
            lazy: async () => ({
              Component: (await import('../features/auth/components/login-page')).LoginPage,
            }),
          },
          {
            path: '/signup',
            lazy: async () => ({
              Component: (await import('../features/auth/components/signup-page')).SignupPage,
            }),
          },
        ],
      },
      {
        path: '/forgot-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/forgot-password-page'))
            .ForgotPasswordPage,
        }),
      },
      {
        path: '/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/components/reset-password-page'))
            .ResetPasswordPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
            children: [
              {
                path: '/dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/components/dashboard-page'))
                    .DashboardPage,
                }),
              },
              {
                path: '/tests',
                lazy: async () => ({
                  Component: (await import('../features/tests/components/tests-page')).TestsPage,
                }),
              },
              {
                path: '/test/mcq',
                lazy: async () => ({
                  Component: (await import('../features/tests/components/mcq-test-page'))
                    .McqTestPage,
                }),
              },
              {
                path: '/test/coding',
                lazy: async () => ({
                  Component: (await import('../features/tests/components/coding-test-page'))
                    .CodingTestPage,
                }),
              },
              {
                path: '/test/debug',
                lazy: async () => ({
                  Component: (await import('../features/tests/components/debug-test-page'))
                    .DebugTestPage,
                }),
              },
              {
                path: '/test/pseudocode',
                lazy: async () => ({
                  Component: (await import('../features/tests/components/pseudocode-test-page'))
                    .PseudocodeTestPage,
                }),
              },
              {
                path: '/courses',
                lazy: async () => ({
                  Component: (await import('../features/courses/components/courses-page'))
                    .CoursesPage,
                }),
              },
              {
                path: '/course/:courseId',
                lazy: async () => ({
                  Component: (await import('../features/courses/components/course-detail-page'))
                    .CourseDetailPage,
                }),
              },
              {
                path: '/course/:courseId/chapter/:chapterId',
                lazy: async () => ({
                  Component: (await import('../features/courses/components/chapter-page'))
                    .ChapterPage,
                }),
              },
              {
                path: '/profile',
                lazy: async () => ({
                  Component: (await import('../features/profile/components/profile-page'))
                    .ProfilePage,
                }),
              },
              {
                path: '/review',
                lazy: async () => ({
                  Component: (await import('../features/review/components/review-page')).ReviewPage,
                }),
              },
              {
                path: '/settings',
                lazy: async () => ({
                  Component: (await import('../features/settings/components/settings-page'))
                    .SettingsPage,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
