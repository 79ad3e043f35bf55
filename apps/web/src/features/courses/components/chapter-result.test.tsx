import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '@app/shared/courses.schemas';
import { renderRoute } from '../../../test/render';
import { passedExample } from '../../../test/result-rows';
import { fakeApi } from '../testing/fake-api';
import { ChapterResult } from './chapter-result';

type Result = NonNullable<AttemptView['result']>;

const QUESTIONS = [1, 2, 3].map((n) => ({
  id: `q${n}`,
  question: `What does \`f(${n})\` return?`,
  options: { A: `\`${n}\``, B: 'two', C: 'three', D: 'four' },
}));

function attempt(result: Result): AttemptView {
  return {
    id: 'att-1',
    courseId: 'python',
    chapterId: 'python-1',
    testType: result.review.length > 0 ? 'mcq' : 'coding',
    maxScore: result.maxScore,
    status: 'completed',
    source: 'bank',
    notice: null,
    questions: result.review.length > 0 ? QUESTIONS : [],
    problem: null,
    result,
    draft: null,
  };
}

function show(result: Result, { lastLevel = false } = {}) {
  renderRoute(
    <ChapterResult
      attempt={attempt(result)}
      result={result}
      coursePath="/course/python"
      onTryAgain={() => {}}
      lastLevel={lastLevel}
    />,
    { path: '/course/python/chapter/python-1' },
  );
}

const base: Result = {
  score: 10,
  maxScore: 30,
  percent: 33,
  passed: false,
  feedback: null,
  review: [],
  testResults: [],
  compileOutput: null,
  progressSaved: true,
};

describe('ChapterResult', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passing the last level links to the new certificate; any other pass never asks for it', async () => {
    const id = 'abcdefghijklmnopqrst-uvwxyz23';
    const fetchMock = fakeApi({
      'GET /api/certificates/mine': [
        {
          id,
          courseId: 'python',
          courseTitle: 'Python Programming',
          levels: 3,
          completedAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    });
    show({ ...base, score: 30, percent: 100, passed: true }, { lastLevel: true });
    expect(await screen.findByRole('link', { name: 'View certificate' })).toHaveAttribute(
      'href',
      `/certificates/${id}`,
    );
    vi.unstubAllGlobals();

    const other = fakeApi({});
    show({ ...base, score: 30, percent: 100, passed: true });
    expect(await screen.findAllByRole('heading', { name: 'Congratulations!' })).toHaveLength(2);
    expect(other.mock.calls).toHaveLength(0);
    expect(fetchMock.mock.calls).toHaveLength(1);
  });

  it('reviews MCQ answers with the test result components: code as code, unanswered not wrong', () => {
    show({
      ...base,
      review: [
        { id: 'q1', correctAnswer: 'A', explanation: 'Use `f`.', userAnswer: 'A', isCorrect: true },
        { id: 'q2', correctAnswer: 'A', explanation: '', userAnswer: 'C', isCorrect: false },
        { id: 'q3', correctAnswer: 'A', explanation: '', userAnswer: null, isCorrect: false },
      ],
    });
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Correct')).toHaveTextContent('1');
    expect(tile('Wrong')).toHaveTextContent('1');
    expect(tile('Unanswered')).toHaveTextContent('1');
    expect(screen.getByRole('img', { name: 'Not answered' })).toBeInTheDocument();
    expect(screen.getByText('f(1)').tagName).toBe('CODE');
    const items = screen
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Question'));
    expect(within(items[1]!).getByText('Your answer')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Not answered')).toBeInTheDocument();
  });

  it("labels the level's feedback 'Feedback', not 'AI Feedback', and numbers hidden tests apart", () => {
    show({
      ...base,
      feedback: '2 of 3 tests passed.',
      testResults: [
        passedExample(3),
        { index: 1, hidden: true, verdict: 'Wrong Answer', passed: false },
        { index: 2, hidden: true, verdict: 'Accepted', passed: true },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.queryByText('AI Feedback')).not.toBeInTheDocument();
    // The practice tests' result list: hidden tests numbered among themselves.
    const hidden1 = screen.getByText('Hidden test 1').closest('li');
    const hidden2 = screen.getByText('Hidden test 2').closest('li');
    expect(hidden1).toHaveTextContent('Failed');
    expect(hidden2).toHaveTextContent('Passed');
    expect(screen.queryByText('Hidden test 3')).not.toBeInTheDocument();
  });
});
