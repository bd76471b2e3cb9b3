import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@paytable/contracts';
import { UserSearchList } from './user-search-list';
import { useUserSearchState } from './user-search-list-state';

type Person = { id: number; fullName: string; email: string };
const page = (content: Person[], totalPages = 1): Page<Person> => ({ content, totalElements: content.length, totalPages, number: 0, size: 20 });
const people = [
  { id: 1, fullName: 'Ana Lopez', email: 'ana@example.com' },
  { id: 2, fullName: 'Ben Okafor', email: 'ben@example.com' },
];

function Harness({ results, onSearch = () => undefined }: { results: { isPending: boolean; isError: boolean; isSuccess: boolean; data: Page<Person> | undefined }; onSearch?: (term: string) => void }) {
  const search = useUserSearchState();
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <UserSearchList
      title="Users"
      searchLabel="Search users"
      resultsLabel="Users found"
      search={{ ...search, setSearchTerm: (term) => {
        search.setSearchTerm(term);
        onSearch(term);
      } }}
      results={results}
      errorMessage="Failed to search users"
      emptyTitle="No user matches"
      selectedId={selected}
      onSelect={setSelected}
      nameOf={(person) => person.fullName}
      describe={(person) => person.email}
    />
  );
}

const success = (data: Page<Person>) => ({ isPending: false, isError: false, isSuccess: true, data });

describe('UserSearchList', () => {
  it('lists people with their second line and marks the one picked', async () => {
    render(<Harness results={success(page(people))} />);
    const list = screen.getByRole('list', { name: 'Users found' });
    expect(list).toHaveTextContent('Ana Lopez');
    expect(list).toHaveTextContent('ben@example.com');
    const ben = screen.getByRole('button', { name: /Ben Okafor/ });
    expect(ben).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(ben);
    expect(ben).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Ana Lopez/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports every keystroke of the search term', async () => {
    const onSearch = vi.fn();
    render(<Harness results={success(page(people))} onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ana');
    expect(onSearch).toHaveBeenLastCalledWith('ana');
  });

  it('shows loading, the empty state and the error message', () => {
    const { rerender } = render(<Harness results={{ isPending: true, isError: false, isSuccess: false, data: undefined }} />);
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    rerender(<Harness results={success(page([]))} />);
    expect(screen.getByText('No user matches')).toBeInTheDocument();
    rerender(<Harness results={{ isPending: false, isError: true, isSuccess: false, data: undefined }} />);
    expect(screen.getByText('Failed to search users')).toBeInTheDocument();
  });
});
