/** Kysely table types. JSON columns are TEXT, parsed with the shared zod schemas in repositories. */
import type { ColumnType } from 'kysely';

export interface ProfilesTable {
  user_id: string;
  email: string;
  display_name: string;
  bio: string;
  location: string;
  website: string;
  github: string;
  linkedin: string;
  company: string;
  role: string;
  skills: string; // JSON string[]
  /** Public profile address (migration 007); unique, NULL until assigned. */
  handle: string | null;
  /** IANA time zone (migration 007); NULL until set. */
  time_zone: string | null;
  /** 1: search engines may index the public profile (migration 007). */
  allow_indexing: number;
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  user_id: string;
  email_notifications: number;
  test_reminders: number;
  weekly_report: number;
  public_profile: number;
  show_email: number;
  theme: string;
  language: string;
  updated_at: string;
}

export interface TestsTable {
  id: string;
  user_id: string;
  title: string;
  type: string;
  topic: string;
  bank_topic: string | null;
  difficulty: string;
  total_questions: number;
  max_score: number;
  score: number;
  status: string;
  source: string;
  notice: string | null;
  /** The process grading it (pending_result) and until when, renewed while it grades (011). */
  grading_owner: string | null;
  grading_lease_until: string | null;
  created_at: string;
  started_at: string;
  deadline_at: string;
  completed_at: string | null;
  feedback: string | null; // JSON evaluation result once graded
  /** The topic the one-open-test rule counts under (migration 005); NULL on old rows. */
  topic_key: string | null;
}

export interface QuestionsTable {
  id: string;
  test_id: string;
  position: number;
  question: string;
  options: string; // JSON
  correct_answer: string;
  points: number;
  user_answer: string | null;
  answered_at: string | null;
  is_correct: number | null;
  explanation: string | null;
  payload: string; // JSON: the whole problem incl. hidden tests
}

export interface CourseProgressTable {
  user_id: string;
  course_id: string;
  current_chapter: number;
  completed_chapters: string; // JSON number[]
  chapter_scores: string; // JSON record
  status: string;
  enrolled_at: string;
  last_accessed_at: string;
  completed_at: string | null;
}

export interface ChapterAttemptsTable {
  id: string;
  user_id: string;
  course_id: string;
  chapter_id: string;
  chapter_order: number;
  test_type: string;
  payload: string; // JSON: questions with answers / problem with hidden tests
  answers: string | null; // JSON
  score: number | null;
  max_score: number;
  status: string;
  result: string | null; // JSON
  /** The process grading it (status grading) and until when, renewed while it grades (011). */
  grading_owner: string | null;
  grading_lease_until: string | null;
  created_at: string;
  completed_at: string | null;
}

interface SubmissionsTable {
  id: string;
  user_id: string;
  context: string; // 'test' | 'chapter'
  context_id: string;
  language: string;
  source: string;
  verdicts: string; // JSON
  passed: number;
  total: number;
  time_ms: number;
  created_at: string;
}

/** better-auth's user table (only what the app reads). */
interface UserTable {
  id: string;
  name: string;
  email: string;
}

/** Strict auth rate-limit counters (migration 004). */
interface RateLimitsTable {
  key: string;
  hits: number;
  /** Epoch milliseconds when the window ends (bigint: PostgreSQL returns it as a string). */
  reset_at: number | string;
}

/** Messages from the contact page (migration 006). */
export interface ContactMessagesTable {
  id: string;
  topic: string;
  name: string;
  email: string;
  company: string;
  message: string;
  created_at: string;
}

/** The review queue (migration 008): a copied MCQ and its FSRS state (ts-fsrs Card fields). */
export interface ReviewCardsTable {
  id: string;
  user_id: string;
  /** sha256 of the question and options: one card per question per learner. */
  content_key: string;
  reason: string; // 'mistake' | 'bookmark'
  source: string;
  question: string;
  options: string; // JSON { A, B, C, D }
  correct_answer: string;
  explanation: string;
  due: string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: string | null;
  created_at: string;
  updated_at: string;
}

/** Course certificates (migration 009); user_id NULL once revoked by account deletion. */
export interface CertificatesTable {
  serial: string;
  user_id: string | null;
  course_id: string;
  course_title: string;
  levels: number;
  completed_at: string;
  issued_at: string;
  revoked_at: string | null;
}

/** Mail to learners (migration 010): written before sending; one row per learner, kind and period. */
export interface MailOutboxTable {
  id: string;
  user_id: string;
  kind: string; // MailKind (modules/mail/mail-kinds.ts)
  period: string; // '2026-11-23' (a week's Monday), or the event's own key
  status: string; // 'pending' | 'sending' | 'sent' | 'skipped' | 'failed'
  payload: string; // JSON, parsed with the kind's schema
  attempts: number;
  next_attempt_at: string;
  claimed_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Leases (migration 010): the process holding an unexpired lease runs that job. */
interface MailLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** Per learner, kept by triggers on tests (migration 012): what the dashboard's stats count. */
interface TestCountersTable {
  user_id: string;
  total: number;
  completed: number;
  passed: number;
  pending: number;
  in_progress: number;
  expired: number;
  percent_sum: number;
  /** Moved by the triggers on every change the dashboard shows (migration 013); a bigint on PostgreSQL. */
  version: ColumnType<number | string, never, never>;
}

/** Per learner and title, kept by triggers on tests (migration 012): the finished test the dashboard lists. */
interface TestTitlesTable {
  user_id: string;
  title: string;
  test_id: string;
  expired: number;
  created_at: string;
}

export interface Database {
  user: UserTable;
  rate_limits: RateLimitsTable;
  profiles: ProfilesTable;
  settings: SettingsTable;
  tests: TestsTable;
  questions: QuestionsTable;
  course_progress: CourseProgressTable;
  chapter_attempts: ChapterAttemptsTable;
  submissions: SubmissionsTable;
  contact_messages: ContactMessagesTable;
  review_cards: ReviewCardsTable;
  certificates: CertificatesTable;
  mail_outbox: MailOutboxTable;
  mail_leases: MailLeasesTable;
  test_counters: TestCountersTable;
  test_titles: TestTitlesTable;
}
