ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_contact_email" text;--> statement-breakpoint
-- Decision 0074: a contact address already the same as a proved sign-in email is proved with it;
-- every other contact address in force stays unproved until its member confirms it.
UPDATE "users" SET "contact_email_confirmed_at" = "email_confirmed_at"
 WHERE "email_confirmed_at" IS NOT NULL AND lower("contact_email") = lower("email");
