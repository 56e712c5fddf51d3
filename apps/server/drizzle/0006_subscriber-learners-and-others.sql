ALTER TYPE "public"."subscriber_status" ADD VALUE 'learner';--> statement-breakpoint
ALTER TYPE "public"."subscriber_status" ADD VALUE 'other';