import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalog/keys';
import { useSaveBusinessType } from './business-types';
import { useDeleteGameType } from './game-types';
import { useSaveJurisdiction } from './license-jurisdictions';

const envelope = <T,>(data: T) => ({ data: { success: true, data } });

function withClient() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.restoreAllMocks());

describe('catalogue edits reach the pick-lists (lib/catalog/keys)', () => {
  it('marks the active business types stale when an admin saves one', async () => {
    const { client, wrapper } = withClient();
    client.setQueryData(catalogueKeys.businessTypeList('active'), []);
    client.setQueryData(catalogueKeys.jurisdictionList('active'), []);
    vi.spyOn(apiClient, 'post').mockResolvedValue(envelope({ id: 9 }));
    const { result } = renderHook(() => useSaveBusinessType(), { wrapper });
    await act(() => result.current.mutateAsync({ input: { name: 'Affiliate network', description: null, isActive: true } }));
    expect(client.getQueryState(catalogueKeys.businessTypeList('active'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(catalogueKeys.jurisdictionList('active'))?.isInvalidated).toBe(false);
  });

  it('marks the active jurisdictions stale when an admin edits one, and game types when one is deleted', async () => {
    const { client, wrapper } = withClient();
    client.setQueryData(catalogueKeys.jurisdictionList('active'), []);
    client.setQueryData(catalogueKeys.gameTypeSearch(''), []);
    vi.spyOn(apiClient, 'put').mockResolvedValue(envelope({ id: 2 }));
    vi.spyOn(apiClient, 'delete').mockResolvedValue(envelope(null));
    const jurisdiction = renderHook(() => useSaveJurisdiction(), { wrapper });
    await act(() => jurisdiction.result.current.mutateAsync({ id: 2, input: { name: 'Ontario', code: 'ON', isActive: false } }));
    expect(client.getQueryState(catalogueKeys.jurisdictionList('active'))?.isInvalidated).toBe(true);
    const gameType = renderHook(() => useDeleteGameType(), { wrapper });
    await act(() => gameType.result.current.mutateAsync(5));
    expect(client.getQueryState(catalogueKeys.gameTypeSearch(''))?.isInvalidated).toBe(true);
  });
});
