import type { TestView } from '@app/shared/tests.schemas';
import { jsonResponse, requestBody, requestUrl } from '../../../test/fake-fetch';

type McqQuestion = Extract<TestView['questions'][number], { kind: 'mcq' }>;

export function mcqQuestion(overrides: Partial<McqQuestion> = {}): McqQuestion {
  const position = overrides.position ?? 0;
  return {
    id: `q${position + 1}`,
    position,
    kind: 'mcq',
    question: `Question text ${position + 1}?`,
    options: { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' },
    userAnswer: null,
    review: null,
    ...overrides,
  };
}

/** A test view as the server sends it; deadlines are an hour away unless overridden. */
export function testView(overrides: Partial<TestView> = {}): TestView {
  const now = new Date();
  return {
    id: 't1',
    title: 'Python Basics - MCQ Test',
    type: 'mcq',
    topic: 'Python Basics',
    bankTopic: { id: 'python-basics', name: 'Python Basics', exact: true },
    difficulty: 'medium',
    status: 'in_progress',
    source: 'bank',
    notice: null,
    totalQuestions: 2,
    maxScore: 2,
    score: 0,
    createdAt: now.toISOString(),
    deadlineAt: new Date(now.getTime() + 3600_000).toISOString(),
    completedAt: null,
    serverNow: now.toISOString(),
    questions: [mcqQuestion({ position: 0 }), mcqQuestion({ position: 1 })],
    result: null,
    ...overrides,
  };
}

type Route = (url: string, init: RequestInit | undefined) => unknown;

/**
 * Answers fetch calls from a table of handlers keyed by 'METHOD /path'. A handler returns the JSON
 * body, or a Response for errors. Unknown calls fail the test loudly.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const key = `${method} ${url}`;
    const body = requestBody(init);
    calls.push({ key, body });
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    const answer = route(url, init);
    if (answer instanceof Response) return answer;
    return jsonResponse(answer);
  };
  return { fetchMock, calls };
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}
