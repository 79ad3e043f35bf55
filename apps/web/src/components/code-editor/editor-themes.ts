import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';

/**
 * The editor's light and dark themes, in the app's slate palette, with every colour at 4.5:1 or
 * more against the editor background and the active line (WCAG 1.4.3; the stock light and One Dark
 * themes have tokens, line numbers and placeholders from 3.5:1 to 4.4:1). editor-themes.test.ts
 * checks the ratios.
 */
export const EDITOR_PALETTES = {
  light: {
    background: '#ffffff',
    activeLine: '#f1f5f9',
    gutterBackground: '#f8fafc',
    selection: '#bfdbfe',
    text: '#0f172a',
    gutterText: '#475569',
    placeholder: '#475569',
    keyword: '#b4232c',
    string: '#0a3069',
    comment: '#57606a',
    number: '#0550ae',
    definition: '#6639ba',
    type: '#953800',
    escape: '#116329',
    invalid: '#b4232c',
  },
  dark: {
    background: '#0f172a',
    activeLine: '#1e293b',
    gutterBackground: '#0f172a',
    selection: '#334155',
    text: '#e2e8f0',
    gutterText: '#94a3b8',
    placeholder: '#94a3b8',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    comment: '#9ca3af',
    number: '#79c0ff',
    definition: '#d2a8ff',
    type: '#ffa657',
    escape: '#7ee787',
    invalid: '#ffa198',
  },
} as const;

type Palette = (typeof EDITOR_PALETTES)[keyof typeof EDITOR_PALETTES];

/** Colours of the token kinds (the palette names the colour; the tag list what it paints). */
export const TOKEN_COLOURS = [
  'text',
  'keyword',
  'string',
  'comment',
  'number',
  'definition',
  'type',
  'escape',
  'invalid',
  'gutterText',
  'placeholder',
] as const satisfies ReadonlyArray<keyof Palette>;

function highlightStyle(p: Palette) {
  return HighlightStyle.define([
    {
      tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.operatorKeyword, t.modifier],
      color: p.keyword,
    },
    { tag: [t.string, t.special(t.string), t.character, t.docString], color: p.string },
    {
      tag: [t.comment, t.lineComment, t.blockComment, t.docComment],
      color: p.comment,
      fontStyle: 'italic',
    },
    { tag: [t.number, t.integer, t.float, t.bool, t.null, t.atom, t.unit], color: p.number },
    {
      tag: [
        t.function(t.variableName),
        t.function(t.propertyName),
        t.definition(t.variableName),
        t.definition(t.propertyName),
      ],
      color: p.definition,
    },
    {
      tag: [t.typeName, t.className, t.namespace, t.macroName, t.annotation, t.meta],
      color: p.type,
    },
    { tag: [t.regexp, t.escape, t.url, t.tagName], color: p.escape },
    { tag: [t.propertyName, t.attributeName, t.labelName], color: p.number },
    { tag: [t.variableName, t.operator, t.punctuation, t.bracket, t.self], color: p.text },
    { tag: t.invalid, color: p.invalid },
    { tag: t.heading, fontWeight: 'bold', color: p.keyword },
    { tag: t.strong, fontWeight: 'bold' },
    { tag: t.emphasis, fontStyle: 'italic' },
    { tag: t.link, textDecoration: 'underline' },
    { tag: t.strikethrough, textDecoration: 'line-through' },
  ]);
}

function editorTheme(p: Palette, dark: boolean): Extension {
  return [
    EditorView.theme(
      {
        '&': { color: p.text, backgroundColor: p.background },
        '.cm-content': { caretColor: p.text },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: p.text },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
          { backgroundColor: p.selection },
        '.cm-activeLine': { backgroundColor: p.activeLine },
        '.cm-gutters': { backgroundColor: p.gutterBackground, color: p.gutterText, border: 'none' },
        '.cm-activeLineGutter': { backgroundColor: p.activeLine, color: p.text },
        '.cm-placeholder': { color: p.placeholder },
        '.cm-foldPlaceholder': {
          backgroundColor: 'transparent',
          border: 'none',
          color: p.gutterText,
        },
        '.cm-tooltip': { backgroundColor: p.background, color: p.text },
      },
      { dark },
    ),
    syntaxHighlighting(highlightStyle(p)),
  ];
}

export const lightEditorTheme = editorTheme(EDITOR_PALETTES.light, false);
export const darkEditorTheme = editorTheme(EDITOR_PALETTES.dark, true);

/**
 * Keeps the editor's text in the tab order even when read-only, so keyboard users can reach and
 * scroll it (axe: scrollable regions must be focusable).
 */
export const focusableEditor: Extension = EditorView.contentAttributes.of({ tabindex: '0' });
