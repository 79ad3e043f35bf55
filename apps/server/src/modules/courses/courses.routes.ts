import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attemptSubmitSchema,
  attemptViewSchema,
  chapterDetailSchema,
  chapterOverviewViewSchema,
  courseDetailSchema,
  courseProgressSchema,
  courseSummarySchema,
} from '@app/shared/courses.schemas';
import { requireUser } from '../auth/require-user';
import { requestOrigin } from '../events/request-origin';
import { chapterDetail, courseDetail, listCourses } from './catalogue';
import { chapterOverview, getAttempt, getProgress, listProgress, saveDraft, startAttempt, submitAttempt, visitCourse, type CoursesDeps } from './courses.service';

const id = z.string().min(1).max(64);
const courseParams = z.object({ courseId: id });
const chapterParams = courseParams.extend({ chapterId: id });
const attemptParams = chapterParams.extend({ attemptId: id });

export async function coursesRoutes(app: FastifyInstance, opts: { deps: CoursesDeps }): Promise<void> {
  const { deps } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preHandler: app.authenticate };
  const tags = ['courses'];

  r.get('/api/courses', { schema: { tags, response: { 200: z.array(courseSummarySchema) } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return listCourses();
  });
  r.get('/api/courses/:courseId', { schema: { tags, params: courseParams, response: { 200: courseDetailSchema } } }, async (req) => courseDetail(req.params.courseId));
  r.get('/api/courses/:courseId/chapters/:chapterId', { schema: { tags, params: chapterParams, response: { 200: chapterDetailSchema } } }, async (req) =>
    chapterDetail(req.params.courseId, req.params.chapterId),
  );
  r.get('/api/courses/:courseId/chapters/:chapterId/overview', { ...auth, schema: { tags, params: chapterParams, response: { 200: chapterOverviewViewSchema } } }, (req) =>
    chapterOverview(deps, req.params.courseId, req.params.chapterId),
  );
  r.get('/api/progress', { ...auth, schema: { tags, response: { 200: z.array(courseProgressSchema) } } }, (req) => listProgress(deps, requireUser(req).id));
  r.get('/api/progress/:courseId', { ...auth, schema: { tags, params: courseParams, response: { 200: courseProgressSchema.nullable() } } }, (req) =>
    getProgress(deps, requireUser(req).id, req.params.courseId),
  );
  r.post('/api/courses/:courseId/visit', { ...auth, schema: { tags, params: courseParams, response: { 200: courseProgressSchema } } }, (req) =>
    visitCourse(deps, requireUser(req).id, req.params.courseId, requestOrigin(req)),
  );
  r.post('/api/courses/:courseId/chapters/:chapterId/attempts', { ...auth, schema: { tags, params: chapterParams, response: { 200: attemptViewSchema } } }, (req) =>
    startAttempt(deps, requireUser(req).id, req.params.courseId, req.params.chapterId),
  );
  r.get('/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId', { ...auth, schema: { tags, params: attemptParams, response: { 200: attemptViewSchema } } }, (req) =>
    getAttempt(deps, requireUser(req).id, req.params.attemptId),
  );
  r.put(
    '/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId/draft',
    { ...auth, schema: { tags, params: attemptParams, body: attemptSubmitSchema, response: { 200: z.object({ saved: z.literal(true) }) } } },
    (req) => saveDraft(deps, requireUser(req).id, req.params.attemptId, req.body),
  );
  r.post(
    '/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId/submit',
    { ...auth, schema: { tags, params: attemptParams, body: attemptSubmitSchema, response: { 200: attemptViewSchema } } },
    (req) => submitAttempt(deps, requireUser(req).id, req.params.courseId, req.params.chapterId, req.params.attemptId, req.body, requestOrigin(req)),
  );
}
