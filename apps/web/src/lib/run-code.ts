/** POST /api/run for Run Examples and Custom input of the problem workspace (tests and chapter challenges). */
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { LanguageId } from '@app/shared/languages';
import { outputsMatch } from '@app/shared/output-compare';
import { runResponseSchema, type RunResponse } from '@app/shared/run.schemas';
import type { Verdict } from '@app/shared/verdicts';
import { apiRequest } from './api-client';

export type RunInput = { language: LanguageId; source: string; stdin: string };

function runCode(body: RunInput, signal?: AbortSignal) {
  return apiRequest('/api/run', { method: 'POST', body, schema: runResponseSchema, signal });
}

/** The grading verdict of one example (compared by the judge's rule): "Wrong Answer" when it ran cleanly but printed something else. */
function exampleVerdict(response: RunResponse, expected: string): Verdict {
  if (!response.compile.ok) return 'Compilation Error';
  if (response.run.verdict !== 'Accepted') return response.run.verdict;
  return outputsMatch(response.run.stdout, expected) ? 'Accepted' : 'Wrong Answer';
}

export type ExampleRunState = {
  input: string;
  expected: string;
  status: 'waiting' | 'running' | 'done';
  response?: RunResponse;
  verdict?: Verdict;
};

type RunSession = { runs: ExampleRunState[]; error: Error | null; running: boolean };

/**
 * Runs the code on each visible example, one after another (POST /api/run per example), and shows
 * each result as it arrives, with the one in progress marked. A new run cancels the previous one.
 */
export function useExampleRuns() {
  const [session, setSession] = useState<RunSession | null>(null);
  const current = useRef<AbortController | null>(null);

  async function run(input: {
    language: LanguageId;
    source: string;
    examples: ReadonlyArray<{ input: string; expectedOutput: string }>;
  }) {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const runs: ExampleRunState[] = input.examples.map((e) => ({
      input: e.input,
      expected: e.expectedOutput,
      status: 'waiting',
    }));
    const show = (patch: Partial<RunSession>) => {
      if (!controller.signal.aborted)
        setSession((prev) => ({ runs: [...runs], error: null, running: true, ...prev, ...patch }));
    };
    show({ runs: [...runs], error: null, running: true });
    try {
      for (const [i, example] of runs.entries()) {
        runs[i] = { ...example, status: 'running' };
        show({ runs: [...runs] });
        const response = await runCode(
          { language: input.language, source: input.source, stdin: example.input },
          controller.signal,
        );
        runs[i] = {
          ...example,
          status: 'done',
          response,
          verdict: exampleVerdict(response, example.expected),
        };
        show({ runs: [...runs] });
        // A compile error is the same for every example.
        if (!response.compile.ok) {
          runs.splice(i + 1);
          break;
        }
      }
      show({ runs: [...runs], running: false });
    } catch (error) {
      show({ running: false, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }

  return { session, run, running: session?.running ?? false };
}

/** The Custom input tab: the learner's program on their own stdin. */
export function useCustomRun() {
  return useMutation({ mutationFn: (body: RunInput) => runCode(body) });
}
