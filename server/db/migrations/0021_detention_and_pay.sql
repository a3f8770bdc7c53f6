-- Issue 40 (decisions 164, 165): detention terms per load, decisions about a stop's detention, quick-pay requests.
ALTER TABLE "shipments" ADD COLUMN "detention_free_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "detention_rate_per_hour" numeric(12, 2) DEFAULT 50 NOT NULL;--> statement-breakpoint
CREATE TABLE "stop_detention" (
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"stop_key" text NOT NULL,
	"geofence_accepted_at" timestamp with time zone,
	"geofence_accepted_by" integer REFERENCES "users"("id") ON DELETE set null,
	"adjusted_minutes" integer,
	"adjusted_by" integer REFERENCES "users"("id") ON DELETE set null,
	"adjust_reason" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stop_detention_shipment_id_stop_key_pk" PRIMARY KEY("shipment_id","stop_key"),
	CONSTRAINT "stop_detention_minutes" CHECK ("adjusted_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quick_pay_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quick_pay_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"trucker_id" integer NOT NULL REFERENCES "truckers"("id") ON DELETE cascade,
	"status" text DEFAULT 'Requested' NOT NULL,
	"gross" numeric(12, 2) NOT NULL,
	"fee" numeric(12, 2) NOT NULL,
	"requested_by" integer REFERENCES "users"("id") ON DELETE set null,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "quick_pay_requests_status" CHECK ("status" in ('Requested', 'Approved', 'Refused'))
);
--> statement-breakpoint
CREATE INDEX "quick_pay_requests_shipment_idx" ON "quick_pay_requests" USING btree ("shipment_id","requested_at");--> statement-breakpoint
-- At most one open or approved request per load (a refused one may be asked again).
CREATE UNIQUE INDEX "quick_pay_requests_one_live" ON "quick_pay_requests" USING btree ("shipment_id") WHERE "status" <> 'Refused';
