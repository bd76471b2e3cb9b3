import {
  answerSuggestionSchema,
  createSuggestionSchema,
  FeedbackMessage,
  suggestionCommentInputSchema,
  type Page,
  type Suggestion,
  type SuggestionDetail,
  type SuggestionsQuery,
} from '@paytable/contracts';
import type { AuthUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { pageOffset, toPage } from '../../platform/pagination';
import type { FeedbackDeps } from './bug-reports';
import { transactionWithChanges } from '../realtime/index';
import * as repo from './suggestions-repository';

const suggestionNotFound = () => notFound(FeedbackMessage.suggestionNotFound);

function toSuggestion(view: repo.SuggestionView): Suggestion {
  const { suggestion } = view;
  return {
    id: suggestion.id,
    title: suggestion.title,
    description: suggestion.description,
    status: suggestion.status as Suggestion['status'],
    author: view.author,
    voteCount: suggestion.voteCount,
    commentCount: suggestion.commentCount,
    hasVoted: view.hasVoted,
    response: suggestion.response,
    respondedAt: suggestion.respondedAt?.toISOString() ?? null,
    createdAt: suggestion.createdAt.toISOString(),
  };
}

export async function listSuggestions(deps: FeedbackDeps, user: AuthUser, query: SuggestionsQuery): Promise<Page<Suggestion>> {
  const { rows, total } = await repo.listSuggestions(deps.db, user.id, query, { limit: query.size, offset: pageOffset(query) });
  return toPage(rows.map(toSuggestion), total, query);
}

export async function getSuggestion(deps: FeedbackDeps, user: AuthUser, id: number): Promise<SuggestionDetail> {
  const view = await repo.findSuggestionView(deps.db, user.id, id);
  if (view === undefined) throw suggestionNotFound();
  const comments = await repo.listComments(deps.db, id);
  return { ...toSuggestion(view), comments: comments.map((comment) => ({ ...comment, createdAt: comment.createdAt.toISOString() })) };
}

export async function createSuggestion(deps: FeedbackDeps, user: AuthUser, input: unknown, now = new Date()): Promise<SuggestionDetail> {
  const data = createSuggestionSchema.parse(input);
  const id = await deps.db.transaction((tx) => repo.insertSuggestion(tx, { ...data, authorId: user.id, createdAt: now }));
  return getSuggestion(deps, user, id);
}

/** One vote per person: a second vote answers 409 (the votes table's primary key decides, also under a race). */
export async function vote(deps: FeedbackDeps, user: AuthUser, id: number, now = new Date()): Promise<SuggestionDetail> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.suggestionExists(tx, id))) throw suggestionNotFound();
    if (!(await repo.addVote(tx, id, user.id, now))) throw conflict(FeedbackMessage.alreadyVoted);
  });
  return getSuggestion(deps, user, id);
}

export async function unvote(deps: FeedbackDeps, user: AuthUser, id: number): Promise<SuggestionDetail> {
  await deps.db.transaction(async (tx) => {
    if (!(await repo.suggestionExists(tx, id))) throw suggestionNotFound();
    if (!(await repo.removeVote(tx, id, user.id))) throw conflict(FeedbackMessage.notVoted);
  });
  return getSuggestion(deps, user, id);
}

export async function comment(deps: FeedbackDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<SuggestionDetail> {
  const { content } = suggestionCommentInputSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.suggestionExists(tx, id))) throw suggestionNotFound();
    await repo.addComment(tx, id, user.id, content, now);
  });
  return getSuggestion(deps, user, id);
}

/**
 * Admin: the status (under review, planned, done, declined) with the public answer everyone reads. A new
 * status or a new answer is told to the author and to the voters (never to the admin who answered).
 */
export async function answer(deps: FeedbackDeps, user: AuthUser, id: number, input: unknown, now = new Date()): Promise<SuggestionDetail> {
  const data = answerSuggestionSchema.parse(input);
  const response = data.response === '' ? null : data.response;
  await transactionWithChanges(deps.platform, async (tx, changes) => {
    const before = await repo.findSuggestionForUpdate(tx, id);
    if (before === undefined || !(await repo.answerSuggestion(tx, id, { status: data.status, response, respondedById: user.id }, now))) throw suggestionNotFound();
    const statusChanged = data.status !== before.status;
    if (!statusChanged && (response === null || response === before.response)) return;
    const authorUserIds = before.authorId === null || before.authorId === user.id ? [] : [before.authorId];
    const voterUserIds = (await repo.listVoterIds(tx, id)).filter((voter) => voter !== user.id && voter !== before.authorId);
    await deps.notifier.suggestionAnswered(
      { platform: deps.platform, tx, changes },
      { authorUserIds, voterUserIds, suggestionId: id, title: before.title, status: data.status, statusChanged, response },
    );
  });
  return getSuggestion(deps, user, id);
}
