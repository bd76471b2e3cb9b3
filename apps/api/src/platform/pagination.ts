import type { Page, PageQuery } from '@paytable/contracts';

/** SQL offset of a 0-based page. */
export const pageOffset = ({ page, size }: PageQuery): number => page * size;

/** Builds the page shape `{ content, totalElements, totalPages, number, size }`. */
export function toPage<T>(content: T[], totalElements: number, { page, size }: PageQuery): Page<T> {
  return {
    content,
    totalElements,
    totalPages: size > 0 ? Math.ceil(totalElements / size) : 0,
    number: page,
    size,
  };
}

/** A page as SQL sees it: LIMIT and OFFSET (repositories take this, services build it from a PageQuery). */
export interface PageWindow {
  limit: number;
  offset: number;
}
