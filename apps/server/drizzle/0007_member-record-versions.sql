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
-- A new version for each member the statement's rows name (TG_ARGV[0]: the column naming
-- the member). Once per statement, from its transition tables: the notification fan-out's
-- 100,000 rows are one upsert, not 100,000. In member order, so two writers lock the same
-- rows in the same order. A member deleted by this statement (a cascade) needs none.
CREATE FUNCTION member_record_changed() RETURNS trigger AS $$
DECLARE
  member text := quote_ident(TG_ARGV[0]);
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('select %s as id from new_rows', member)
    WHEN 'DELETE' THEN format('select %s as id from old_rows', member)
    ELSE format('select %1$s as id from new_rows union select %1$s from old_rows', member)
  END;
BEGIN
  EXECUTE format(
    'insert into member_record_versions as v (user_id, version)
     select c.id, nextval(''member_record_version_seq'')
       from (select distinct id from (%s) t where id is not null) c
       join users u on u.id = c.id
      order by c.id
     on conflict (user_id) do update set version = excluded.version', changed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What every record shares changed: every kept record is stale.
CREATE FUNCTION member_record_shared_changed() RETURNS trigger AS $$
BEGIN
  UPDATE member_record_epoch SET version = nextval('member_record_version_seq');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER member_record_users_upd AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_ins AFTER INSERT ON saved_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_upd AFTER UPDATE ON saved_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_saved_items_del AFTER DELETE ON saved_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_ins AFTER INSERT ON insights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_upd AFTER UPDATE ON insights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_insights_del AFTER DELETE ON insights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_ins AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_upd AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notifications_del AFTER DELETE ON notifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_ins AFTER INSERT ON notification_preferences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_upd AFTER UPDATE ON notification_preferences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_preferences_del AFTER DELETE ON notification_preferences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION member_record_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER member_record_notification_types AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notification_types
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
-- Records carry these titles. A deleted one empties users' columns (ON DELETE SET NULL), which
-- the users trigger sees; the shared version is bumped as well, to depend on nothing else.
CREATE TRIGGER member_record_schools AFTER UPDATE OF id, title OR DELETE OR TRUNCATE ON schools
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_courses AFTER UPDATE OF id, title OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
--> statement-breakpoint
CREATE TRIGGER member_record_employers AFTER UPDATE OF id, title OR DELETE OR TRUNCATE ON employers
  FOR EACH STATEMENT EXECUTE FUNCTION member_record_shared_changed();
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
