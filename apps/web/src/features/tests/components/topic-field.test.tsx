import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStartTestForm } from '../testing/render-start-test-form';

const goSuggestions = {
  suggestions: [
    { tag: 'go/goroutines', label: 'Go goroutines', count: 13 },
    { tag: 'go/concurrency', label: 'Go concurrency', count: 13 },
  ],
};

describe('topic suggestions and preview', () => {
  it('suggests topics as one types, with offline counts, and picks one by keyboard', async () => {
    const routes = Object.fromEntries(
      ['go', 'gor', 'goro', 'gorou'].map((q) => [
        `GET /api/tests/topic-suggestions?q=${q}`,
        () => goSuggestions,
      ]),
    );
    const { user, calls } = renderStartTestForm(routes);
    const input = screen.getByRole('combobox', { name: 'Topic' });
    await user.type(input, 'gorou');
    const list = await screen.findByRole('listbox', { name: 'Topic suggestions' });
    expect(list).toBeVisible();
    expect(
      screen.getByRole('option', { name: /Go goroutines.*13 questions offline/ }),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Go concurrency/ }).id,
    );
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Go concurrency');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(calls.every((c) => c.key.startsWith('GET /api/tests/topic-suggestions'))).toBe(true);
  });

  it('Escape closes the list for good while a suggestion query is still loading', async () => {
    const { user } = renderStartTestForm({
      'GET /api/tests/topic-suggestions?q=go': () => goSuggestions,
      'GET /api/tests/topic-suggestions?q=gox': () => ({ suggestions: [] }),
    });
    const input = screen.getByRole('combobox', { name: 'Topic' });
    await user.type(input, 'go');
    expect(await screen.findByRole('listbox', { name: 'Topic suggestions' })).toBeVisible();
    await user.type(input, 'x');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    // Back to "go" and Escape before the debounce settles: the query in use ("gox") has nothing.
    await user.keyboard('{Backspace}{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('go');
  });

  it('tells before the start how many questions are on a thin topic and what the test adds', async () => {
    const preview = {
      topic: 'Python Decorators',
      testSize: 10,
      onTopic: 2,
      fill: { tag: 'python/basics', label: 'Python basics', count: 8 },
      servedTopic: 'Python Decorators (+ Python basics)',
      suggestions: [{ tag: 'python/functions', label: 'Python functions', count: 12 }],
      bankTopic: false,
    };
    const { user } = renderStartTestForm({
      'GET /api/tests/topic-preview?topic=Python+Decorators&type=mcq&difficulty=medium': () =>
        preview,
      'GET /api/tests/topic-suggestions?q=Python+Decorators': () => ({ suggestions: [] }),
    });
    await user.click(screen.getByRole('radio', { name: /Multiple Choice/ }));
    // Pasted at once, as a learner would after picking it elsewhere: one debounced request each.
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.paste('Python Decorators');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have 2 questions on Python Decorators offline; the test adds 8 on Python basics.',
    );
    await user.click(screen.getByRole('button', { name: 'Python functions (12)' }));
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('Python functions');
  });
});
