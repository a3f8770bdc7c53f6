ALTER TABLE "tracking_points" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD COLUMN "speed" double precision;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD COLUMN "heading" double precision;--> statement-breakpoint
ALTER TABLE "tracking_points" ADD COLUMN "device_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_points_device_at_idx" ON "tracking_points" USING btree ("shipment_id","device_at");