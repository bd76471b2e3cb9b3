import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * Query `page` (0-based) and `size`, coerced to non-negative integers (seed 001 §5). Anything that is
 * not a number falls back to the default instead of failing the request; size is capped at 100.
 */
export function pageQuerySchema(defaultSize: number = DEFAULT_PAGE_SIZE) {
  const schema = buildPageQuerySchema(defaultSize);
  if (defaultSize === DEFAULT_PAGE_SIZE) platformDefaultSizes.add(schema.shape.size);
  return schema;
}

/**
 * The `size` schemas of list queries whose default is the platform's default list page size (seed 000 §9:
 * 20) rather than a size of their own (search 10, notifications 10…). An admin may change that default
 * (admin/settings); the server then fills `size` in for these lists when the client sends none.
 */
const platformDefaultSizes = new WeakSet<object>();

/** Whether a route's query schema pages with the platform's default list page size. */
export function followsPlatformPageSize(querySchema: unknown): boolean {
  if (!(querySchema instanceof z.ZodObject)) return false;
  const size: unknown = querySchema.shape.size;
  return typeof size === 'object' && size !== null && platformDefaultSizes.has(size);
}

function buildPageQuerySchema(defaultSize: number) {
  const nonNegativeInt = (fallback: number) =>
    z.preprocess((value) => {
      const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
      return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
    }, z.number().int().min(0));
  return z.object({
    page: nonNegativeInt(0).optional().default(0),
    size: nonNegativeInt(defaultSize)
      .transform((n) => Math.min(Math.max(n, 1), MAX_PAGE_SIZE))
      .optional()
      .default(defaultSize),
  });
}
export const pageQuery = pageQuerySchema();
export type PageQuery = z.output<typeof pageQuery>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
};
