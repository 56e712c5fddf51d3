CREATE TABLE "trend_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"learners" integer NOT NULL,
	"employer_users" integer NOT NULL,
	"enquiries" integer NOT NULL,
	"credentials_issued" integer NOT NULL,
	"subscribed" integer NOT NULL,
	"unsubscribed" integer NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_signups_idx" ON "users" USING btree ("created_at","user_type_id") WHERE "users"."staff_role" is null;