import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewAnswerResult, ReviewCard, ReviewDue } from '@app/shared/review.schemas';
import { jsonResponse, requestBody, requestUrl } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { ReviewPage } from './review-page';

const card = (over: Partial<ReviewCard> = {}): ReviewCard => ({
  id: 'c1',
  question: 'Which keyword declares a constant?',
  // Shuffled by the server: the positions (A-D) are not the keys.
  options: [
    { key: 'C', text: 'var' },
    { key: 'A', text: 'const' },
    { key: 'D', text: 'let' },
    { key: 'B', text: 'static' },
  ],
  source: 'JavaScript Fundamentals MCQ Test',
  reason: 'mistake',
  reps: 0,
  ...over,
});

function setup(
  due: ReviewDue,
  answers: Record<string, (body: { answer: string }) => ReviewAnswerResult>,
) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    const key = `${init?.method ?? 'GET'} ${url}`;
    const body = requestBody(init);
    calls.push({ key, body });
    if (key === 'GET /api/review/due') return jsonResponse(due);
    const match = /^POST \/api\/review\/cards\/([^/]+)\/answer$/.exec(key);
    const handler = match?.[1] ? answers[match[1]] : undefined;
    if (handler) return jsonResponse(handler(body as { answer: string }));
    throw new Error(`unexpected request ${key}`);
  });
  const user = userEvent.setup();
  renderRoute(<ReviewPage />, { path: '/review' });
  return { user, calls };
}

const result = (over: Partial<ReviewAnswerResult>): ReviewAnswerResult => ({
  correct: false,
  correctAnswer: 'A',
  explanation: '`const` makes a binding that cannot be reassigned.',
  nextDue: new Date(Date.now() + 86_400_000).toISOString(),
  intervalDays: 1,
  dueCount: 1,
  ...over,
});

describe('Review page', () => {
  it('answers one card at a time: checks on the server, then shows right or wrong and the explanation', async () => {
    const { user, calls } = setup(
      {
        cards: [
          card(),
          card({
            id: 'c2',
            question: 'What does `===` compare?',
            reason: 'bookmark',
            source: 'JavaScript: Basics',
          }),
        ],
        dueCount: 2,
      },
      {
        c1: () => result({ correct: false, correctAnswer: 'A', dueCount: 1 }),
        c2: () =>
          result({
            correct: true,
            correctAnswer: 'B',
            explanation: 'Value and type.',
            intervalDays: 3,
            dueCount: 0,
          }),
      },
    );
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByText(/Missed in JavaScript Fundamentals MCQ Test/)).toBeInTheDocument();
    // Nothing about the answer is on the page before answering.
    expect(screen.queryByText(/Explanation/)).not.toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();

    // The option shown first ("A." on screen) is the one keyed C: the key is what is sent.
    await user.click(screen.getByRole('radio', { name: /var/ }));
    await user.click(check);
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/review/cards/c1/answer')?.body).toEqual({
      answer: 'C',
    });
    expect(screen.getByText('Explanation')).toBeInTheDocument();
    expect(screen.getByText(/cannot be reassigned/)).toBeInTheDocument();
    expect(screen.getByText('You will see this question again tomorrow.')).toBeInTheDocument();
    const right = screen.getByRole('radio', { name: /const/ }).closest('label');
    expect(within(right as HTMLElement).getByText('Correct answer')).toBeInTheDocument();
    const chosen = screen.getByRole('radio', { name: /var/ }).closest('label');
    expect(within(chosen as HTMLElement).getByText('Your answer')).toBeInTheDocument();
    // Answered: the options are locked.
    expect(screen.getByRole('radio', { name: /let/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByText(/Saved from JavaScript: Basics/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /static/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    expect(screen.getByText('You will see this question again in 3 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Review done' })).toBeInTheDocument();
    expect(screen.getByText(/You answered 1 of 2 questions correctly/)).toBeInTheDocument();
  });

  it('says so when nothing is due, and links to the tests', async () => {
    setup({ cards: [], dueCount: 0 }, {});
    expect(
      await screen.findByRole('heading', { name: 'Nothing to review today' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a test' })).toHaveAttribute('href', '/tests');
  });
});
