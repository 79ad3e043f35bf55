import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AttemptView, ChapterDetail } from '@app/shared/courses.schemas';
import { allStarterCode } from '@app/shared/languages';
import type { CodingProblemView } from '@app/shared/tests.schemas';
import { renderRoute } from '../../../test/render';
import { fakeApi, makeCourse } from '../testing/fake-api';
import { ChapterPage } from './chapter-page';

// The real editor is CodeMirror; a textarea stands in for it here.
vi.mock('../../../components/code-editor/code-editor', () => ({
  CodeEditor: (props: {
    value: string;
    onChange: (v: string) => void;
    'aria-label': string;
    placeholder?: string;
  }) => (
    <textarea
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const PATH = '/course/:courseId/chapter/:chapterId';

function chapter(overrides: Partial<ChapterDetail> = {}): ChapterDetail {
  return {
    id: 'python-1',
    courseId: 'python',
    order: 1,
    title: 'Getting Started',
    description: 'Variables and types.',
    difficulty: 'Easy',
    testType: 'mcq',
    objectives: ['Run Python code'],
    testSize: { questions: 5, label: '5 questions' },
    lesson: '## Hello\n\nSome text.',
    overview: { whatYouWillLearn: ['Variables'], proTip: 'Practise.' },
    course: makeCourse(),
    ...overrides,
  };
}

const QUESTIONS = [1, 2, 3, 4, 5].map((n) => ({
  id: `q${n}`,
  question: `What is ${n} + ${n}?`,
  options: { A: `${2 * n}`, B: `${n}`, C: '0', D: `${3 * n}` },
}));

function mcqAttempt(overrides: Partial<AttemptView> = {}): AttemptView {
  return {
    id: 'att-1',
    courseId: 'python',
    chapterId: 'python-1',
    testType: 'mcq',
    maxScore: 50,
    status: 'in_progress',
    source: 'bank',
    notice: null,
    questions: QUESTIONS,
    problem: null,
    result: null,
    draft: null,
    ...overrides,
  };
}

/** A coding level's attempt: "Sum Two Numbers" in Python, its problem changed by `problem`. */
function codingAttempt(
  problem: Partial<CodingProblemView> = {},
  overrides: Partial<AttemptView> = {},
): AttemptView {
  return mcqAttempt({
    testType: 'coding',
    maxScore: 100,
    questions: [],
    problem: {
      title: 'Sum Two Numbers',
      description: 'Print a + b.',
      examples: [{ input: '1 2', output: '3', explanation: '' }],
      constraints: [],
      visibleTests: [{ input: '1 2', expectedOutput: '3' }],
      hiddenTestCount: 2,
      starterCode: allStarterCode(),
      defaultLanguage: 'python3',
      ...problem,
    },
    ...overrides,
  });
}

const ATTEMPTS = '/api/courses/python/chapters/python-1/attempts';

describe('ChapterPage, MCQ level', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enables Submit Test only once every question is answered, then shows the result', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/courses/python/chapters/python-1': chapter(),
      [`POST ${ATTEMPTS}`]: mcqAttempt(),
      [`PUT ${ATTEMPTS}/att-1/draft`]: { saved: true },
      [`POST ${ATTEMPTS}/att-1/submit`]: ({ body }: { body: unknown }) => ({
        body: mcqAttempt({
          status: 'completed',
          result: {
            score: 50,
            maxScore: 50,
            percent: 100,
            passed: true,
            feedback: null,
            review: QUESTIONS.map((q) => {
              const userAnswer = (body as { answers: Record<string, 'A'> }).answers[q.id] ?? null;
              return {
                id: q.id,
                correctAnswer: 'A' as const,
                explanation: 'Doubling.',
                userAnswer,
                isCorrect: userAnswer === 'A',
              };
            }),
            testResults: [],
            compileOutput: null,
            progressSaved: true,
          },
        }),
      }),
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-1' });

    expect(screen.getByText('Generating test with AI...')).toBeInTheDocument();
    expect(await screen.findByText('MCQ TEST')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level 1: Getting Started' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit Test' });
    expect(submit).toBeDisabled();
    for (const n of [1, 2, 3, 4]) {
      const group = screen.getByRole('group', { name: `Question ${n}: What is ${n} + ${n}?` });
      await user.click(within(group).getByRole('radio', { name: `A. ${2 * n}` }));
      expect(submit).toBeDisabled();
    }
    const last = screen.getByRole('group', { name: 'Question 5: What is 5 + 5?' });
    await user.click(within(last).getByRole('radio', { name: 'B. 5' }));
    await user.click(within(last).getByRole('radio', { name: 'A. 10' }));
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(
      screen.getByText('You passed this chapter! Continue to the next one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your Score 50 / 50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/course/python',
    );

    const submitCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/submit'));
    expect(JSON.parse(String(submitCall?.[1]?.body))).toEqual({
      answers: { q1: 'A', q2: 'A', q3: 'A', q4: 'A', q5: 'A' },
    });
  });

  it('a resumed attempt opens with its saved answers, and each choice is saved as a draft', async () => {
    const user = userEvent.setup();
    const drafts: unknown[] = [];
    fakeApi({
      'GET /api/courses/python/chapters/python-1': chapter(),
      [`POST ${ATTEMPTS}`]: mcqAttempt({ draft: { answers: { q1: 'B', q2: 'A' } } }),
      [`PUT ${ATTEMPTS}/att-1/draft`]: ({ body }: { body: unknown }) => {
        drafts.push(body);
        return { body: { saved: true } };
      },
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-1' });
    await screen.findByText('MCQ TEST');
    const first = screen.getByRole('group', { name: 'Question 1: What is 1 + 1?' });
    expect(within(first).getByRole('radio', { name: 'B. 1' })).toBeChecked();
    expect(screen.getByText('2 of 5 answered')).toBeInTheDocument();

    const third = screen.getByRole('group', { name: 'Question 3: What is 3 + 3?' });
    await user.click(within(third).getByRole('radio', { name: 'A. 6' }));
    await waitFor(() => expect(drafts).toEqual([{ answers: { q1: 'B', q2: 'A', q3: 'A' } }]));
  });

  it('Try Again starts a fresh attempt with cleared answers', async () => {
    const user = userEvent.setup();
    let started = 0;
    fakeApi({
      'GET /api/courses/python/chapters/python-1': chapter(),
      [`POST ${ATTEMPTS}`]: () => {
        started += 1;
        return { body: mcqAttempt({ id: `att-${started}` }) };
      },
      [`PUT ${ATTEMPTS}/att-1/draft`]: { saved: true },
      [`POST ${ATTEMPTS}/att-1/submit`]: {
        ...mcqAttempt({ status: 'completed' }),
        result: {
          score: 10,
          maxScore: 50,
          percent: 20,
          passed: false,
          feedback: null,
          review: [],
          testResults: [],
          compileOutput: null,
          progressSaved: false,
        },
      },
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-1' });
    await screen.findByText('MCQ TEST');
    for (const radio of screen.getAllByRole('radio', { name: /^C\. / })) await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Submit Test' }));

    expect(await screen.findByRole('heading', { name: 'Keep Practicing!' })).toBeInTheDocument();
    expect(
      screen.getByText('You need 60% to pass. Review the material and try again.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Warning: Your score may not have been saved. Please check your progress.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Course' })).toHaveAttribute(
      'href',
      '/course/python',
    );

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('MCQ TEST')).toBeInTheDocument();
    expect(started).toBe(2);
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Submit Test' })).toBeDisabled();
  });

  it('a locked level returns to its course page', async () => {
    fakeApi({
      'GET /api/courses/python/chapters/python-2': chapter({ id: 'python-2', order: 2 }),
      'POST /api/courses/python/chapters/python-2/attempts': () => ({
        status: 403,
        body: { error: { code: 'LEVEL_LOCKED', message: 'Complete previous level to unlock' } },
      }),
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-2' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/course/python'));
  });
});

describe('ChapterPage, coding level', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses whitespace-only code and keeps the code when grading fails', async () => {
    const user = userEvent.setup();
    const starter = { ...allStarterCode(), python3: '# py' };
    fakeApi({
      'GET /api/courses/python/chapters/python-1': chapter({ testType: 'coding' }),
      [`POST ${ATTEMPTS}`]: codingAttempt({
        constraints: ['0 <= a, b <= 10'],
        starterCode: starter,
      }),
      [`POST ${ATTEMPTS}/att-1/submit`]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'boom' } },
      }),
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-1' });
    expect(await screen.findByText('CODING CHALLENGE')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('python3');
    const editor = screen.getByRole('textbox', { name: 'Your Solution' });
    expect(editor).toHaveValue('# py');
    const submit = screen.getByRole('button', { name: 'Submit Solution' });

    await user.clear(editor);
    expect(editor).toHaveAttribute('placeholder', 'Write your code here...');
    expect(submit).toBeDisabled();
    await user.type(editor, '   ');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please write some code before submitting!',
    );

    await user.clear(editor);
    await user.type(editor, 'print(3)');
    await user.click(submit);
    expect(
      await screen.findByText('Failed to evaluate your code. Please try again.'),
    ).toBeInTheDocument();
    expect(editor).toHaveValue('print(3)');
  });

  it('a resumed attempt opens with its saved code, and edits are saved as a draft', async () => {
    const user = userEvent.setup();
    const drafts: unknown[] = [];
    fakeApi({
      'GET /api/courses/python/chapters/python-1': chapter({ testType: 'coding' }),
      [`POST ${ATTEMPTS}`]: codingAttempt(
        {},
        { draft: { language: 'python3', source: 'print(7)' } },
      ),
      [`PUT ${ATTEMPTS}/att-1/draft`]: ({ body }: { body: unknown }) => {
        drafts.push(body);
        return { body: { saved: true } };
      },
    });
    renderRoute(<ChapterPage />, { path: PATH, initialEntry: '/course/python/chapter/python-1' });
    const editor = await screen.findByRole('textbox', { name: 'Your Solution' });
    expect(editor).toHaveValue('print(7)');
    await user.type(editor, '8');
    await waitFor(() => expect(drafts).toEqual([{ language: 'python3', source: 'print(7)8' }]), {
      timeout: 3000,
    });
  });
});
