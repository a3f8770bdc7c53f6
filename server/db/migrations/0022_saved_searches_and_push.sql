-- Written by hand (issue 41, decision 166): a trucker's saved searches, matched against each newly posted load in SQL.
-- A search's origin and destination circles are kept as boxes (the whole world when the search has none), so one
-- GiST index answers "which searches' boxes hold this load's pickup and delivery"; the exact distance decides after.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"trucker_id" integer NOT NULL REFERENCES "truckers"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"origin_radius" double precision,
	"dest_lat" double precision,
	"dest_lng" double precision,
	"dest_radius" double precision,
	"origin_area" box NOT NULL,
	"dest_area" box NOT NULL,
	"equipment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"pickup_from" timestamp with time zone,
	"pickup_before" timestamp with time zone,
	"min_rate_per_mile" numeric(12, 2),
	"kind" text DEFAULT 'all' NOT NULL,
	"alert_in_app" boolean DEFAULT true NOT NULL,
	"alert_email" boolean DEFAULT false NOT NULL,
	"alert_push" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "saved_searches_trucker_idx" ON "saved_searches" USING btree ("trucker_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_area_idx" ON "saved_searches" USING gist ("origin_area","dest_area")
	WHERE "alert_in_app" OR "alert_email" OR "alert_push";--> statement-breakpoint
-- Loads posted and not yet matched: written in the posting transaction, taken by the alert worker once committed.
CREATE TABLE "load_alert_queue" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "load_alert_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One alert per trucker and load, whatever number of its searches matched; the e-mail digest reads the pending ones.
CREATE TABLE "saved_search_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"search_name" text NOT NULL,
	"email_pending" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_user_load_idx" ON "saved_search_alerts" USING btree ("user_id","shipment_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("user_id") WHERE "email_pending";--> statement-breakpoint
CREATE TABLE "alert_digests" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"last_sent_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- Web Push (decision 167): one row per browser (its endpoint), moved to whoever subscribes it last; the sign-in's
-- refresh family, so signing out drops it.
CREATE TABLE "push_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"session_family" uuid,
	"user_agent" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_family_idx" ON "push_subscriptions" USING btree ("session_family");
