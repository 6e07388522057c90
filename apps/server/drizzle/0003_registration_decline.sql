ALTER TABLE "event_registrations" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "waitlist_registrations" ADD COLUMN "ended_by" text;--> statement-breakpoint
-- Hand-written: before this migration only a cancelled event or slot ended registrations and
-- waitlist entries, so every ended row was ended by its event.
UPDATE "event_registrations" SET "ended_by" = 'event' WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "waitlist_registrations" SET "ended_by" = 'event' WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_duration_check" CHECK ("availability_slots"."end_time" - "availability_slots"."start_time" <= interval '1440 minutes');--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ended_by_check" CHECK ("event_registrations"."ended_by" in ('client', 'professional', 'event'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_ended_check" CHECK (("event_registrations"."cancelled_at" is null) = ("event_registrations"."ended_by" is null));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_check" CHECK ("events"."end_time" - "events"."start_time" <= interval '1440 minutes');--> statement-breakpoint
ALTER TABLE "waitlist_registrations" ADD CONSTRAINT "waitlist_registrations_ended_by_check" CHECK ("waitlist_registrations"."ended_by" in ('client', 'professional', 'event'));--> statement-breakpoint
ALTER TABLE "waitlist_registrations" ADD CONSTRAINT "waitlist_registrations_ended_check" CHECK (("waitlist_registrations"."cancelled_at" is null) = ("waitlist_registrations"."ended_by" is null));