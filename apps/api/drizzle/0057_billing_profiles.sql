CREATE TABLE "billing_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"legal_name" text NOT NULL,
	"address_lines" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"vat_id" text,
	"vat_check_status" text DEFAULT 'NOT_CHECKED' NOT NULL,
	"vat_checked_at" timestamp with time zone,
	"vat_check_detail" text,
	"billing_email" text NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"iban" text,
	"bic" text,
	"bank_name" text,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_profiles_country_check" CHECK ("billing_profiles"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "billing_profiles_vat_check_status" CHECK ("billing_profiles"."vat_check_status" in ('VALID', 'INVALID', 'NOT_CHECKED'))
);
--> statement-breakpoint
CREATE TABLE "document_parties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_parties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer,
	"credit_note_id" integer,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	CONSTRAINT "document_parties_one_document" CHECK (num_nonnulls("document_parties"."invoice_id", "document_parties"."credit_note_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "supply_date" date;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_profiles" ADD CONSTRAINT "billing_profiles_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parties" ADD CONSTRAINT "document_parties_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parties" ADD CONSTRAINT "document_parties_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_profiles_company" ON "billing_profiles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_profiles_platform" ON "billing_profiles" USING btree (("company_id" is null)) WHERE "billing_profiles"."company_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "document_parties_invoice" ON "document_parties" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_parties_credit_note" ON "document_parties" USING btree ("credit_note_id");--> statement-breakpoint
-- The platform's own billing profile (the seller on every invoice), as printed before profiles existed; finance completes it in admin settings.
INSERT INTO "billing_profiles" ("company_id", "legal_name", "address_lines", "postal_code", "city", "country", "billing_email", "payment_terms_days")
VALUES (NULL, 'Paytable Ltd', 'Level 3, Portomaso Business Tower', 'STJ 4011', 'St Julian''s', 'MT', 'billing@paytable.com', 30);
