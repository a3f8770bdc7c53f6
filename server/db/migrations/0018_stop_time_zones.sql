-- Written by hand (decision 160): each place keeps its IANA time zone ("America/Chicago"), so an appointment (a wall
-- clock at the facility) is shown in the facility's zone for every viewer. The server fills the zone from the place's
-- coordinates (or its city, state, country) whenever it writes the place; rows written before this migration are
-- filled at start by `backfillTimeZones` (the lookup is JavaScript, not SQL).
ALTER TABLE "address_book" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "shipping_time_zone" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "receiving_time_zone" text;--> statement-breakpoint
ALTER TABLE "shipment_stops" ADD COLUMN "time_zone" text;
