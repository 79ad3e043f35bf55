import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { AccountDataSection } from './account-data-section';

describe('AccountDataSection', () => {
  it('offers the export as a download link', () => {
    renderRoute(<AccountDataSection />, { path: '/settings' });
    const link = screen.getByRole('link', { name: 'Export my data' });
    expect(link).toHaveAttribute('href', '/api/account/export');
    expect(link).toHaveAttribute('download');
  });

  it('asks for the password, shows a wrong one next to the field, then says what was deleted', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse(
          {
            error: {
              code: 'FORBIDDEN',
              message: 'That password is not correct. Nothing was deleted.',
              issues: [{ path: 'body.password', message: 'That password is not correct.' }],
            },
          },
          403,
        ),
      )
      .mockResolvedValueOnce(
        jsonResponse({
          deleted: [
            { what: 'Tests', count: 3 },
            { what: 'Profile', count: 1 },
          ],
        }),
      );
    const user = userEvent.setup();
    renderRoute(<AccountDataSection />, { path: '/settings' });
    await user.click(screen.getByRole('button', { name: 'Delete account...' }));
    const submit = screen.getByRole('button', { name: 'Delete my account for good' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'wrong-one-123');
    await user.click(submit);
    expect(await screen.findByText('That password is not correct.')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/account/delete',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ password: 'wrong-one-123' }),
      }),
    );

    await user.clear(screen.getByLabelText('Your password'));
    await user.type(screen.getByLabelText('Your password'), 'right-one-123');
    await user.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account was deleted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tests').nextSibling).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/');
  });
});
