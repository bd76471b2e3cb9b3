CREATE TABLE "company_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"requester_company_id" integer NOT NULL,
	"target_company_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" integer,
	"responded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "company_connections_status_check" CHECK ("company_connections"."status" in ('pending', 'connected', 'rejected')),
	CONSTRAINT "company_connections_not_self_check" CHECK ("company_connections"."requester_company_id" <> "company_connections"."target_company_id")
);
--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_requester_company_id_companies_id_fk" FOREIGN KEY ("requester_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_connections" ADD CONSTRAINT "company_connections_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_connections_live_pair_key" ON "company_connections" USING btree (least("requester_company_id", "target_company_id"),greatest("requester_company_id", "target_company_id")) WHERE "company_connections"."status" in ('pending', 'connected');--> statement-breakpoint
CREATE INDEX "company_connections_requester_idx" ON "company_connections" USING btree ("requester_company_id","status");--> statement-breakpoint
CREATE INDEX "company_connections_target_idx" ON "company_connections" USING btree ("target_company_id","status");