import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-7',
  order: 7,
  title: 'Forms and Validation',
  description: 'Collect and validate user input with Form and ModelForm classes, field and form-level cleaning, and CSRF protection.',
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
    proTip: 'Unit-test forms directly: PostForm(data={...}).is_valid() is fast and covers your validation rules without any HTTP.',
  },
  mcqs: [
    {
      question: 'Where does a validated form put converted values?',
      options: { A: 'request.POST', B: 'form.data', C: 'form.cleaned_data', D: 'form.initial' },
      correct: 'C',
      explanation: 'cleaned_data contains the validated, converted Python values.',
    },
    {
      question: 'Which method validates a rule that involves two fields?',
      options: { A: 'clean()', B: 'clean_<field>()', C: 'save()', D: '__init__()' },
      correct: 'A',
      explanation: 'The form-wide clean method sees all cleaned fields.',
    },
    {
      question: 'Why list fields explicitly in a ModelForm Meta instead of "__all__"?',
      options: { A: '__all__ is slower', B: 'Explicit fields render faster', C: '__all__ is not supported', D: 'New sensitive model fields could otherwise become editable' },
      correct: 'D',
      explanation: 'Explicit lists prevent mass-assignment of fields you never meant to expose.',
    },
    {
      question: 'Why redirect after a successful POST?',
      options: { A: 'To clear the cache', B: 'To prevent duplicate submissions on refresh', C: 'It is required by HTML', D: 'To log the user out' },
      correct: 'B',
      explanation: 'Post/Redirect/Get makes a refresh repeat a harmless GET.',
    },
    {
      question: 'After form.save(commit=False) on a ModelForm with a many-to-many field, what must you call after saving the instance?',
      options: { A: 'form.save_m2m()', B: 'form.clean()', C: 'instance.refresh()', D: 'Nothing' },
      correct: 'A',
      explanation: 'Many-to-many data can only be saved once the instance exists.',
    },
    {
      question: 'What does {% csrf_token %} protect against?',
      options: { A: 'SQL injection', B: 'Brute-force logins', C: 'Cross-site request forgery', D: 'Clickjacking' },
      correct: 'C',
      explanation: 'The token proves the form was served by your site.',
    },
    {
      question: 'What does a form need to upload files?',
      options: { A: 'method="get"', B: 'A JSONField', C: 'A csrf_exempt decorator', D: 'enctype="multipart/form-data" and passing request.FILES' },
      correct: 'D',
      explanation: 'Files are sent as multipart data and arrive in request.FILES.',
    },
    {
      question: 'In which order does is_valid() run cleaning?',
      options: { A: 'clean(), then field validators', B: 'Field cleaning and validators, then clean_<field>(), then clean()', C: 'Only clean_<field>()', D: 'Model validation first, then fields' },
      correct: 'B',
      explanation: 'Field-level cleaning happens before form-wide cleaning.',
    },
  ],
  problems: [],
};
