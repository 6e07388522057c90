-- Issue 30 item 2 (docs/performance.md, "Issue 30"): indexes the calendar windows read through.
-- A client calendar asks, per event, for the reader's own entries in it: with only an index on the
-- event and one on the client, PostgreSQL ANDed a bitmap of every registration the client ever made
-- (hundreds in a busy year) for each event. (event_id, client_id) finds them at once and still serves
-- every read by event alone, so it replaces event_registrations_event_idx.
CREATE INDEX IF NOT EXISTS "event_registrations_event_client_idx" ON "event_registrations" USING btree ("event_id","client_id");--> statement-breakpoint
DROP INDEX IF EXISTS "event_registrations_event_idx";--> statement-breakpoint
-- An occurrence's number counts the earlier items of its series: from the index alone, not a heap page
-- per occurrence. They replace the indexes on series_id alone.
CREATE INDEX IF NOT EXISTS "events_series_start_idx" ON "events" USING btree ("series_id","start_time","id");--> statement-breakpoint
DROP INDEX IF EXISTS "events_series_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "availability_slots_series_start_idx" ON "availability_slots" USING btree ("series_id","start_time","id");--> statement-breakpoint
DROP INDEX IF EXISTS "availability_slots_series_idx";
