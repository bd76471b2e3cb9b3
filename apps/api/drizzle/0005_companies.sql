CREATE TABLE "business_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_jurisdictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "license_jurisdictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"regulator" text,
	"country_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"contact_email" text,
	"headquarters" text,
	"founded_year" integer,
	"logo" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"is_individual" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_check" CHECK ("companies"."status" in ('PENDING', 'ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "company_business_types" (
	"company_id" integer NOT NULL,
	"business_type_id" integer NOT NULL,
	CONSTRAINT "company_business_types_pkey" PRIMARY KEY("company_id","business_type_id")
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"invited_by_user_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "company_invitations_status_check" CHECK ("company_invitations"."status" in ('PENDING', 'ACCEPTED', 'REVOKED'))
);
--> statement-breakpoint
CREATE TABLE "company_jurisdictions" (
	"company_id" integer NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	CONSTRAINT "company_jurisdictions_pkey" PRIMARY KEY("company_id","jurisdiction_id")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'MEMBER' NOT NULL,
	"association_type" text DEFAULT 'COMPANY' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('ADMIN', 'MEMBER')),
	CONSTRAINT "company_members_status_check" CHECK ("company_members"."status" in ('PENDING', 'ACTIVE')),
	CONSTRAINT "company_members_association_type_check" CHECK ("company_members"."association_type" in ('COMPANY', 'INDIVIDUAL_SERVICE_PROVIDER'))
);
--> statement-breakpoint
CREATE TABLE "company_privileges" (
	"company_id" integer NOT NULL,
	"privilege" text NOT NULL,
	"granted_by_user_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_privileges_pkey" PRIMARY KEY("company_id","privilege")
);
--> statement-breakpoint
CREATE TABLE "privilege_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privilege_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"requested_by_user_id" integer,
	"privilege" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"admin_notes" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privilege_requests_status_check" CHECK ("privilege_requests"."status" in ('PENDING', 'VERIFICATION_REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "user_privileges" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"privilege" text NOT NULL,
	"granted_by_user_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_privileges_pkey" PRIMARY KEY("user_id","company_id","privilege")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_business_types" ADD CONSTRAINT "company_business_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_business_types" ADD CONSTRAINT "company_business_types_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jurisdictions" ADD CONSTRAINT "company_jurisdictions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_jurisdictions" ADD CONSTRAINT "company_jurisdictions_jurisdiction_id_license_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."license_jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_privileges" ADD CONSTRAINT "company_privileges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_privileges" ADD CONSTRAINT "company_privileges_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_requests" ADD CONSTRAINT "privilege_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_requests" ADD CONSTRAINT "privilege_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privilege_requests" ADD CONSTRAINT "privilege_requests_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privileges" ADD CONSTRAINT "user_privileges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privileges" ADD CONSTRAINT "user_privileges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_privileges" ADD CONSTRAINT "user_privileges_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_types_name_lower_key" ON "business_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "license_jurisdictions_name_lower_key" ON "license_jurisdictions" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "license_jurisdictions_code_lower_key" ON "license_jurisdictions" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_active_name_idx" ON "companies" USING btree (lower("name"),"id") WHERE "companies"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_status_created_at_idx" ON "companies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_business_types_type_idx" ON "company_business_types" USING btree ("business_type_id");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_key" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "company_invitations_email_idx" ON "company_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "company_jurisdictions_jurisdiction_idx" ON "company_jurisdictions" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_user_key" ON "company_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "privilege_requests_created_at_idx" ON "privilege_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "privilege_requests_company_idx" ON "privilege_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privilege_requests_open_key" ON "privilege_requests" USING btree ("company_id","privilege") WHERE "privilege_requests"."status" in ('PENDING', 'VERIFICATION_REQUESTED');--> statement-breakpoint
CREATE INDEX "user_privileges_company_idx" ON "user_privileges" USING btree ("company_id");