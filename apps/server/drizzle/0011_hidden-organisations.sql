ALTER TABLE "employers" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;