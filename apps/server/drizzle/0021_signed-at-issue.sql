-- Signed at issue, private status positions (docs/decisions/0059).
-- A credential's status-list position is drawn at random among the unused positions of the
-- list being filled (131,072 bits, the Bitstring Status List minimum): up to 32 draws in that
-- list, then the next list, so a list fills to about nine tenths before the next one opens.
-- Written as a column default, it covers every way a row arrives (issuing, a cohort import,
-- the seed, a hosted platform's sync); a volatile function sees the rows its own INSERT
-- wrote before, so a 1,000-row import draws no position twice.
CREATE FUNCTION credential_status_index() RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  size constant integer := 131072;
  list integer;
  candidate integer;
BEGIN
  SELECT coalesce(max(status_index), 0) / size INTO list FROM credentials;
  LOOP
    FOR attempt IN 1..32 LOOP
      candidate := list * size + floor(random() * size)::integer;
      IF NOT EXISTS (SELECT 1 FROM credentials WHERE status_index = candidate) THEN
        RETURN candidate;
      END IF;
    END LOOP;
    list := list + 1;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"list" integer PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL,
	"document" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credentials" ALTER COLUMN "status_index" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "credentials" ALTER COLUMN "status_index" SET DEFAULT credential_status_index();--> statement-breakpoint
-- Existing copies were signed on first request, dated then; null marks them for the start-up
-- job that signs each again, dated its issue (their status positions stay as they are).
ALTER TABLE "credentials" ADD COLUMN "signed_at" timestamp with time zone;
--> statement-breakpoint
-- A status list's revoked bits, read on each of its requests, without a full scan.
CREATE INDEX "credentials_revoked_status_idx" ON "credentials" USING btree ("status_index") WHERE revoked_at is not null;
