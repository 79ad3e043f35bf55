import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SETTINGS_DEFAULTS,
  settingsUpdateSchema,
  type Settings,
} from '@app/shared/settings.schemas';
import { factory } from '../../../test/factory';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { SettingsPage } from './settings-page';

const settings = factory<Settings>({
  uid: 'u1',
  ...SETTINGS_DEFAULTS,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** GET and PUT /api/settings against an in-memory copy. */
function fakeSettings() {
  let stored = settings();
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const body = settingsUpdateSchema.parse(JSON.parse(String(init.body)));
      puts.push(body);
      stored = { ...stored, ...body, updatedAt: new Date().toISOString() };
    }
    return jsonResponse(stored);
  });
  return { puts };
}

afterEach(() => {
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('Settings page', () => {
  it('previews a theme on click, saves from the button at the end of the form, and says it saved', async () => {
    const { puts } = fakeSettings();
    const user = userEvent.setup();
    renderRoute(<SettingsPage />, { path: '/settings' });
    await screen.findByRole('radio', { name: 'Dark' });
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    // A preview is not remembered until saved.
    expect(localStorage.getItem('codeconquer.theme')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const buttons = screen.getAllByRole('button', { name: 'Save Changes' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.getByText('All changes saved')).toBeInTheDocument());
    expect(screen.getByText('Settings saved.')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ theme: 'dark' })]);
    expect(document.documentElement).toHaveClass('dark');
  });

  it('says under each mail switch what it sends', async () => {
    fakeSettings();
    renderRoute(<SettingsPage />, { path: '/settings' });
    expect(
      await screen.findByRole('switch', { name: 'Weekly Report' }),
    ).toHaveAccessibleDescription(
      /Monday morning in your time zone: last week's tests, levels, streak and what to review/,
    );
    expect(screen.getByRole('switch', { name: 'Test Reminders' })).toHaveAccessibleDescription(
      /unfinished or a course untouched for 3 days; never more than one a week/,
    );
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveAccessibleDescription(
      /password was changed, a sign-in from a new browser, a certificate was issued/,
    );
  });

  it('puts the saved theme back when leaving without saving', async () => {
    fakeSettings();
    const user = userEvent.setup();
    const { unmount } = renderRoute(<SettingsPage />, { path: '/settings' });
    await user.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    unmount();
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
