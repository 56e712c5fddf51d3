CREATE TABLE "signing_keys" (
	"purpose" text NOT NULL,
	"version" integer NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_purpose_version_pk" PRIMARY KEY("purpose","version")
);
--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "unsubscribe_key_version" integer;