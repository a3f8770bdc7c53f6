-- Positions that scale (issue 42 item 4, decision 174). Both databases: the simplified track a load keeps for good.
CREATE TABLE "tracking_tracks" (
	"shipment_id" integer PRIMARY KEY NOT NULL,
	"points" jsonb NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_tracks" ADD CONSTRAINT "tracking_tracks_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- PostgreSQL only: the month partition of `tracking_points` holding `month` (its first instant, UTC). Made ahead by the
-- server; when the default partition already holds rows of that month, they are moved into the new one.
DO $$ BEGIN
IF version() NOT LIKE '%PGlite%' THEN
EXECUTE $fn$
CREATE FUNCTION tracking_points_partition(month timestamptz) RETURNS text LANGUAGE plpgsql AS $body$
DECLARE
	low timestamptz := date_trunc('month', month AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
	high timestamptz := low + interval '1 month';
	name text := 'tracking_points_' || to_char(low AT TIME ZONE 'UTC', '"y"YYYY"m"MM');
BEGIN
	IF to_regclass(name) IS NOT NULL THEN RETURN name; END IF;
	IF EXISTS (SELECT 1 FROM tracking_points_default WHERE event_date >= low AND event_date < high) THEN
		EXECUTE format('CREATE TABLE %I (LIKE tracking_points INCLUDING DEFAULTS)', name);
		EXECUTE format('WITH moved AS (DELETE FROM tracking_points_default WHERE event_date >= %L AND event_date < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', low, high, name);
		EXECUTE format('ALTER TABLE tracking_points ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, low, high);
	ELSE
		EXECUTE format('CREATE TABLE %I PARTITION OF tracking_points FOR VALUES FROM (%L) TO (%L)', name, low, high);
	END IF;
	RETURN name;
END $body$
$fn$;
ALTER TABLE "tracking_points" RENAME TO "tracking_points_unpartitioned";
ALTER INDEX "tracking_points_pkey" RENAME TO "tracking_points_unpartitioned_pkey";
ALTER INDEX "tracking_points_shipment_idx" RENAME TO "tracking_points_unpartitioned_shipment_idx";
ALTER INDEX "tracking_points_device_at_idx" RENAME TO "tracking_points_unpartitioned_device_at_idx";
ALTER SEQUENCE "tracking_points_id_seq" RENAME TO "tracking_points_unpartitioned_id_seq";
CREATE SEQUENCE "tracking_points_id_seq" AS bigint;
PERFORM setval('tracking_points_id_seq', coalesce((SELECT max(id) FROM tracking_points_unpartitioned), 0) + 1, false);
-- Identity columns on a partitioned table need PostgreSQL 17; a sequence default works on every version.
CREATE TABLE "tracking_points" (
	"id" bigint NOT NULL DEFAULT nextval('tracking_points_id_seq'),
	"shipment_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city" text,
	"state" text,
	"event_name" text,
	"event_date" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accuracy" double precision,
	"speed" double precision,
	"heading" double precision,
	"device_at" timestamp with time zone,
	PRIMARY KEY ("id", "event_date")
) PARTITION BY RANGE ("event_date");
ALTER SEQUENCE "tracking_points_id_seq" OWNED BY "tracking_points"."id";
ALTER TABLE "tracking_points" ADD CONSTRAINT "tracking_points_part_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "tracking_points_shipment_idx" ON "tracking_points" USING btree ("shipment_id","event_date","id");
-- A unique index of a partitioned table holds its partition key: a point sent again is refused per load by
-- recordPositions under the load's row lock, and this index refuses the exact copy.
CREATE UNIQUE INDEX "tracking_points_device_at_idx" ON "tracking_points" USING btree ("shipment_id","device_at","event_date");
CREATE TABLE "tracking_points_default" PARTITION OF "tracking_points" DEFAULT;
PERFORM tracking_points_partition(m)
	FROM generate_series(
		date_trunc('month', least(now(), coalesce((SELECT min(event_date) FROM tracking_points_unpartitioned), now())) AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
		now() + interval '2 months',
		interval '1 month'
	) AS m;
INSERT INTO "tracking_points" ("id","shipment_id","latitude","longitude","city","state","event_name","event_date","recorded_at","accuracy","speed","heading","device_at")
	SELECT "id","shipment_id","latitude","longitude","city","state","event_name","event_date","recorded_at","accuracy","speed","heading","device_at" FROM "tracking_points_unpartitioned";
DROP TABLE "tracking_points_unpartitioned";
END IF;
END $$;
