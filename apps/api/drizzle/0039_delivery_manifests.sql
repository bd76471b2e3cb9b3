CREATE TABLE "delivery_manifests" (
	"id" text PRIMARY KEY NOT NULL,
	"receiver_company_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"delivery_count" integer NOT NULL,
	"partnership_count" integer NOT NULL,
	"body" text NOT NULL,
	"delivery_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_manifests" ADD CONSTRAINT "delivery_manifests_receiver_company_id_companies_id_fk" FOREIGN KEY ("receiver_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_manifests" ADD CONSTRAINT "delivery_manifests_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_manifests_receiver_hour_key" ON "delivery_manifests" USING btree ("receiver_company_id","hour_start");