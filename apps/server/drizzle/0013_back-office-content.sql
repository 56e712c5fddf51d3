-- Back office part 2 (docs/decisions/0066): staff may unlist a course (the finder, sitemap and
-- provider lists skip it), feature an insight on the home page, and set an event's time zone;
-- `announced_at` is when members were told an event went live (the fan-out runs once; events
-- live before this were told).
ALTER TABLE "courses" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "insights" ADD COLUMN "featured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "announced_at" = "updated_at" WHERE "status" = 'live';
