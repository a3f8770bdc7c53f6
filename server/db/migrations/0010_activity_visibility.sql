ALTER TABLE "activities" ADD COLUMN "visible_to_user_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "back_office_only" boolean DEFAULT false NOT NULL;