-- Decision 0028: live updates. What an open screen shows is announced on the channel
-- `sessionbook_live` by the transaction that changes it. NOTIFY is delivered at commit, to every
-- server instance that listens (PGlite delivers it to its own process), never for a rolled-back
-- change. A payload names a scope and an id, never data (apps/server/src/modules/live/notices.ts):
--   p:<professional id>   the professional's calendar stamp changed (migration 0010)
--   c:<client profile id> a client's relationships with professionals changed
--   u:<user id>           an account changed (zone, language, name, role, deletion)
--   s:<session id>        a session was ended (sign-out, password change, deletion)
--
-- The stamp trigger of migration 0010, now also announcing each professional it stamps.
CREATE OR REPLACE FUNCTION calendar_stamp_pending() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  FOR changed IN
    WITH mine AS (DELETE FROM calendar_pending WHERE xid = pg_current_xact_id() RETURNING professional_id)
    INSERT INTO calendar_stamps (professional_id, stamp)
    SELECT id, nextval('calendar_stamp_seq') FROM (SELECT DISTINCT professional_id AS id FROM mine ORDER BY 1) x
    ON CONFLICT (professional_id) DO UPDATE SET stamp = excluded.stamp
    RETURNING professional_id
  LOOP
    PERFORM pg_notify('sessionbook_live', 'p:' || changed);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An invitation, an acceptance or an ending: the client's list of professionals (and which calendars
-- they may follow) changed. PostgreSQL sends one notice per distinct payload and transaction.
CREATE FUNCTION live_client_relationship() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.client_id IS NOT NULL THEN
    PERFORM pg_notify('sessionbook_live', 'c:' || OLD.client_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.client_id IS NOT NULL THEN
    PERFORM pg_notify('sessionbook_live', 'c:' || NEW.client_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER professional_clients_live AFTER INSERT OR UPDATE OR DELETE ON professional_clients
  FOR EACH ROW EXECUTE FUNCTION live_client_relationship();--> statement-breakpoint
-- The account of the user named by column TG_ARGV[0] changed.
CREATE FUNCTION live_account_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessionbook_live', 'u:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_live AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION live_account_changed('id');--> statement-breakpoint
CREATE TRIGGER client_profiles_live AFTER INSERT OR UPDATE ON client_profiles
  FOR EACH ROW EXECUTE FUNCTION live_account_changed('user_id');--> statement-breakpoint
CREATE TRIGGER professional_profiles_live AFTER INSERT OR UPDATE ON professional_profiles
  FOR EACH ROW EXECUTE FUNCTION live_account_changed('user_id');--> statement-breakpoint
CREATE FUNCTION live_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessionbook_live', 's:' || NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auth_sessions_live AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION live_session_ended();
