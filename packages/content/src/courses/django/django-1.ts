import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-1',
  order: 1,
  title: 'Getting Started with Django',
  description: 'Install Django, create a project and an app, and understand the request-response cycle and MVT architecture.',
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
    proTip: 'Name the project package config (django-admin startproject config .) so settings and root URLs are easy to find in every project.',
  },
  mcqs: [
    {
      question: 'What is the difference between a Django project and an app?',
      options: { A: 'They are the same thing', B: 'An app is the whole site and a project is one feature', C: 'A project is the whole site with settings; an app is a package for one feature', D: 'Apps can only contain templates' },
      correct: 'C',
      explanation: 'A project combines configuration and many apps, each focused on a feature.',
    },
    {
      question: 'Where must a new app be registered so Django loads its models?',
      options: { A: 'INSTALLED_APPS in settings.py', B: 'MIDDLEWARE', C: 'manage.py', D: 'wsgi.py' },
      correct: 'A',
      explanation: 'Apps listed in INSTALLED_APPS get their models, templates and admin loaded.',
    },
    {
      question: 'In Django MVT, what is the job of a view?',
      options: { A: 'Defining database tables', B: 'Rendering CSS', C: 'Configuring the server', D: 'Receiving an HttpRequest and returning an HttpResponse' },
      correct: 'D',
      explanation: 'Views hold the request-handling logic.',
    },
    {
      question: 'Which command applies database migrations?',
      options: { A: 'python manage.py runserver', B: 'python manage.py migrate', C: 'django-admin startapp', D: 'python manage.py collectstatic' },
      correct: 'B',
      explanation: 'migrate creates and updates tables according to migration files.',
    },
    {
      question: 'What runs between the server receiving a request and the URL resolver?',
      options: { A: 'The middleware stack', B: 'The template engine', C: 'The migrations', D: 'The admin site' },
      correct: 'A',
      explanation: 'Middleware processes every request before routing and every response after.',
    },
    {
      question: 'Which file provides the entry point for asynchronous production servers such as Uvicorn?',
      options: { A: 'wsgi.py', B: 'urls.py', C: 'asgi.py', D: 'apps.py' },
      correct: 'C',
      explanation: 'ASGI is the asynchronous server gateway interface.',
    },
    {
      question: 'Why must DEBUG be False in production?',
      options: { A: 'Debug mode disables the ORM', B: 'Debug mode is slower to start', C: 'Templates do not render with DEBUG on', D: 'Debug error pages expose settings and source code' },
      correct: 'D',
      explanation: 'Detailed error pages leak sensitive information to attackers.',
    },
    {
      question: 'What does an LTS release of Django provide?',
      options: { A: 'Only new features', B: 'Security and data-loss fixes for an extended period, about three years', C: 'A paid support contract', D: 'Compatibility with Python 2' },
      correct: 'B',
      explanation: 'Long-term support releases receive security fixes for several years.',
    },
  ],
  problems: [],
};
