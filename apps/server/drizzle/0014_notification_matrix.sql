-- Issue 24 / decision 0029: how a professional hears of new bookings (at once or one daily summary),
-- and the bookings that wait for that summary.
CREATE TABLE "booking_summary_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"summary_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_summary_items_kind_check" CHECK ("booking_summary_items"."kind" in ('registered', 'claimed', 'accepted'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_updates" text DEFAULT 'at_once' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_summary_items" ADD CONSTRAINT "booking_summary_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_summary_items_user_idx" ON "booking_summary_items" USING btree ("user_id","summary_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_booking_updates_check" CHECK ("users"."booking_updates" in ('at_once', 'daily'));