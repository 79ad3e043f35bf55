import { Suspense } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { completionStatus, startCompletion } from '@codemirror/autocomplete';
import { indentUnit } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LanguageId } from '@app/shared/languages';
import type { CodeEditorProps } from './code-editor';
import { CodeMirrorEditor } from './code-mirror-editor';
import { languageSupport } from './language-support';

const props = (overrides: Partial<CodeEditorProps> = {}): CodeEditorProps => ({
  value: '',
  onChange: () => undefined,
  language: 'python3',
  'aria-label': 'Your solution',
  ...overrides,
});

/** Renders the editor once its language has loaded, and returns its view. */
async function renderEditor(overrides: Partial<CodeEditorProps> = {}) {
  await languageSupport(overrides.language ?? 'python3');
  const screen = await act(async () =>
    render(
      <Suspense fallback={null}>
        <CodeMirrorEditor {...props(overrides)} />
      </Suspense>,
    ),
  );
  const dom = screen.container.querySelector<HTMLElement>('.cm-editor');
  const view = dom && EditorView.findFromDOM(dom);
  if (!view) throw new Error('no editor');
  return { ...screen, view };
}

describe('CodeMirrorEditor', () => {
  // jsdom lays nothing out: CodeMirror measures text through ranges it has no rectangles for.
  beforeAll(() => {
    const none = () => new DOMRect();
    Range.prototype.getBoundingClientRect = none;
    Range.prototype.getClientRects = () =>
      Object.assign([], { item: () => null }) as unknown as DOMRectList;
  });

  it.each([
    ['go', '\t'],
    ['javascript', '  '],
    ['python3', '    '],
  ] as Array<[LanguageId, string]>)('%s indents by its own unit', async (language, unit) => {
    const { view } = await renderEditor({ language });
    expect(view.state.facet(indentUnit)).toBe(unit);
  });

  it('keeps autocompletion when it turns read-only, so its pending blur timer finds its state', async () => {
    const { view, rerender } = await renderEditor({ value: 'print\npr' });
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    startCompletion(view);
    // jsdom gets no further than a pending query, which is enough: the state is what must stay.
    expect(completionStatus(view.state)).not.toBeNull();
    fireEvent.blur(view.contentDOM);
    // Submitting makes the editor read-only.
    rerender(
      <Suspense fallback={null}>
        <CodeMirrorEditor {...props({ value: 'print\npr', readOnly: true })} />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.state.facet(EditorView.editable)).toBe(false);
    // Without the extension the field is gone: the blur's close threw "Field is not present".
    expect(completionStatus(view.state)).not.toBeNull();
  });

  it('opens no completion on Ctrl-Space once read-only, and does while editable', async () => {
    const { view, rerender } = await renderEditor({ value: 'print\npr' });
    view.focus();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    const ctrlSpace = () =>
      fireEvent.keyDown(view.contentDOM, { key: ' ', code: 'Space', keyCode: 32, ctrlKey: true });
    rerender(
      <Suspense fallback={null}>
        <CodeMirrorEditor {...props({ value: 'print\npr', readOnly: true })} />
      </Suspense>,
    );
    expect(view.state.readOnly).toBe(true);
    expect(completionStatus(view.state)).toBeNull();
    ctrlSpace();
    expect(completionStatus(view.state)).toBeNull();
    rerender(
      <Suspense fallback={null}>
        <CodeMirrorEditor {...props({ value: 'print\npr' })} />
      </Suspense>,
    );
    ctrlSpace();
    expect(completionStatus(view.state)).not.toBeNull();
  });

  it('starts the continuation of a wrapped line further in than the line itself', async () => {
    const { view } = await renderEditor({ value: 'if x:\n    y = 1\n\tz = 2', lineWrap: true });
    const lines = [...view.contentDOM.querySelectorAll<HTMLElement>('.cm-line')];
    expect(lines.map((line) => line.style.getPropertyValue('--hang'))).toEqual([
      '2ch',
      '6ch',
      '6ch',
    ]);
  });

  it('leaves lines alone without wrapping', async () => {
    const { view } = await renderEditor({ value: '    y = 1' });
    expect(view.contentDOM.querySelector('.cm-hangingLine')).toBeNull();
  });
});
