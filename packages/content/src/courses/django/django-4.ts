import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-4',
  order: 4,
  title: 'Models and Migrations',
  description: 'Define your data with Django models, fields and relationships, and evolve the schema safely with migrations.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define models with appropriate field types and options',
    'Model one-to-many, many-to-many and one-to-one relationships',
    'Create and apply migrations and read what they do',
    'Add constraints, indexes and model methods',
  ],
  lesson: `## Models

A **model** is a Python class that describes a database table. Each attribute is a **field** mapped to a column; Django adds an auto-incrementing \`id\` primary key unless you define one.

\`\`\`python
from django.conf import settings
from django.db import models
from django.urls import reverse

class Category(models.Model):
    name = models.CharField(max_length=50, unique=True)

    class Meta:
        verbose_name_plural = "categories"

    def __str__(self):
        return self.name


class Post(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PUBLISHED = "published", "Published"

    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=200)
    body = models.TextField()
    status = models.CharField(max_length=10, choices=Status, default=Status.DRAFT)
    published = models.DateTimeField(null=True, blank=True)
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="posts")
    category = models.ForeignKey(Category, on_delete=models.PROTECT)
    tags = models.ManyToManyField("Tag", blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-published"]
        constraints = [models.UniqueConstraint(fields=["slug", "published"], name="unique_slug_per_date")]
        indexes = [models.Index(fields=["status", "published"])]

    def get_absolute_url(self):
        return reverse("blog:post-detail", args=[self.published.year, self.slug])
\`\`\`

Common fields include \`CharField\` (requires \`max_length\`), \`TextField\`, \`IntegerField\`, \`DecimalField\` (use it for money, never floats), \`BooleanField\`, \`DateTimeField\`, \`EmailField\`, \`JSONField\` and \`FileField\`. \`null=True\` allows NULL in the database, while \`blank=True\` allows empty values in forms validation; for text fields prefer \`blank=True\` with an empty string over NULL. Django 5 added \`db_default\` for database-computed defaults and \`GeneratedField\` for columns computed by the database.

## Relationships

- \`ForeignKey\`: many-to-one (many posts, one author). \`on_delete\` decides what happens when the target is deleted: \`CASCADE\` deletes dependent rows, \`PROTECT\` refuses, \`SET_NULL\` clears the link.
- \`ManyToManyField\`: many-to-many through an automatic join table, or a custom one with \`through=\` when the link has its own data.
- \`OneToOneField\`: one-to-one, for example a profile extending a user.

\`related_name\` names the reverse accessor, so \`user.posts.all()\` lists a user's posts. Always reference the user model through \`settings.AUTH_USER_MODEL\`, and start new projects with a custom user model.

## Migrations

Migrations are versioned Python files that describe schema changes:

\`\`\`bash
python manage.py makemigrations blog   # generate from model changes
python manage.py sqlmigrate blog 0002  # show the SQL
python manage.py migrate               # apply
\`\`\`

Commit migrations with the code. Review them: renaming a field may be detected as drop plus add, which would lose data. For data transformations write a \`RunPython\` migration. On large tables, add columns as nullable or with a default and backfill in batches to avoid long locks.

## Model methods

Put business logic that concerns one row on the model (\`get_absolute_url\`, \`is_published\`), and logic about collections on a custom **manager** or QuerySet, covered next.`,
  overview: {
    whatYouWillLearn: [
      'Mapping classes to tables and fields to columns',
      'Choosing field types, choices and DecimalField for money',
      'The difference between null and blank',
      'ForeignKey, ManyToManyField, OneToOneField and on_delete',
      'Generating, inspecting and applying migrations',
      'Meta options: ordering, constraints and indexes',
    ],
    proTip: 'Create a custom user model (class User(AbstractUser)) at the very start of every project; switching later is painful.',
  },
  mcqs: [
    {
      question: 'Which field type should store prices?',
      options: { A: 'FloatField', B: 'CharField', C: 'DecimalField', D: 'IntegerField with a float default' },
      correct: 'C',
      explanation: 'DecimalField uses exact decimal arithmetic, floats introduce rounding errors.',
    },
    {
      question: 'What is the difference between null=True and blank=True?',
      options: { A: 'null affects the database column, blank affects form validation', B: 'They are identical', C: 'blank affects the database, null affects forms', D: 'null only works on text fields' },
      correct: 'A',
      explanation: 'null allows NULL in the database, blank lets forms accept empty input.',
    },
    {
      question: 'What does on_delete=models.PROTECT do on a ForeignKey?',
      options: { A: 'Deletes related rows too', B: 'Sets the foreign key to NULL', C: 'Hides the object in the admin', D: 'Prevents deleting the referenced object while rows point to it' },
      correct: 'D',
      explanation: 'PROTECT raises ProtectedError instead of deleting.',
    },
    {
      question: 'With related_name="posts" on Post.author, how do you get a user posts?',
      options: { A: 'Post.author(user)', B: 'user.posts.all()', C: 'user.post_set_all()', D: 'posts.filter(user)' },
      correct: 'B',
      explanation: 'related_name defines the reverse manager on the target model.',
    },
    {
      question: 'Which command generates migration files from model changes?',
      options: { A: 'python manage.py makemigrations', B: 'python manage.py migrate', C: 'python manage.py sqlflush', D: 'python manage.py inspectdb' },
      correct: 'A',
      explanation: 'makemigrations writes new migration files; migrate applies them.',
    },
    {
      question: 'How should a model reference the user model?',
      options: { A: 'Import django.contrib.auth.models.User directly everywhere', B: 'With a CharField storing the username', C: 'Through settings.AUTH_USER_MODEL', D: 'Through a JSONField' },
      correct: 'C',
      explanation: 'AUTH_USER_MODEL keeps code working with a custom user model.',
    },
    {
      question: 'When should a ManyToManyField use a custom through model?',
      options: { A: 'Always', B: 'Never, it is deprecated', C: 'Only for one-to-one relations', D: 'When the relationship itself has extra data, such as a date joined' },
      correct: 'D',
      explanation: 'A through model adds fields to the join table.',
    },
    {
      question: 'Why review generated migrations before committing them?',
      options: { A: 'A rename may be detected as a drop and add, losing data', B: 'Migrations never work without edits', C: 'Git rejects unreviewed files', D: 'To remove the dependencies list' },
      correct: 'A',
      explanation: 'makemigrations asks about renames, but mistakes can silently drop columns.',
    },
  ],
  problems: [],
};
