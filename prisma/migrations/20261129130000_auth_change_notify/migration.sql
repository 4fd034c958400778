-- Each app instance caches the callers it has verified (src/server/auth/verified-cache.ts). A change that can end or
-- alter a caller's access (a token revoked, a user blocked, deleted, signed out or given another role or name) is
-- announced on `auth_changed` when it commits, with the ids of the users concerned, or `*` when there are many.
-- The body is quoted, not dollar-quoted: the migration runner splits a script at semicolons outside quotes.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS '
DECLARE
  ids text[];
BEGIN
  IF TG_TABLE_NAME = ''users'' AND TG_OP = ''UPDATE'' THEN
    SELECT array_agg(n.id::text) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.email, n.first_name, n.last_name, n.role, n.blocked_at, n.deleted_at, n.session_version)
      IS DISTINCT FROM (o.email, o.first_name, o.last_name, o.role, o.blocked_at, o.deleted_at, o.session_version);
  ELSIF TG_TABLE_NAME = ''users'' THEN
    SELECT array_agg(o.id::text) INTO ids FROM old_rows o;
  ELSIF TG_OP = ''UPDATE'' THEN
    SELECT array_agg(DISTINCT u.id) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id, LATERAL (VALUES (n.user_id::text), (o.user_id::text)) u(id)
    WHERE (n.token_hash, n.user_id, n.revoked_at) IS DISTINCT FROM (o.token_hash, o.user_id, o.revoked_at);
  ELSE
    SELECT array_agg(DISTINCT o.user_id::text) INTO ids FROM old_rows o;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify(''auth_changed'', CASE WHEN cardinality(ids) > 100 THEN ''*'' ELSE array_to_string(ids, '','') END);
  END IF;
  RETURN NULL;
END ';

CREATE TRIGGER users_auth_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER users_auth_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER api_tokens_auth_updated AFTER UPDATE ON api_tokens
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER api_tokens_auth_deleted AFTER DELETE ON api_tokens
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
