import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PressMessage, type PressPreferences } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { clearTestSession, storeTestSession } from '@/lib/session-fixtures';
import { FollowRelease, PressAlertsPanel } from './follow-press';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

const envelope = <T,>(data: T) => ({ data: { success: true, data } });
const northlight = { id: 4, name: 'Northlight Studios', logoUrl: null, verified: true };

function serve(preferences: PressPreferences) {
  vi.spyOn(apiClient, 'get').mockImplementation(async () => envelope(preferences));
  return vi.spyOn(apiClient, 'put').mockImplementation(async (_url: string, body: unknown) => {
    const input = body as { categories: PressPreferences['categories']; companyIds: number[] };
    return envelope({ ...input, companies: input.companyIds.includes(northlight.id) ? [northlight] : [] });
  });
}

const renderUi = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

beforeEach(() => storeTestSession());
afterEach(() => {
  clearTestSession();
  vi.restoreAllMocks();
  vi.mocked(notify).mockClear();
});

it('follows the company and the category of a release, and says so', async () => {
  const put = serve({ categories: [], companyIds: [], companies: [] });
  renderUi(<FollowRelease company={northlight} category="PRODUCT_LAUNCH" />);
  const follow = await screen.findByRole('button', { name: 'Follow Northlight Studios' });
  expect(follow).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(follow);
  await waitFor(() => expect(put).toHaveBeenCalledWith('/press-releases/notifications/preferences', { categories: [], companyIds: [4] }));
  expect(await screen.findByRole('button', { name: 'Following Northlight Studios' })).toHaveAttribute('aria-pressed', 'true');
  expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: PressMessage.preferencesSaved }));

  await userEvent.click(screen.getByRole('button', { name: 'Follow Product and game launches' }));
  await waitFor(() => expect(put).toHaveBeenLastCalledWith('/press-releases/notifications/preferences', { categories: ['PRODUCT_LAUNCH'], companyIds: [4] }));
});

it('shows nothing to a signed-out reader', () => {
  clearTestSession();
  const get = vi.spyOn(apiClient, 'get');
  const { container } = renderUi(<FollowRelease company={northlight} category="PRODUCT_LAUNCH" />);
  expect(container).toBeEmptyDOMElement();
  expect(get).not.toHaveBeenCalled();
});

it('lists what the reader follows and unfollows a company in place', async () => {
  const put = serve({ categories: ['AWARDS'], companyIds: [4], companies: [northlight] });
  renderUi(<PressAlertsPanel />);
  await userEvent.click(await screen.findByRole('button', { name: /Press alerts/ }));
  expect(screen.getByRole('checkbox', { name: 'Awards' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Unfollow Northlight Studios' }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/press-releases/notifications/preferences', { categories: ['AWARDS'], companyIds: [] }));
  expect(await screen.findByText('None yet: follow a company from one of its releases.')).toBeInTheDocument();
});
