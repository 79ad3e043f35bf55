import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Certificate } from '@app/shared/certificates.schemas';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { CertificatePage } from './certificate-page';

const ID = 'abcdefghijklmnopqrst-uvwxyz23';

const cert: Certificate = {
  id: ID,
  verificationCode: 'UVWX-YZ23',
  holderName: 'Ada Lovelace',
  holderHandle: null,
  courseId: 'git',
  courseTitle: 'Git & Version Control',
  levels: 6,
  completedAt: '2026-03-04T10:00:00.000Z',
  issuedAt: '2026-03-04T10:00:00.000Z',
};

const open = () =>
  renderRoute(<CertificatePage />, {
    path: '/certificates/:id',
    initialEntry: `/certificates/${ID}`,
  });

describe('CertificatePage', () => {
  it('shows the name, course, date, levels and code, with the PDF link; noindex', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(cert));
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ }),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`/api/certificates/${ID}`, expect.anything());
    expect(screen.getByText('Git & Version Control')).toBeInTheDocument();
    expect(screen.getByText('Completed on').nextSibling).toHaveTextContent('Mar 4, 2026');
    expect(screen.getByText('Levels passed').nextSibling).toHaveTextContent('6 levels');
    expect(screen.getByText('Verification code').nextSibling).toHaveTextContent('UVWX-YZ23');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}/pdf`,
    );
    // A private profile: no link to it.
    expect(screen.queryByRole('link', { name: /profile/ })).toBeNull();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('links to the holder’s profile only when the answer names a public handle', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ ...cert, holderHandle: 'ada' }));
    open();
    expect(
      await screen.findByRole('link', { name: 'View Ada Lovelace’s profile' }),
    ).toHaveAttribute('href', '/u/ada');
  });

  it.each([
    [404, 'No certificate matches this address'],
    [410, 'It was revoked'],
  ])('a %i says the certificate is not valid', async (status, detail) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          error: {
            code: status === 410 ? 'GONE' : 'NOT_FOUND',
            message: 'This certificate is not valid.',
          },
        },
        status,
      ),
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'This certificate is not valid.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(detail))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });
});
