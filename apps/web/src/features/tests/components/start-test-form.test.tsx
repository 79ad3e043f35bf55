import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, testView } from '../testing/test-view.factory';
import { renderStartTestForm } from '../testing/render-start-test-form';

describe('Start a New Test', () => {
  it("alerts 'Please select a test type and enter a topic' without a type", async () => {
    const { user, calls } = renderStartTestForm();
    await user.type(screen.getByLabelText('Topic'), 'Python Basics');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please select a test type and enter a topic');
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('alerts when the topic is only spaces', async () => {
    const { user, calls } = renderStartTestForm();
    await user.click(screen.getByRole('radio', { name: /Coding Challenge/ }));
    await user.type(screen.getByLabelText('Topic'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Please select a test type and enter a topic',
    );
    expect(calls).toHaveLength(0);
  });

  it('creates the test with medium difficulty by default and opens its page', async () => {
    const { user, calls } = renderStartTestForm({
      'POST /api/tests': () => testView({ id: 'abc' }),
    });
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

  it('says which language a coding or debug test on the topic will be in', async () => {
    const { user } = renderStartTestForm();
    const note = 'Opens in C++: every coding problem here can be solved in all ten languages.';
    await user.click(screen.getByRole('radio', { name: /Coding Challenge/ }));
    await user.type(screen.getByLabelText('Topic'), 'Algorithms');
    expect(screen.queryByText(/^Opens in/)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Topic'));
    await user.type(screen.getByLabelText('Topic'), 'C++ practice');
    expect(screen.getByText(note)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Debug Challenge/ }));
    expect(screen.getByText('The code to fix will be in C++.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Multiple Choice/ }));
    expect(screen.queryByText(/C\+\+\./)).not.toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it("shows the spec's alert when generation fails and stays on the form", async () => {
    const { user } = renderStartTestForm({
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
