import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import type { ConnectionSuggestion } from '@paytable/contracts';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { ErrorScreen } from '@/components/error-screen';
import { useSuggestions } from '../api/get-suggestions';
import { ConnectButton } from './connect-button';
import { PersonRow } from './person-row';

function whySuggested(suggestion: ConnectionSuggestion): string | undefined {
  const reasons = [
    suggestion.mutualConnections > 0 ? `${suggestion.mutualConnections} mutual connection${suggestion.mutualConnections === 1 ? '' : 's'}` : null,
    suggestion.sameCompanyType ? 'Same company type' : null,
    suggestion.sharedJurisdictions > 0 ? `${suggestion.sharedJurisdictions} shared jurisdiction${suggestion.sharedJurisdictions === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return reasons.length > 0 ? reasons.join(' · ') : undefined;
}

/** People to connect with, best matches first. */
export function SuggestionsPanel() {
  const [page, setPage] = useState(0);
  const suggestions = useSuggestions(page);
  if (suggestions.isPending) return <ListSkeleton label="Loading suggestions" />;
  if (suggestions.isError) return <ErrorScreen error={suggestions.error} context="suggestions" onRetry={() => void suggestions.refetch()} />;
  if (suggestions.data.content.length === 0) {
    return (
      <EmptyState icon={<Sparkles className="size-5" />} title="No suggestions right now">
        You are connected with everyone we could suggest. New members appear here as they join.
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="grid gap-2" aria-label="Suggestions">
        {suggestions.data.content.map((suggestion) => (
          <PersonRow key={suggestion.user.id} user={suggestion.user} detail={whySuggested(suggestion)} actions={<ConnectButton userId={suggestion.user.id} />} />
        ))}
      </ul>
      <Pager page={page} totalPages={suggestions.data.totalPages} onPage={setPage} />
    </>
  );
}
