import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { StartTestForm } from '../components/start-test-form';
import { fakeApi } from './test-view.factory';

/** The Start a New Test form at /tests, its requests answered by `routes`. */
export function renderStartTestForm(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  vi.spyOn(globalThis, 'fetch').mockImplementation(api.fetchMock);
  const user = userEvent.setup();
  renderRoute(<StartTestForm />, { path: '/tests' });
  return { user, calls: api.calls };
}
