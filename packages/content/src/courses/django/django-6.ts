import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'django-6',
  order: 6,
  title: 'The Django Admin',
  description:
    'Turn your models into a powerful back-office interface and customise lists, filters, forms and actions.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Register models and create a superuser',
    'Customise list pages with list_display, filters and search',
    'Edit related objects inline and tune edit forms',
    'Add custom actions and keep the admin secure and fast',
  ],
  lesson: `## A free back office

The **admin** is one of Django's signature features: it reads your models and generates a complete interface for creating, editing and deleting data. It is meant for trusted staff (editors, support, developers), not as the public face of your site.

\`\`\`bash
python manage.py createsuperuser
\`\`\`

Then visit \`/admin/\` and log in. Users need \`is_staff=True\` to log in and model permissions to see each model; superusers have every permission.

## Registering models

\`\`\`python
# blog/admin.py
from django.contrib import admin
from .models import Comment, Post

class CommentInline(admin.TabularInline):
    model = Comment
    extra = 0
    fields = ["author_name", "body", "approved"]

@admin.register(Post)
class PostAdmin(admin.ModelAdmin):
    list_display = ["title", "author", "status", "published", "comment_count"]
    list_filter = ["status", "category", "published"]
    search_fields = ["title", "body", "author__username"]
    prepopulated_fields = {"slug": ["title"]}
    date_hierarchy = "published"
    list_select_related = ["author"]
    autocomplete_fields = ["author"]
    readonly_fields = ["created"]
    inlines = [CommentInline]
    actions = ["publish"]

    @admin.display(description="Comments")
    def comment_count(self, obj):
        return obj.comments.count()

    @admin.action(description="Publish selected posts")
    def publish(self, request, queryset):
        updated = queryset.update(status="published")
        self.message_user(request, f"{updated} posts published.")
\`\`\`

## What each option does

- \`list_display\` chooses the columns of the change list, including methods decorated with \`@admin.display\`.
- \`list_filter\` adds a sidebar of filters; Django 5 can show **facet counts** next to each filter value.
- \`search_fields\` enables the search box, with lookups across relations using double underscores.
- \`prepopulated_fields\` fills the slug from the title as you type.
- \`inlines\` edit related objects (comments of a post) on the parent page; \`TabularInline\` is compact, \`StackedInline\` roomier.
- \`autocomplete_fields\` replaces huge drop-downs with a searchable widget (the related admin needs \`search_fields\`).
- \`fieldsets\`, \`fields\`, \`readonly_fields\` and \`exclude\` shape the edit form.
- **Actions** run on every selected row of the change list.

## Performance and safety

Each \`list_display\` method runs per row, so a \`count()\` like \`comment_count\` issues one query per row. For large tables, annotate the count in \`get_queryset\` instead, use \`list_select_related\` for foreign keys, and enable \`show_full_result_count = False\`. Override \`get_queryset\` to limit what staff users see, and \`has_delete_permission\` and friends for fine-grained rules.

Protect the admin like any privileged area: use a non-default URL prefix, strong passwords and two-factor authentication (for example with \`django-otp\`), HTTPS only, and never give \`is_superuser\` to accounts that do not need it. The admin logs every change in \`LogEntry\`, giving you an audit trail of who changed what. When your staff need complex workflows, build dedicated views instead of bending the admin too far.`,
  overview: {
    whatYouWillLearn: [
      'What the admin is for and who should use it',
      'Superusers, is_staff and model permissions',
      'ModelAdmin options for lists, filters and search',
      'Inlines, autocomplete and form layout options',
      'Custom admin actions and display methods',
      'Admin performance pitfalls and hardening',
    ],
    proTip:
      'Register every model in the admin from day one; even a bare registration makes debugging data issues dramatically faster.',
  },
  mcqs: [
    {
      question: 'Which flag must a user have to log into the Django admin?',
      options: {
        A: 'is_active',
        B: 'is_admin',
        C: 'is_staff',
        D: 'is_superuser',
      },
      correct: 'C',
      explanation:
        'Only active staff users can log into the admin, and model permissions decide what they see; is_superuser grants permissions but not the login.',
    },
    {
      question: 'Which ModelAdmin option chooses the columns shown in the change list?',
      options: {
        A: 'list_display',
        B: 'fieldsets',
        C: 'search_fields',
        D: 'list_filter',
      },
      correct: 'A',
      explanation:
        'list_display lists the fields and display methods shown as columns; list_filter adds the sidebar filters.',
    },
    {
      question: "How do you edit a post's comments on the post edit page?",
      options: {
        A: 'With list_filter on the post admin',
        B: 'With an inline class listed in inlines',
        C: 'With prepopulated_fields on the comment model',
        D: 'With a custom admin action on posts',
      },
      correct: 'B',
      explanation:
        'A TabularInline or StackedInline class listed in inlines edits related objects on the parent page.',
    },
    {
      question: 'A list_display method calls obj.comments.count(). What is the performance issue?',
      options: {
        A: 'It blocks other admins while the list loads',
        B: 'It turns off pagination for the change list',
        C: 'It runs only once, so the counts go stale',
        D: 'It issues one query per row of the list',
      },
      correct: 'D',
      explanation:
        'Display methods run per row, so annotate the count in get_queryset to avoid N+1 queries.',
    },
    {
      question: 'What do admin actions operate on?',
      options: {
        A: 'The QuerySet of rows selected in the change list',
        B: 'The object open in the edit form',
        C: 'Every row of the table, selected or not',
        D: 'The fields chosen in list_display',
      },
      correct: 'A',
      explanation: 'An action receives the request and the queryset of the selected objects.',
    },
    {
      question: 'What is required for autocomplete_fields = ["author"] to work?',
      options: {
        A: 'A JSONField on the related model',
        B: 'A custom change-form template',
        C: "search_fields on the related model's admin",
        D: "DEBUG = True for the admin's JavaScript",
      },
      correct: 'C',
      explanation:
        "The autocomplete widget searches through the related model's admin, which must define search_fields.",
    },
    {
      question: 'What does prepopulated_fields = {"slug": ["title"]} do?',
      options: {
        A: 'Makes slug unique for each title',
        B: 'Fills the slug from the title as the user types',
        C: 'Copies title into slug in the database on save',
        D: 'Hides the slug field',
      },
      correct: 'B',
      explanation:
        'Admin JavaScript slugifies the title into the slug field while typing; nothing happens on save.',
    },
    {
      question: 'Who should the Django admin primarily serve?',
      options: {
        A: 'Anonymous visitors',
        B: 'Search engines indexing the data',
        C: 'Customers managing their own accounts',
        D: 'Trusted staff, such as editors',
      },
      correct: 'D',
      explanation: 'The admin is a back office for trusted staff, not a public-facing interface.',
    },
    {
      question: 'What does search_fields = ["author__username"] search?',
      options: {
        A: "The username of each post's related author",
        B: 'A field literally named author__username on the post',
        C: 'Only posts whose author is the current user',
        D: "The author's full name and email address fields",
      },
      correct: 'A',
      explanation:
        "Double underscores follow relations, so the search box matches the related author's username.",
    },
    {
      question:
        'Which command creates an account that can log into the admin with every permission?',
      options: {
        A: 'python manage.py createuser --admin',
        B: 'python manage.py createsuperuser',
        C: 'django-admin startadmin',
        D: 'python manage.py adduser --staff',
      },
      correct: 'B',
      explanation: 'createsuperuser creates an active staff user with every permission.',
    },
    {
      question: 'How do you avoid one query per row for a foreign key shown in list_display?',
      options: {
        A: 'Set list_per_page to a smaller value',
        B: 'Add it to readonly_fields as well',
        C: 'Name it in list_select_related',
        D: 'Mark the method with @admin.display',
      },
      correct: 'C',
      explanation:
        'list_select_related joins the related table in the change-list query, so each row does not fetch its author separately.',
    },
    {
      question: 'Which is a recommended way to harden the admin?',
      options: {
        A: 'Give every staff account is_superuser',
        B: 'Serve it at the default /admin/ URL',
        C: 'Turn off its action log to save space',
        D: 'Require two-factor login, HTTPS only',
      },
      correct: 'D',
      explanation:
        'Two-factor authentication, HTTPS, a non-default URL and minimal superusers protect the admin like any privileged area.',
    },
  ],
  problems: [],
};
