CREATE TABLE "billing_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"method" smallint DEFAULT 3 NOT NULL,
	"provider_customer_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_method" CHECK ("billing_accounts"."method" in (1, 2, 3)),
	CONSTRAINT "billing_accounts_type" CHECK ("billing_accounts"."type" in ('Trucker', 'D2dShipper', 'DlsShipper', 'RegularShipper'))
);
--> statement-breakpoint
CREATE TABLE "billing_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"period_id" integer,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"uploaded_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_attachments_kind" CHECK ("billing_attachments"."kind" in ('contract', 'invoice')),
	CONSTRAINT "billing_attachments_invoice_period" CHECK ("billing_attachments"."kind" = 'contract' or "billing_attachments"."period_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off" numeric(12, 2),
	"duration" text NOT NULL,
	"duration_in_months" integer,
	"provider_coupon_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_provider_coupon_id_unique" UNIQUE("provider_coupon_id"),
	CONSTRAINT "coupons_one_discount" CHECK (num_nonnulls("coupons"."percent_off", "coupons"."amount_off") = 1),
	CONSTRAINT "coupons_duration" CHECK ("coupons"."duration" in ('once', 'repeating', 'forever')),
	CONSTRAINT "coupons_percent_range" CHECK ("coupons"."percent_off" is null or ("coupons"."percent_off" > 0 and "coupons"."percent_off" <= 100)),
	CONSTRAINT "coupons_amount_positive" CHECK ("coupons"."amount_off" is null or "coupons"."amount_off" > 0)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reccuring" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"pdf_url" text,
	"hosted_url" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "subscription_coupons" (
	"subscription_id" integer PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"payment_date" timestamp with time zone,
	"provider_invoice_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_range" CHECK ("subscription_periods"."period_end" > "subscription_periods"."period_start")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"managed_by" text NOT NULL,
	"provider_subscription_id" text,
	"provider_status" text,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"current_period_id" integer,
	"current_period_start" date NOT NULL,
	"current_period_end" date NOT NULL,
	"payment_method" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_managed_by" CHECK ("subscriptions"."managed_by" in ('internal', 'provider')),
	CONSTRAINT "subscriptions_state" CHECK ("subscriptions"."state" in ('started', 'paused', 'canceled')),
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attachments" ADD CONSTRAINT "billing_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attachments" ADD CONSTRAINT "billing_attachments_period_id_subscription_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."subscription_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attachments" ADD CONSTRAINT "billing_attachments_file_sha256_files_sha256_fk" FOREIGN KEY ("file_sha256") REFERENCES "public"."files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_attachments" ADD CONSTRAINT "billing_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_invoices" ADD CONSTRAINT "provider_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_coupons" ADD CONSTRAINT "subscription_coupons_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_coupons" ADD CONSTRAINT "subscription_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_provider_invoice_id_provider_invoices_id_fk" FOREIGN KEY ("provider_invoice_id") REFERENCES "public"."provider_invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_attachments_user_idx" ON "billing_attachments" USING btree ("user_id","kind","created");--> statement-breakpoint
CREATE INDEX "billing_attachments_period_idx" ON "billing_attachments" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "provider_invoices_subscription_idx" ON "provider_invoices" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "subscription_periods_subscription_idx" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_periods_start_idx" ON "subscription_periods" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_key" ON "subscriptions" USING btree ("provider_subscription_id");