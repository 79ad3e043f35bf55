import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-11',
  order: 11,
  title: 'Testing, Performance, Async and Deployment',
  description:
    'Test Django apps, speed them up with caching and query optimisation, use async views and background tasks, and deploy to production.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Write tests with TestCase, the test client and pytest-django',
    'Profile and optimise queries and add caching',
    'Use async views and offload slow work to background tasks',
    'Deploy with a production server, static files and environment-based settings',
  ],
  lesson: `## Testing

Django's test runner creates a fresh test database and wraps each \`TestCase\` test in a transaction that is rolled back, so tests stay isolated and fast.

\`\`\`python
from django.test import TestCase
from django.urls import reverse

class PostViewsTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.user = User.objects.create_user("ada", password="s3cret-pass")
        cls.post = Post.objects.create(title="Hi", slug="hi", author=cls.user, status="published")

    def test_list_shows_published_posts(self):
        with self.assertNumQueries(2):
            response = self.client.get(reverse("blog:post-list"))
        self.assertEqual(response.status_code, 200)
        self.assertContains(response, "Hi")

    def test_create_requires_login(self):
        response = self.client.get(reverse("blog:post-create"))
        self.assertEqual(response.status_code, 302)
\`\`\`

The **test client** simulates requests without a server; \`force_login\` skips the login form. Many teams use **pytest-django** with fixtures and factory_boy for concise tests. Run \`python manage.py test\` or \`pytest\` in CI on every push.

## Performance

Most slow Django pages are slow because of the database. Find N+1 queries with the Debug Toolbar, fix them with \`select_related\` and \`prefetch_related\`, add indexes, and paginate. Then cache:

- the **per-view cache** (\`@cache_page(60 * 15)\`) for pages identical for everyone;
- **template fragment caching** with \`{% cache %}\`;
- the **low-level API** \`cache.get_or_set(key, compute, timeout)\` for expensive results.

Use Redis (\`django.core.cache.backends.redis.RedisCache\`) in production so every process shares the cache. Use persistent database connections (\`CONN_MAX_AGE\`) or connection pooling.

## Async and background work

Django supports **async views** (\`async def\`) under an ASGI server, and the ORM offers async methods (\`aget\`, \`acreate\`, \`async for\`). Async helps when a view waits on several external HTTP calls, or for long-lived connections with Django Channels. Work that takes seconds (sending emails, generating PDFs, calling slow APIs) should leave the request entirely: queue it in a **background task** system such as Celery or RQ, and respond immediately. (Django 6.0 also added a built-in tasks API for defining and enqueuing tasks, but running them in production still needs a separate worker backend.)

## Deployment

\`\`\`bash
pip install gunicorn uvicorn-worker whitenoise
python manage.py collectstatic --noinput
python manage.py migrate --noinput
gunicorn config.wsgi:application --workers 3 --bind 0.0.0.0:8000
# or for async: gunicorn config.asgi:application -k uvicorn_worker.UvicornWorker
\`\`\`

Run behind a reverse proxy or platform load balancer that terminates HTTPS. Read settings from the environment (\`DEBUG\`, \`SECRET_KEY\`, \`DATABASE_URL\`, \`ALLOWED_HOSTS\`), for example with django-environ, and keep separate settings for development and production. Serve static files with WhiteNoise or a CDN and user uploads from object storage (django-storages). Use PostgreSQL in production, back it up, run migrations as a release step before new code takes traffic, and monitor errors with a tool such as Sentry. Containers make the whole setup reproducible across environments.`,
  overview: {
    whatYouWillLearn: [
      'TestCase isolation, setUpTestData and the test client',
      'assertNumQueries and pytest-django',
      'Finding and fixing database bottlenecks',
      'Per-view, fragment and low-level caching with Redis',
      'Async views and background task queues',
      'Production serving with Gunicorn or Uvicorn, static files and environment settings',
    ],
    proTip:
      'Use setUpTestData instead of setUp for objects that tests only read; they are created once per class, which can make a test suite several times faster.',
  },
  mcqs: [
    {
      question: 'How does django.test.TestCase keep tests isolated?',
      options: {
        A: 'It drops and recreates the database after each test',
        B: 'It wraps each test in a transaction that is rolled back',
        C: 'It runs each test in a fresh process',
        D: 'It mocks the ORM, so no queries reach the database',
      },
      correct: 'B',
      explanation:
        'Rolling back a transaction resets the database quickly between tests; the test database itself is created once.',
    },
    {
      question: 'What does assertNumQueries(2) help detect?',
      options: {
        A: 'Templates that take too long to render',
        B: 'Migrations that were never applied',
        C: 'Extra queries, such as N+1 regressions',
        D: 'Queries that take over 2.5 ms each',
      },
      correct: 'C',
      explanation:
        'It fails when the code runs more (or fewer) SQL queries than expected, which catches N+1 regressions.',
    },
    {
      question: 'Which cache tool suits a page that is identical for every visitor?',
      options: {
        A: 'The per-view cache with cache_page',
        B: 'The session store of each visitor',
        C: "prefetch_related on the view's query",
        D: "A database index on the page's table",
      },
      correct: 'A',
      explanation: 'cache_page stores the whole response for a timeout and serves it to everyone.',
    },
    {
      question: 'Sending a welcome email takes three seconds. Where should it run?',
      options: {
        A: 'In the view itself, before the response is sent',
        B: 'In a signal handler that runs in the request',
        C: 'In a database trigger that runs after the insert',
        D: 'In a background task queue such as Celery',
      },
      correct: 'D',
      explanation:
        'A background worker keeps the request fast and can retry failures; a signal handler still runs inside the request.',
    },
    {
      question: 'When do async views bring the most benefit?',
      options: {
        A: 'CPU-heavy image resizing in Python',
        B: 'Views that wait on several slow external calls',
        C: 'Simple CRUD pages backed by the ORM',
        D: 'Admin pages with many inlines',
      },
      correct: 'B',
      explanation:
        'Async lets one worker overlap many waits on I/O, but does not speed up CPU work.',
    },
    {
      question: 'Which command runs a Django project under Gunicorn?',
      options: {
        A: 'gunicorn manage.py runserver',
        B: 'gunicorn config.settings:application',
        C: 'gunicorn config.wsgi:application',
        D: 'gunicorn config.urls:application',
      },
      correct: 'C',
      explanation:
        'Gunicorn loads the WSGI application object from config.wsgi; settings and urls modules define no application.',
    },
    {
      question: 'Why use Redis rather than local-memory caching in production?',
      options: {
        A: 'Local-memory caching is not thread-safe',
        B: 'Django requires Redis in production',
        C: 'Local memory is slower than a network call',
        D: 'All processes and servers share one Redis cache',
      },
      correct: 'D',
      explanation:
        'A local-memory cache is private to each process, so several workers would hold diverging copies.',
    },
    {
      question: 'When should migrations run during a deployment?',
      options: {
        A: 'As a release step before the new code takes traffic',
        B: 'After the new code has already served traffic for a while',
        C: 'Never in production; schemas are changed only by hand',
        D: 'Automatically whenever any server process restarts itself',
      },
      correct: 'A',
      explanation:
        'The schema must be ready for the new code before it receives requests, so migrate runs as a release step.',
    },
    {
      question: 'What does setUpTestData provide compared with setUp?',
      options: {
        A: 'Data recreated before every test method',
        B: 'Objects created once per test class',
        C: 'Fixtures loaded from a JSON file',
        D: 'Data shared across all test classes',
      },
      correct: 'B',
      explanation:
        'setUpTestData runs once per class (each test still rolls back its own changes), which is much faster than setUp for read-only objects.',
    },
    {
      question: 'What does self.client.force_login(user) do in a test?',
      options: {
        A: "Submits the login form with the user's password",
        B: 'Creates a new user account on the fly',
        C: 'Logs the user in without the login form',
        D: 'Makes the user a superuser for the test',
      },
      correct: 'C',
      explanation:
        'force_login attaches an authenticated session to the test client directly, skipping the form and password hashing.',
    },
    {
      question: 'Which tool shows N+1 queries while you browse in development?',
      options: {
        A: 'python manage.py check --deploy',
        B: 'assertContains in the test client',
        C: 'The Gunicorn access log',
        D: 'The Django Debug Toolbar',
      },
      correct: 'D',
      explanation:
        "The Debug Toolbar's SQL panel lists every query of a page, revealing repeated ones.",
    },
    {
      question:
        'Where should settings such as SECRET_KEY and DATABASE_URL come from in production?',
      options: {
        A: 'Environment variables, read at startup',
        B: 'A settings.py file committed together with the code',
        C: 'The database itself, loaded by a data migration',
        D: 'Hard-coded constants at the top of manage.py',
      },
      correct: 'A',
      explanation:
        'Reading secrets and per-environment values from the environment (for example with django-environ) keeps them out of version control.',
    },
  ],
  problems: [],
};
