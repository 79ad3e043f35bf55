/**
 * The one coding workspace of practice coding and debug tests and chapter coding levels
 * (issue 16 items 1-3; docs/decisions/018-coding-workspace.md): the problem on the left, the
 * editor and its console on the right, split by a divider the learner drags or moves with the
 * arrow keys; fullscreen; line wrap; Reset to starter; Ctrl/Cmd+Enter runs the examples and
 * Ctrl/Cmd+Shift+Enter submits; compile errors marked on their lines. Under 768 px wide it turns
 * into Problem / Code / Result tabs.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Play, Send } from 'lucide-react';
import type { LanguageId } from '@app/shared/languages';
import { CodeEditor } from '../code-editor/code-editor';
import { parseDiagnostics } from '../code-editor/compile-diagnostics';
import { RuntimeVersion } from '../code-editor/runtime-version';
import { BusyContent, Button } from '../ui/button';
import { ConfirmDialog } from '../ui/message-dialog';
import { cn } from '../../lib/cn';
import { useRuntimeVersion } from '../../lib/meta-api';
import { useCustomRun, useExampleRuns } from '../../lib/run-code';
import { EditorToolbar } from './editor-toolbar';
import { RunConsole, type ConsoleTab } from './run-console';
import { SplitView } from './split-view';
import { TabBar } from './tab-bar';
import { useMediaQuery } from './use-media-query';

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const RUN_SHORTCUT = MAC ? '⌘+Enter' : 'Ctrl+Enter';
const SUBMIT_SHORTCUT = MAC ? '⌘+Shift+Enter' : 'Ctrl+Shift+Enter';

export type ProblemWorkspaceProps = {
  /** The left pane: the statement, examples, hints. */
  statement: ReactNode;
  /** The editor's heading and accessible name ("Your Solution", "Fix the Code"). */
  editorTitle: string;
  /** The language selector, or the fixed language of a debug problem. */
  languageControl: ReactNode;
  language: LanguageId;
  source: string;
  onSourceChange: (source: string) => void;
  /** What Reset puts back (the starter code, or the buggy code of a debug problem). */
  starterSource: string;
  examples: ReadonlyArray<{ input: string; expectedOutput: string }>;
  /** Debug problems wrap by default, so the buggy line never runs off the edge. */
  lineWrapByDefault?: boolean;
  /** Under the editor, left of the buttons (the autosave state). */
  status?: ReactNode;
  /** Under the buttons (time is up, an error). */
  footnote?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** When set, Submit first asks for confirmation with this message (a test is graded once). */
  submitConfirmation?: string;
  /** Submit greyed out (a chapter level with no code at all). */
  submitDisabled?: boolean;
};

type PhoneTab = 'problem' | 'code' | 'result';
const PHONE_TABS: ReadonlyArray<{ key: PhoneTab; label: string }> = [
  { key: 'problem', label: 'Problem' },
  { key: 'code', label: 'Code' },
  { key: 'result', label: 'Result' },
];

export function ProblemWorkspace(props: ProblemWorkspaceProps) {
  const {
    language,
    source,
    onSourceChange,
    starterSource,
    examples,
    submitting,
    submitConfirmation,
  } = props;
  const id = useId();
  const phone = useMediaQuery('(max-width: 767.98px)');
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('problem');
  const [consoleTab, setConsoleTab] = useState<ConsoleTab>('examples');
  // Closed until the learner runs something or opens it: the editor gets the height.
  const [consoleOpen, setConsoleOpen] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [lineWrap, setLineWrap] = useState(props.lineWrapByDefault ?? false);
  const [confirm, setConfirm] = useState<'reset' | 'submit' | null>(null);
  const [stdin, setStdin] = useState(() => examples[0]?.input ?? '');
  // The code of the last run: its errors are marked only while the code is unchanged.
  const [ranSource, setRanSource] = useState<string | null>(null);
  const runtime = useRuntimeVersion(language);
  const exampleRuns = useExampleRuns();
  const customRun = useCustomRun();
  const busy = submitting || exampleRuns.running || customRun.isPending;
  const empty = source.trim() === '';

  const diagnostics = useMemo(() => {
    if (ranSource !== source) return [];
    const response =
      consoleTab === 'custom'
        ? customRun.data
        : exampleRuns.session?.runs.find(
            (r) => r.verdict && r.verdict !== 'Accepted' && r.verdict !== 'Wrong Answer',
          )?.response;
    if (!response) return [];
    if (!response.compile.ok) return parseDiagnostics(language, response.compile.output);
    return response.run.verdict === 'Runtime Error'
      ? parseDiagnostics(language, response.run.stderr)
      : [];
  }, [ranSource, source, consoleTab, customRun.data, exampleRuns.session, language]);

  function runExamples() {
    if (busy || empty || examples.length === 0) return;
    setConsoleTab('examples');
    setConsoleOpen(true);
    setPhoneTab('result');
    setRanSource(source);
    void exampleRuns.run({ language, source, examples });
  }

  function runCustom() {
    if (busy || empty) return;
    setRanSource(source);
    customRun.mutate({ language, source, stdin });
  }

  function requestSubmit() {
    if (submitting || props.submitDisabled) return;
    // Empty code goes straight to the page, which says to write some first.
    if (submitConfirmation && !empty) setConfirm('submit');
    else props.onSubmit();
  }

  const editor = (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {/* Visible on a phone; beside the split the editor's own label says it. */}
        <h2
          className={cn(
            'text-lg font-semibold text-slate-900 dark:text-white',
            !phone && 'sr-only',
          )}
        >
          {props.editorTitle}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {props.languageControl}
          <RuntimeVersion version={runtime} />
        </div>
        <EditorToolbar
          phone={phone}
          lineWrap={lineWrap}
          onLineWrap={() => setLineWrap((w) => !w)}
          canReset={!submitting && source !== starterSource}
          onReset={() => setConfirm('reset')}
          fullscreen={fullscreen}
          onFullscreen={() => setFullscreen((f) => !f)}
        />
      </div>
      <div className="min-h-0 flex-1">
        <CodeEditor
          fill
          value={source}
          onChange={onSourceChange}
          language={language}
          aria-label={props.editorTitle}
          placeholder="Write your code here..."
          readOnly={submitting}
          lineWrap={lineWrap}
          diagnostics={diagnostics}
          onRun={runExamples}
          onSubmit={requestSubmit}
        />
      </div>
      {diagnostics.length > 0 ? (
        <p className="text-sm text-red-700 dark:text-red-300">
          {diagnostics.length === 1 ? 'Error on line ' : 'Errors on lines '}
          {diagnostics.map((d) => d.line).join(', ')}: marked in the editor.
        </p>
      ) : null}
    </div>
  );

  const actions = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {props.status}
      <div className="ml-auto flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button
          variant="secondary"
          disabled={busy || empty || examples.length === 0}
          onClick={runExamples}
          title={`Run your code on the examples (${RUN_SHORTCUT})`}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          <BusyContent busy={exampleRuns.running} icon={Play} busyText="Running...">
            Run Examples
          </BusyContent>
        </Button>
        <Button
          disabled={submitting || props.submitDisabled}
          onClick={requestSubmit}
          title={`Submit for grading (${SUBMIT_SHORTCUT})`}
          aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter"
        >
          <BusyContent busy={submitting} icon={Send} busyText="Evaluating...">
            {props.submitLabel}
          </BusyContent>
        </Button>
      </div>
    </div>
  );

  const consolePanel = (
    <RunConsole
      tab={consoleTab}
      onTab={setConsoleTab}
      open={consoleOpen || phone}
      onOpen={setConsoleOpen}
      collapsible={!phone}
      examples={exampleRuns.session}
      hasExamples={examples.length > 0}
      disabled={busy || empty}
      custom={{
        stdin,
        onStdin: setStdin,
        onRun: runCustom,
        pending: customRun.isPending,
        response: customRun.data,
        error: customRun.error,
      }}
    />
  );

  const statement = (
    <div
      tabIndex={0}
      aria-label="Problem"
      role="region"
      className="h-full min-h-0 space-y-6 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {props.statement}
    </div>
  );

  const panel =
    'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';

  let body: ReactNode;
  if (phone) {
    body = (
      <div className="flex flex-col gap-3">
        <TabBar
          label="Workspace"
          tabs={PHONE_TABS}
          selected={phoneTab}
          onSelect={setPhoneTab}
          panelId={`${id}-phone-panel`}
          idPrefix={`${id}-tab`}
        />
        <div id={`${id}-phone-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${phoneTab}`}>
          {phoneTab === 'problem' ? (
            <div className="h-[calc(100dvh-13rem)] min-h-80">{statement}</div>
          ) : (
            <div className={cn(panel, 'flex flex-col gap-3')}>
              {phoneTab === 'code' ? (
                <div className="h-[calc(100dvh-19rem)] min-h-72">{editor}</div>
              ) : null}
              {actions}
              {props.footnote}
              {phoneTab === 'result' ? <div className="min-h-64">{consolePanel}</div> : null}
            </div>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <SplitView
        leftId={`${id}-problem`}
        left={statement}
        right={
          <div className={cn(panel, 'flex h-full min-h-0 flex-col gap-3')}>
            <div className="min-h-0 flex-1">{editor}</div>
            {actions}
            {props.footnote}
            <div
              className={cn(
                'border-t border-slate-200 pt-1 dark:border-slate-700',
                consoleOpen && 'h-[38%] min-h-40 shrink-0',
              )}
            >
              {consolePanel}
            </div>
          </div>
        }
      />
    );
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbling up from the editor leaves full screen; the div takes no input itself
    <div
      data-fullscreen={fullscreen || undefined}
      onKeyDown={(event) => {
        if (fullscreen && event.key === 'Escape' && !event.defaultPrevented) setFullscreen(false);
      }}
      className={cn(
        fullscreen
          ? 'fixed inset-0 z-40 bg-slate-50 p-3 dark:bg-slate-950'
          : !phone && 'h-[calc(100dvh-6rem)] min-h-[34rem]',
      )}
    >
      {body}
      {confirm === 'reset' ? (
        <ConfirmDialog
          title="Reset to the starter code?"
          message="Your code will be replaced with the starter code. Your changes will be lost."
          confirmLabel="Reset code"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            onSourceChange(starterSource);
          }}
        />
      ) : null}
      {confirm === 'submit' && submitConfirmation ? (
        <ConfirmDialog
          title="Submit for grading?"
          message={submitConfirmation}
          confirmLabel="Submit"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            props.onSubmit();
          }}
        />
      ) : null}
    </div>
  );
}
