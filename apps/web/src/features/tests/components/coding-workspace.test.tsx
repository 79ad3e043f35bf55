import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allStarterCode } from '@app/shared/languages';
import type { TestView } from '@app/shared/tests.schemas';
import { jsonResponse, requestUrl } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { CodingWorkspace } from './coding-workspace';
import { PseudocodeWorkspace } from './pseudocode-workspace';

// CodeMirror does not run in jsdom: a textarea stands in for it.
vi.mock('../../../components/code-editor/code-editor', () => ({
  CodeEditor: (props: { value: string; onChange: (v: string) => void; 'aria-label': string }) => (
    <textarea
      aria-label={props['aria-label']}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

type Question = TestView['questions'][number];

/** An in-progress practice test an hour from its deadline, holding one question. */
function practiceTest(question: Question): TestView {
  const now = Date.now();
  return {
    id: 't1',
    title: 'Sum Two Numbers',
    type: question.kind,
    topic: 'arrays',
    bankTopic: null,
    difficulty: 'easy',
    status: 'in_progress',
    source: 'bank',
    notice: null,
    totalQuestions: 1,
    maxScore: 100,
    score: 0,
    createdAt: new Date(now).toISOString(),
    deadlineAt: new Date(now + 3_600_000).toISOString(),
    completedAt: null,
    serverNow: new Date(now).toISOString(),
    questions: [question],
    result: null,
  };
}

const CODING: Extract<Question, { kind: 'coding' }> = {
  id: 'q1',
  position: 1,
  kind: 'coding',
  problem: {
    title: 'Sum Two Numbers',
    description: 'Print a + b.',
    examples: [{ input: '1 2', output: '3', explanation: '' }],
    constraints: ['0 <= a, b <= 10'],
    visibleTests: [{ input: '1 2', expectedOutput: '3' }],
    hiddenTestCount: 2,
    starterCode: { ...allStarterCode(), python3: '# py', javascript: '// js' },
    defaultLanguage: 'python3',
  },
  userAnswer: null,
};

const PSEUDOCODE: Extract<Question, { kind: 'pseudocode' }> = {
  id: 'q1',
  position: 1,
  kind: 'pseudocode',
  problem: {
    title: 'Find the largest',
    description: 'Describe how to find the largest number.',
    requirements: ['Handle an empty list'],
    examples: [{ scenario: '[3, 9, 2]', expectedApproach: 'Keep the largest so far.' }],
    evaluationCriteria: ['Correctness'],
  },
  userAnswer: null,
};

/** fetch stand-in: records every request; a submit fails with a 500. */
function fakeServer() {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input);
      const method = init?.method ?? 'GET';
      requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url.endsWith('/submit'))
        return jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500);
      if (method === 'PUT')
        return jsonResponse({ saved: true, answeredAt: new Date().toISOString() });
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'none' } }, 404);
    }),
  );
  return requests;
}

describe('CodingWorkspace', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the CODING badge and refuses empty code with the alert, sending nothing', async () => {
    const user = userEvent.setup();
    const requests = fakeServer();
    renderRoute(<CodingWorkspace test={practiceTest(CODING)} question={CODING} receivedAt={0} />, {
      path: '/',
    });
    expect(screen.getByText('CODING')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sum Two Numbers' })).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Your Solution' });
    expect(editor).toHaveValue('# py');

    await user.clear(editor);
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Please write some code before submitting!');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/submit'))).toEqual([]);
  });

  it('asks before an edited answer is replaced by another language, and autosaves the change', async () => {
    const user = userEvent.setup();
    const requests = fakeServer();
    renderRoute(<CodingWorkspace test={practiceTest(CODING)} question={CODING} receivedAt={0} />, {
      path: '/',
    });
    const editor = screen.getByRole('textbox', { name: 'Your Solution' });
    const language = screen.getByRole('combobox', { name: 'Language' });
    await user.type(editor, '!');

    await user.selectOptions(language, 'javascript');
    const ask = screen.getByRole('alertdialog', { name: 'Switch to JavaScript?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(editor).toHaveValue('# py!');
    expect(language).toHaveValue('python3');

    await user.selectOptions(language, 'javascript');
    await user.click(screen.getByRole('button', { name: 'Switch language' }));
    expect(editor).toHaveValue('// js');
    expect(language).toHaveValue('javascript');
    await waitFor(
      () =>
        expect(requests.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({
          language: 'javascript',
          source: '// js',
        }),
      { timeout: 3000 },
    );
  });

  it('submits after the graded-once question and shows the evaluation failure', async () => {
    const user = userEvent.setup();
    const requests = fakeServer();
    renderRoute(<CodingWorkspace test={practiceTest(CODING)} question={CODING} receivedAt={0} />, {
      path: '/',
    });
    await user.type(screen.getByRole('textbox', { name: 'Your Solution' }), '\nprint(3)');
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Submit for grading?' })).getByRole('button', {
        name: 'Submit',
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Notice' })).toHaveTextContent(
      'Failed to evaluate code. Please try again.',
    );
    expect(requests.filter((r) => r.url.endsWith('/api/tests/t1/submit'))).toEqual([
      {
        method: 'POST',
        url: '/api/tests/t1/submit',
        body: { questionId: 'q1', answer: { language: 'python3', source: '# py\nprint(3)' } },
      },
    ]);
  });
});

describe('PseudocodeWorkspace', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the PSEUDOCODE badge and refuses an empty answer with its own alert', async () => {
    const user = userEvent.setup();
    fakeServer();
    renderRoute(
      <PseudocodeWorkspace test={practiceTest(PSEUDOCODE)} question={PSEUDOCODE} receivedAt={0} />,
      { path: '/' },
    );
    expect(screen.getByText('PSEUDOCODE')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Find the largest' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Please write your pseudocode solution before submitting.',
    );
  });
});
