-- Staff feature insights on the home page (docs/decisions/0066).
ALTER TABLE "insights" ADD COLUMN "featured_at" timestamp with time zone;