// zod/mini keeps the landing page's bundle small; its safeParse accepts the shared (classic) schemas too.
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { ErrorBody } from '@app/shared/errors';
import { CLIENT_ID_HEADER } from '@app/shared/constants';
import { apiFetch } from './transport';

/**
 * This tab's id, sent with every request; the server names it as `origin` in the live events the
 * request causes, so this tab (which has the answer already) skips them (decision 023).
 */
export const clientId: string =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2, 14)}`;

/** The shared error shape (`@app/shared/errors`), restated with zod/mini. */
const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  }),
});
// Fails to compile if this copy drifts from the shared contract.
const sameShape: (body: z.infer<typeof errorBodySchema>) => ErrorBody = (body) => body;
void sameShape;

export type ApiIssue = { path: string; message: string };

/** Every failed API call throws this, carrying the server's `{ error: { code, message, issues } }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, code: string, message: string, issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  /** Messages by field path (first message wins), for showing next to form fields. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const issue of this.issues) {
      // '/skills/2', 'body.skills.2' and 'skills.2' all belong to the field 'skills'.
      const key =
        issue.path
          .replace(/^\//, '')
          .replace(/^body([./]|$)/, '')
          .split(/[./]/)[0] ?? '';
      if (!(key in out)) out[key] = issue.message;
    }
    return out;
  }
}

type RequestOptions<S extends $ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  signal?: AbortSignal;
};

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Calls the JSON API with the session cookie and parses the answer with the given schema. */
export async function apiRequest<S extends $ZodType>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<S>,
): Promise<output<S>> {
  let res: Response;
  try {
    res = await apiFetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json', [CLIENT_ID_HEADER]: clientId }
          : {
              accept: 'application/json',
              'content-type': 'application/json',
              [CLIENT_ID_HEADER]: clientId,
            },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const json = await readJson(res);
  if (!res.ok) {
    const parsed = z.safeParse(errorBodySchema, json);
    if (parsed.success) {
      const { code, message, issues } = parsed.data.error;
      throw new ApiError(res.status, code, message, issues);
    }
    throw new ApiError(res.status, 'HTTP_' + res.status, `The server answered ${res.status}.`);
  }

  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    throw new ApiError(res.status, 'BAD_RESPONSE', 'The server sent an unexpected answer.');
  }
  return parsed.data;
}
