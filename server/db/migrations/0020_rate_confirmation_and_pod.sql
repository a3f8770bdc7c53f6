CREATE TABLE "rate_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"version" integer NOT NULL,
	"trucker_id" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"attachment_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_device_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"accepted_name" text,
	"accepted_device" text
);
--> statement-breakpoint
CREATE TABLE "proofs_of_delivery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proofs_of_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"signed_by" text NOT NULL,
	"exceptions" jsonb NOT NULL,
	"signature_sha256" text NOT NULL,
	"photos" jsonb NOT NULL,
	"attachment_id" integer,
	"user_id" integer,
	"signed_at" timestamp with time zone NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs_of_delivery" ADD CONSTRAINT "proofs_of_delivery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_confirmations_version_uq" ON "rate_confirmations" USING btree ("shipment_id","version");--> statement-breakpoint
CREATE INDEX "rate_confirmations_undelivered_idx" ON "rate_confirmations" USING btree ("id") WHERE "rate_confirmations"."attachment_id" is null;--> statement-breakpoint
CREATE INDEX "proofs_of_delivery_shipment_idx" ON "proofs_of_delivery" USING btree ("shipment_id","created");
