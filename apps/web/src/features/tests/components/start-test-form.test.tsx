import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { errorResponse, fakeApi, testView } from '../testing/test-view.factory';
import { StartTestForm } from './start-test-form';

function setup(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  vi.spyOn(globalThis, 'fetch').mockImplementation(api.fetchMock);
  const user = userEvent.setup();
  renderRoute(<StartTestForm />, { path: '/tests' });
  return { user, calls: api.calls };
}

describe('Start a New Test', () => {
  it("alerts 'Please select a test type and enter a topic' without a type", async () => {
    const { user, calls } = setup();
    await user.type(screen.getByLabelText('Topic'), 'Python Basics');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please select a test type and enter a topic');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts when the topic is only spaces', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('radio', { name: /Coding Challenge/ }));
    await user.type(screen.getByLabelText('Topic'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Please select a test type and enter a topic',
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the test with medium difficulty by default and opens its page', async () => {
    const { user, calls } = setup({ 'POST /api/tests': () => testView({ id: 'abc' }) });
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Multiple Choice/ }));
    await user.click(screen.getByRole('button', { name: 'Python Basics' }));
    await user.click(screen.getByRole('button', { name: 'Start Test' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/test/mcq');
    expect(calls).toEqual([
      {
        key: 'POST /api/tests',
        body: { type: 'mcq', topic: 'Python Basics', difficulty: 'medium' },
      },
    ]);
  });

  it("shows the spec's alert when generation fails and stays on the form", async () => {
    const { user } = setup({
      'POST /api/tests': () =>
        errorResponse(502, 'GENERATION_FAILED', 'The question bank is empty.'),
    });
    await user.click(screen.getByRole('radio', { name: /Debug Challenge/ }));
    await user.click(screen.getByRole('radio', { name: 'Hard' }));
    await user.type(screen.getByLabelText('Topic'), 'Graphs');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Failed to generate debug problem. Please try again.',
    );
    expect(screen.getByLabelText('Topic')).toHaveValue('Graphs');
  });
});
