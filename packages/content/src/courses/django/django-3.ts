import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-3',
  order: 3,
  title: 'Templates and Static Files',
  description:
    'Render HTML with the Django Template Language: variables, tags, filters, inheritance and static assets.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Render variables, tags and filters in Django templates',
    'Reuse layouts with template inheritance and includes',
    'Explain auto-escaping and when to mark content safe',
    'Serve CSS, JavaScript and images as static files',
  ],
  lesson: `## The Django Template Language

Templates are text files with placeholders. Django finds them in each app's \`templates/\` folder (namespaced as \`templates/blog/...\`) and in directories listed in \`TEMPLATES['DIRS']\`.

\`\`\`django
{# blog/templates/blog/post_list.html #}
{% extends "base.html" %}

{% block title %}Blog{% endblock %}

{% block content %}
  <h1>Latest posts</h1>
  {% for post in posts %}
    <article>
      <h2><a href="{% url 'blog:post-detail' post.published.year post.slug %}">{{ post.title }}</a></h2>
      <p>{{ post.published|date:"j M Y" }} by {{ post.author.get_full_name|default:"Anonymous" }}</p>
      <p>{{ post.body|truncatewords:30 }}</p>
    </article>
  {% empty %}
    <p>No posts yet.</p>
  {% endfor %}
{% endblock %}
\`\`\`

- \`{{ variable }}\` outputs a value; dots look up dictionary keys, attributes, methods without arguments and list indexes.
- \`{% tag %}\` runs logic: \`for\` (with \`empty\`), \`if\`/\`elif\`/\`else\`, \`url\`, \`with\`, \`csrf_token\`, \`include\`.
- \`|filter\` transforms values: \`date\`, \`default\`, \`length\`, \`lower\`, \`truncatewords\`, \`pluralize\`, \`linebreaks\`.

The template language is deliberately limited: no arbitrary Python. Complex logic belongs in views, model methods or custom template tags and filters.

## Inheritance

A base template defines the skeleton with named **blocks**; child templates \`extends\` it and override blocks:

\`\`\`django
{# templates/base.html #}
{% load static %}
<!doctype html>
<html lang="en">
<head>
  <title>{% block title %}My site{% endblock %}</title>
  <link rel="stylesheet" href="{% static 'css/site.css' %}">
</head>
<body>
  {% include "partials/nav.html" %}
  <main>{% block content %}{% endblock %}</main>
</body>
</html>
\`\`\`

\`{% extends %}\` must be the first tag in the child. \`{{ block.super }}\` includes the parent's content of a block. \`include\` inserts a partial template with the current context.

## Auto-escaping

Every variable is **HTML-escaped** by default, so a comment containing \`<script>\` renders as harmless text. This is Django's main defence against cross-site scripting. The \`safe\` filter and \`mark_safe()\` disable escaping; use them only for HTML you generated or sanitised yourself, never for user input.

## Static files

Static files are CSS, JavaScript and images that ship with your code. Put them in \`app/static/app/\` or a project \`static/\` directory, reference them with the \`{% static %}\` tag, and configure \`STATIC_URL\`. In production run \`python manage.py collectstatic\` to copy everything into \`STATIC_ROOT\`, served by a web server, a CDN or WhiteNoise. User-uploaded files are **media**, configured separately with \`MEDIA_ROOT\` and \`MEDIA_URL\`, and should never be trusted as code. Alternatives to the template language exist (Jinja2 is supported out of the box), and many projects combine server-rendered templates with htmx for interactivity without a single-page framework.`,
  overview: {
    whatYouWillLearn: [
      'Variables, dot lookups, tags and filters',
      'Where Django looks for templates and why they are namespaced',
      'Template inheritance with extends, block and block.super',
      'Reusing partials with include',
      'Auto-escaping, safe and mark_safe',
      'Static files, collectstatic and the difference from media files',
    ],
    proTip:
      'Enable the Django Debug Toolbar in development; its templates panel shows which templates rendered and with what context.',
  },
  mcqs: [
    {
      question: 'What does {{ post.title|lower }} do?',
      options: {
        A: 'Lower-cases it in the browser',
        B: 'Outputs the title converted to lower case letters',
        C: 'Sorts the posts by title in ascending order',
        D: 'Looks up a field called lower on the title',
      },
      correct: 'B',
      explanation:
        'The pipe applies the lower filter to the value on the server while rendering; a dot would look up an attribute.',
    },
    {
      question: 'Which tag must appear first in a template that inherits from base.html?',
      options: {
        A: '{% extends "base.html" %}',
        B: '{% include "base.html" %}',
        C: '{% load "base.html" %}',
        D: '{% block "base.html" %}',
      },
      correct: 'A',
      explanation:
        'extends must be the first template tag in a child template; include only inserts a partial.',
    },
    {
      question:
        'What is rendered when a user comment contains <script>alert(1)</script> and is output with {{ comment.text }}?',
      options: {
        A: "The script runs in every visitor's browser window",
        B: 'The tags are silently stripped, leaving alert(1)',
        C: 'Django raises an error about unsafe HTML in the value',
        D: 'It is escaped and displayed as plain characters',
      },
      correct: 'D',
      explanation:
        'Django auto-escapes every variable, so the markup is shown as harmless text; this is its main defence against XSS.',
    },
    {
      question: 'In a for loop, what does the {% empty %} clause do?',
      options: {
        A: 'Renders only when the variable is None or an empty value',
        B: 'Skips over every item that is an empty string or None',
        C: 'Renders its content when the loop has no items',
        D: 'Clears the list after the loop has finished running',
      },
      correct: 'C',
      explanation: 'for ... empty handles the no-items case without a separate if.',
    },
    {
      question: 'How do you include the parent block content when overriding a block?',
      options: {
        A: '{{ block.super }}',
        B: '{% parent %}',
        C: '{% super %}',
        D: '{{ parent.block }}',
      },
      correct: 'A',
      explanation: 'block.super renders the content the parent template defined for that block.',
    },
    {
      question: 'Which command gathers static files into STATIC_ROOT for production?',
      options: {
        A: 'python manage.py findstatic',
        B: 'python manage.py collectstatic',
        C: 'python manage.py migrate --static',
        D: 'python manage.py compilestatic',
      },
      correct: 'B',
      explanation:
        'collectstatic copies every app and project static file to STATIC_ROOT; findstatic only shows where a file is found.',
    },
    {
      question: 'Why is the template language deliberately limited?',
      options: {
        A: 'Templates compile to faster bytecode',
        B: 'It is required for templates to be cached',
        C: 'It lets templates run in the browser',
        D: 'It keeps logic in Python code, not in templates',
      },
      correct: 'D',
      explanation:
        'Logic in views, model methods or custom tags is easier to test and reuse, so templates allow no arbitrary Python.',
    },
    {
      question: 'What are media files in Django?',
      options: {
        A: 'Files that users upload, stored under MEDIA_ROOT',
        B: 'CSS and JavaScript that ship with the code',
        C: 'Images referenced with {% static %}',
        D: 'Videos served by a separate media server',
      },
      correct: 'A',
      explanation:
        'Media files are user uploads (MEDIA_ROOT, MEDIA_URL), kept separate from the static files that ship with the code.',
    },
    {
      question: "Where should an app's templates live so their names do not clash with other apps?",
      options: {
        A: 'templates/post_list.html in the app',
        B: "In the project's static/templates/blog/ folder",
        C: 'templates/blog/post_list.html in the app',
        D: 'In the same folder as views.py',
      },
      correct: 'C',
      explanation:
        "Namespacing templates under templates/<app>/ keeps blog/post_list.html distinct from another app's post_list.html.",
    },
    {
      question: 'What does {% include "partials/nav.html" %} do?',
      options: {
        A: 'Makes the page extend nav.html',
        B: 'Adds a link tag pointing at nav.html as a static file',
        C: 'Imports Python code from nav.html',
        D: 'Inserts nav.html, using the current context',
      },
      correct: 'D',
      explanation:
        'include renders the partial template with the current context and inserts it in place.',
    },
    {
      question:
        'What does {{ author.get_full_name|default:"Anonymous" }} show when the full name is empty?',
      options: {
        A: 'None',
        B: 'An empty string',
        C: 'Anonymous',
        D: 'get_full_name',
      },
      correct: 'C',
      explanation:
        'The default filter replaces a falsy value, such as an empty string, with its argument.',
    },
    {
      question: 'When is the safe filter appropriate?',
      options: {
        A: 'For any user comment, so that it keeps its formatting',
        B: 'Only for HTML you generated and trust yourself',
        C: 'Whenever the value contains a <script> tag inside it',
        D: 'On every variable, to make the pages render faster',
      },
      correct: 'B',
      explanation:
        'safe and mark_safe disable auto-escaping, so they are only for trusted HTML; user input marked safe opens the door to XSS.',
    },
  ],
  problems: [],
};
