import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeEditorProps } from '../code-editor/code-editor';
import { ProblemWorkspace, type ProblemWorkspaceProps } from './problem-workspace';
import { jsonResponse, requestUrl } from '../../test/fake-fetch';

// CodeMirror does not run in jsdom: a textarea stands in and shows the marked lines.
vi.mock('../code-editor/code-editor', () => ({
  CodeEditor: (props: CodeEditorProps) => (
    <div>
      <textarea
        aria-label={props['aria-label']}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        data-wrap={props.lineWrap ? 'on' : 'off'}
      />
      <output data-testid="marked-lines">
        {(props.diagnostics ?? []).map((d) => d.line).join(',')}
      </output>
    </div>
  ),
}));

type RunBody = { language: string; source: string; stdin: string };
type RunAnswer = {
  compile: { ok: boolean; output: string };
  run: { verdict: string; stdout: string; stderr: string; timeMs: number; memoryKb: number };
};

const ok = (stdout: string, extra: Partial<RunAnswer['run']> = {}): RunAnswer => ({
  compile: { ok: true, output: '' },
  run: { verdict: 'Accepted', stdout, stderr: '', timeMs: 12, memoryKb: 2048, ...extra },
});

/** fetch stand-in for /api/run (and /api/meta); each call can be answered by the test later. */
function fakeRun(answer: (body: RunBody) => RunAnswer | Promise<RunAnswer>) {
  const bodies: RunBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = requestUrl(input);
      if (url.endsWith('/api/meta'))
        return jsonResponse({ error: { code: 'NOT_FOUND', message: 'none' } }, 404);
      const body = JSON.parse(String(init?.body)) as RunBody;
      bodies.push(body);
      return jsonResponse(await answer(body));
    }),
  );
  return bodies;
}

function Harness(overrides: Partial<ProblemWorkspaceProps> & { initial?: string }) {
  const [source, setSource] = useState(overrides.initial ?? 'print(input())');
  return (
    <ProblemWorkspace
      statement={<h2>Echo</h2>}
      editorTitle="Your Solution"
      languageControl={<span>Python 3</span>}
      language="python3"
      source={source}
      onSourceChange={setSource}
      starterSource="# starter"
      examples={[
        { input: '1 2', expectedOutput: '3' },
        { input: '5 5', expectedOutput: '10' },
      ]}
      submitLabel="Submit Code"
      submitting={false}
      onSubmit={() => undefined}
      {...overrides}
    />
  );
}

function renderWorkspace(overrides: Partial<ProblemWorkspaceProps> & { initial?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <Harness {...overrides} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProblemWorkspace', () => {
  it('the divider resizes the split from the keyboard', async () => {
    const user = userEvent.setup();
    fakeRun(() => ok(''));
    renderWorkspace();
    const divider = screen.getByRole('separator', { name: 'Resize the problem and the editor' });
    expect(divider).toHaveAttribute('aria-valuenow', '40');
    divider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '44');
    await user.keyboard('{ArrowLeft}');
    expect(divider).toHaveAttribute('aria-valuenow', '42');
    await user.keyboard('{Home}');
    expect(divider).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{End}');
    expect(divider).toHaveAttribute('aria-valuenow', '80');
  });

  it('shows each example as it runs, and a wrong output as Wrong Answer, never Accepted', async () => {
    const user = userEvent.setup();
    const pending: Array<(a: RunAnswer) => void> = [];
    fakeRun(() => new Promise<RunAnswer>((resolve) => pending.push(resolve)));
    renderWorkspace();
    await user.click(screen.getByRole('button', { name: 'Run Examples' }));
    const list = await screen.findByRole('list', { name: 'Example runs' });
    expect(screen.getByText('Running example 1 of 2...')).toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(second).toHaveTextContent('Waiting');

    await act(async () => pending[0]?.(ok('3\n')));
    expect(await screen.findByText('Running example 2 of 2...')).toBeInTheDocument();
    expect(first).toHaveTextContent('Passed');
    await act(async () => pending[1]?.(ok('11\n')));
    expect(await screen.findByText('1/2 examples passed')).toBeInTheDocument();
    expect(second).toHaveTextContent('Failed');
    expect(second).toHaveTextContent('Wrong Answer');
    expect(second).not.toHaveTextContent('Accepted');
  });

  it('Custom input runs the program on the typed input and shows output, time and memory', async () => {
    const user = userEvent.setup();
    const bodies = fakeRun((body) => ok(`${body.stdin}!\n`, { timeMs: 34, memoryKb: 3072 }));
    renderWorkspace();
    await user.click(screen.getByRole('tab', { name: 'Custom input' }));
    const box = screen.getByRole('textbox', { name: 'Custom input' });
    expect(box).toHaveValue('1 2');
    await user.clear(box);
    await user.type(box, 'hello');
    await user.click(screen.getByRole('button', { name: 'Run with this input' }));
    expect(await screen.findByText('hello!')).toBeInTheDocument();
    expect(bodies).toEqual([{ language: 'python3', source: 'print(input())', stdin: 'hello' }]);
    expect(screen.getByText('Time 34 ms')).toBeInTheDocument();
    expect(screen.getByText('Memory 3.0 MB')).toBeInTheDocument();
  });

  it('marks a compile error on its line until the code changes', async () => {
    const user = userEvent.setup();
    fakeRun(() => ({
      compile: {
        ok: false,
        output:
          '  File "main.py", line 2\n    print(\n         ^\nSyntaxError: \'(\' was never closed\n',
      },
      run: { verdict: 'Compilation Error', stdout: '', stderr: '', timeMs: 0, memoryKb: 0 },
    }));
    renderWorkspace();
    await user.click(screen.getByRole('button', { name: 'Run Examples' }));
    expect(await screen.findByText('Compilation failed')).toBeInTheDocument();
    expect(screen.getByTestId('marked-lines')).toHaveTextContent('2');
    expect(screen.getByText(/Error on line 2/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your Solution' }), ')');
    expect(screen.getByTestId('marked-lines')).toHaveTextContent('');
  });

  it('Reset asks first, then puts the starter code back', async () => {
    const user = userEvent.setup();
    fakeRun(() => ok(''));
    renderWorkspace();
    const editor = screen.getByRole('textbox', { name: 'Your Solution' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(editor).toHaveValue('print(input())');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset to the starter code?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset code' }));
    expect(editor).toHaveValue('# starter');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('Submit says the test is graded once and submits only when confirmed', async () => {
    const user = userEvent.setup();
    fakeRun(() => ok(''));
    const onSubmit = vi.fn();
    renderWorkspace({ onSubmit, submitConfirmation: 'This test is graded once.' });
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Submit for grading?' });
    expect(dialog).toHaveTextContent('This test is graded once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit Code' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Submit' }),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Submit Code' })).toHaveAttribute(
      'title',
      expect.stringMatching(/Shift\+Enter/),
    );
    expect(screen.getByRole('button', { name: 'Run Examples' })).toHaveAttribute(
      'title',
      expect.stringMatching(/\+Enter\)$/),
    );
  });

  it('debug problems wrap long lines by default; the toggle turns it off', async () => {
    const user = userEvent.setup();
    fakeRun(() => ok(''));
    renderWorkspace({ lineWrapByDefault: true });
    const editor = screen.getByRole('textbox', { name: 'Your Solution' });
    expect(editor).toHaveAttribute('data-wrap', 'on');
    await user.click(screen.getByRole('button', { name: 'Wrap lines' }));
    expect(editor).toHaveAttribute('data-wrap', 'off');
  });

  it('on a phone: Problem, Code and Result tabs, and Run shows the Result tab', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    fakeRun(() => ok('3\n'));
    renderWorkspace();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Problem' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Echo' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your Solution' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Code' }));
    expect(screen.getByRole('textbox', { name: 'Your Solution' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Echo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Examples' }));
    expect(screen.getByRole('tab', { name: 'Result' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/examples passed/)).toBeInTheDocument();
  });
});
