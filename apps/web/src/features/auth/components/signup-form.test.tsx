import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { SignupForm } from './signup-form';

const auth = vi.hoisted(() => ({
  signUpEmail: vi.fn(),
  signInEmail: vi.fn(),
  signInSocial: vi.fn(),
  getSession: vi.fn(),
}));

vi.mock('../../../lib/auth-client', () => ({
  authClient: {
    signUp: { email: auth.signUpEmail },
    signIn: { email: auth.signInEmail, social: auth.signInSocial },
    getSession: auth.getSession,
  },
}));

vi.mock('../../../lib/meta-api', async () => {
  const { metaStub } = await import('../testing/meta-stub');
  return { useMeta: () => metaStub(false) };
});

const SESSION = {
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  session: { id: 's1' },
};

type Values = { name?: string; email?: string; password?: string; confirm?: string };

async function fill(user: ReturnType<typeof userEvent.setup>, values: Values = {}) {
  const {
    name = '  Ada Lovelace ',
    email = 'ada@example.com',
    password = 'analytical-engine',
    confirm = password,
  } = values;
  if (name) await user.type(screen.getByLabelText('Full Name'), name);
  if (email) await user.type(screen.getByLabelText('Email Id'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('SignupForm', () => {
  beforeEach(() => {
    auth.getSession.mockResolvedValue({ data: SESSION, error: null });
  });

  it("says 'Passwords do not match!' and sends nothing", async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user, { password: 'analytical-engine', confirm: 'difference-engine' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(auth.signUpEmail).not.toHaveBeenCalled();
  });

  it('requires all four fields', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await submit(user);
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(auth.signUpEmail).not.toHaveBeenCalled();
  });

  it('refuses passwords under 10 characters before asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user, { password: 'short-pw1', confirm: 'short-pw1' });
    await submit(user);
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(auth.signUpEmail).not.toHaveBeenCalled();
  });

  it('refuses a password made of the name before asking the server', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user, { password: 'AdaLovelace1815' });
    await submit(user);
    expect(
      screen.getByText('Password must not be made of your name or email address'),
    ).toBeInTheDocument();
    expect(auth.signUpEmail).not.toHaveBeenCalled();
  });

  it('shows a strength meter that names a common password', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'qwertyuiop');
    expect(await screen.findByTestId('password-strength', {}, { timeout: 5000 })).toHaveTextContent(
      'Password strength: Very weak. This password is one of the 10,000 most common passwords',
    );
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'tangerine-orbit-cascade-71');
    expect(await screen.findByText(/Password strength: (Strong|Very strong)$/)).toBeInTheDocument();
  });

  it('toggles both password fields independently', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("shows 'Creating account...' with inputs disabled, then the provider's message", async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => {};
    auth.signUpEmail.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user);
    await submit(user);

    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    for (const label of ['Full Name', 'Email Id', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
    expect(auth.signUpEmail).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical-engine',
    });

    finish({
      data: null,
      error: { status: 422, message: 'User already exists. Use another email.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'User already exists. Use another email.',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it("falls back to 'Failed to create account'", async () => {
    const user = userEvent.setup();
    auth.signUpEmail.mockResolvedValue({ data: null, error: { status: 500 } });
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account');
  });

  it('signs in after creating the account and goes to /dashboard', async () => {
    const user = userEvent.setup();
    auth.signUpEmail.mockResolvedValue({ data: { user: SESSION.user }, error: null });
    auth.signInEmail.mockResolvedValue({ data: { user: SESSION.user }, error: null });
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user);
    await submit(user);
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(auth.signInEmail).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'analytical-engine',
    });
  });

  it('for an email that already has an account, says to check the mail or log in', async () => {
    const user = userEvent.setup();
    auth.signUpEmail.mockResolvedValue({ data: { user: SESSION.user }, error: null });
    auth.signInEmail.mockResolvedValue({
      data: null,
      error: { status: 401, message: 'Invalid email or password' },
    });
    renderRoute(<SignupForm />, { path: '/signup' });
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'If it already has an account, we sent it a message: log in, or reset your password',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('explains that Google sign-up is not configured', async () => {
    const user = userEvent.setup();
    renderRoute(<SignupForm />, { path: '/signup' });
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sign up with Google');
    expect(alert).toHaveTextContent('Google sign-in is not configured on this server');
    expect(auth.signInSocial).not.toHaveBeenCalled();
  });

  it('links to the login page', () => {
    renderRoute(<SignupForm />, { path: '/signup' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});
