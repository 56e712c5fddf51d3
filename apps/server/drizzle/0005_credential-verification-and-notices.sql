CREATE TABLE "integration_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_types" ADD COLUMN "kind" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_groups" ADD COLUMN "badge_png" "bytea";--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "credentials" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_public_id_key" ON "credentials" USING btree ("public_id");