import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FILES_URL_PREFIX, type StorageFolder } from './storage';

/**
 * storedImageUrl (storage.ts) in SQL, for answers PostgreSQL builds as JSON (the games catalogue page, search
 * results): a bare file name becomes its files URL under `folder/ownerId/`; an absolute http(s) URL or a
 * path is used as given; nothing (null or empty) stays null. The games and search tests compare both.
 */
export const storedImageUrlSql = (folder: StorageFolder, ownerId: SQLWrapper, stored: SQLWrapper): SQL => sql`case
    when coalesce(${stored}, '') = '' then null
    when ${stored} ~* '^https?://' or left(${stored}, 1) = '/' then ${stored}
    else ${sql.raw(`'${FILES_URL_PREFIX}/${folder}/'`)} || ${ownerId} || '/' || ${stored} end`;
