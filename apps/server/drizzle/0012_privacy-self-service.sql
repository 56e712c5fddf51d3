CREATE TYPE "public"."data_export_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."rights_request_channel" AS ENUM('email', 'post');--> statement-breakpoint
CREATE TYPE "public"."rights_request_kind" AS ENUM('access', 'erasure', 'rectification', 'objection');--> statement-breakpoint
CREATE TYPE "public"."rights_request_status" AS ENUM('open', 'done', 'refused');--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"status" "data_export_status" DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size" bigint,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "rights_request_kind" NOT NULL,
	"received_via" "rights_request_channel" NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text,
	"user_id" integer,
	"details" text,
	"status" "rights_request_status" DEFAULT 'open' NOT NULL,
	"outcome" text,
	"created_by_user_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rights_requests_status_due_idx" ON "rights_requests" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "rights_requests_user_idx" ON "rights_requests" USING btree ("user_id");