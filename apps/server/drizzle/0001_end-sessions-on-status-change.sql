-- An account whose status changes (disabled, put on review, reactivated) loses every session:
-- whoever held one signs in again under the new status. Sessions are also read together with
-- the account's status, so access ends at once even before this runs (docs/decisions/0033).
CREATE FUNCTION end_sessions_on_status_change() RETURNS trigger AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_status_ends_sessions
  AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION end_sessions_on_status_change();
