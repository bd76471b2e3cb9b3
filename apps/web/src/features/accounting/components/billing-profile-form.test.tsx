import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingPaths, type BillingProfile } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';
import { BillingProfileCard } from './billing-profile-form';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

const seller: BillingProfile = {
  legalName: 'Paytable Ltd',
  addressLines: 'Level 3, Portomaso Business Tower',
  postalCode: 'STJ 4011',
  city: "St Julian's",
  country: 'MT',
  vatId: 'MT12345634',
  billingEmail: 'billing@paytable.com',
  iban: 'MT84MALT011000012345MTLCAST001S',
  bic: 'MALTMTMT',
  bankName: 'Bank of Valletta',
  paymentTermsDays: 30,
  vatCheck: { status: 'NOT_CHECKED', checkedAt: null, detail: 'Not checked: no VIES lookup is configured on this installation' },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function refused(details: { path: string; message: string }[]) {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed with status code 400', 'ERR_BAD_REQUEST', { headers }, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers },
    data: { success: false, code: 'VALIDATION_FAILED', message: details[0]!.message, details },
  });
}

function renderCard(owner: { platform: true } | { companyId: number }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BillingProfileCard owner={owner} title="Billing profile" description="As printed on invoices." />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

/** Types by pasting: one input event per field, so a busy machine does not stretch the test past its time. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('BillingProfileCard', () => {
  it("shows the platform's profile with its bank details and the VIES answer, and saves what is typed", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(seller));
    const put = vi.spyOn(apiClient, 'put').mockImplementation(async (_url, body) => envelope({ ...seller, ...(body as object) }));
    renderCard({ platform: true });

    expect(await screen.findByLabelText('Legal name')).toHaveValue('Paytable Ltd');
    expect(screen.getByLabelText('Country')).toHaveValue('MT');
    expect(screen.getByLabelText(/^IBAN/)).toHaveValue('MT84MALT011000012345MTLCAST001S');
    expect(screen.getByText(/VIES: Not checked/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Bank name/));
    await user.clear(screen.getByLabelText('Payment terms (days)'));
    await fill(user, screen.getByLabelText('Payment terms (days)'), '14');
    await user.click(screen.getByRole('button', { name: 'Save billing profile' }));

    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe(billingPaths.platformProfile);
    expect(put.mock.calls[0]![1]).toMatchObject({ legalName: 'Paytable Ltd', country: 'MT', vatId: 'MT12345634', paymentTermsDays: 14, iban: 'MT84MALT011000012345MTLCAST001S', bankName: null });
  });

  it("a company's profile starts empty, has no bank details, and shows the server's word on the VAT id by its field", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(envelope(null));
    const put = vi.spyOn(apiClient, 'put').mockRejectedValue(refused([{ path: 'body.vatId', message: 'The VAT id does not match the format of its country' }]));
    renderCard({ companyId: 7 });

    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText('Legal name'), 'Aurora Casino Group Ltd');
    expect(screen.queryByLabelText(/^IBAN/)).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Address'), 'Tower Road 120');
    await fill(user, screen.getByLabelText('City'), 'Sliema');
    await user.selectOptions(screen.getByLabelText('Country'), 'MT');
    await fill(user, screen.getByLabelText(/^VAT id/), 'MT1234');
    await fill(user, screen.getByLabelText('Billing e-mail'), 'billing@aurora-casino.example');
    await user.click(screen.getByRole('button', { name: 'Save billing profile' }));

    await waitFor(() => expect(put).toHaveBeenCalledWith(billingPaths.companyProfile(7), expect.objectContaining({ legalName: 'Aurora Casino Group Ltd', country: 'MT', vatId: 'MT1234' })));
    expect(put.mock.calls[0]![1]).not.toHaveProperty('iban');
    expect(await screen.findByText('The VAT id does not match the format of its country')).toBeInTheDocument();
    expect(screen.getByLabelText(/^VAT id/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the profile cannot be loaded', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderCard({ platform: true });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
