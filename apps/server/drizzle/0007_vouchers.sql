CREATE TABLE "voucher_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "voucher_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"voucher_type_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"kind" text NOT NULL,
	"batch_id" uuid,
	"count_delta" integer NOT NULL,
	"paid" boolean,
	"value_cents" integer,
	"registration_id" uuid,
	"event_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_entries_kind_check" CHECK ("voucher_entries"."kind" in ('credit', 'edit', 'payment', 'removal', 'consumption', 'reversal', 'reset')),
	CONSTRAINT "voucher_entries_duration_check" CHECK ("voucher_entries"."duration" in (30, 45, 60, 90, 120)),
	CONSTRAINT "voucher_entries_batch_check" CHECK (("voucher_entries"."batch_id" is not null) = ("voucher_entries"."kind" in ('credit', 'edit', 'payment', 'removal')))
);
--> statement-breakpoint
CREATE TABLE "voucher_settings" (
	"professional_id" uuid NOT NULL,
	"voucher_type_id" integer NOT NULL,
	"registration_deadline_hours" integer NOT NULL,
	"cancellation_deadline_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_settings_professional_id_voucher_type_id_pk" PRIMARY KEY("professional_id","voucher_type_id"),
	CONSTRAINT "voucher_settings_hours_check" CHECK ("voucher_settings"."registration_deadline_hours" between 0 and 720 and "voucher_settings"."cancellation_deadline_hours" between 0 and 720)
);
--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_client_id_client_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_registration_id_event_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."event_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_entries_balance_idx" ON "voucher_entries" USING btree ("professional_id","client_id","voucher_type_id","duration");--> statement-breakpoint
CREATE INDEX "voucher_entries_batch_idx" ON "voucher_entries" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "voucher_entries_event_idx" ON "voucher_entries" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_consumption_key" ON "voucher_entries" USING btree ("registration_id") WHERE "voucher_entries"."kind" = 'consumption';--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_reversal_key" ON "voucher_entries" USING btree ("registration_id") WHERE "voucher_entries"."kind" = 'reversal';--> statement-breakpoint
-- The ledger is append-only (docs/product/rules.md#voucher-balances): a direct UPDATE or DELETE is refused.
-- What a
-- foreign key does (deleting an account removes its vouchers, docs/product/rules.md#account-deletion; a
-- deleted registration
-- or event leaves its entries with a null reference) runs inside the referential trigger, deeper.
CREATE FUNCTION voucher_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'voucher_entries is append-only' USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER voucher_entries_append_only BEFORE UPDATE OR DELETE ON voucher_entries
  FOR EACH ROW EXECUTE FUNCTION voucher_entries_append_only();
