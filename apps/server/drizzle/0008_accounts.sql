CREATE TABLE "feedback_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"page" text,
	"theme" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reports_kind_check" CHECK ("feedback_reports"."kind" in ('problem', 'improvement'))
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"session_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "facebook" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "instagram" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "linkedin" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "telegram" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "twitch" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "x" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "youtube" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_reports" ADD CONSTRAINT "feedback_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject");--> statement-breakpoint
-- Deleting an account erases its vouchers (docs/product/rules.md#account-deletion) while the client profile
-- stays as a
-- nameless tombstone, so no cascade runs. The eraser says so for its own transaction only.
CREATE OR REPLACE FUNCTION voucher_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1
     -- coalesce: an unset setting reads as NULL, and NOT (... AND NULL) would let every delete through.
     AND NOT (TG_OP = 'DELETE' AND coalesce(current_setting('sessionbook.erasing_account', true), '') = 'on') THEN
    RAISE EXCEPTION 'voucher_entries is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
