CREATE TABLE "company_integration_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"secret_encrypted" text,
	"secret_hint" text,
	"secret_created_at" timestamp with time zone,
	"previous_secret_encrypted" text,
	"previous_secret_valid_until" timestamp with time zone,
	"api_key_prefix" text,
	"api_key_hash" text,
	"api_key_created_at" timestamp with time zone,
	"recipient_endpoint_url" text,
	"test_endpoint_url" text,
	"endpoint_disabled_at" timestamp with time zone,
	"endpoint_disabled_reason" text,
	"failing_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"integration_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"event_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"integration_identifier" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"billing_model" text DEFAULT 'PER_REQUEST' NOT NULL,
	"is_financial_integration" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"sender_billing_bps" integer DEFAULT 0 NOT NULL,
	"sender_per_request_fee" bigint DEFAULT 0 NOT NULL,
	"receiver_billing_bps" integer DEFAULT 0 NOT NULL,
	"receiver_per_request_fee" bigint DEFAULT 0 NOT NULL,
	"monthly_fee" bigint DEFAULT 0 NOT NULL,
	"provider_business_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"consumer_business_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" text DEFAULT '1.0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_types_billing_model_check" CHECK ("integration_types"."billing_model" in ('PER_REQUEST', 'PERCENTAGE', 'FLAT_MONTHLY', 'HYBRID'))
);
--> statement-breakpoint
CREATE TABLE "partnerships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partnerships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requester_company_id" integer NOT NULL,
	"provider_company_id" integer NOT NULL,
	"integration_type_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"reason" text,
	"created_by_user_id" integer,
	"last_sequence" bigint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partnerships_status_check" CHECK ("partnerships"."status" in ('PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'REJECTED', 'TERMINATED')),
	CONSTRAINT "partnerships_two_companies_check" CHECK ("partnerships"."requester_company_id" <> "partnerships"."provider_company_id")
);
--> statement-breakpoint
CREATE TABLE "payload_structures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payload_structures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"integration_endpoint_id" integer NOT NULL,
	"direction" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"schema" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payload_structures_direction_check" CHECK ("payload_structures"."direction" in ('REQUEST', 'RESPONSE'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"partnership_id" integer,
	"sender_company_id" integer NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"integration_type_id" integer,
	"event_type" text NOT NULL,
	"target" text DEFAULT 'LIVE' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"trigger" text DEFAULT 'EVENT' NOT NULL,
	"body" text NOT NULL,
	"body_sha256" text NOT NULL,
	"sequence" bigint,
	"volume_minor" bigint,
	"volume_currency" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"round_failures" integer DEFAULT 0 NOT NULL,
	"last_response_status" integer,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('PENDING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "webhook_deliveries_target_check" CHECK ("webhook_deliveries"."target" in ('LIVE', 'TEST'))
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"delivery_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"trigger" text NOT NULL,
	"url" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"response_status" integer,
	"response_excerpt" text,
	"duration_ms" integer NOT NULL,
	"error" text,
	CONSTRAINT "webhook_delivery_attempts_pkey" PRIMARY KEY("delivery_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "company_integration_settings" ADD CONSTRAINT "company_integration_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_endpoints" ADD CONSTRAINT "integration_endpoints_integration_type_id_integration_types_id_fk" FOREIGN KEY ("integration_type_id") REFERENCES "public"."integration_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_requester_company_id_companies_id_fk" FOREIGN KEY ("requester_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_provider_company_id_companies_id_fk" FOREIGN KEY ("provider_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_integration_type_id_integration_types_id_fk" FOREIGN KEY ("integration_type_id") REFERENCES "public"."integration_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnerships" ADD CONSTRAINT "partnerships_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payload_structures" ADD CONSTRAINT "payload_structures_integration_endpoint_id_integration_endpoints_id_fk" FOREIGN KEY ("integration_endpoint_id") REFERENCES "public"."integration_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_sender_company_id_companies_id_fk" FOREIGN KEY ("sender_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_integration_type_id_integration_types_id_fk" FOREIGN KEY ("integration_type_id") REFERENCES "public"."integration_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_integration_settings_api_key_key" ON "company_integration_settings" USING btree ("api_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_endpoints_type_event_key" ON "integration_endpoints" USING btree ("integration_type_id","event_type");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_types_identifier_key" ON "integration_types" USING btree ("integration_identifier");--> statement-breakpoint
CREATE INDEX "partnerships_requester_idx" ON "partnerships" USING btree ("requester_company_id","status");--> statement-breakpoint
CREATE INDEX "partnerships_provider_idx" ON "partnerships" USING btree ("provider_company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "partnerships_open_key" ON "partnerships" USING btree ("requester_company_id","provider_company_id","integration_type_id") WHERE "partnerships"."status" in ('PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED');--> statement-breakpoint
CREATE UNIQUE INDEX "payload_structures_endpoint_direction_version_key" ON "payload_structures" USING btree ("integration_endpoint_id","direction","version");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_sender_idx" ON "webhook_deliveries" USING btree ("sender_company_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_receiver_idx" ON "webhook_deliveries" USING btree ("receiver_company_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_metering_idx" ON "webhook_deliveries" USING btree ("delivered_at") WHERE "webhook_deliveries"."status" = 'SUCCEEDED' and "webhook_deliveries"."target" = 'LIVE';