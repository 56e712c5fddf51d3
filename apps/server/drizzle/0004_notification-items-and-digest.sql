ALTER TABLE "users" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_type_item_key" ON "notifications" USING btree ("user_id","notification_type_id","item_id") WHERE "notifications"."item_id" is not null;