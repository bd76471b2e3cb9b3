import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterSelect } from './filter-select';

describe('FilterSelect', () => {
  it('shows a filter that has no effect yet as disabled, not merely dimmed', () => {
    render(
      <FilterSelect label="Within" anyLabel="100 km" value="" onChange={() => undefined} disabled>
        <option value="10">10 km</option>
      </FilterSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Within' })).toBeDisabled();
  });

  it('is enabled by default', () => {
    render(
      <FilterSelect label="Near" anyLabel="Anywhere" value="" onChange={() => undefined}>
        <option value="mt">Malta</option>
      </FilterSelect>,
    );
    expect(screen.getByRole('combobox', { name: 'Near' })).toBeEnabled();
  });
});
