import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-7',
  order: 7,
  title: 'Forms and Validation',
  description:
    'Collect and validate user input with Form and ModelForm classes, field and form-level cleaning, and CSRF protection.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define forms and ModelForms with fields and widgets',
    'Process forms with the GET/POST pattern and redirect after success',
    'Validate with clean_<field> and clean methods',
    'Protect forms with CSRF tokens and handle file uploads',
  ],
  lesson: `## Forms do three jobs

A Django form **renders** HTML inputs, **validates** submitted data and converts it to Python types in \`cleaned_data\`. Never trust \`request.POST\` directly.

\`\`\`python
# blog/forms.py
from django import forms
from .models import Post

class ContactForm(forms.Form):
    name = forms.CharField(max_length=100)
    email = forms.EmailField()
    message = forms.CharField(widget=forms.Textarea, min_length=20)

    def clean_email(self):
        email = self.cleaned_data["email"].lower()
        if email.endswith("@example.com"):
            raise forms.ValidationError("Please use a real address.")
        return email


class PostForm(forms.ModelForm):
    class Meta:
        model = Post
        fields = ["title", "slug", "body", "category", "tags"]

    def clean(self):
        data = super().clean()
        if data.get("title") and data.get("slug") and data["slug"] not in data["title"].lower().replace(" ", "-"):
            self.add_error("slug", "The slug should be derived from the title.")
        return data
\`\`\`

A **ModelForm** builds its fields from a model, including validation from field options (\`max_length\`, \`unique\`, choices), and \`form.save()\` creates or updates the instance. Always list \`fields\` explicitly: \`__all__\` risks exposing fields added later, such as \`is_admin\`.

## Validation order

\`form.is_valid()\` runs each field's own cleaning (type conversion and validators), then each \`clean_<fieldname>()\` method, then the form-wide \`clean()\` for rules involving several fields, and for ModelForms the model's validation including uniqueness. Errors appear in \`form.errors\`; raise \`ValidationError\` in field methods or call \`add_error\` in \`clean\`.

## The view pattern

\`\`\`python
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

@login_required
def post_create(request):
    if request.method == "POST":
        form = PostForm(request.POST, request.FILES)
        if form.is_valid():
            post = form.save(commit=False)
            post.author = request.user        # set fields not in the form
            post.save()
            form.save_m2m()                   # needed after commit=False
            return redirect(post)             # Post/Redirect/Get
    else:
        form = PostForm()
    return render(request, "blog/post_form.html", {"form": form})
\`\`\`

Redirecting after a successful POST prevents duplicate submissions when the user refreshes. On errors the same form instance is re-rendered with the submitted values and messages.

## Templates and CSRF

\`\`\`django
<form method="post" enctype="multipart/form-data">
  {% csrf_token %}
  {{ form }}
  <button type="submit">Save</button>
</form>
\`\`\`

\`{% csrf_token %}\` inserts a hidden token that \`CsrfViewMiddleware\` checks on every unsafe request, blocking cross-site request forgery. Rendering \`{{ form }}\` uses accessible default templates with labels, help text and errors (in Django 5, \`{{ form.email.as_field_group }}\` renders one field with all of that). File uploads need \`enctype="multipart/form-data"\` and \`request.FILES\`; validate size and type, and never serve uploads from the same origin as executable content. Formsets handle several copies of a form on one page.

## Where validation belongs

Forms are the right place for validation that concerns user input: formats, required fields, rules between fields. Rules that must hold no matter how data is saved (from the admin, a management command or an API) belong on the model too, in field options, \`clean()\` methods or database constraints, because those paths do not go through your form. Keeping both layers consistent gives users friendly messages and keeps the database correct even when someone bypasses the form.`,
  overview: {
    whatYouWillLearn: [
      'Rendering, validating and cleaning with Form classes',
      'ModelForm, explicit fields and form.save',
      'The order of field cleaning, clean_<field> and clean',
      'The POST, validate, redirect pattern',
      'commit=False and save_m2m',
      'CSRF tokens and file uploads',
    ],
    proTip:
      'Unit-test forms directly: PostForm(data={...}).is_valid() is fast and covers your validation rules without any HTTP.',
  },
  mcqs: [
    {
      question: 'Where does a validated form put converted values?',
      options: {
        A: 'request.POST',
        B: 'form.data',
        C: 'form.cleaned_data',
        D: 'form.validated_data',
      },
      correct: 'C',
      explanation:
        'cleaned_data holds the validated values converted to Python types; form.data is the raw input and validated_data belongs to Django REST framework serializers.',
    },
    {
      question: 'Which method validates a rule that involves two fields?',
      options: {
        A: 'clean()',
        B: 'clean_<field>()',
        C: 'save()',
        D: 'is_valid()',
      },
      correct: 'A',
      explanation:
        'The form-wide clean() runs after the field cleaning and sees all cleaned fields; clean_<field>() handles one field.',
    },
    {
      question: 'Why list fields explicitly in a ModelForm Meta instead of "__all__"?',
      options: {
        A: '__all__ is slower to build',
        B: 'Explicit lists render the form HTML faster',
        C: '__all__ is no longer supported by ModelForm',
        D: 'New sensitive model fields could become editable',
      },
      correct: 'D',
      explanation:
        'With __all__ every field added to the model later becomes editable, which allows mass assignment of fields you never meant to expose.',
    },
    {
      question: 'Why redirect after a successful POST?',
      options: {
        A: "To clear the server's template cache",
        B: 'To prevent a duplicate submission on refresh',
        C: 'Because HTML forms require it when method is post',
        D: 'To send the CSRF token back to the browser',
      },
      correct: 'B',
      explanation:
        'Post/Redirect/Get makes a refresh repeat a harmless GET instead of resubmitting the form.',
    },
    {
      question:
        'After form.save(commit=False) on a ModelForm with a many-to-many field, what must you call after saving the instance?',
      options: {
        A: 'form.save_m2m()',
        B: 'form.clean()',
        C: 'instance.refresh_from_db()',
        D: 'Nothing; it is saved already',
      },
      correct: 'A',
      explanation:
        'Many-to-many data can only be saved once the instance exists, so commit=False defers it to save_m2m().',
    },
    {
      question: 'What does {% csrf_token %} protect against?',
      options: {
        A: 'SQL injection',
        B: 'Brute-force logins',
        C: 'Cross-site request forgery',
        D: 'Cross-site scripting (XSS)',
      },
      correct: 'C',
      explanation:
        'The hidden token, checked by CsrfViewMiddleware, proves the form was served by your site; auto-escaping is what protects against XSS.',
    },
    {
      question: 'What is needed to upload a file through a form?',
      options: {
        A: 'method="get" together with a FileField on the model',
        B: 'A csrf_exempt decorator plus a FileField on the model',
        C: 'enctype="application/json" and request.body in the view',
        D: 'A multipart enctype, and request.FILES in the view',
      },
      correct: 'D',
      explanation:
        'Files are sent only with enctype="multipart/form-data" and arrive in request.FILES, which the view passes to the form.',
    },
    {
      question: 'In which order does is_valid() run cleaning?',
      options: {
        A: 'clean(), then clean_<field>(), then field validators',
        B: 'Field validators, then clean_<field>(), then clean()',
        C: 'Only clean_<field>(), unless clean() is defined',
        D: 'Model validation first, then field cleaning',
      },
      correct: 'B',
      explanation:
        "Each field's own cleaning runs first, then clean_<field>(), then the form-wide clean(), and for ModelForms the model validation.",
    },
    {
      question: 'What does form.save(commit=False) return?',
      options: {
        A: 'An unsaved model instance you can still change',
        B: 'The saved instance, including its many-to-many data',
        C: 'A plain dict holding all of the cleaned field values',
        D: 'None, until save() is called again without arguments',
      },
      correct: 'A',
      explanation:
        'commit=False builds the instance without saving it, so the view can set fields such as author before calling save().',
    },
    {
      question:
        'Where should a rule that must hold however data is saved (admin, command, API) live?',
      options: {
        A: "In the form's clean() method, and only there",
        B: "In the template, right next to the form's input field",
        C: 'On the model too, as constraints or clean()',
        D: 'Only in the view function that handles the POST',
      },
      correct: 'C',
      explanation:
        'Forms validate user input, but rules that must always hold belong on the model as well (field options, constraints, clean()).',
    },
    {
      question: "In the lesson's view, what happens when is_valid() returns False?",
      options: {
        A: 'The view redirects back to an empty form',
        B: 'Django raises a ValidationError that shows a 500 page',
        C: 'The errors are logged and the POST is retried',
        D: 'The same form is re-rendered with values and errors',
      },
      correct: 'D',
      explanation:
        'The view falls through to render() with the bound form, which shows the submitted values and the error messages.',
    },
    {
      question: 'What does a ModelForm generate for you?',
      options: {
        A: 'The view and the URL pattern to edit that model',
        B: "Fields and their validation from the model's fields",
        C: 'The database table and its migration',
        D: 'A read-only HTML table of all rows',
      },
      correct: 'B',
      explanation:
        'A ModelForm derives its fields and validation (max_length, unique, choices) from the model, and form.save() creates or updates the instance.',
    },
  ],
  problems: [],
};
