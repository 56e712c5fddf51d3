-- Staff may unlist a course (docs/decisions/0066): the finder, sitemap and provider lists skip it.
ALTER TABLE "courses" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;