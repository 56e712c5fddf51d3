-- Trigram matching for "title contains" searches (docs/decisions/0037). Trusted since PostgreSQL 13;
-- the embedded database loads it from its package (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "employers_title_trgm_idx" ON "employers" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_title_trgm_idx" ON "schools" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "insights_title_trgm_idx" ON "insights" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin ("name" gin_trgm_ops);