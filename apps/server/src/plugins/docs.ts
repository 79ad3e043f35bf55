/** The OpenAPI document of every route, and its UI at /api/docs (public). Register before the routes. */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function docs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: 'CodeConquer API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (ui) => {
    ui.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    await ui.register(swaggerUi, { routePrefix: '/api/docs' });
  });
}

export const docsPlugin = fp(docs, { name: 'docs' });
