import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('email', 'varchar(320)', (c) => c.notNull())
    .addColumn('display_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('github', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('linkedin', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('skills', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('test_reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('weekly_report', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('public_profile', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('theme', 'varchar(10)', (c) => c.notNull().defaultTo('light'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull().defaultTo('en'))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
