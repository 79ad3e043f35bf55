import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, mcqQuestion, testView } from '../testing/test-view.factory';
import { McqTestPage } from './mcq-test-page';

function graded(correct: number) {
  const total = 2;
  const percent = Math.round((correct / total) * 100);
  return testView({
    status: 'completed',
    score: correct,
    completedAt: new Date().toISOString(),
    questions: [
      mcqQuestion({
        position: 0,
        userAnswer: 'B',
        review: { correctAnswer: 'B', explanation: 'Bravo is right.', isCorrect: true },
      }),
      mcqQuestion({
        position: 1,
        userAnswer: 'C',
        review: {
          correctAnswer: correct === 2 ? 'C' : 'D',
          explanation: 'Because of Delta.',
          isCorrect: correct === 2,
        },
      }),
    ],
    result: { kind: 'mcq', correct, wrong: total - correct, total, percent, passed: percent >= 60 },
  });
}

function setup(routes: Parameters<typeof fakeApi>[0], initialEntry = '/test/mcq?id=t1') {
  const api = fakeApi(routes);
  vi.spyOn(globalThis, 'fetch').mockImplementation(api.fetchMock);
  const user = userEvent.setup();
  renderRoute(<McqTestPage />, { path: '/test/mcq', initialEntry });
  return { user, calls: api.calls };
}

const saved = () => ({ saved: true, answeredAt: new Date().toISOString() });

describe('MCQ test page', () => {
  it('goes to /tests when opened without a test id', async () => {
    setup({}, '/test/mcq');
    expect(await screen.findByTestId('location')).toHaveTextContent('/tests');
  });

  it('keeps Next Question disabled until an option is chosen, saving each choice', async () => {
    const { user, calls } = setup({
      'GET /api/tests/t1': () => testView(),
      'PUT /api/tests/t1/answers/q1': saved,
    });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d+:\d{2}$/);
    const next = screen.getByRole('button', { name: /Next Question/ });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: /Bravo/ }));
    expect(next).toBeEnabled();
    expect(calls).toContainEqual({ key: 'PUT /api/tests/t1/answers/q1', body: { answer: 'B' } });

    await user.click(next);
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Test/ })).toBeDisabled();
  });

  it('submits the last answer and shows the result with a review', async () => {
    const { user, calls } = setup({
      'GET /api/tests/t1': () =>
        testView({
          questions: [mcqQuestion({ position: 0, userAnswer: 'B' }), mcqQuestion({ position: 1 })],
        }),
      'PUT /api/tests/t1/answers/q2': saved,
      'POST /api/tests/t1/submit': () => graded(2),
    });
    // A resumed test opens at its first unanswered question.
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Charlie/ }));
    await user.click(screen.getByRole('button', { name: /Submit Test/ }));

    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      key: 'POST /api/tests/t1/submit',
      body: { questionId: 'q2', answer: { answer: 'C' } },
    });
    expect(screen.getByText('2/2')).toBeInTheDocument();
    expect(screen.getByText('(100%)')).toBeInTheDocument();
    expect(screen.getByText('Bravo is right.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it("says 'Keep Trying!' below 60%", async () => {
    setup({ 'GET /api/tests/t1': () => graded(1) });
    expect(await screen.findByRole('heading', { name: 'Keep Trying!' })).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByText('(50%)')).toBeInTheDocument();
    expect(screen.getByText('Because of Delta.')).toBeInTheDocument();
  });

  it('says which bank topic served an inexact topic', async () => {
    setup({
      'GET /api/tests/t1': () =>
        testView({
          topic: 'py basics',
          bankTopic: { id: 'p', name: 'Python Basics', exact: false },
        }),
    });
    expect(
      await screen.findByText('No exact match for "py basics": questions come from Python Basics'),
    ).toBeInTheDocument();
  });

  it('submits by itself when the time is up', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const { calls } = setup({
      'GET /api/tests/t1': () =>
        testView({
          deadlineAt: past,
          questions: [mcqQuestion({ position: 0, userAnswer: 'B' }), mcqQuestion({ position: 1 })],
        }),
      'POST /api/tests/t1/submit': () => graded(1),
    });
    expect(await screen.findByRole('heading', { name: 'Keep Trying!' })).toBeInTheDocument();
    expect(calls.filter((c) => c.key === 'POST /api/tests/t1/submit')).toEqual([
      { key: 'POST /api/tests/t1/submit', body: {} },
    ]);
  });
});
