CREATE TYPE "public"."mail_outbox_state" AS ENUM('waiting', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"message" jsonb NOT NULL,
	"state" "mail_outbox_state" DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD COLUMN "batch_job_id" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_state_created_idx" ON "mail_outbox" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_finished_idx" ON "mail_outbox" USING btree ("finished_at");