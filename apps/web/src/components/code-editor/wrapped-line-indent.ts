import { countColumn, RangeSetBuilder } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';

/** How much further in than its line a wrapped line's continuation starts, in characters. */
const HANG = 2;

/** One decoration per indent width, shared by every line of that width. */
const byIndent = new Map<number, Decoration>();

function hanging(indent: number): Decoration {
  let decoration = byIndent.get(indent);
  if (!decoration) {
    decoration = Decoration.line({
      class: 'cm-hangingLine',
      attributes: { style: `--hang: ${String(indent + HANG)}ch` },
    });
    byIndent.set(indent, decoration);
  }
  return decoration;
}

function decorate(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const { doc, tabSize } = view.state;
  for (const { from, to } of view.visibleRanges) {
    for (let pos = from; pos <= to;) {
      const line = doc.lineAt(pos);
      const leading = /^[ \t]*/.exec(line.text)?.[0] ?? '';
      builder.add(line.from, line.from, hanging(countColumn(leading, tabSize)));
      pos = line.to + 1;
    }
  }
  return builder.finish();
}

/**
 * With line wrapping on, a wrapped line's continuations start a little further in than the line
 * itself instead of at column 0, where in Python they would read as a dedented line. Each line is
 * padded by its own indentation and a little more, and its first row pulled back by as much (a
 * negative text-indent), so only the continuations move.
 */
export const wrappedLineIndent = [
  ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorate(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged || update.viewportChanged) this.decorations = decorate(update.view);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  ),
  EditorView.baseTheme({
    // 6px is CodeMirror's own left padding of a line.
    '.cm-line.cm-hangingLine': {
      paddingLeft: 'calc(var(--hang) + 6px)',
      textIndent: 'calc(-1 * var(--hang))',
    },
    // text-indent is inherited: widgets drawn as inline blocks (the placeholder) keep their place.
    '.cm-line.cm-hangingLine *': { textIndent: '0' },
  }),
];
