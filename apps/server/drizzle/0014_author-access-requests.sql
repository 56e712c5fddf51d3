ALTER TYPE "public"."enquiry_kind" ADD VALUE 'author_access';--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_open_request_per_member" ON "enquiries" USING btree ("user_id") WHERE "enquiries"."status" <> 'closed';