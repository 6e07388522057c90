CREATE TABLE "calendar_stamps" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "waitlist_registrations_event_idx" ON "waitlist_registrations" USING btree ("event_id");--> statement-breakpoint
-- The calendar's change stamps (schema.ts, calendarStamps): a sequence, so a stamp never repeats,
-- not even after a TRUNCATE ... RESTART IDENTITY between tests.
CREATE SEQUENCE "calendar_stamp_seq";--> statement-breakpoint
-- The professionals a transaction changed, stamped when it commits: a row lock on a stamp held from
-- the first change to the commit would make every other write of that professional wait behind a slow
-- transaction. Unlogged: its rows never outlive their transaction.
CREATE UNLOGGED TABLE "calendar_pending" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"professional_id" uuid NOT NULL
);--> statement-breakpoint
CREATE INDEX "calendar_pending_xid_idx" ON "calendar_pending" USING btree ("xid");--> statement-breakpoint
-- Marks the professionals named in the statement's rows (column TG_ARGV[0]) as changed.
CREATE FUNCTION calendar_touch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[0])
    WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[0])
    ELSE format('SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[0], TG_ARGV[0])
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO calendar_pending (professional_id) SELECT DISTINCT id FROM (%s) s(id) WHERE id IS NOT NULL',
    source);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A username shows as the professional's name when the profile has none.
CREATE FUNCTION calendar_touch_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_pending (professional_id)
  SELECT DISTINCT p.id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN professional_profiles p ON p.user_id = n.id
  WHERE n.username IS DISTINCT FROM o.username;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A client's name shows in the calendars of the professionals whose book or events they are in.
CREATE FUNCTION calendar_touch_client() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_pending (professional_id)
  SELECT DISTINCT x.id FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT pc.professional_id FROM professional_clients pc WHERE pc.client_id = n.id
      UNION SELECT r.professional_id FROM event_registrations r WHERE r.client_id = n.id
      UNION SELECT w.professional_id FROM waitlist_registrations w WHERE w.client_id = n.id) x(id)
  WHERE n.full_name IS DISTINCT FROM o.full_name;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- At commit (the first deferred firing of the transaction does all its rows; later ones find none):
-- a new stamp for every professional it changed, in id order so that two commits lock them alike.
CREATE FUNCTION calendar_stamp_pending() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH mine AS (DELETE FROM calendar_pending WHERE xid = pg_current_xact_id() RETURNING professional_id)
  INSERT INTO calendar_stamps (professional_id, stamp)
  SELECT id, nextval('calendar_stamp_seq') FROM (SELECT DISTINCT professional_id AS id FROM mine ORDER BY 1) x
  ON CONFLICT (professional_id) DO UPDATE SET stamp = excluded.stamp;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER calendar_pending_stamp AFTER INSERT ON calendar_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION calendar_stamp_pending();--> statement-breakpoint
-- Statement triggers (one row per professional and statement, however many rows it wrote) on every
-- table a calendar view reads, named <table>_calendar_<insert|update|delete>.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('events', 'professional_id'), ('event_series', 'professional_id'),
    ('event_registrations', 'professional_id'), ('waitlist_registrations', 'professional_id'),
    ('event_invitations', 'professional_id'), ('availability_slots', 'professional_id'),
    ('availability_slot_voucher_types', 'professional_id'), ('voucher_entries', 'professional_id'),
    ('voucher_settings', 'professional_id'), ('professional_clients', 'professional_id'),
    ('professional_profiles', 'id')) v(name, professional_column)
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch(%L)', t.name || '_calendar_insert', t.name, t.professional_column);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch(%L)', t.name || '_calendar_update', t.name, t.professional_column);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch(%L)', t.name || '_calendar_delete', t.name, t.professional_column);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_calendar_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch_user();--> statement-breakpoint
CREATE TRIGGER client_profiles_calendar_update AFTER UPDATE ON client_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch_client();--> statement-breakpoint
-- Every professional has a stamp from the start.
INSERT INTO calendar_stamps (professional_id, stamp)
SELECT id, nextval('calendar_stamp_seq') FROM professional_profiles ORDER BY id;
