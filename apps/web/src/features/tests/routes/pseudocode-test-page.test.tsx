import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, testView } from '../testing/test-view.factory';
import { PseudocodeTestPage } from './pseudocode-test-page';

const pseudocodeTest = () =>
  testView({
    title: 'Sorting - Pseudocode Test',
    type: 'pseudocode',
    maxScore: 100,
    totalQuestions: 1,
    questions: [
      {
        id: 'p1',
        position: 0,
        kind: 'pseudocode',
        userAnswer: null,
        problem: {
          title: 'Find the largest number',
          description: 'Describe how to find the largest number in a list.',
          requirements: ['Handle an empty list', 'Use a single pass'],
          examples: [{ scenario: '[3, 9, 2]', expectedApproach: 'Track the largest so far' }],
          evaluationCriteria: ['Correctness', 'Edge cases'],
        },
      },
    ],
  });

describe('Pseudocode test page', () => {
  it('refuses a blank answer with the spec alert and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/tests/t1': pseudocodeTest });
    vi.spyOn(globalThis, 'fetch').mockImplementation(api.fetchMock);
    const user = userEvent.setup();
    renderRoute(<PseudocodeTestPage />, {
      path: '/test/pseudocode',
      initialEntry: '/test/pseudocode?id=t1',
    });

    expect(await screen.findByText('PSEUDOCODE')).toBeInTheDocument();
    expect(screen.getByText('Handle an empty list')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Write Your Pseudocode'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Please write your pseudocode solution before submitting.',
    );
    expect(api.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });

  it("shows 'Great Logic!' with the rubric's checks once graded", async () => {
    const api = fakeApi({
      'GET /api/tests/t1': pseudocodeTest,
      'POST /api/tests/t1/submit': () => ({
        ...pseudocodeTest(),
        status: 'completed',
        score: 80,
        result: {
          kind: 'pseudocode',
          score: 80,
          passed: true,
          logicCorrect: true,
          edgeCasesHandled: false,
          clarityScore: 7,
          feedback: 'Clear steps.',
          strengths: ['Single pass'],
          improvements: ['Mention the empty list'],
        },
      }),
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(api.fetchMock);
    const user = userEvent.setup();
    renderRoute(<PseudocodeTestPage />, {
      path: '/test/pseudocode',
      initialEntry: '/test/pseudocode?id=t1',
    });

    await user.type(await screen.findByLabelText('Write Your Pseudocode'), 'SET max TO first');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { name: 'Great Logic!' })).toBeInTheDocument();
    expect(screen.getByText('Score: 80/100')).toBeInTheDocument();
    expect(screen.getByText('7/10')).toBeInTheDocument();
    expect(screen.getByText('Mention the empty list')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      key: 'POST /api/tests/t1/submit',
      body: { questionId: 'p1', answer: { text: 'SET max TO first' } },
    });
  });
});
