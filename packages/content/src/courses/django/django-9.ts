import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-9',
  order: 9,
  title: 'Authentication, Permissions and Security',
  description:
    "Log users in and out, control access with permissions and groups, and rely on Django's built-in security protections.",
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    "Use Django's authentication views, sessions and password hashing",
    'Restrict views with decorators, mixins and LoginRequiredMiddleware',
    'Manage permissions and groups, including object-level checks',
    'Configure security settings for production',
  ],
  lesson: `## The auth system

\`django.contrib.auth\` provides users, groups, permissions, password hashing and login sessions. Include the ready-made views for login, logout and password reset:

\`\`\`python
# config/urls.py
path("accounts/", include("django.contrib.auth.urls")),  # login/, logout/, password_reset/ ...
# settings.py
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "blog:post-list"
\`\`\`

You supply templates such as \`registration/login.html\`. After login, \`request.user\` is the user object on every request (an \`AnonymousUser\` otherwise), stored through a session cookie. Logout must be a **POST** request since Django 5.

Passwords are hashed with **PBKDF2** by default (Argon2 and scrypt hashers are available); Django upgrades hashes automatically when users log in, and \`AUTH_PASSWORD_VALIDATORS\` enforces length and rejects common passwords. Use \`user.set_password()\`; never store or compare raw passwords.

## Restricting access

\`\`\`python
from django.contrib.auth.decorators import login_required, permission_required

@login_required
def dashboard(request): ...

@permission_required("blog.change_post", raise_exception=True)
def edit_any_post(request, pk): ...
\`\`\`

CBVs use \`LoginRequiredMixin\` and \`PermissionRequiredMixin\`. Django 5.1 added \`LoginRequiredMiddleware\`, which requires login for **every** view unless it is marked with \`@login_not_required\`, a safer default for internal apps.

## Permissions and groups

For each model Django creates four permissions: \`add\`, \`change\`, \`delete\` and \`view\` (for example \`blog.change_post\`). Assign them to **groups** such as "Editors" rather than to individual users, and check them with \`user.has_perm("blog.change_post")\`. Custom permissions go in \`Meta.permissions\`. Built-in permissions are per model, not per object: "may this user edit *this* post?" needs your own check (\`post.author == request.user\`) or a library such as django-guardian or django-rules. Forgetting object-level checks is one of the most common security bugs.

## Built-in protections

Django defends against many attacks by default: **SQL injection** (the ORM parameterises queries), **XSS** (template auto-escaping), **CSRF** (tokens on unsafe requests), **clickjacking** (\`X-Frame-Options\` middleware) and host header attacks (\`ALLOWED_HOSTS\`). Production settings complete the picture:

\`\`\`python
DEBUG = False
ALLOWED_HOSTS = ["www.example.com"]
SECURE_SSL_REDIRECT = True
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
\`\`\`

Run \`python manage.py check --deploy\` to list missing settings. Keep \`SECRET_KEY\` out of version control: it signs sessions, password reset tokens and messages. Rate-limit login attempts (django-axes), keep Django updated with security releases, and avoid \`raw()\` SQL or \`mark_safe\` on user data.`,
  overview: {
    whatYouWillLearn: [
      'Users, sessions and the built-in authentication views',
      'Password hashing, validators and set_password',
      'Decorators, mixins and LoginRequiredMiddleware',
      'Model permissions, groups and object-level authorisation',
      'Django default protections against common attacks',
      'Production security settings and check --deploy',
    ],
    proTip:
      'Add python manage.py check --deploy --fail-level WARNING to your CI pipeline so insecure settings never reach production.',
  },
  mcqs: [
    {
      question: 'What is request.user for a visitor who is not logged in?',
      options: {
        A: 'None',
        B: 'An AnonymousUser instance',
        C: 'A User object with id 0',
        D: 'It raises an AttributeError',
      },
      correct: 'B',
      explanation:
        'AuthenticationMiddleware sets an AnonymousUser, so checks such as is_authenticated work on every request.',
    },
    {
      question: 'Which four permissions does Django create for every model?',
      options: {
        A: 'read, write, execute, admin',
        B: 'create, update, list, remove',
        C: 'add, change, delete, view',
        D: 'get, post, put, delete',
      },
      correct: 'C',
      explanation:
        'Django generates add, change, delete and view permissions per model, such as blog.change_post.',
    },
    {
      question: 'What does LoginRequiredMiddleware change?',
      options: {
        A: 'Every view needs login unless marked otherwise',
        B: 'It logs users in automatically from a cookie',
        C: 'It protects only the URLs under /admin/',
        D: 'It requires login only on POST requests',
      },
      correct: 'A',
      explanation:
        'Since Django 5.1 it requires login for every view unless the view is marked with @login_not_required, so a forgotten decorator no longer exposes a page.',
    },
    {
      question:
        'A user with blog.change_post can edit every post. How do you limit editing to their own posts?',
      options: {
        A: 'Create a second, narrower change_own_post permission',
        B: 'Give the user full staff status in the admin',
        C: "Remove blog.change_post from the user's group",
        D: "Check the post's author against request.user",
      },
      correct: 'D',
      explanation:
        "Model permissions apply to all objects of a model, so ownership needs an object-level check in the view or a mixin's test_func.",
    },
    {
      question: 'How should a password be set on a user object?',
      options: {
        A: 'user.set_password(raw), then save()',
        B: 'user.password = raw, then user.save()',
        C: 'user.password = md5(raw), then save()',
        D: 'user.set_password(raw); it saves itself',
      },
      correct: 'A',
      explanation:
        'set_password hashes the password with the configured hasher but does not save, so save() must follow.',
    },
    {
      question: 'Which attack does template auto-escaping protect against?',
      options: {
        A: 'SQL injection',
        B: 'Clickjacking',
        C: 'Cross-site scripting',
        D: 'Cross-site request forgery',
      },
      correct: 'C',
      explanation:
        'Escaping variables stops injected HTML and scripts from executing; CSRF tokens, X-Frame-Options and the ORM handle the others.',
    },
    {
      question: 'What does python manage.py check --deploy do?',
      options: {
        A: 'Deploys the project to production',
        B: 'Lists settings that are unsafe for production',
        C: 'Applies pending migrations before a deploy',
        D: 'Checks templates and URLs for typos',
      },
      correct: 'B',
      explanation:
        'The deployment checklist flags settings such as DEBUG, HSTS and insecure cookies; it deploys nothing.',
    },
    {
      question: 'Why must SECRET_KEY stay secret?',
      options: {
        A: 'It encrypts the database at rest',
        B: 'It is the password of the first superuser',
        C: 'Migrations fail without the original key',
        D: 'It signs sessions and password reset tokens',
      },
      correct: 'D',
      explanation:
        'Anyone with the key could forge signed values such as sessions, password reset tokens and messages.',
    },
    {
      question: 'Since Django 5, how must logout be requested?',
      options: {
        A: 'With a POST request',
        B: 'With a GET request',
        C: 'By deleting the session cookie in JavaScript',
        D: 'With a DELETE request',
      },
      correct: 'A',
      explanation:
        'The logout view accepts only POST, so a link or image on another site cannot log users out.',
    },
    {
      question: 'How should permissions be given to many editors?',
      options: {
        A: 'To each user directly, one at a time',
        B: 'Through a group, such as Editors',
        C: 'By making each editor a superuser',
        D: 'In a PERMISSIONS list in settings',
      },
      correct: 'B',
      explanation:
        'Assign permissions to a group and add users to it; superuser status grants far more than needed.',
    },
    {
      question: 'Which password hasher does Django use by default?',
      options: {
        A: 'MD5',
        B: 'bcrypt',
        C: 'PBKDF2',
        D: 'SHA-1',
      },
      correct: 'C',
      explanation:
        'PBKDF2 is the default; Argon2 and scrypt hashers are available, and hashes are upgraded automatically at login.',
    },
    {
      question: 'Which setting protects against host header attacks?',
      options: {
        A: 'SECURE_SSL_REDIRECT',
        B: 'CSRF_COOKIE_SECURE',
        C: 'SECRET_KEY',
        D: 'ALLOWED_HOSTS',
      },
      correct: 'D',
      explanation:
        'ALLOWED_HOSTS lists the host names the site serves, so requests with a forged Host header are rejected.',
    },
  ],
  problems: [],
};
