import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { useMyCompanyAccess } from './my-company-access';
import { storeTestSession } from './session-fixtures';

const access = { companyId: 3, privileges: ['MANAGE_JOBS'] };

function serveAccess() {
  return vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: access } });
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

afterEach(() => vi.restoreAllMocks());

describe('useMyCompanyAccess', () => {
  it.each([
    { mode: 'a remembered session (localStorage)', remembered: true },
    { mode: "this tab's session (Remember me off, sessionStorage)", remembered: false },
  ])('asks for the company access with $mode', async ({ remembered }) => {
    storeTestSession({ remembered });
    const get = serveAccess();
    const { result } = renderHook(() => useMyCompanyAccess(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(access));
    expect(get).toHaveBeenCalledWith('/company-privileges/my-privileges');
  });

  it('asks nothing of a visitor', () => {
    const get = serveAccess();
    const { result } = renderHook(() => useMyCompanyAccess(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(get).not.toHaveBeenCalled();
  });
});
