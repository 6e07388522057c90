ALTER TABLE "event_series" ADD COLUMN "root_id" uuid;--> statement-breakpoint
CREATE INDEX "event_series_root_idx" ON "event_series" USING btree ("root_id");