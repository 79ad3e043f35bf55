import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-1',
  order: 1,
  title: 'Getting Started with Django',
  description:
    'Install Django, create a project and an app, and understand the request-response cycle and MVT architecture.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Create a virtual environment, a Django project and an app',
    'Explain the roles of settings, urls, wsgi/asgi and manage.py',
    'Describe the Model-View-Template architecture',
    'Follow a request through middleware, URL routing and a view',
  ],
  lesson: `## Batteries included

**Django** is a high-level Python web framework that "comes with batteries included": an ORM, migrations, an automatic admin, authentication, forms, templates, security protections and caching are all part of the package. It powers sites such as Instagram and Mozilla's add-ons, and follows a strict release cadence with **LTS** versions (5.2 LTS is supported until 2028). Its philosophy is DRY (don't repeat yourself) and rapid development without sacrificing security.

## Setting up

\`\`\`bash
python -m venv .venv
source .venv/bin/activate          # Windows: .venv\\Scripts\\activate
python -m pip install "django>=5.2"
django-admin startproject config .   # project package named config in the current folder
python manage.py startapp blog
python manage.py migrate           # create the default tables
python manage.py runserver         # http://127.0.0.1:8000
\`\`\`

A **project** is the whole site: settings, root URL configuration and deployment entry points. An **app** is a reusable package for one feature (blog, shop, accounts). Register every app in \`INSTALLED_APPS\` in \`settings.py\`:

\`\`\`python
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "blog",
]
\`\`\`

## Project files

- \`manage.py\`: the command-line entry point (\`runserver\`, \`migrate\`, \`createsuperuser\`, \`shell\`, \`test\`).
- \`settings.py\`: configuration such as \`DEBUG\`, \`DATABASES\`, \`INSTALLED_APPS\`, \`MIDDLEWARE\`, \`TEMPLATES\`.
- \`urls.py\`: the root URL configuration.
- \`wsgi.py\` and \`asgi.py\`: entry points for production servers (synchronous WSGI or asynchronous ASGI).

## Model, View, Template

Django's architecture is usually called **MVT**. **Models** define data and business rules as Python classes mapped to database tables. **Views** are Python callables that receive an \`HttpRequest\` and return an \`HttpResponse\`; they hold the request logic. **Templates** render HTML from data. What other frameworks call the controller is Django itself, through its URL dispatcher.

## The request-response cycle

1. The server (runserver, Gunicorn, Uvicorn) turns the HTTP request into an \`HttpRequest\`.
2. It passes through the **middleware** stack (sessions, authentication, CSRF, security headers).
3. The **URL resolver** matches the path against \`urlpatterns\` and picks a view.
4. The **view** queries models, renders a template and returns an \`HttpResponse\`.
5. The response travels back through middleware to the client.

\`\`\`python
# blog/views.py
from django.http import HttpResponse

def hello(request):
    return HttpResponse("Hello, Django!")
\`\`\`

Never run the development server in production, and keep \`DEBUG = False\` outside your machine: debug pages reveal settings and code.`,
  overview: {
    whatYouWillLearn: [
      'What "batteries included" means for Django',
      'Projects versus apps and INSTALLED_APPS',
      'The purpose of manage.py, settings, urls, wsgi and asgi',
      'The Model-View-Template architecture',
      'The path of a request through middleware, URLs and views',
      'Why DEBUG must be off in production',
    ],
    proTip:
      'Name the project package config (django-admin startproject config .) so settings and root URLs are easy to find in every project.',
  },
  mcqs: [
    {
      question: 'What is the difference between a Django project and an app?',
      options: {
        A: 'A project is one feature; an app is the whole site itself',
        B: 'An app holds settings; a project holds only the models',
        C: 'A project is the whole site; an app is one feature',
        D: 'A project is for production, an app for development',
      },
      correct: 'C',
      explanation:
        'A project combines settings, root URLs and many apps, each app being a reusable package for one feature.',
    },
    {
      question: 'Where must a new app be registered so Django loads its models?',
      options: {
        A: 'INSTALLED_APPS in settings.py',
        B: 'MIDDLEWARE in settings.py',
        C: 'urlpatterns in the root urls.py',
        D: 'DJANGO_APPS in manage.py',
      },
      correct: 'A',
      explanation:
        'Apps listed in INSTALLED_APPS get their models, templates, migrations and admin loaded.',
    },
    {
      question: 'In Django MVT, what is the job of a view?',
      options: {
        A: 'Mapping each URL to its handler',
        B: 'Defining tables as Python classes',
        C: 'Turning context data into HTML markup',
        D: 'Taking an HttpRequest and returning an HttpResponse',
      },
      correct: 'D',
      explanation:
        "A view holds the request-handling logic; URL routing is the resolver's job, tables are models and HTML comes from templates.",
    },
    {
      question: 'Which command applies database migrations?',
      options: {
        A: 'python manage.py makemigrations',
        B: 'python manage.py migrate',
        C: 'python manage.py sqlmigrate',
        D: 'python manage.py syncdb',
      },
      correct: 'B',
      explanation:
        'migrate creates and updates tables from the migration files; makemigrations only writes the files and sqlmigrate prints their SQL.',
    },
    {
      question: 'What runs between the server receiving a request and the URL resolver?',
      options: {
        A: 'The middleware stack',
        B: 'The template engine',
        C: 'The view function',
        D: 'The ORM and its query layer',
      },
      correct: 'A',
      explanation:
        'Middleware (sessions, authentication, CSRF, security headers) processes every request before routing and every response after.',
    },
    {
      question:
        'Which file provides the entry point for asynchronous production servers such as Uvicorn?',
      options: {
        A: 'wsgi.py',
        B: 'urls.py',
        C: 'asgi.py',
        D: 'apps.py',
      },
      correct: 'C',
      explanation:
        'asgi.py exposes the ASGI application for asynchronous servers; wsgi.py is for synchronous ones such as Gunicorn.',
    },
    {
      question: 'Why must DEBUG be False in production?',
      options: {
        A: "Debug mode turns off the ORM's query cache",
        B: 'Debug mode makes each page render several times slower',
        C: 'Templates refuse to render with DEBUG on',
        D: 'Its error pages expose settings and source code',
      },
      correct: 'D',
      explanation:
        'Detailed debug error pages leak settings and code to anyone who triggers an error.',
    },
    {
      question: 'What does an LTS release of Django provide?',
      options: {
        A: 'New features backported every month for three years',
        B: 'Security and data loss fixes for about three years',
        C: 'A paid support contract sold directly by the Django team',
        D: 'Bug fixes for every single release until the next LTS',
      },
      correct: 'B',
      explanation:
        'Long-term support releases receive security and data-loss fixes for about three years, without new features.',
    },
    {
      question: 'What does python manage.py startapp blog create?',
      options: {
        A: 'A new project package named blog',
        B: 'A blog database table',
        C: 'A blog app package with models and views modules',
        D: 'A blog entry in INSTALLED_APPS automatically',
      },
      correct: 'C',
      explanation:
        "startapp creates the app's package skeleton (models, views, admin, tests...); you still add it to INSTALLED_APPS yourself.",
    },
    {
      question: 'What should run Django in production?',
      options: {
        A: 'python manage.py runserver, with DEBUG switched off',
        B: 'The built-in server started by django-admin',
        C: 'Any server at all, as long as DEBUG stays True',
        D: 'A real server such as Gunicorn or Uvicorn',
      },
      correct: 'D',
      explanation:
        'The development server is not built for production; a WSGI or ASGI server such as Gunicorn or Uvicorn uses wsgi.py or asgi.py.',
    },
    {
      question: 'What does the URL resolver do in the request cycle?',
      options: {
        A: 'Matches the path against urlpatterns to pick a view',
        B: "Resolves the domain name to the server's IP address",
        C: 'Checks the CSRF token before the view runs',
        D: 'Turns the HTTP request into an HttpRequest',
      },
      correct: 'A',
      explanation:
        'After middleware, the resolver matches the request path against urlpatterns and calls the matching view; the server builds the HttpRequest.',
    },
    {
      question: 'Which file holds DATABASES and MIDDLEWARE?',
      options: {
        A: 'manage.py',
        B: 'settings.py',
        C: 'asgi.py',
        D: 'local_settings.ini',
      },
      correct: 'B',
      explanation:
        "settings.py holds the project's configuration; manage.py is only the command-line entry point.",
    },
  ],
  problems: [],
};
