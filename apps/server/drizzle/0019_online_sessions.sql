ALTER TABLE "professional_profiles" ADD COLUMN "meeting_link" text;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "meeting_url" text;