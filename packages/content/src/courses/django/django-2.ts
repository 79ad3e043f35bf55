import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-2',
  order: 2,
  title: 'URLs and Views',
  description:
    'Map URLs to views with path converters, include app URLconfs, reverse URLs by name and return responses.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Write urlpatterns with path() and path converters',
    'Split routes per app with include() and namespaces',
    'Reverse URLs by name in code and templates',
    'Return HTML, JSON, redirects and 404s from function views',
  ],
  lesson: `## URLconfs

The root \`urls.py\` lists \`urlpatterns\`, and each app usually has its own file included under a prefix:

\`\`\`python
# config/urls.py
from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("blog/", include("blog.urls")),
]

# blog/urls.py
from django.urls import path
from . import views

app_name = "blog"
urlpatterns = [
    path("", views.post_list, name="post-list"),
    path("<int:year>/", views.year_archive, name="year-archive"),
    path("<int:year>/<slug:slug>/", views.post_detail, name="post-detail"),
]
\`\`\`

Patterns have no leading slash. Django tries them **in order** and calls the first view whose pattern matches the entire path. Angle brackets capture parts of the URL and pass them to the view as keyword arguments, converted by a **path converter**:

- \`str\` (the default for \`<name>\`): any non-empty text without \`/\`;
- \`int\`: digits, passed as a Python \`int\` (so \`007\` becomes \`7\`);
- \`slug\`: letters, digits, hyphens and underscores;
- \`uuid\`: a formatted UUID;
- \`path\`: any non-empty text **including** \`/\`.

For anything else, write a custom converter class or use \`re_path\` with a regular expression.

## Views

\`\`\`python
from django.http import JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from .models import Post

def post_detail(request, year, slug):
    post = get_object_or_404(Post, published__year=year, slug=slug)
    return render(request, "blog/post_detail.html", {"post": post})

def api_post(request, pk):
    post = get_object_or_404(Post, pk=pk)
    return JsonResponse({"id": post.pk, "title": post.title})

def old_link(request):
    return redirect("blog:post-list")
\`\`\`

\`render\` fills a template with a context, \`get_object_or_404\` turns a missing row into a 404 response, and \`redirect\` accepts a URL name. Restrict methods with decorators such as \`@require_POST\`.

## Reversing URLs

Never hard-code paths. Name every pattern and reverse it, so URLs can change in one place:

\`\`\`python
from django.urls import reverse
reverse("blog:post-detail", kwargs={"year": 2026, "slug": "hello"})  # '/blog/2026/hello/'
\`\`\`

In templates use \`{% url 'blog:post-detail' post.year post.slug %}\`. The \`app_name\` creates a **namespace** so two apps can both have a pattern called \`detail\`.

## Trailing slashes

Django's convention is URLs ending in \`/\`. With \`APPEND_SLASH = True\` (the default) and \`CommonMiddleware\` enabled, a request for \`/blog/about\` that matches nothing, but would match as \`/blog/about/\`, receives a **301 redirect** to the slashed URL. Note that the redirect cannot preserve POST data, so forms must post to the slashed URL directly. In the exercise you implement converter matching, first-match resolution and this redirect.

A good habit is to keep URL patterns short, readable and stable: they are part of your public interface, appear in bookmarks and search results, and changing them later requires redirects from the old addresses.`,
  overview: {
    whatYouWillLearn: [
      'urlpatterns, path() and first-match resolution',
      'The built-in path converters and what each accepts',
      'include(), app_name and namespaced URL names',
      'Function views returning render, JsonResponse and redirect',
      'reverse() and the url template tag',
      'APPEND_SLASH redirects and their limitations',
    ],
    proTip:
      'Run python manage.py show_urls (from django-extensions) or inspect django.urls.get_resolver() to list every route the project really serves.',
  },
  mcqs: [],
  problems: [
    {
      id: 'django-url-resolver',
      title: 'URL Resolver with Converters',
      description: `Resolve request paths against Django-style URL patterns.

**Input:** a line with n, then n lines \`PATTERN NAME\`. Patterns start with \`/\` (for readability) and may contain \`<conv:name>\` or \`<name>\` (meaning \`str\`). Converters: \`str\` = one or more characters other than \`/\`; \`int\` = one or more digits; \`slug\` = one or more letters, digits, \`-\` or \`_\`; \`path\` = one or more of any characters. Then a line with m and m request paths.

**Resolution:** the first pattern (in order) that matches the **entire** path wins. Print \`NAME\` followed by \` key=value\` for each captured value in pattern order; \`int\` values are printed as integers without leading zeros. If nothing matches, the path does not end with \`/\`, and the path with a \`/\` appended would match, print \`301 PATH/\` (APPEND_SLASH). Otherwise print \`404\`.`,
      examples: [
        {
          input:
            '4\n/ home\n/articles/<int:year>/ article-year\n/articles/<int:year>/<slug:slug>/ article-detail\n/users/<str:username>/ user-profile\n5\n/\n/articles/2024/\n/articles/2024/hello-world/\n/users/ada.lovelace/\n/articles/abc/\n',
          output:
            'home\narticle-year year=2024\narticle-detail year=2024 slug=hello-world\nuser-profile username=ada.lovelace\n404',
          explanation: 'abc is not an int, and no other pattern matches.',
        },
        {
          input:
            '2\n/about/ about\n/files/<path:rest> files\n3\n/about\n/files/docs/2024/report.pdf\n/contact\n',
          output: '301 /about/\nfiles rest=docs/2024/report.pdf\n404',
          explanation: '/about would match with a trailing slash; path captures slashes.',
        },
      ],
      constraints: [
        '0 <= n, m <= 1000',
        'Paths start with / and contain no spaces or query strings',
        'Patterns and paths are at most 100 characters long; a pattern has at most 3 converters',
      ],
      testCases: [
        {
          input:
            '4\n/ home\n/articles/<int:year>/ article-year\n/articles/<int:year>/<slug:slug>/ article-detail\n/users/<str:username>/ user-profile\n5\n/\n/articles/2024/\n/articles/2024/hello-world/\n/users/ada.lovelace/\n/articles/abc/\n',
          expectedOutput:
            'home\narticle-year year=2024\narticle-detail year=2024 slug=hello-world\nuser-profile username=ada.lovelace\n404',
          hidden: false,
        },
        {
          input:
            '2\n/about/ about\n/files/<path:rest> files\n3\n/about\n/files/docs/2024/report.pdf\n/contact\n',
          expectedOutput: '301 /about/\nfiles rest=docs/2024/report.pdf\n404',
          hidden: false,
        },
        {
          input:
            '2\n/items/<int:id>/ item\n/items/<slug:code>/ item-code\n3\n/items/007/\n/items/new-item/\n/items/42x/\n',
          expectedOutput: 'item id=7\nitem-code code=new-item\nitem-code code=42x',
          hidden: true,
        },
        {
          input: '1\n/tag/<name>/ tag\n2\n/tag/python/\n/tag//\n',
          expectedOutput: 'tag name=python\n404',
          hidden: true,
        },
        { input: '0\n1\n/\n', expectedOutput: '404', hidden: true },
        {
          input: '1\n/blog/<slug:slug>/ post\n2\n/blog/my.post/\n/blog/my-post\n',
          expectedOutput: '404\n301 /blog/my-post/',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import re
import sys

CONV = {'str': '[^/]+', 'int': '[0-9]+', 'slug': '[-a-zA-Z0-9_]+', 'path': '.+'}


def compile_pattern(p):
    regex = ''
    names = []
    i = 0
    while i < len(p):
        j = p.find('<', i)
        if j == -1:
            regex += re.escape(p[i:])
            break
        k = p.find('>', j)
        regex += re.escape(p[i:j])
        inner = p[j + 1:k]
        conv, name = inner.split(':') if ':' in inner else ('str', inner)
        regex += '(' + CONV[conv] + ')'
        names.append((name, conv))
        i = k + 1
    return re.compile(regex), names


def resolve(path, patterns):
    for rx, names, view in patterns:
        m = rx.fullmatch(path)
        if m:
            parts = [view]
            for (name, conv), val in zip(names, m.groups()):
                parts.append('%s=%s' % (name, int(val) if conv == 'int' else val))
            return ' '.join(parts)
    return None


lines = sys.stdin.read().splitlines()
n = int(lines[0])
patterns = []
for i in range(1, n + 1):
    pat, view = lines[i].split()
    rx, names = compile_pattern(pat)
    patterns.append((rx, names, view))
m = int(lines[n + 1])
for j in range(m):
    path = lines[n + 2 + j].strip()
    res = resolve(path, patterns)
    if res is None:
        if not path.endswith('/') and resolve(path + '/', patterns) is not None:
            res = '301 ' + path + '/'
        else:
            res = '404'
    print(res)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
words = ['articles', 'users', 'blog', 'files', 'api', 'v1', 'tag', 'items', 'about']
convs = ['int', 'slug', 'str', 'path', '']
def segment_value(conv):
    return {'int': random.choice(['2024', '007', '0', '42']), 'slug': random.choice(['hello-world', 'a_b', 'x1']),
            'str': random.choice(['ada.lovelace', 'x', 'a-b']), 'path': random.choice(['docs/2024/r.pdf', 'a', 'a/b']),
            '': random.choice(['python', 'c++', 'x'])}[conv]
pats = []
print(n)
for i in range(n):
    segs = []
    k = 0
    for _ in range(random.randint(0, 3)):
        if random.random() < 0.5 and k < 3:
            c = random.choice(convs)
            segs.append('<%s%s>' % (c + ':' if c else '', 'p%d' % k))
            k += 1
        else:
            segs.append(random.choice(words))
    pat = '/' + '/'.join(segs) + ('/' if segs and random.random() < 0.8 else '')
    pats.append(pat)
    print(pat, 'view-%d' % i)
print(m)
for _ in range(m):
    if pats and random.random() < 0.8:
        pat = random.choice(pats)
        out = ''
        i = 0
        while i < len(pat):
            if pat[i] == '<':
                j = pat.index('>', i)
                inner = pat[i + 1:j]
                out += segment_value(inner.split(':')[0] if ':' in inner else '')
                i = j + 1
            else:
                out += pat[i]
                i += 1
        r = random.random()
        if r < 0.25 and out.endswith('/') and len(out) > 1:
            out = out[:-1]
        elif r < 0.35:
            out += random.choice(['x', '/', '.', '-'])
        print(out)
    else:
        print('/' + '/'.join(random.choice(words + ['12', 'a.b']) for _ in range(random.randint(0, 3))))
`,
        tests: [
          { args: '1000 1000 mixed', label: 'n = 1,000 patterns, m = 1,000 paths' },
          { args: '30 1000 mixed', label: '30 patterns, 1,000 paths' },
          { args: '1000 0 mixed', label: 'no paths' },
          { args: '0 200 mixed', label: 'no patterns' },
          { args: '1 1 mixed', label: 'one pattern, one path' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 1000, 'n out of range'
for line in lines[1:n + 1]:
    pat, view = line.split(' ')
    assert pat.startswith('/') and len(pat) <= 100 and view, 'bad pattern line'
    convs = re.findall(r'<([^<>]*)>', pat)
    assert len(convs) <= 3, 'more than 3 converters'
    assert re.sub(r'<[^<>]*>', '', pat).count('<') == 0 and '>' not in re.sub(r'<[^<>]*>', '', pat), 'unbalanced converter'
    for c in convs:
        assert re.fullmatch(r'((str|int|slug|path):)?[A-Za-z_][A-Za-z0-9_]*', c), 'bad converter ' + c
m = int(lines[n + 1])
assert 0 <= m <= 1000 and len(lines) == n + 2 + m, 'm out of range'
for path in lines[n + 2:]:
    assert path.startswith('/') and len(path) <= 100 and ' ' not in path and '?' not in path, 'bad path'
`,
        wrongSolutions: [
          {
            name: 'int-keeps-zeros',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints int values exactly as written, so 007 stays 007 instead of 7',
            source: `import re
import sys
CONV = {'str': '[^/]+', 'int': '[0-9]+', 'slug': '[-a-zA-Z0-9_]+', 'path': '.+'}
def compile_pattern(p):
    names = []
    def repl(m):
        inner = m.group(1)
        conv, name = inner.split(':') if ':' in inner else ('str', inner)
        names.append(name)
        return '(' + CONV[conv] + ')'
    parts = re.split(r'(<[^>]*>)', p)
    rx = ''.join(repl(re.match(r'<([^>]*)>', s)) if s.startswith('<') else re.escape(s) for s in parts)
    return re.compile(rx), names
def resolve(path, patterns):
    for rx, names, view in patterns:
        m = rx.fullmatch(path)
        if m:
            return ' '.join([view] + ['%s=%s' % (nm, v) for nm, v in zip(names, m.groups())])
    return None
lines = sys.stdin.read().splitlines()
n = int(lines[0])
patterns = []
for i in range(1, n + 1):
    pat, view = lines[i].split()
    rx, names = compile_pattern(pat)
    patterns.append((rx, names, view))
m = int(lines[n + 1])
for j in range(m):
    path = lines[n + 2 + j].strip()
    res = resolve(path, patterns)
    if res is None:
        res = '301 ' + path + '/' if not path.endswith('/') and resolve(path + '/', patterns) is not None else '404'
    print(res)
`,
          },
          {
            name: 'no-append-slash',
            language: 'python3',
            mustFail: 'WA',
            why: 'Answers 404 for a path that only lacks its trailing slash instead of redirecting with 301',
            source: `import re
import sys
CONV = {'str': '[^/]+', 'int': '[0-9]+', 'slug': '[-a-zA-Z0-9_]+', 'path': '.+'}
def compile_pattern(p):
    names = []
    def repl(m):
        inner = m.group(1)
        conv, name = inner.split(':') if ':' in inner else ('str', inner)
        names.append((name, conv))
        return '(' + CONV[conv] + ')'
    parts = re.split(r'(<[^>]*>)', p)
    rx = ''.join(repl(re.match(r'<([^>]*)>', s)) if s.startswith('<') else re.escape(s) for s in parts)
    return re.compile(rx), names
lines = sys.stdin.read().splitlines()
n = int(lines[0])
patterns = []
for i in range(1, n + 1):
    pat, view = lines[i].split()
    rx, names = compile_pattern(pat)
    patterns.append((rx, names, view))
m = int(lines[n + 1])
for j in range(m):
    path = lines[n + 2 + j].strip()
    res = '404'
    for rx, names, view in patterns:
        mt = rx.fullmatch(path)
        if mt:
            res = ' '.join([view] + ['%s=%s' % (nm, int(v) if c == 'int' else v) for (nm, c), v in zip(names, mt.groups())])
            break
    print(res)
`,
          },
        ],
      },
    },
  ],
};
