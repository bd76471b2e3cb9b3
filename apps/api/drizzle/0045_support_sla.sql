CREATE TABLE "support_contract_slas" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"working_days" jsonb NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"policies" jsonb NOT NULL,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "next_response_start_minutes" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "next_response_minutes" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "next_response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_contract_slas" ADD CONSTRAINT "support_contract_slas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contract_slas" ADD CONSTRAINT "support_contract_slas_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_next_response_due_idx" ON "support_tickets" USING btree ("next_response_due_at") WHERE "support_tickets"."next_response_due_at" is not null;