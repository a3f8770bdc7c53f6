CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shipment_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_offers" (
	"shipment_id" integer NOT NULL,
	"trucker_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_offers_shipment_id_trucker_id_pk" PRIMARY KEY("shipment_id","trucker_id")
);
--> statement-breakpoint
DROP INDEX "bids_trucker_idx";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "status" text DEFAULT 'Open' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "updated" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "rate_per_mile" numeric(12, 2) GENERATED ALWAYS AS (case when total_miles > 0 then round(total_price / total_miles, 2) end) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_offers" ADD CONSTRAINT "shipment_offers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_offers" ADD CONSTRAINT "shipment_offers_trucker_id_truckers_id_fk" FOREIGN KEY ("trucker_id") REFERENCES "public"."truckers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created");--> statement-breakpoint
CREATE INDEX "shipment_offers_trucker_idx" ON "shipment_offers" USING btree ("trucker_id","shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_per_trucker" ON "bids" USING btree ("shipment_id","trucker_id");--> statement-breakpoint
CREATE INDEX "shipments_board_origin_idx" ON "shipments" USING btree ("shipping_latitude","shipping_longitude") WHERE "shipments"."status_code" = 'OP';--> statement-breakpoint
CREATE INDEX "shipments_board_pickup_idx" ON "shipments" USING btree ("shipment_date","id") WHERE "shipments"."status_code" = 'OP';--> statement-breakpoint
CREATE INDEX "shipments_board_rate_idx" ON "shipments" USING btree ("rate_per_mile","id") WHERE "shipments"."status_code" = 'OP';--> statement-breakpoint
CREATE INDEX "shipments_board_price_idx" ON "shipments" USING btree ("total_price","id") WHERE "shipments"."status_code" = 'OP';--> statement-breakpoint
CREATE INDEX "bids_trucker_idx" ON "bids" USING btree ("trucker_id","updated");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_status" CHECK ("bids"."status" in ('Open', 'Accepted', 'Declined', 'Withdrawn'));