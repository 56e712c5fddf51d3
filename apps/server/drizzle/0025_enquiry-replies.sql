CREATE TYPE "public"."enquiry_note_kind" AS ENUM('note', 'reply');--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD COLUMN "kind" "enquiry_note_kind" DEFAULT 'note' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD COLUMN "outbox_id" uuid;