CREATE TABLE "course_search_misses" (
	"week" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "course_search_misses_week_term_pk" PRIMARY KEY("week","term")
);
--> statement-breakpoint
CREATE INDEX "credentials_issued_idx" ON "credentials" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "subscribers_confirmed_idx" ON "subscribers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "subscribers_unsubscribed_idx" ON "subscribers" USING btree ("unsubscribed_at");