/**
 * A bounded fuzz pass over every route that takes a body or a path id: malformed JSON, wrong
 * types, NUL and other control characters, huge strings, deep nesting, extra keys. Every answer
 * must be a 4xx in the one error shape; never a 5xx. Routes come from the app's OpenAPI document
 * (so a new route is fuzzed without editing this file) plus better-auth's body-taking endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@app/shared/errors';
import { dialectsUnderTest } from '../helpers/databases';
import {
  bodyCases,
  HOSTILE_IDS,
  jsonSchemaSchema,
  type FuzzCase,
  type JsonSchema,
  type Severity,
} from '../helpers/fuzz-cases';
import {
  as,
  createTestApp,
  signUp,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const operationSchema = z.object({
  parameters: z.array(z.object({ in: z.string(), name: z.string() })).optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema })) })
    .optional(),
});
const openApiSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

interface FuzzRoute {
  /** better-auth's: only hostile input must be refused; the rest must just never be a 5xx. */
  auth?: boolean;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** With `{name}` placeholders for path params. */
  path: string;
  params: string[];
  body?: JsonSchema;
  takesBody: boolean;
}

const str: JsonSchema = { type: 'string' };
/** better-auth's endpoints that read a body (hidden from the OpenAPI document). */
const AUTH_ROUTES: FuzzRoute[] = [
  ['/api/auth/sign-up/email', { name: str, email: str, password: str }],
  ['/api/auth/sign-in/email', { email: str, password: str, rememberMe: { type: 'boolean' } }],
  ['/api/auth/update-user', { name: str, image: str }],
  [
    '/api/auth/change-password',
    { currentPassword: str, newPassword: str, revokeOtherSessions: { type: 'boolean' } },
  ],
  ['/api/auth/request-password-reset', { email: str, redirectTo: str }],
  ['/api/auth/reset-password', { token: str, newPassword: str }],
  ['/api/auth/change-email', { newEmail: str }],
].map(([path, properties]) => ({
  auth: true,
  method: 'POST',
  path: String(path),
  params: [],
  takesBody: true,
  body: { type: 'object', properties: properties as Record<string, JsonSchema> },
}));

/** Valid bodies where the generated one would fail on another field first. */
const BASES: Record<string, Record<string, unknown>> = {
  'PUT /api/profile': {
    displayName: 'Ada',
    bio: 'b',
    location: 'l',
    website: 'https://example.com',
    github: 'ada',
    linkedin: 'ada',
    company: 'c',
    role: 'r',
    skills: ['go'],
  },
  'POST /api/run': { language: 'python', source: 'print(1)', stdin: '' },
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isMethod = (m: string): m is FuzzRoute['method'] =>
  (METHODS as readonly string[]).includes(m);

async function appRoutes(t: TestApp): Promise<FuzzRoute[]> {
  const doc = openApiSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json(),
  );
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (!isMethod(upper) || path === '/api/events') continue;
      const op = operationSchema.parse(raw);
      const params = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const body = op.requestBody?.content['application/json']?.schema;
      routes.push({
        method: upper,
        path,
        params,
        body,
        takesBody: upper !== 'GET' && upper !== 'DELETE',
      });
    }
  }
  return routes;
}

const fill = (route: FuzzRoute, values: Record<string, string> = {}) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? 'x');

interface Outcome {
  label: string;
  status: number;
  body: string;
}

describe.each(dialects)('fuzz pass on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  let routes: FuzzRoute[];
  let cases = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUp(t.app, { email: uniqueEmail('fuzz') });
    routes = [...(await appRoutes(t)), ...AUTH_ROUTES];
  });
  afterAll(async () => {
    await t.close();
  });

  /** Sends one case; returns it when the answer is a 5xx, an error in another shape, or a 2xx where a 4xx is due. */
  async function send(
    route: FuzzRoute,
    url: string,
    c: FuzzCase | undefined,
    severity: Severity,
  ): Promise<Outcome | undefined> {
    cases++;
    const headers: Record<string, string> = { ...as(user) };
    let payload: string | undefined;
    if (c?.raw) {
      payload = c.raw.payload;
      headers['content-type'] = c.raw.contentType;
    } else if (c) {
      payload = JSON.stringify(c.body);
      headers['content-type'] = 'application/json';
    }
    const res = await t.app.inject({
      method: route.method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const refused =
      res.statusCode >= 400 &&
      res.statusCode < 500 &&
      errorBodySchema.safeParse(safeJson(res.body)).success;
    const mustRefuse = severity === 'hostile' || (severity === 'invalid' && !route.auth);
    if (refused || (!mustRefuse && res.statusCode < 400)) return undefined;
    return {
      label: `${route.method} ${url.slice(0, 80)} ${c ? `[${c.name}]` : ''}`,
      status: res.statusCode,
      body: res.body.slice(0, 200),
    };
  }

  it('every body mutation answers 4xx in the one error shape', async () => {
    const bad: Outcome[] = [];
    for (const route of routes.filter((r) => r.takesBody)) {
      for (const c of bodyCases(route.body, BASES[`${route.method} ${route.path}`])) {
        const outcome = await send(route, fill(route), c, c.severity);
        if (outcome) bad.push(outcome);
      }
    }
    expect(routes.filter((r) => r.takesBody).length).toBeGreaterThanOrEqual(12);
    expect(bad, `${bad.length} of ${cases} cases were not a 4xx in the one shape`).toEqual([]);
  });

  it('every hostile path id answers 4xx in the one error shape', async () => {
    const bad: Outcome[] = [];
    for (const route of routes.filter((r) => r.params.length > 0)) {
      for (const name of route.params) {
        for (const [label, value, severity] of HOSTILE_IDS) {
          const c: FuzzCase | undefined = route.takesBody
            ? { name: `id ${label}`, severity, body: {} }
            : undefined;
          const outcome = await send(route, fill(route, { [name]: value }), c, severity);
          if (outcome) bad.push({ ...outcome, label: `${outcome.label} (${name}: ${label})` });
        }
      }
    }
    expect(bad, `${bad.length} path-id cases were not a 4xx in the one shape`).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
