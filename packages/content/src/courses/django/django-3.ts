import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-3',
  order: 3,
  title: 'Templates and Static Files',
  description: 'Render HTML with the Django Template Language: variables, tags, filters, inheritance and static assets.',
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
    proTip: 'Enable the Django Debug Toolbar in development; its templates panel shows which templates rendered and with what context.',
  },
  mcqs: [
    {
      question: 'What does {{ post.title|lower }} do?',
      options: { A: 'Calls a Python function named lower on the server', B: 'Outputs the title converted to lower case', C: 'Sorts posts by title', D: 'Creates a block named lower' },
      correct: 'B',
      explanation: 'The pipe applies the lower filter to the variable value.',
    },
    {
      question: 'Which tag must appear first in a template that inherits from base.html?',
      options: { A: '{% extends "base.html" %}', B: '{% include "base.html" %}', C: '{% load base %}', D: '{% block base %}' },
      correct: 'A',
      explanation: 'extends must be the first template tag in a child template.',
    },
    {
      question: 'What is rendered when a user comment contains <script>alert(1)</script> and is output with {{ comment.text }}?',
      options: { A: 'The script runs', B: 'Nothing', C: 'An error page', D: 'The text is escaped and shown literally' },
      correct: 'D',
      explanation: 'Django auto-escapes variables by default.',
    },
    {
      question: 'In a for loop, what does the {% empty %} clause do?',
      options: { A: 'Clears the list', B: 'Skips empty strings', C: 'Renders its content when the iterable is empty', D: 'Ends the loop early' },
      correct: 'C',
      explanation: 'for ... empty handles the no-items case without a separate if.',
    },
    {
      question: 'How do you include the parent block content when overriding a block?',
      options: { A: '{{ block.super }}', B: '{% parent %}', C: '{% super %}', D: '{{ base.block }}' },
      correct: 'A',
      explanation: 'block.super renders the content the parent template defined for that block.',
    },
    {
      question: 'Which command gathers static files into STATIC_ROOT for production?',
      options: { A: 'python manage.py migrate', B: 'python manage.py collectstatic', C: 'python manage.py runserver --static', D: 'python manage.py makemigrations' },
      correct: 'B',
      explanation: 'collectstatic copies every app and project static file to one place.',
    },
    {
      question: 'Why is the template language deliberately limited?',
      options: { A: 'To make templates faster than Python', B: 'Because of a licensing restriction', C: 'To support older browsers', D: 'To keep business logic in Python code instead of templates' },
      correct: 'D',
      explanation: 'Logic in views and models is easier to test and reuse.',
    },
    {
      question: 'What are media files in Django?',
      options: { A: 'Files uploaded by users, configured with MEDIA_ROOT', B: 'Compiled CSS', C: 'Template partials', D: 'Database backups' },
      correct: 'A',
      explanation: 'Media files are user uploads and are kept separate from static files.',
    },
  ],
  problems: [],
};
