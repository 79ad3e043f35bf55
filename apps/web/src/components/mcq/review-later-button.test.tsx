import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestUrl } from '../../test/fake-fetch';
import { renderRoute } from '../../test/render';
import { McqReviewList, type McqReviewItem } from './mcq-review';

/** Question 7 (2 + 2, answer B) as the result page lists it, changed by `overrides`. */
function reviewItem(overrides: Partial<McqReviewItem> = {}): McqReviewItem {
  return {
    id: 'q7',
    question: 'What is 2 + 2?',
    options: { A: '3', B: '4', C: '5', D: '22' },
    userAnswer: 'B',
    correctAnswer: 'B',
    explanation: null,
    isCorrect: true,
    ...overrides,
  };
}

describe('Review later on a result page', () => {
  it('adds the question once, names it in the request, and then says it is in the review', async () => {
    const calls: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = requestUrl(input);
      if (`${init?.method} ${url}` !== 'POST /api/review/cards')
        throw new Error(`unexpected ${url}`);
      calls.push(JSON.parse(String(init?.body)));
      return jsonResponse({ id: 'card-1', created: true }, 201);
    });
    const user = userEvent.setup();
    renderRoute(
      <McqReviewList
        items={[reviewItem({ userAnswer: 'A', isCorrect: false, explanation: 'Arithmetic.' })]}
        reviewLater={(questionId) => ({ source: 'test', testId: 't1', questionId })}
      />,
      { path: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'Review question 1 later' }));
    const done = await screen.findByRole('button', { name: 'In your review for question 1' });
    expect(done).toBeDisabled();
    expect(done).toHaveTextContent('In your review');
    expect(calls).toEqual([{ source: 'test', testId: 't1', questionId: 'q7' }]);
  });

  it('shows no button where the list is not given a way to add', () => {
    renderRoute(<McqReviewList items={[reviewItem()]} />, { path: '/' });
    expect(screen.queryByRole('button', { name: /later/ })).not.toBeInTheDocument();
  });

  it('a missed question of a failed test: no key, a note why, and nothing to add to the review', () => {
    renderRoute(
      <McqReviewList
        items={[
          reviewItem({ userAnswer: 'C', correctAnswer: null, explanation: null, isCorrect: false }),
        ]}
        reviewLater={(questionId) => ({ source: 'test', testId: 't1', questionId })}
      />,
      { path: '/' },
    );
    expect(screen.getByRole('img', { name: 'Wrong' })).toBeInTheDocument();
    expect(screen.getByText('Your answer')).toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The right answer is shown once you pass. Review the material and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /later/ })).not.toBeInTheDocument();
  });
});
