import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-9',
  order: 9,
  title: 'Authentication, Permissions and Security',
  description: 'Log users in and out, control access with permissions and groups, and rely on Django\'s built-in security protections.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Use Django\'s authentication views, sessions and password hashing',
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
    proTip: 'Add python manage.py check --deploy --fail-level WARNING to your CI pipeline so insecure settings never reach production.',
  },
  mcqs: [
    {
      question: 'What is request.user for a visitor who is not logged in?',
      options: { A: 'None', B: 'An AnonymousUser instance', C: 'The first superuser', D: 'An exception is raised' },
      correct: 'B',
      explanation: 'AuthenticationMiddleware sets an AnonymousUser so checks like is_authenticated work.',
    },
    {
      question: 'Which four permissions does Django create for every model?',
      options: { A: 'read, write, execute, admin', B: 'create, update, list, remove', C: 'add, change, delete, view', D: 'get, post, put, delete' },
      correct: 'C',
      explanation: 'Django generates add, change, delete and view permissions per model.',
    },
    {
      question: 'What does LoginRequiredMiddleware change?',
      options: { A: 'All views require login unless explicitly marked with login_not_required', B: 'It logs users in automatically', C: 'It disables sessions', D: 'It only protects the admin' },
      correct: 'A',
      explanation: 'It flips the default to protected, which prevents forgotten decorators.',
    },
    {
      question: 'A user with blog.change_post can edit every post. How do you limit editing to their own posts?',
      options: { A: 'Create a second change_post permission', B: 'Rename the permission', C: 'Use the admin only', D: 'Add an object-level check such as post.author == request.user' },
      correct: 'D',
      explanation: 'Model permissions are not per object; ownership must be checked separately.',
    },
    {
      question: 'How should a password be set on a user object?',
      options: { A: 'user.set_password(raw) followed by save()', B: 'user.password = raw', C: 'user.password = md5(raw)', D: 'Store it in a separate plain table' },
      correct: 'A',
      explanation: 'set_password hashes the password with the configured hasher.',
    },
    {
      question: 'Which protection is provided by template auto-escaping?',
      options: { A: 'CSRF', B: 'SQL injection', C: 'Cross-site scripting', D: 'Clickjacking' },
      correct: 'C',
      explanation: 'Escaping variables stops injected HTML and scripts from executing.',
    },
    {
      question: 'What does python manage.py check --deploy do?',
      options: { A: 'Deploys the project', B: 'Lists security-relevant settings that are missing or unsafe for production', C: 'Runs all migrations', D: 'Checks the templates for typos' },
      correct: 'B',
      explanation: 'The deployment checklist flags settings like DEBUG, HSTS and secure cookies.',
    },
    {
      question: 'Why must SECRET_KEY stay secret?',
      options: { A: 'It encrypts the database', B: 'It is the admin password', C: 'It is needed to run migrations', D: 'It signs sessions, password reset tokens and other data' },
      correct: 'D',
      explanation: 'Anyone with the key could forge signed values such as sessions.',
    },
  ],
  problems: [],
};
