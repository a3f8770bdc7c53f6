-- Written by hand (issue 41, decisions 168 and 169): the receiver's tracking links, the load's live ETA and what each
-- place of a trip (pickup, stop, delivery) recorded: the ETA last notified as late, and on time or late when reached.
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "share_links_shipment_idx" ON "share_links" USING btree ("shipment_id","id");--> statement-breakpoint
CREATE TABLE "shipment_etas" (
	"shipment_id" integer PRIMARY KEY NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"next_place" text NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"delivery_at" timestamp with time zone NOT NULL,
	"mph" double precision NOT NULL,
	"next_late" boolean DEFAULT false NOT NULL,
	"delivery_late" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "trip_places" (
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"place" text NOT NULL,
	"notified_eta" timestamp with time zone,
	"reached_at" timestamp with time zone,
	"on_time" boolean,
	CONSTRAINT "trip_places_pkey" PRIMARY KEY ("shipment_id","place")
);
