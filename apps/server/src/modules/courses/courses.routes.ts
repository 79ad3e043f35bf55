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
import {
  chapterOverview,
  getLevelAttempt,
  getProgress,
  listProgress,
  saveDraft,
  startAttempt,
  submitAttempt,
  visitCourse,
  coursesDeps,
} from './courses.service';

const id = z.string().min(1).max(64);
const courseParams = z.object({ courseId: id });
const chapterParams = courseParams.extend({ chapterId: id });
const attemptParams = chapterParams.extend({ attemptId: id });

export async function coursesRoutes(app: FastifyInstance): Promise<void> {
  const deps = coursesDeps(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];
  // The catalogue is public; progress and attempts are the signed-in learner's.
  const config = { public: true };

  r.get(
    '/api/courses',
    { config, schema: { tags, response: { 200: z.array(courseSummarySchema) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return listCourses();
    },
  );
  r.get(
    '/api/courses/:courseId',
    { config, schema: { tags, params: courseParams, response: { 200: courseDetailSchema } } },
    async (req) => courseDetail(req.params.courseId),
  );
  r.get(
    '/api/courses/:courseId/chapters/:chapterId',
    { config, schema: { tags, params: chapterParams, response: { 200: chapterDetailSchema } } },
    async (req) => chapterDetail(req.params.courseId, req.params.chapterId),
  );
  r.get(
    '/api/courses/:courseId/chapters/:chapterId/overview',
    { schema: { tags, params: chapterParams, response: { 200: chapterOverviewViewSchema } } },
    (req) => chapterOverview(deps, req.params.courseId, req.params.chapterId),
  );
  r.get(
    '/api/progress',
    { schema: { tags, response: { 200: z.array(courseProgressSchema) } } },
    (req) => listProgress(deps, requireUser(req).id),
  );
  r.get(
    '/api/progress/:courseId',
    { schema: { tags, params: courseParams, response: { 200: courseProgressSchema.nullable() } } },
    (req) => getProgress(deps, requireUser(req).id, req.params.courseId),
  );
  r.post(
    '/api/courses/:courseId/visit',
    { schema: { tags, params: courseParams, response: { 200: courseProgressSchema } } },
    (req) => visitCourse(deps, requireUser(req).id, req.params.courseId, requestOrigin(req)),
  );
  r.post(
    '/api/courses/:courseId/chapters/:chapterId/attempts',
    { schema: { tags, params: chapterParams, response: { 200: attemptViewSchema } } },
    (req) => startAttempt(deps, requireUser(req).id, req.params.courseId, req.params.chapterId),
  );
  r.get(
    '/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId',
    { schema: { tags, params: attemptParams, response: { 200: attemptViewSchema } } },
    (req) => getLevelAttempt(deps, requireUser(req).id, req.params, req.params.attemptId),
  );
  r.put(
    '/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId/draft',
    {
      schema: {
        tags,
        params: attemptParams,
        body: attemptSubmitSchema,
        response: { 200: z.object({ saved: z.literal(true) }) },
      },
    },
    (req) => saveDraft(deps, requireUser(req).id, req.params, req.params.attemptId, req.body),
  );
  r.post(
    '/api/courses/:courseId/chapters/:chapterId/attempts/:attemptId/submit',
    {
      schema: {
        tags,
        params: attemptParams,
        body: attemptSubmitSchema,
        response: { 200: attemptViewSchema },
      },
    },
    (req) =>
      submitAttempt(
        deps,
        requireUser(req).id,
        req.params.courseId,
        req.params.chapterId,
        req.params.attemptId,
        req.body,
        requestOrigin(req),
      ),
  );
}
