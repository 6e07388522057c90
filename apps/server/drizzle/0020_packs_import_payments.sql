CREATE TABLE "stripe_accounts" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"pack_id" uuid,
	"pack_name" text NOT NULL,
	"voucher_type_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"count" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_days" integer,
	"stripe_account_id" text,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"batch_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "voucher_purchases_status_check" CHECK ("voucher_purchases"."status" in ('open', 'paid', 'refunded', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "opening_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"professional_client_id" uuid NOT NULL,
	"voucher_type_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"count" integer NOT NULL,
	"value_cents" integer,
	"paid" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_balances_duration_check" CHECK ("opening_balances"."duration" in (30, 45, 60, 90, 120)),
	CONSTRAINT "opening_balances_count_check" CHECK ("opening_balances"."count" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"professional_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_currency_check" CHECK ("payment_settings"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "voucher_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"name" text NOT NULL,
	"voucher_type_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_days" integer,
	"on_sale" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_packs_duration_check" CHECK ("voucher_packs"."duration" in (30, 45, 60, 90, 120)),
	CONSTRAINT "voucher_packs_count_check" CHECK ("voucher_packs"."count" between 1 and 100),
	CONSTRAINT "voucher_packs_price_check" CHECK ("voucher_packs"."price_cents" between 0 and 10000000),
	CONSTRAINT "voucher_packs_currency_check" CHECK ("voucher_packs"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "voucher_packs_valid_days_check" CHECK ("voucher_packs"."valid_days" is null or "voucher_packs"."valid_days" between 1 and 3660)
);
--> statement-breakpoint
ALTER TABLE "voucher_entries" DROP CONSTRAINT "voucher_entries_kind_check";--> statement-breakpoint
ALTER TABLE "voucher_entries" DROP CONSTRAINT "voucher_entries_batch_check";--> statement-breakpoint
ALTER TABLE "professional_clients" ADD COLUMN "invitation_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "stripe_accounts" ADD CONSTRAINT "stripe_accounts_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_client_id_client_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_pack_id_voucher_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."voucher_packs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balances" ADD CONSTRAINT "opening_balances_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balances" ADD CONSTRAINT "opening_balances_professional_client_id_professional_clients_id_fk" FOREIGN KEY ("professional_client_id") REFERENCES "public"."professional_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_balances" ADD CONSTRAINT "opening_balances_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_packs" ADD CONSTRAINT "voucher_packs_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_packs" ADD CONSTRAINT "voucher_packs_voucher_type_id_voucher_types_id_fk" FOREIGN KEY ("voucher_type_id") REFERENCES "public"."voucher_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_purchases_client_idx" ON "voucher_purchases" USING btree ("professional_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_purchases_session_key" ON "voucher_purchases" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_purchases_payment_key" ON "voucher_purchases" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "opening_balances_client_idx" ON "opening_balances" USING btree ("professional_client_id");--> statement-breakpoint
CREATE INDEX "voucher_packs_professional_idx" ON "voucher_packs" USING btree ("professional_id");--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_pack_id_voucher_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."voucher_packs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_expiry_key" ON "voucher_entries" USING btree ("batch_id") WHERE "voucher_entries"."kind" = 'expiry';--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_payment_ref_key" ON "voucher_entries" USING btree ("professional_id","payment_ref") WHERE "voucher_entries"."kind" = 'credit' and "voucher_entries"."payment_ref" is not null;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_source_check" CHECK ("voucher_entries"."source" is null or ("voucher_entries"."kind" = 'credit' and "voucher_entries"."source" in ('import', 'purchase')));--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_currency_check" CHECK ("voucher_entries"."currency" is null or "voucher_entries"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_kind_check" CHECK ("voucher_entries"."kind" in ('credit', 'edit', 'payment', 'removal', 'expiry', 'consumption', 'reversal', 'late_cancel', 'no_show_return', 'no_show_undo', 'reset'));--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_batch_check" CHECK (("voucher_entries"."batch_id" is not null) = ("voucher_entries"."kind" in ('credit', 'edit', 'payment', 'removal', 'expiry')));