-- Read model: principal-changes. Not a stored projection: triggers that notify every change of an account, its roles or its sessions on principal_changes, which the access cache listens to.
-- Stores: nothing (NOTIFY principal_changes). Sources: users, user_roles, refresh_tokens.
-- Proof that stored = live: apps/api/src/modules/auth/principal-cache.test.ts.
-- The current definitions of its functions and triggers. The migrator (apps/api/src/db/migrate.ts) applies this
-- file after the migrations whenever its content changed, so it stays idempotent: change a read model here, then
-- let apps/api/test/read-models.test.ts write it back as the database holds it
-- (npx vitest run test/read-models.test.ts -u in apps/api).

CREATE OR REPLACE FUNCTION public.principal_changes_notify(user_ids text)
  RETURNS void
  LANGUAGE plpgsql
AS $function$
BEGIN
  IF user_ids IS NULL THEN RETURN; END IF;
  -- A payload must stay under 8,000 bytes: a bulk change drops every cached principal instead.
  PERFORM pg_notify('principal_changes', CASE WHEN length(user_ids) > 7000 THEN '*' ELSE user_ids END);
END
$function$;

CREATE OR REPLACE FUNCTION public.users_principal_changed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE ids text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Sign-ins write the login columns on every login: only the columns of a principal count.
    SELECT string_agg(DISTINCT n.id::text, ',') INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.email, n.username, n.user_type, n.is_enabled, n.email_verified_at)
            IS DISTINCT FROM (o.email, o.username, o.user_type, o.is_enabled, o.email_verified_at);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT o.id::text, ',') INTO ids FROM old_rows o;
  ELSE
    ids := '*';
  END IF;
  PERFORM principal_changes_notify(ids);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.user_roles_principal_changed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT n.user_id::text, ',') INTO ids FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT changed.user_id::text, ',') INTO ids
      FROM (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT o.user_id::text, ',') INTO ids FROM old_rows o;
  ELSE
    ids := '*';
  END IF;
  PERFORM principal_changes_notify(ids);
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.refresh_tokens_principal_changed()
  RETURNS trigger
  LANGUAGE plpgsql
AS $function$
DECLARE ids text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- Rotation (rotated_at, replaced_by_id) leaves the session alive: only revocation and expiry count.
    SELECT string_agg(DISTINCT changed.user_id::text, ',') INTO ids FROM (
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.user_id, n.family_id, n.revoked_at, n.expires_at) IS DISTINCT FROM (o.user_id, o.family_id, o.revoked_at, o.expires_at)
      UNION SELECT o.user_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.user_id <> o.user_id) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT o.user_id::text, ',') INTO ids FROM old_rows o;
  ELSE
    ids := '*';
  END IF;
  PERFORM principal_changes_notify(ids);
  RETURN NULL;
END
$function$;

DROP TRIGGER IF EXISTS refresh_tokens_principal_deleted ON public.refresh_tokens;
CREATE TRIGGER refresh_tokens_principal_deleted AFTER DELETE ON public.refresh_tokens REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_tokens_principal_changed();

DROP TRIGGER IF EXISTS refresh_tokens_principal_truncated ON public.refresh_tokens;
CREATE TRIGGER refresh_tokens_principal_truncated AFTER TRUNCATE ON public.refresh_tokens FOR EACH STATEMENT EXECUTE FUNCTION refresh_tokens_principal_changed();

DROP TRIGGER IF EXISTS refresh_tokens_principal_updated ON public.refresh_tokens;
CREATE TRIGGER refresh_tokens_principal_updated AFTER UPDATE ON public.refresh_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_tokens_principal_changed();

DROP TRIGGER IF EXISTS user_roles_principal_deleted ON public.user_roles;
CREATE TRIGGER user_roles_principal_deleted AFTER DELETE ON public.user_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_roles_principal_changed();

DROP TRIGGER IF EXISTS user_roles_principal_inserted ON public.user_roles;
CREATE TRIGGER user_roles_principal_inserted AFTER INSERT ON public.user_roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_roles_principal_changed();

DROP TRIGGER IF EXISTS user_roles_principal_truncated ON public.user_roles;
CREATE TRIGGER user_roles_principal_truncated AFTER TRUNCATE ON public.user_roles FOR EACH STATEMENT EXECUTE FUNCTION user_roles_principal_changed();

DROP TRIGGER IF EXISTS user_roles_principal_updated ON public.user_roles;
CREATE TRIGGER user_roles_principal_updated AFTER UPDATE ON public.user_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_roles_principal_changed();

DROP TRIGGER IF EXISTS users_principal_deleted ON public.users;
CREATE TRIGGER users_principal_deleted AFTER DELETE ON public.users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_principal_changed();

DROP TRIGGER IF EXISTS users_principal_truncated ON public.users;
CREATE TRIGGER users_principal_truncated AFTER TRUNCATE ON public.users FOR EACH STATEMENT EXECUTE FUNCTION users_principal_changed();

DROP TRIGGER IF EXISTS users_principal_updated ON public.users;
CREATE TRIGGER users_principal_updated AFTER UPDATE ON public.users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_principal_changed();
