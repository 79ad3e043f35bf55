import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-4',
  order: 4,
  title: 'Models and Migrations',
  description:
    'Define your data with Django models, fields and relationships, and evolve the schema safely with migrations.',
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
    proTip:
      'Create a custom user model (class User(AbstractUser)) at the very start of every project; switching later is painful.',
  },
  mcqs: [
    {
      question: 'Which field type should store prices?',
      options: {
        A: 'FloatField',
        B: 'CharField',
        C: 'DecimalField',
        D: 'FloatField(decimal_places=2)',
      },
      correct: 'C',
      explanation:
        'DecimalField uses exact decimal arithmetic; floats introduce rounding errors, and FloatField has no decimal_places option.',
    },
    {
      question: 'What is the difference between null=True and blank=True?',
      options: {
        A: 'null concerns the column; blank concerns validation',
        B: 'They are two names for the same option',
        C: 'blank concerns the column; null concerns validation',
        D: 'null applies only to text fields, blank to all others',
      },
      correct: 'A',
      explanation:
        'null=True allows NULL in the database column, while blank=True lets forms and validation accept an empty value.',
    },
    {
      question: 'What does on_delete=models.PROTECT do on a ForeignKey?',
      options: {
        A: 'Deletes every related row along with the object itself',
        B: 'Sets the foreign key of each related row to NULL',
        C: 'Marks the object inactive instead of deleting it',
        D: 'Refuses the delete while rows still point to it',
      },
      correct: 'D',
      explanation:
        'PROTECT raises ProtectedError instead of deleting a referenced object; CASCADE deletes dependants and SET_NULL clears the link.',
    },
    {
      question: 'With related_name="posts" on Post.author, how do you get a user\'s posts?',
      options: {
        A: 'user.posts',
        B: 'user.posts.all()',
        C: 'user.post_set.all()',
        D: 'Post.posts.filter(user)',
      },
      correct: 'B',
      explanation:
        'related_name names the reverse manager, and all() returns its QuerySet; post_set is the default name only when no related_name is given.',
    },
    {
      question: 'Which command generates migration files from model changes?',
      options: {
        A: 'python manage.py makemigrations',
        B: 'python manage.py migrate',
        C: 'python manage.py sqlmigrate',
        D: 'python manage.py showmigrations',
      },
      correct: 'A',
      explanation:
        'makemigrations writes new migration files; migrate applies them and showmigrations lists their state.',
    },
    {
      question: 'How should a model reference the user model?',
      options: {
        A: 'Import django.contrib.auth.models.User directly',
        B: "A CharField that stores the user's username",
        C: 'A ForeignKey to settings.AUTH_USER_MODEL',
        D: 'A OneToOneField to the auth Group model instead',
      },
      correct: 'C',
      explanation:
        'AUTH_USER_MODEL keeps the code working with a custom user model, which new projects should start with.',
    },
    {
      question: 'When should a ManyToManyField use a custom through model?',
      options: {
        A: 'Whenever the models live in different apps',
        B: 'When the relation must be one-to-one',
        C: 'When you need to query the relation in reverse',
        D: 'When the link itself has data, such as a join date',
      },
      correct: 'D',
      explanation:
        'A through model adds fields to the join table; reverse queries work with the automatic table too.',
    },
    {
      question: 'Why review generated migrations before committing them?',
      options: {
        A: 'A rename may be detected as drop and add, losing data',
        B: 'Generated migrations never run without manual edits',
        C: 'Migrations must list every SQL statement by hand',
        D: 'Git refuses unreviewed migrations',
      },
      correct: 'A',
      explanation:
        "makemigrations can mistake a rename for a removed and an added field, which would silently drop the column's data.",
    },
    {
      question: 'Which field does Django add automatically if a model defines no primary key?',
      options: {
        A: 'A uuid field holding a random UUID',
        B: 'An auto-incrementing id field',
        C: 'A slug from __str__',
        D: 'No field; a primary key is required',
      },
      correct: 'B',
      explanation:
        'Django adds an auto-incrementing id primary key unless you declare one yourself.',
    },
    {
      question:
        'With on_delete=models.CASCADE on Post.author, what happens when an author is deleted?',
      options: {
        A: 'Refuses to delete the author while any posts exist',
        B: "Sets author to NULL on every one of the author's posts",
        C: "Deletes the author's posts along with the author",
        D: 'Keeps the posts, still pointing at the deleted author id',
      },
      correct: 'C',
      explanation:
        'CASCADE deletes the dependent rows; PROTECT refuses and SET_NULL clears the link.',
    },
    {
      question: 'What does class Meta: ordering = ["-published"] do?',
      options: {
        A: 'Sorts posts oldest first in every query',
        B: 'Adds a database index on published',
        C: 'Sorts posts only in the admin list',
        D: 'Sorts query results newest first by default',
      },
      correct: 'D',
      explanation:
        'Meta.ordering is the default order of querysets, and the minus sign means descending, so the newest posts come first.',
    },
    {
      question:
        'How should you change data (not the schema) during a migration, such as filling a new column?',
      options: {
        A: 'Edit the rows by hand in the admin',
        B: 'Write a RunPython data migration',
        C: 'Run makemigrations with --data',
        D: "Change the model's default and rerun migrate",
      },
      correct: 'B',
      explanation:
        'A RunPython migration transforms data as a versioned, repeatable step that runs everywhere the schema change runs.',
    },
  ],
  problems: [],
};
