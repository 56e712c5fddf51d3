-- Events in the staff console (docs/decisions/0066): the time zone they were set in, and when
-- members were told they went live (the fan-out runs once; events live before this were told).
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
UPDATE "events" SET "announced_at" = "updated_at" WHERE "status" = 'live';
