import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SuggestionsQuery } from '@paytable/contracts';
import { suggestionComments, suggestions, suggestionVotes, users, type SuggestionRow } from '../../db/schema/index';
import type { PageWindow } from '../../platform/pagination';
import { personName, toPerson, type Executor, type Person } from './people-repository';

export interface SuggestionView {
  suggestion: SuggestionRow;
  author: Person | null;
  hasVoted: boolean;
}

/** The list and the detail read the viewer's own vote in the same statement. */
const viewColumns = (viewerId: number) => ({
  suggestion: suggestions,
  authorId: users.id,
  authorName: personName(users),
  hasVoted: sql<boolean>`exists (select 1 from ${suggestionVotes} where ${suggestionVotes.suggestionId} = ${suggestions.id} and ${suggestionVotes.userId} = ${viewerId})`,
});
type ViewRow = { suggestion: SuggestionRow; authorId: number | null; authorName: string | null; hasVoted: boolean };
const toView = (row: ViewRow): SuggestionView => ({ suggestion: row.suggestion, author: toPerson(row.authorId, row.authorName), hasVoted: row.hasVoted });

export async function listSuggestions(ex: Executor, viewerId: number, query: Pick<SuggestionsQuery, 'status' | 'sort'>, window: PageWindow) {
  const where = query.status === undefined ? undefined : eq(suggestions.status, query.status);
  const order = query.sort === 'votes' ? [desc(suggestions.voteCount), desc(suggestions.createdAt), desc(suggestions.id)] : [desc(suggestions.createdAt), desc(suggestions.id)];
  const [rows, [total]] = await Promise.all([
    ex.select(viewColumns(viewerId)).from(suggestions).leftJoin(users, eq(users.id, suggestions.authorId)).where(where).orderBy(...order).limit(window.limit).offset(window.offset),
    ex.select({ value: count() }).from(suggestions).where(where),
  ]);
  return { rows: rows.map(toView), total: total?.value ?? 0 };
}

export async function findSuggestionView(ex: Executor, viewerId: number, id: number): Promise<SuggestionView | undefined> {
  const [row] = await ex.select(viewColumns(viewerId)).from(suggestions).leftJoin(users, eq(users.id, suggestions.authorId)).where(eq(suggestions.id, id)).limit(1);
  return row === undefined ? undefined : toView(row);
}

/** The suggestion as it stands, locked until the transaction ends (the answer compares against it). */
export async function findSuggestionForUpdate(ex: Executor, id: number): Promise<SuggestionRow | undefined> {
  const [row] = await ex.select().from(suggestions).where(eq(suggestions.id, id)).for('update').limit(1);
  return row;
}

/** Who voted for a suggestion. */
export async function listVoterIds(ex: Executor, suggestionId: number): Promise<number[]> {
  const rows = await ex.select({ userId: suggestionVotes.userId }).from(suggestionVotes).where(eq(suggestionVotes.suggestionId, suggestionId));
  return rows.map((row) => row.userId);
}

export async function suggestionExists(ex: Executor, id: number): Promise<boolean> {
  const [row] = await ex.select({ id: suggestions.id }).from(suggestions).where(eq(suggestions.id, id)).for('update').limit(1);
  return row !== undefined;
}

export async function insertSuggestion(ex: Executor, values: { authorId: number; title: string; description: string; createdAt: Date }): Promise<number> {
  const [row] = await ex.insert(suggestions).values({ ...values, updatedAt: values.createdAt }).returning({ id: suggestions.id });
  if (row === undefined) throw new Error('suggestion insert returned nothing');
  return row.id;
}

export async function answerSuggestion(ex: Executor, id: number, values: { status: string; response: string | null; respondedById: number }, now: Date): Promise<boolean> {
  const rows = await ex
    .update(suggestions)
    .set({ ...values, respondedAt: now, updatedAt: now })
    .where(eq(suggestions.id, id))
    .returning({ id: suggestions.id });
  return rows.length > 0;
}

/**
 * Records a vote; false when this person has voted already. The primary key (suggestion, user) is the
 * rule, so two requests at once still count one vote; the count moves in the same transaction.
 */
export async function addVote(ex: Executor, suggestionId: number, userId: number, now: Date): Promise<boolean> {
  const inserted = await ex.insert(suggestionVotes).values({ suggestionId, userId, createdAt: now }).onConflictDoNothing().returning({ userId: suggestionVotes.userId });
  if (inserted.length === 0) return false;
  await ex.update(suggestions).set({ voteCount: sql`${suggestions.voteCount} + 1` }).where(eq(suggestions.id, suggestionId));
  return true;
}

export async function removeVote(ex: Executor, suggestionId: number, userId: number): Promise<boolean> {
  const removed = await ex
    .delete(suggestionVotes)
    .where(and(eq(suggestionVotes.suggestionId, suggestionId), eq(suggestionVotes.userId, userId)))
    .returning({ userId: suggestionVotes.userId });
  if (removed.length === 0) return false;
  await ex.update(suggestions).set({ voteCount: sql`greatest(${suggestions.voteCount} - 1, 0)` }).where(eq(suggestions.id, suggestionId));
  return true;
}

export async function addComment(ex: Executor, suggestionId: number, authorId: number, content: string, now: Date): Promise<void> {
  await ex.insert(suggestionComments).values({ suggestionId, authorId, content, createdAt: now });
  await ex.update(suggestions).set({ commentCount: sql`${suggestions.commentCount} + 1` }).where(eq(suggestions.id, suggestionId));
}

export async function listComments(ex: Executor, suggestionId: number) {
  const rows = await ex
    .select({ id: suggestionComments.id, content: suggestionComments.content, createdAt: suggestionComments.createdAt, authorId: users.id, authorName: personName(users) })
    .from(suggestionComments)
    .leftJoin(users, eq(users.id, suggestionComments.authorId))
    .where(eq(suggestionComments.suggestionId, suggestionId))
    .orderBy(asc(suggestionComments.createdAt), asc(suggestionComments.id));
  return rows.map((row) => ({ id: row.id, content: row.content, createdAt: row.createdAt, author: toPerson(row.authorId, row.authorName) }));
}
