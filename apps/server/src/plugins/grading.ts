/**
 * What grading needs besides the runner: `app.judge` (generated hidden tests, built in the
 * sandbox on first need and cached by content hash under DATA_DIR/generated-tests),
 * `app.gradingLease` (docs/decisions/024) and `app.stopping`, aborted when the app starts
 * closing: grading cut short by a shutdown stays pending for the next start (decision 012).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newGradingLease } from '../modules/grading/grading-lease';
import { createJudge } from '../modules/judge/judge.service';

async function grading(app: FastifyInstance): Promise<void> {
  app.decorate(
    'judge',
    createJudge({ runner: app.runner, cacheDir: join(app.config.dataDir, 'generated-tests') }),
  );
  app.decorate('gradingLease', newGradingLease(app.config.GRADING_LEASE_SECONDS));
  const stopping = new AbortController();
  app.decorate('stopping', stopping.signal);
  app.addHook('preClose', async () => stopping.abort());
}

export const gradingPlugin = fp(grading, { name: 'grading', dependencies: ['runner'] });
