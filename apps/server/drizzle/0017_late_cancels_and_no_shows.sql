ALTER TABLE "voucher_entries" DROP CONSTRAINT "voucher_entries_kind_check";--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD COLUMN "late_cancel" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD COLUMN "no_show" text DEFAULT 'use_voucher' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_late_cancel_key" ON "voucher_entries" USING btree ("registration_id") WHERE "voucher_entries"."kind" = 'late_cancel';--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_kind_check" CHECK ("voucher_entries"."kind" in ('credit', 'edit', 'payment', 'removal', 'consumption', 'reversal', 'late_cancel', 'no_show_return', 'no_show_undo', 'reset'));--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_late_cancel_check" CHECK ("voucher_settings"."late_cancel" in ('refuse', 'use_voucher'));--> statement-breakpoint
ALTER TABLE "voucher_settings" ADD CONSTRAINT "voucher_settings_no_show_check" CHECK ("voucher_settings"."no_show" in ('use_voucher', 'return'));