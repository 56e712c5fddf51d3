CREATE TYPE "public"."newsletter_recipient_state" AS ENUM('queued', 'outbox');--> statement-breakpoint
CREATE TYPE "public"."newsletter_status" AS ENUM('draft', 'sending', 'sent');--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" "newsletter_status" DEFAULT 'draft' NOT NULL,
	"month" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_issues_month_check" CHECK ("newsletter_issues"."month" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "newsletter_issues_month_status_check" CHECK (("newsletter_issues"."status" = 'draft') = ("newsletter_issues"."month" is null))
);
--> statement-breakpoint
CREATE TABLE "newsletter_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"email" text NOT NULL,
	"subscriber_id" integer,
	"user_id" integer,
	"state" "newsletter_recipient_state" DEFAULT 'queued' NOT NULL,
	"mail_job_id" text,
	"outbox_at" timestamp with time zone,
	CONSTRAINT "newsletter_recipients_email_lower_check" CHECK ("newsletter_recipients"."email" = lower("newsletter_recipients"."email"))
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_month_key" ON "newsletter_issues" USING btree ("month");--> statement-breakpoint
CREATE INDEX "newsletter_issues_updated_idx" ON "newsletter_issues" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_recipients_issue_email_key" ON "newsletter_recipients" USING btree ("issue_id","email");--> statement-breakpoint
CREATE INDEX "newsletter_recipients_issue_state_idx" ON "newsletter_recipients" USING btree ("issue_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_dedupe_key" ON "mail_messages" USING btree ("dedupe_key");