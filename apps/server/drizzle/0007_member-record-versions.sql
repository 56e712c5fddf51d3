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
CREATE TRIGGER member_record_users_upd AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_ins AFTER INSERT ON saved_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_upd AFTER UPDATE ON saved_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_del AFTER DELETE ON saved_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_ins AFTER INSERT ON insights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_upd AFTER UPDATE ON insights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_del AFTER DELETE ON insights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_ins AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_upd AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_del AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_ins AFTER INSERT ON notification_preferences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_upd AFTER UPDATE ON notification_preferences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_del AFTER DELETE ON notification_preferences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
-- Records carry the titles of these (and any column may be read one day): any change to a row.
-- A deleted school, course or employer also empties users' columns (ON DELETE SET NULL), which
-- the users trigger notes.
CREATE TRIGGER member_record_notification_types_ins AFTER INSERT ON notification_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_notification_types_upd AFTER UPDATE ON notification_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_notification_types_del AFTER DELETE ON notification_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_schools_ins AFTER INSERT ON schools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_schools_upd AFTER UPDATE ON schools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_schools_del AFTER DELETE ON schools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_courses_ins AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_courses_upd AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_courses_del AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_employers_ins AFTER INSERT ON employers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_employers_upd AFTER UPDATE ON employers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_employers_del AFTER DELETE ON employers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
-- TRUNCATE names no rows: it makes every kept record stale.
CREATE TRIGGER member_record_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_truncate AFTER TRUNCATE ON saved_items
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_insights_truncate AFTER TRUNCATE ON insights
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_truncate AFTER TRUNCATE ON notification_preferences
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_notification_types_truncate AFTER TRUNCATE ON notification_types
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_schools_truncate AFTER TRUNCATE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_courses_truncate AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_employers_truncate AFTER TRUNCATE ON employers
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_member_record_versions_truncate AFTER TRUNCATE ON member_record_versions
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_member_record_epoch_truncate AFTER TRUNCATE ON member_record_epoch
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
