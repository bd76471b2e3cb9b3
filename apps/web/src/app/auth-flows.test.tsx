import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginRequestSchema, type CompanyAssociation } from '@paytable/contracts';
import { useAuthStore } from '@/features/auth/store';
import { savePendingAction } from '@/features/auth/redirects';
import { JWT, makeUser } from '@/features/auth/test-fixtures';
import { publicClient } from '@/lib/api-client';
import { SESSION_CHANNEL, sessionToken } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';
import { storageKeys } from '@/lib/storage-keys';
import { AppProviders } from './providers';
import { routes } from './router';

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [state ? { pathname: path, state } : path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const association = (type: CompanyAssociation['associationType']): CompanyAssociation => ({
  associationType: type,
  companyName: type === 'COMPANY' ? 'Acme' : null,
  companyWebsite: null,
  isNewCompany: false,
  companyId: type === 'COMPANY' ? 3 : null,
  pendingApproval: false,
  requiresVerification: false,
});

function signIn(overrides: Parameters<typeof makeUser>[0] = {}) {
  act(() => useAuthStore.getState().setSession({ token: JWT, refreshToken: 'r', user: makeUser(overrides) }));
}

const originalAdapter = publicClient.defaults.adapter;
function answerPublicCalls(answer: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const adapter: AxiosAdapter = async (config) => {
    const { status, data } = answer(config);
    const response = { status, data, statusText: '', headers: {}, config };
    if (status >= 400) throw new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    return response;
  };
  publicClient.defaults.adapter = adapter;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  act(() => useAuthStore.getState().clear());
  publicClient.defaults.adapter = originalAdapter;
});

describe('login form', () => {
  it('shows the contract’s messages, linked to the fields, and sends nothing', async () => {
    let calls = 0;
    answerPublicCalls(() => {
      calls++;
      return { status: 200, data: {} };
    });
    renderAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const expected = loginRequestSchema.safeParse({ usernameOrEmail: '', password: '' }).error!.issues;
    for (const issue of expected) {
      const field = issue.path[0] === 'usernameOrEmail' ? screen.getByLabelText('Username or email') : screen.getByLabelText('Password');
      await waitFor(() => expect(field).toHaveAccessibleDescription(issue.message));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(calls).toBe(0);
  });

  it('leaves the auto-focused empty field without an error, so the first click on a link below lands', async () => {
    const router = renderAt('/login');
    const field = await screen.findByLabelText('Username or email');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('does not validate the password field on leaving it either; Forgot password? opens on the first click', async () => {
    const router = renderAt('/login');
    await userEvent.click(await screen.findByLabelText('Password'));
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username or email')).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('shows the server’s message on a failed login, else the fallback "Login failed"', async () => {
    answerPublicCalls(() => ({ status: 401, data: { success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid username/email or password' } }));
    renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username or email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username/email or password');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loginError: 'Invalid username/email or password' });

    answerPublicCalls(() => ({ status: 502, data: '<html>bad gateway</html>' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('signs in with remember me and moves on to the saved destination', async () => {
    let body: unknown;
    answerPublicCalls((config) => {
      body = JSON.parse(config.data as string);
      return {
        status: 200,
        data: { success: true, data: { token: JWT, accessToken: JWT, refreshToken: 'r1', tokenType: 'Bearer', expiresIn: 900, refreshExpiresAt: new Date(Date.now() + 1e9).toISOString(), rememberMe: true, user: makeUser() } },
      };
    });
    localStorage.setItem(storageKeys.intendedDestination, '/dashboard/network');
    const router = renderAt('/login');
    await userEvent.type(await screen.findByLabelText('Username or email'), ' ada ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/network'));
    expect(body).toEqual({ usernameOrEmail: 'ada', password: 'secret123', rememberMe: true });
    expect(localStorage.getItem('token')).toBe(JWT);
  });
});

describe('register form', () => {
  it('validates with the contract: password policy and company name for a company', async () => {
    renderAt('/register');
    await userEvent.type(await screen.findByLabelText('Password'), 'abcdefgh');
    await userEvent.click(screen.getByRole('radio', { name: /Company/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must contain at least one digit')).toBeInTheDocument();
    expect(screen.getByText('Company name is required when registering a company')).toBeInTheDocument();
    const policy = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(policy).getByText(/At least one letter/)).toHaveTextContent('(met)');
    expect(within(policy).getByText(/At least one digit/)).toHaveTextContent('(not met yet)');
  });
});

describe('login redirect order', () => {
  it('sends a signed-in visitor on /login to the saved pending action, which goes on to its target', async () => {
    savePendingAction({ action: 'accept-connection', requestId: '9', targetUrl: '/dashboard/network' });
    signIn();
    const router = renderAt('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/network'), { timeout: 2000 });
    expect(localStorage.getItem(storageKeys.pendingAction)).toBeNull();
  });

  it('sends a signed-in visitor on /login back to the dashboard origin it came from', async () => {
    signIn();
    const router = renderAt('/login', { from: { pathname: '/dashboard/messages', search: '', hash: '' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/messages'), { timeout: 2000 });
  });

  it('sends a signed-in visitor on / to the saved intended destination', async () => {
    localStorage.setItem(storageKeys.intendedDestination, '/dashboard/settings/notifications');
    signIn();
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings/notifications'));
  });

  it('saves the pending action of a signed-out visitor on /action and asks to sign in', async () => {
    const router = renderAt('/action?action=accept&requestId=5&targetUrl=%2Fdashboard%2Fnetwork');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(localStorage.getItem(storageKeys.pendingAction)!)).toEqual({ action: 'accept', requestId: '5', targetUrl: '/dashboard/network' });
  });

  it('never follows an off-site targetUrl', async () => {
    signIn();
    const router = renderAt('/action?action=accept&requestId=5&targetUrl=https%3A%2F%2Fevil.example%2F');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('sign-out in another tab', () => {
  it.each([
    {
      mode: "this tab's session (Remember me off), told on the session channel",
      rememberMe: false,
      signOutElsewhere: () => {
        const otherTab = new BroadcastChannel(SESSION_CHANNEL);
        otherTab.postMessage({ type: 'signed-out', sessionId: sessionStorage.getItem(storageKeys.sessionId) });
        otherTab.close();
      },
    },
    {
      mode: 'the remembered session, told by the storage event',
      rememberMe: true,
      signOutElsewhere: () => {
        localStorage.removeItem(storageKeys.token);
        window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.token, oldValue: JWT, newValue: null, storageArea: localStorage }));
      },
    },
  ])('signs out $mode and sends the dashboard to /login', async ({ rememberMe, signOutElsewhere }) => {
    act(() => useAuthStore.getState().setSession({ token: JWT, refreshToken: 'r', user: makeUser(), rememberMe }));
    const router = renderAt('/dashboard/company-privileges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Privileges' })).toBeInTheDocument();
    act(signOutElsewhere);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect(sessionToken()).toBeNull();
  });
});

describe('company-area gate', () => {
  it('sends a user without a business association to the company profile with a warning', async () => {
    signIn({ companyAssociation: association('INDIVIDUAL') });
    const router = renderAt('/dashboard/company-users');
    expect(await screen.findByText('Please complete your business profile first')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/company-profile'));
  });

  it('treats a missing association as none', async () => {
    signIn({ companyAssociation: null });
    const router = renderAt('/dashboard/company-reporting');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/company-profile'));
  });

  it.each(['COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER'] as const)('lets a %s association in', async (type) => {
    signIn({ companyAssociation: association(type) });
    renderAt('/dashboard/company-users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Users' })).toBeInTheDocument();
  });

  it('leaves company-privileges open without an association', async () => {
    signIn();
    renderAt('/dashboard/company-privileges');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Privileges' })).toBeInTheDocument();
  });
});

describe('verify-email banner', () => {
  it('prompts an unverified user and can be dismissed', async () => {
    signIn({ emailVerified: false });
    renderAt('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(within(banner).getByRole('button', { name: /Resend email/ })).toBeEnabled();
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).toBeNull();
  });
});
