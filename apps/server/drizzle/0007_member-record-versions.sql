CREATE SEQUENCE "public"."member_record_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "member_record_epoch" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "member_record_epoch_one_row" CHECK ("member_record_epoch"."one")
);
--> statement-breakpoint
CREATE TABLE "member_record_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_record_versions" ADD CONSTRAINT "member_record_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The member record's versions (docs/decisions/0054). A process keeps the record it built for a
-- session with the versions it was built at; the session lookup reads the versions in the same
-- statement, so a kept record is served only while nothing it was built from has changed.
-- Every write to what the record reads bumps a version here, in the writer's own transaction.
INSERT INTO "member_record_epoch" ("one", "version") VALUES (true, nextval('member_record_version_seq'));
--> statement-breakpoint
-- Bumps wait for the commit. A statement's trigger only notes the members its rows name, in a
-- transaction-local setting; the first note of a transaction also inserts a marker row, whose
-- deferred trigger bumps every noted member at commit in one upsert, in member order. Each
-- transaction thus takes its version-row locks in one ascending sweep as it ends: two writers
-- cannot deadlock on them (an insight deleted, bumping its author and then its savers, while
-- the fan-out bumps every member, could when each statement bumped as it ran), and the locks
-- are held for the sweep alone.
CREATE UNLOGGED TABLE "member_record_flush" ("txid" xid8 PRIMARY KEY);
--> statement-breakpoint
-- Notes the members the statement's rows name (TG_ARGV[0]: the column naming the member).
-- Once per statement, from its transition tables: the fan-out's 100,000 rows are one note.
CREATE FUNCTION member_record_changed() RETURNS trigger AS $$
DECLARE
  member text := quote_ident(TG_ARGV[0]);
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('select %s as id from new_rows', member)
    WHEN 'DELETE' THEN format('select %s as id from old_rows', member)
    ELSE format('select %1$s as id from new_rows union select %1$s from old_rows', member)
  END;
  ids text;
BEGIN
  EXECUTE format('select string_agg(distinct id::text, '','') from (%s) t', changed) INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('member_record.pending',
    concat_ws(',', nullif(current_setting('member_record.pending', true), ''), ids), true);
  IF coalesce(current_setting('member_record.armed', true), '') <> pg_current_xact_id()::text THEN
    PERFORM set_config('member_record.armed', pg_current_xact_id()::text, true);
    INSERT INTO member_record_flush (txid) VALUES (pg_current_xact_id());
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET search_path = public, pg_temp;
--> statement-breakpoint
-- At commit: a new version for every member this transaction noted. A member deleted by the
-- transaction needs none (and would fail the foreign key).
CREATE FUNCTION member_record_flush() RETURNS trigger AS $$
DECLARE
  pending text := nullif(current_setting('member_record.pending', true), '');
BEGIN
  -- Notes made after this (SET CONSTRAINTS … IMMEDIATE ran it early) arm a new flush.
  PERFORM set_config('member_record.pending', '', true);
  PERFORM set_config('member_record.armed', '', true);
  DELETE FROM member_record_flush WHERE txid = NEW.txid;
  IF pending IS NOT NULL THEN
    INSERT INTO member_record_versions AS v (user_id, version)
    SELECT c.id, nextval('member_record_version_seq')
      FROM (SELECT DISTINCT x::int AS id FROM unnest(string_to_array(pending, ',')) x) c
      JOIN users u ON u.id = c.id
     ORDER BY c.id
    ON CONFLICT (user_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET search_path = public, pg_temp;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER member_record_flush AFTER INSERT ON member_record_flush
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION member_record_flush();
--> statement-breakpoint
-- What every record shares changed: every kept record is stale. An upsert, so a wiped table
-- (the seed's --force truncates every table) gets its row back on the next change. Statements
-- that touch no row change nothing.
CREATE FUNCTION member_record_shared_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO member_record_epoch AS e (one, version)
  VALUES (true, nextval('member_record_version_seq'))
  ON CONFLICT (one) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql SET search_path = public, pg_temp;
--> statement-breakpoint
-- The triggers, one per table and event, written by loops so each rule reads once:
-- - per member: each statement that inserts, updates or deletes rows of these tables notes the
--   members its rows name (users: updates only; a new or removed account has no kept record);
-- - shared: any row of these changes what every record shows (records carry their titles, and
--   any column may be read one day); a deleted school, course or employer also empties users'
--   columns (ON DELETE SET NULL), which the users trigger notes;
-- - TRUNCATE names no rows: it makes every kept record stale.
DO $$
DECLARE
  member_tables text[][] := ARRAY[
    ['users', 'id', 'upd'],
    ['saved_items', 'user_id', 'ins,upd,del'],
    ['insights', 'user_id', 'ins,upd,del'],
    ['notifications', 'user_id', 'ins,upd,del'],
    ['notification_preferences', 'user_id', 'ins,upd,del']];
  shared_tables text[] := ARRAY['notification_types', 'schools', 'courses', 'employers'];
  truncated text[] := ARRAY['users', 'saved_items', 'insights', 'notifications',
    'notification_preferences', 'notification_types', 'schools', 'courses', 'employers',
    'member_record_versions', 'member_record_epoch'];
  event_sql jsonb := '{
    "ins": "INSERT %s REFERENCING NEW TABLE AS new_rows",
    "upd": "UPDATE %s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows",
    "del": "DELETE %s REFERENCING OLD TABLE AS old_rows"}';
  i int;
  t text;
  e text;
BEGIN
  FOR i IN 1 .. array_length(member_tables, 1) LOOP
    FOREACH e IN ARRAY string_to_array(member_tables[i][3], ',') LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER ' || (event_sql ->> e)
          || ' FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed(%L)',
        'member_record_' || member_tables[i][1] || '_' || e,
        format('ON %I', member_tables[i][1]), member_tables[i][2]);
    END LOOP;
  END LOOP;
  FOREACH t IN ARRAY shared_tables LOOP
    FOREACH e IN ARRAY ARRAY['ins', 'upd', 'del'] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER ' || (event_sql ->> e)
          || ' FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed()',
        'member_record_' || t || '_' || e, format('ON %I', t));
    END LOOP;
  END LOOP;
  FOREACH t IN ARRAY truncated LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I '
        || 'FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed()',
      'member_record_' || t || '_truncate', t);
  END LOOP;
END;
$$;
