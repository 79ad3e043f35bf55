import { screen, within } from '@testing-library/react';
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

  it('moves focus to the new heading after Next Question and Previous, keyboard only', async () => {
    const { user } = setup({
      'GET /api/tests/t1': () => testView(),
      'PUT /api/tests/t1/answers/q1': saved,
    });
    await screen.findByText('Question 1 of 2');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    // Tab to the radio group, pick with the arrow keys, tab to Next Question and press Enter.
    await user.tab();
    expect(screen.getByRole('radio', { name: /Alpha/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Bravo/ })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: /Next Question/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Bravo/ })).toBeChecked();
  });

  it('lists every answer before Submit Test, marks the unanswered and jumps to any question', async () => {
    const { user } = setup({
      'GET /api/tests/t1': () =>
        testView({
          questions: [
            mcqQuestion({ position: 0, userAnswer: 'B' }),
            mcqQuestion({ position: 1 }),
            mcqQuestion({ position: 2 }),
          ],
        }),
      'PUT /api/tests/t1/answers/q2': saved,
      'PUT /api/tests/t1/answers/q3': saved,
    });
    await screen.findByText('Question 2 of 3');
    expect(screen.queryByRole('heading', { name: 'Review your answers' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Charlie/ }));
    await user.click(screen.getByRole('button', { name: /Next Question/ }));

    const review = screen.getByRole('region', { name: 'Review your answers' });
    const items = within(review).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Question 1Answer B',
      'Question 2Answer C',
      'Question 3Not answered',
    ]);
    expect(within(review).getByText(/1 not answered scores 0/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Test/ })).toBeDisabled();

    await user.click(items[0]!);
    expect(screen.getByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
    // Back to the review from any question once it has been seen.
    await user.click(screen.getByRole('button', { name: /Review Answers/ }));
    expect(screen.getByRole('heading', { name: 'Review your answers' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: /Delta/ }));
    const again = screen.getByRole('region', { name: 'Review your answers' });
    expect(within(again).getByText('Answer D')).toBeInTheDocument();
    expect(within(again).queryByText('Not answered')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Submit Test/ })).toBeEnabled();
  });

  it('renders code in questions and options as code, options staying named radios', async () => {
    setup({
      'GET /api/tests/t1': () =>
        testView({
          questions: [
            mcqQuestion({
              position: 0,
              question: 'What does `len(a)` return?\n\n```python\na = [1, 2]\nprint(len(a))\n```',
              options: { A: '`2`', B: '`__init__`', C: 'a * b * c', D: '<ul>' },
            }),
          ],
        }),
    });
    const inline = await screen.findByText('len(a)');
    expect(inline.tagName).toBe('CODE');
    const block = screen.getByText(/print\(len\(a\)\)/);
    expect(block.closest('pre')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'A. 2' })).toBeInTheDocument();
    expect(screen.getByText('__init__').tagName).toBe('CODE');
    // Not Markdown emphasis or HTML: shown as written.
    expect(screen.getByRole('radio', { name: 'C. a * b * c' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'D. <ul>' })).toBeInTheDocument();
  });

  it('a timed-out result says time ran out and counts unanswered apart from wrong', async () => {
    const deadline = new Date(Date.now() - 60_000).toISOString();
    setup({
      'GET /api/tests/t1': () =>
        testView({
          status: 'completed',
          score: 1,
          deadlineAt: deadline,
          completedAt: new Date(Date.parse(deadline) + 800).toISOString(),
          questions: [
            mcqQuestion({
              position: 0,
              userAnswer: 'B',
              review: { correctAnswer: 'B', explanation: '', isCorrect: true },
            }),
            mcqQuestion({
              position: 1,
              userAnswer: 'A',
              review: { correctAnswer: 'C', explanation: '', isCorrect: false },
            }),
            mcqQuestion({
              position: 2,
              userAnswer: null,
              review: { correctAnswer: 'D', explanation: '', isCorrect: false },
            }),
          ],
          result: { kind: 'mcq', correct: 1, wrong: 2, total: 3, percent: 33, passed: false },
        }),
    });
    expect(await screen.findByText('Time ran out.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('1 question was not answered');
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Correct')).toHaveTextContent('1');
    expect(tile('Wrong')).toHaveTextContent('1');
    expect(tile('Unanswered')).toHaveTextContent('1');
    expect(screen.getAllByRole('img', { name: 'Not answered' })).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: 'Wrong' })).toHaveLength(1);
  });

  it('a result submitted in time says nothing about the time', async () => {
    setup({ 'GET /api/tests/t1': () => graded(2) });
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.queryByText('Time ran out.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unanswered', { selector: 'dt' })).not.toBeInTheDocument();
  });
});
