CREATE TABLE "client_group_members" (
	"group_id" uuid NOT NULL,
	"professional_client_id" uuid NOT NULL,
	"professional_id" uuid NOT NULL,
	CONSTRAINT "client_group_members_group_id_professional_client_id_pk" PRIMARY KEY("group_id","professional_client_id")
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "professional_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"professional_id" uuid NOT NULL,
	"client_id" uuid,
	"full_name" text,
	"email" text,
	"phone" text,
	"comment" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"initiated_by" text DEFAULT 'professional' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "professional_clients_status_check" CHECK ("professional_clients"."status" in ('pending', 'confirmed')),
	CONSTRAINT "professional_clients_initiated_by_check" CHECK ("professional_clients"."initiated_by" in ('professional', 'client'))
);
--> statement-breakpoint
CREATE TABLE "professional_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_group_id_client_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."client_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_professional_client_id_professional_clients_id_fk" FOREIGN KEY ("professional_client_id") REFERENCES "public"."professional_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_groups" ADD CONSTRAINT "client_groups_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_clients" ADD CONSTRAINT "professional_clients_professional_id_professional_profiles_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professional_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_clients" ADD CONSTRAINT "professional_clients_client_id_client_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_invitations" ADD CONSTRAINT "professional_invitations_client_id_client_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_groups_name_key" ON "client_groups" USING btree ("professional_id",lower("name"));--> statement-breakpoint
CREATE INDEX "professional_clients_book_idx" ON "professional_clients" USING btree ("professional_id","status","created_at") WHERE "professional_clients"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "professional_clients_client_idx" ON "professional_clients" USING btree ("client_id") WHERE "professional_clients"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_clients_email_key" ON "professional_clients" USING btree ("professional_id",lower("email")) WHERE "professional_clients"."ended_at" is null and "professional_clients"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_clients_phone_key" ON "professional_clients" USING btree ("professional_id","phone") WHERE "professional_clients"."ended_at" is null and "professional_clients"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_clients_client_key" ON "professional_clients" USING btree ("professional_id","client_id") WHERE "professional_clients"."ended_at" is null and "professional_clients"."client_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_invitations_key" ON "professional_invitations" USING btree ("client_id",lower("email"));