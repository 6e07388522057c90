CREATE TABLE "username_history" (
	"username" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "username_history_lower_check" CHECK ("username_history"."username" = lower("username_history"."username"))
);
--> statement-breakpoint
ALTER TABLE "username_history" ADD CONSTRAINT "username_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "username_history_user_idx" ON "username_history" USING btree ("user_id");--> statement-breakpoint
-- Issue 25 / decision 0035: choices the product kept forgetting.
--
-- Every username an account has had (schema.ts, usernameHistory). Setting a username records it; a
-- username another account had is refused with a unique violation on this table's key. The insert
-- waits for a concurrent one of the same name to commit, so two accounts racing for a name cannot both
-- win. Renaming back to one's own earlier username is allowed.
CREATE FUNCTION users_record_username() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND lower(NEW.username) = lower(OLD.username) THEN
    RETURN NULL;
  END IF;
  INSERT INTO username_history (username, user_id) VALUES (lower(NEW.username), NEW.id)
  ON CONFLICT (username) DO NOTHING;
  IF NOT EXISTS (SELECT 1 FROM username_history WHERE username = lower(NEW.username) AND user_id = NEW.id) THEN
    RAISE EXCEPTION 'username "%" is kept for another account', NEW.username
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'username_history_pkey';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO username_history (username, user_id) SELECT lower(username), id FROM users;--> statement-breakpoint
CREATE TRIGGER users_username_history AFTER INSERT OR UPDATE OF username ON users
  FOR EACH ROW EXECUTE FUNCTION users_record_username();--> statement-breakpoint
-- The session lengths a professional offers show in the slots clients see (client_slot_entry.durations):
-- a change stamps their calendar like any other of its tables (migration 0010), so no cached reply
-- offers the old lengths.
CREATE FUNCTION calendar_touch_preferences() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO calendar_pending (professional_id)
  SELECT DISTINCT p.id FROM new_rows n JOIN professional_profiles p ON p.user_id = n.user_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_preferences_calendar_insert AFTER INSERT ON user_preferences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch_preferences();--> statement-breakpoint
CREATE TRIGGER user_preferences_calendar_update AFTER UPDATE ON user_preferences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION calendar_touch_preferences();--> statement-breakpoint
-- "Occurrence n of count" counts the rows of the series an occurrence belongs to; a `future` split
-- left the earlier part with the count it was created with. Every series now holds its own count
-- (a split sets both parts, events/services/series-targets.ts); this puts right the splits made before.
UPDATE event_series s SET recurrence_count = c.n
FROM (
  SELECT series_id, count(*)::int AS n FROM events WHERE series_id IS NOT NULL GROUP BY series_id
  UNION ALL
  SELECT series_id, count(*)::int FROM availability_slots WHERE series_id IS NOT NULL GROUP BY series_id
) c
WHERE c.series_id = s.id AND c.n BETWEEN 1 AND 20 AND s.recurrence_count <> c.n;
