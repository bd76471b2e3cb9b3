import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from './use-url-filters';

describe('useUrlFilters', () => {
  it('keeps two changes made before the next render (a select, then another)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/events?page=2']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => useUrlFilters(['near', 'radius'] as const), { wrapper });
    act(() => {
      result.current.set({ near: 'malta' });
      result.current.set({ radius: '25' });
    });
    expect(result.current.values).toEqual({ near: 'malta', radius: '25' });
    expect(result.current.page).toBe(0);
  });
});
