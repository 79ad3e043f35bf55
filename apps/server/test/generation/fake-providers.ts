/** Local fake AI providers: a Gemini endpoint and an OpenAI-compatible one, answering scripted replies. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { text: string } | { status: number } | { delayMs: number; text: string };

export interface FakeProvider {
  baseUrl: string;
  calls: number;
  close(): Promise<void>;
}

function start(kind: 'gemini' | 'openai', replies: Reply[]): Promise<FakeProvider> {
  const state = { calls: 0 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const reply = replies[Math.min(state.calls, replies.length - 1)] ?? { status: 500 };
      state.calls += 1;
      const send = (text: string) => {
        const payload =
          kind === 'gemini'
            ? {
                candidates: [
                  { content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 },
                ],
                usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
              }
            : {
                id: 'c1',
                object: 'chat.completion',
                created: 0,
                model: 'fake',
                choices: [
                  {
                    index: 0,
                    message: { role: 'assistant', content: text },
                    finish_reason: 'stop',
                  },
                ],
                usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
              };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake failure' } }));
      } else if ('delayMs' in reply) {
        const timer = setTimeout(() => send(reply.text), reply.delayMs);
        res.on('close', () => clearTimeout(timer));
      } else send(reply.text);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        baseUrl:
          kind === 'gemini' ? `http://127.0.0.1:${port}/v1beta` : `http://127.0.0.1:${port}/v1`,
        get calls() {
          return state.calls;
        },
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

export const fakeGemini = (replies: Reply[]) => start('gemini', replies);
export const fakeOpenAi = (replies: Reply[]) => start('openai', replies);

/** A valid MCQ set as the model would send it, with markdown emphasis to strip. */
export function mcqSet(n = 10): string {
  return JSON.stringify({
    questions: Array.from({ length: n }, (_, i) => ({
      question: `**Question ${i + 1}**: which keyword declares a constant in JavaScript?`,
      options: { A: 'var', B: 'let', C: '*const*', D: 'static' },
      correct_answer: 'C',
      explanation: 'const declares a binding that cannot be reassigned.',
    })),
  });
}
