ALTER TABLE "activities" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Changes before the two clocks were received when they happened.
UPDATE "activities" SET "received_at" = "created";