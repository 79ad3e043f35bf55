/** The one `tests.changed` publish per change of a test (docs/decisions/023-one-path-for-live-results.md). */
import { testStatusSchema, testTypeSchema } from '@app/shared/tests.schemas';
import type { TestsDeps } from './tests.service';

/** What changed: the test's id, its kind and its status after the change; `origin` is the causing tab. */
export function publishTestChanged(
  deps: Pick<TestsDeps, 'bus' | 'log'>,
  userId: string,
  test: { id: string; type: string; status: string },
  origin?: string,
): void {
  const data = {
    testId: test.id,
    kind: testTypeSchema.parse(test.type),
    status: testStatusSchema.parse(test.status),
    origin,
  };
  deps.bus
    .publish({ userId, name: 'tests.changed', data })
    .catch((err: unknown) => deps.log.warn({ err }, 'publish tests.changed failed'));
}
