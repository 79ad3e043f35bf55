/**
 * Delete my account and Export my data (issue 15, item 6). Deletion asks for the password, removes
 * every row of the learner in one transaction, ends every session (this process stops honouring
 * the cached copies at once: SessionCache.revoke) and says what it deleted.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DeleteAccountResult } from '@app/shared/account.schemas';
import { keyWithheld } from '@app/shared/constants';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../fastify';
import { AppError } from '../../lib/app-error';
import type { SessionCache } from '../auth/session-cache';
import { learnerResult } from '../courses/attempt-view';
import { passedTest } from '../tests/views';
import * as repo from './account.repository';

export interface AccountDeps {
  db: Kysely<Database>;
  verifyPassword: (data: { hash: string; password: string }) => Promise<boolean>;
  sessions: SessionCache;
}

const LABELS: Record<keyof repo.DeletedCounts, string> = {
  profile: 'Profile',
  settings: 'Settings',
  tests: 'Tests',
  questions: 'Test questions and your answers',
  submissions: 'Code submissions',
  courseProgress: 'Course progress',
  chapterAttempts: 'Level attempts',
  sessions: 'Sessions (signed out everywhere)',
  accounts: 'Sign-in methods (password, Google)',
  verifications: 'Password reset links',
  rateLimits: 'Sign-in attempt counters',
  contactMessages: 'Messages sent from the contact page',
  reviewCards: 'Review queue questions',
  certificates: 'Certificates (revoked: their pages now say they are not valid)',
  mailOutbox: 'Emails queued or sent to you',
  user: 'Account',
};

export async function deleteMyAccount(
  deps: AccountDeps,
  user: SessionUser,
  password: string,
): Promise<DeleteAccountResult> {
  const hash = await repo.credentialHash(deps.db, user.id);
  if (hash === null) {
    throw new AppError(
      'BAD_REQUEST',
      400,
      'This account has no password (it signs in with Google). Set one with "Forgot password?" on the login page, then delete the account here.',
    );
  }
  if (!(await deps.verifyPassword({ hash, password }))) {
    throw new AppError('FORBIDDEN', 403, 'That password is not correct. Nothing was deleted.', [
      { path: 'body.password', message: 'That password is not correct.' },
    ]);
  }
  const { counts, sessionTokens } = await repo.deleteAccount(deps.db, user);
  for (const token of sessionTokens) deps.sessions.revoke(token);
  const keys = Object.keys(LABELS) as Array<keyof repo.DeletedCounts>;
  return { deleted: keys.map((k) => ({ what: LABELS[k], count: counts[k] })) };
}

const json = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return z.unknown().parse(JSON.parse(text));
  } catch {
    return text;
  }
};
const iso = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

/**
 * Everything stored about the learner, as JSON. Never the password hash, session tokens, the
 * stored problems with hidden tests, or the answers of a test that is still open.
 */
export async function exportMyData(db: Kysely<Database>, userId: string) {
  const r = await repo.exportRows(db, userId);
  const certificates = await repo.exportCertificates(db, userId);
  const mail = await repo.exportMail(db, userId);
  const finished = new Set(r.tests.filter((t) => t.status === 'completed').map((t) => t.id));
  return {
    exportedAt: new Date().toISOString(),
    account: r.user ? { id: r.user.id, name: r.user.name, email: r.user.email } : null,
    signInMethods: r.accounts.map((a) => ({ provider: a.providerId, createdAt: iso(a.createdAt) })),
    sessions: r.sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    profile: r.profile
      ? {
          ...r.profile,
          skills: json(r.profile.skills),
          allow_indexing: r.profile.allow_indexing === 1,
        }
      : null,
    settings: r.settings,
    tests: r.tests.map((t) => ({
      id: t.id,
      title: t.title,
      type: t.type,
      topic: t.topic,
      difficulty: t.difficulty,
      status: t.status,
      score: t.score,
      maxScore: t.max_score,
      createdAt: t.created_at,
      completedAt: t.completed_at,
      feedback: finished.has(t.id) ? json(t.feedback) : null,
      questions: r.questions
        .filter((q) => q.test_id === t.id)
        .map((q) => ({
          position: q.position,
          question: q.question,
          options: q.options.startsWith('{') && t.type === 'mcq' ? json(q.options) : null,
          yourAnswer: json(q.user_answer) ?? null,
          isCorrect: q.is_correct === null ? null : q.is_correct === 1,
          // As the test's own view shows them: a wrong answer's key not while the test is failed.
          ...(finished.has(t.id) && !keyWithheld(passedTest(t), q.is_correct === 1)
            ? { correctAnswer: q.correct_answer, explanation: q.explanation }
            : { correctAnswer: null, explanation: null }),
        })),
    })),
    courseProgress: r.progress.map((p) => ({
      ...p,
      completed_chapters: json(p.completed_chapters),
      chapter_scores: json(p.chapter_scores),
    })),
    levelAttempts: r.attempts.map((a) => ({
      ...a,
      answers: json(a.answers),
      result: a.status === 'completed' ? learnerResult(a.result) : null,
    })),
    contactMessages: r.contactMessages,
    reviewQueue: r.reviewCards.map((c) => ({ ...c, options: json(c.options) })),
    certificates,
    // `content`, not `payload`: the export never names a column that holds hidden tests elsewhere.
    mail: mail.map(({ payload, ...m }) => ({ ...m, content: json(payload) })),
    submissions: r.submissions.map((s) => ({
      context: s.context,
      contextId: s.context_id,
      language: s.language,
      source: s.source,
      verdicts: json(s.verdicts),
      passed: s.passed,
      total: s.total,
      timeMs: s.time_ms,
      createdAt: s.created_at,
    })),
  };
}
