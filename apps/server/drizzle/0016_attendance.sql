ALTER TABLE "event_registrations" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attendance_check" CHECK ("event_registrations"."attendance" in ('attended', 'no_show'));--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attendance_marked_check" CHECK (("event_registrations"."attendance" is null) = ("event_registrations"."attendance_marked_at" is null));