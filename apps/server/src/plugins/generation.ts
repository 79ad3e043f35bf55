/** `app.generation`: tests from the bank, or from the configured AI provider with the bank as fallback. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createGeneration, type Generation } from '../modules/generation/generation.service';

interface GenerationOptions {
  /** A generation the caller chose (tests: a fake AI provider). */
  generation?: Generation;
}

async function generation(app: FastifyInstance, opts: GenerationOptions): Promise<void> {
  app.decorate('generation', opts.generation ?? createGeneration(app.config, app.runner, app.log));
}

export const generationPlugin = fp(generation, { name: 'generation', dependencies: ['runner'] });
