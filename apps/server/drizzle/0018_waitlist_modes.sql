ALTER TABLE "professional_profiles" ADD COLUMN "waitlist_mode" text DEFAULT 'notify_all' NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_registrations" ADD COLUMN "offered_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_registrations" ADD COLUMN "passed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_mode" text DEFAULT 'notify_all' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD CONSTRAINT "professional_profiles_waitlist_mode_check" CHECK ("professional_profiles"."waitlist_mode" in ('notify_all', 'offer_in_turn', 'auto_promote'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_waitlist_mode_check" CHECK ("events"."waitlist_mode" in ('notify_all', 'offer_in_turn', 'auto_promote'));