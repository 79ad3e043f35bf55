import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  EXPIRED_UNSUBSCRIBE_MESSAGE,
  INVALID_UNSUBSCRIBE_MESSAGE,
  MAIL_SWITCH_TEXT,
} from '@app/shared/mail.schemas';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const weekly = { setting: 'weeklyReport', ...MAIL_SWITCH_TEXT.weeklyReport };
const open = (query = '?token=abc.def') =>
  renderRoute(<UnsubscribePage />, { path: '/unsubscribe', initialEntry: `/unsubscribe${query}` });

describe('UnsubscribePage', () => {
  it('asks first (opening the link changes nothing), then turns the switch off with the button', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ ...weekly, turnedOff: false }))
      .mockResolvedValueOnce(jsonResponse({ ...weekly, turnedOff: true }));
    open();
    expect(
      await screen.findByRole('heading', { name: 'Turn off Weekly Report?' }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/mail/unsubscribe?token=abc.def', expect.anything());
    expect(fetch.mock.calls[0]?.[1]?.method ?? 'GET').toBe('GET');

    await userEvent.click(screen.getByRole('button', { name: 'Turn off Weekly Report' }));
    expect(
      await screen.findByRole('heading', { name: 'Weekly Report is off' }),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/mail/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ token: 'abc.def' }));
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it.each([
    [400, 'BAD_REQUEST', INVALID_UNSUBSCRIBE_MESSAGE],
    [410, 'GONE', EXPIRED_UNSUBSCRIBE_MESSAGE],
  ])('a %i link says why and links to Settings, with no button', async (status, code, message) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ error: { code, message } }, status),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link without a token says it is not valid without asking the server', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_UNSUBSCRIBE_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
  });
});
