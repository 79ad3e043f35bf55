import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { LoginForm } from './login-form';

const auth = vi.hoisted(() => ({
  signInEmail: vi.fn(),
  signInSocial: vi.fn(),
  getSession: vi.fn(),
  googleEnabled: false,
}));

vi.mock('../../../lib/auth-client', () => ({
  authClient: {
    signIn: { email: auth.signInEmail, social: auth.signInSocial },
    getSession: auth.getSession,
  },
}));

vi.mock('../../../lib/meta-api', async () => {
  const { metaStub } = await import('../testing/meta-stub');
  return { useMeta: () => metaStub(auth.googleEnabled) };
});

const SESSION = {
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  session: { id: 's1' },
};

function renderLogin(state?: unknown) {
  return renderRoute(<LoginForm />, {
    path: '/login',
    initialEntry: { pathname: '/login', state },
  });
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
  password = 'correct horse',
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/** Signs in successfully from a /login opened with `state` (where the user was sent from). */
async function signInFrom(state?: unknown) {
  const user = userEvent.setup();
  auth.signInEmail.mockResolvedValue({ data: { user: SESSION.user }, error: null });
  renderLogin(state);
  await fillAndSubmit(user);
}

describe('LoginForm', () => {
  beforeEach(() => {
    auth.googleEnabled = false;
    auth.getSession.mockResolvedValue({ data: SESSION, error: null });
  });

  it('requires email and password and sends nothing without them', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(auth.signInEmail).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows 'Logging in...' and disables the inputs while the request runs", async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    auth.signInEmail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderLogin();
    await fillAndSubmit(user);

    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(auth.signInEmail).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
    });

    finish({ data: null, error: { status: 401, message: 'Invalid email or password' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it("falls back to 'Failed to log in' when the provider gives no message", async () => {
    const user = userEvent.setup();
    auth.signInEmail.mockResolvedValue({ data: null, error: { status: 500 } });
    renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in');
  });

  it('goes to /dashboard after signing in', async () => {
    await signInFrom();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(auth.getSession).toHaveBeenCalled();
  });

  it('goes back to the protected page that sent the user to /login', async () => {
    await signInFrom({ from: '/profile' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
  });

  it('never follows a redirect target to another site', async () => {
    await signInFrom({ from: '//evil.example.com' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('explains that Google sign-in is not configured, without calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to log in with Google');
    expect(alert).toHaveTextContent('Google sign-in is not configured on this server');
    expect(auth.signInSocial).not.toHaveBeenCalled();
  });

  it('starts Google sign-in when the server has it, and shows its failure', async () => {
    const user = userEvent.setup();
    auth.googleEnabled = true;
    auth.signInSocial.mockResolvedValue({
      data: null,
      error: { status: 400, message: 'Provider unavailable' },
    });
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(auth.signInSocial).toHaveBeenCalledWith(
        expect.objectContaining({ provider: 'google', callbackURL: '/dashboard' }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to log in with Google');
    expect(alert).toHaveTextContent('Provider unavailable');
  });

  it('links to the password reset and sign-up pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
