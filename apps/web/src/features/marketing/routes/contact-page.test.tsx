import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderRoute } from '../../../test/render';
import { ContactPage } from './contact-page';

afterEach(() => vi.restoreAllMocks());

function stubContact(status = 200) {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    const body =
      status === 200
        ? { received: true, id: 'm1' }
        : {
            error: {
              code: 'RATE_LIMITED',
              message: 'Too many requests. Please wait 1 hour and try again.',
            },
          };
    return jsonResponse(body, status);
  });
  return bodies;
}

describe('Contact page', () => {
  it('opens on the topic of the link, checks the fields, then sends and thanks', async () => {
    const bodies = stubContact();
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact', initialEntry: '/contact?topic=careers' });
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('careers');

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAccessibleDescription(
      'Please enter your name',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'We would like to hire your learners.',
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you, your message was sent.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        topic: 'careers',
        name: 'Ada',
        email: 'ada@example.com',
        company: '',
        message: 'We would like to hire your learners.',
      },
    ]);
  });

  it("shows the server's refusal and keeps the message", async () => {
    stubContact(429);
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: '/contact', initialEntry: '/contact?topic=business' });
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Bo');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bo@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Assessments for 40 people.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Too many requests/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Assessments for 40 people.',
    );
  });
});
