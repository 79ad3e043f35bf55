import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-8',
  order: 8,
  title: 'Class-Based and Generic Views',
  description:
    'Write less code with class-based views, generic list and edit views, mixins and method resolution.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain how class-based views dispatch requests by HTTP method',
    'Use ListView, DetailView, CreateView, UpdateView and DeleteView',
    'Customise generic views with attributes and hook methods',
    'Combine mixins for authentication and shared behaviour',
  ],
  lesson: `## From functions to classes

A **class-based view** (CBV) organises a view as a class. \`as_view()\` creates the callable used in \`urls.py\`; for each request Django instantiates the class and \`dispatch()\` calls the method named after the HTTP verb: \`get\`, \`post\`, \`put\` and so on. Unsupported methods automatically receive **405 Method Not Allowed**.

\`\`\`python
from django.views import View
from django.http import JsonResponse

class HealthView(View):
    def get(self, request):
        return JsonResponse({"status": "ok"})
\`\`\`

## Generic views

Django ships generic views for the most common patterns. They are configured with attributes and customised by overriding small **hook methods**:

\`\`\`python
from django.contrib.auth.mixins import LoginRequiredMixin, UserPassesTestMixin
from django.urls import reverse_lazy
from django.views.generic import CreateView, DeleteView, DetailView, ListView, UpdateView
from .models import Post

class PostListView(ListView):
    model = Post
    paginate_by = 20
    template_name = "blog/post_list.html"   # default would be blog/post_list.html anyway

    def get_queryset(self):
        qs = Post.objects.filter(status="published").select_related("author")
        if q := self.request.GET.get("q"):
            qs = qs.filter(title__icontains=q)
        return qs


class PostDetailView(DetailView):
    model = Post           # looks up by pk or slug from the URL


class PostCreateView(LoginRequiredMixin, CreateView):
    model = Post
    fields = ["title", "slug", "body", "category"]

    def form_valid(self, form):
        form.instance.author = self.request.user
        return super().form_valid(form)   # saves and redirects to get_absolute_url()


class PostUpdateView(LoginRequiredMixin, UserPassesTestMixin, UpdateView):
    model = Post
    fields = ["title", "body"]

    def test_func(self):
        return self.get_object().author == self.request.user


class PostDeleteView(LoginRequiredMixin, DeleteView):
    model = Post
    success_url = reverse_lazy("blog:post-list")
\`\`\`

\`\`\`python
path("posts/<int:pk>/edit/", PostUpdateView.as_view(), name="post-edit"),
\`\`\`

Key hooks: \`get_queryset()\` (which objects), \`get_object()\`, \`get_context_data()\` (extra template variables), \`form_valid()\` and \`form_invalid()\`, and \`get_success_url()\`. The list view puts \`object_list\` (and \`post_list\`) and pagination objects in the context; detail views provide \`object\` and \`post\`. Use \`reverse_lazy\` for class attributes, because URLs are not loaded yet when the class is defined.

## Mixins and the MRO

Behaviour is shared through **mixins**, small classes combined by multiple inheritance. Order matters: Python's method resolution order (MRO) calls them left to right, so access-control mixins like \`LoginRequiredMixin\` and \`PermissionRequiredMixin\` must come **before** the view class to run first.

## When to choose which

Generic views shine for standard CRUD pages: very little code, consistent behaviour, built-in pagination. Function views are explicit and easier to follow when logic is unusual. Both are first-class in Django; pick per view, and avoid deep custom inheritance hierarchies that make it hard to find which method actually runs. The website ccbv.co.uk documents every attribute and method of each generic view.

A practical rule: if you override more than two or three hooks of a generic view just to make it fit, a plain function view or a simple \`View\` subclass will probably be shorter and easier for the next developer to understand.`,
  overview: {
    whatYouWillLearn: [
      'as_view(), dispatch and per-method handlers',
      'The five main generic views and their default templates',
      'Hook methods: get_queryset, get_context_data, form_valid, get_success_url',
      'Why reverse_lazy is needed in class attributes',
      'Mixins such as LoginRequiredMixin and UserPassesTestMixin',
      'How the MRO decides mixin order',
    ],
    proTip:
      'Keep ccbv.co.uk open when working with generic views; it shows every method and where it is inherited from.',
  },
  mcqs: [
    {
      question: 'A View subclass defines only get(). What status does a POST to it receive?',
      options: {
        A: '404 Not Found',
        B: '500 Internal Server Error',
        C: '501 Not Implemented',
        D: '405 Method Not Allowed',
      },
      correct: 'D',
      explanation: 'dispatch() calls http_method_not_allowed for verbs without a handler method.',
    },
    {
      question: 'Which hook restricts the objects a ListView displays?',
      options: {
        A: 'get_queryset()',
        B: 'get_template_names()',
        C: 'get_context_data()',
        D: 'dispatch()',
      },
      correct: 'A',
      explanation:
        'get_queryset() returns the objects the view works with; get_context_data() only adds template variables.',
    },
    {
      question: 'In a CreateView, where do you set the author to the current user before saving?',
      options: {
        A: 'get_context_data()',
        B: 'form_valid()',
        C: 'get_success_url()',
        D: 'dispatch()',
      },
      correct: 'B',
      explanation:
        'form_valid() receives the validated form, so form.instance.author can be set before super().form_valid() saves it.',
    },
    {
      question: 'Why is LoginRequiredMixin placed before UpdateView in the class bases?',
      options: {
        A: 'Python requires mixins to be listed alphabetically',
        B: 'UpdateView cannot find its template',
        C: 'The MRO makes its access check run ahead of everything',
        D: 'Mixins listed last override those listed first',
      },
      correct: 'C',
      explanation:
        "The MRO goes left to right, so the mixin's dispatch() runs first and checks access before any view logic.",
    },
    {
      question: 'Why use reverse_lazy for success_url as a class attribute?',
      options: {
        A: 'URLconfs may not be loaded yet when this code is run',
        B: 'reverse cannot be imported inside views.py',
        C: 'It caches the URL so it is resolved once',
        D: 'It adds a trailing slash',
      },
      correct: 'A',
      explanation:
        'Class attributes are evaluated at import time, possibly before the URLconf is loaded, so reverse_lazy delays the lookup until the value is used.',
    },
    {
      question: 'What does setting paginate_by = 20 on a ListView do?',
      options: {
        A: 'Limits the table to 20 rows',
        B: 'Fetches 20 rows, then loads the rest by AJAX',
        C: 'Shows 20 random objects per request',
        D: 'Splits the list into pages of 20 in the context',
      },
      correct: 'D',
      explanation:
        'The context gains page_obj, paginator and is_paginated, and the page number comes from the query string.',
    },
    {
      question: 'Which mixin lets you allow editing only when the current user is the author?',
      options: {
        A: 'LoginRequiredMixin on its own, nothing more',
        B: 'UserPassesTestMixin with test_func',
        C: 'PermissionRequiredMixin with a model permission',
        D: 'SingleObjectMixin together with get_object',
      },
      correct: 'B',
      explanation:
        'test_func returns True to allow access, for example when get_object().author is the request user; model permissions apply to all objects alike.',
    },
    {
      question: 'How is a class-based view connected to a URL pattern?',
      options: {
        A: 'Pass the class object itself to path()',
        B: 'Pass MyView().get() straight to path()',
        C: 'Pass MyView.as_view() to path()',
        D: 'Pass MyView.dispatch itself to path()',
      },
      correct: 'C',
      explanation:
        'as_view() returns a function that creates a new instance of the class for each request.',
    },
    {
      question: 'Which hook adds extra variables to the template context?',
      options: {
        A: 'get_context_data()',
        B: 'get_queryset()',
        C: 'get_template_names()',
        D: 'form_valid()',
      },
      correct: 'A',
      explanation:
        'get_context_data() returns the context dict; call super() and add your own keys.',
    },
    {
      question: 'Which template does PostListView use when template_name is not set?',
      options: {
        A: 'blog/post.html',
        B: 'post_list.html',
        C: 'blog/post_list.html',
        D: 'templates/post_list_view.html',
      },
      correct: 'C',
      explanation:
        'Generic views default to <app>/<model>_<suffix>.html, so a ListView of blog.Post uses blog/post_list.html.',
    },
    {
      question: 'When does the lesson suggest a function view over a generic view?',
      options: {
        A: 'Whenever the page lists many objects and uses pagination',
        B: 'When you override several hooks just to make it fit',
        C: 'Whenever the view must only be seen by logged-in users',
        D: 'Only for views that render JSON responses, never HTML pages',
      },
      correct: 'B',
      explanation:
        'If a generic view needs more than two or three overridden hooks, a plain function or View subclass is usually shorter and clearer.',
    },
    {
      question: 'Where does a DeleteView redirect after deleting the object?',
      options: {
        A: "The object's own page",
        B: 'The referring page, from the Referer header',
        C: 'The list view, found automatically by name',
        D: 'The URL given in success_url',
      },
      correct: 'D',
      explanation:
        "DeleteView redirects to success_url (or get_success_url()); the object's own page no longer exists.",
    },
  ],
  problems: [],
};
