CREATE TABLE "game_jurisdictions" (
	"game_id" integer NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	CONSTRAINT "game_jurisdictions_pkey" PRIMARY KEY("game_id","jurisdiction_id")
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"game_type_id" integer,
	"name" text NOT NULL,
	"description" text,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"rtp_bp" integer,
	"volatility" text,
	"max_win" integer,
	"paylines" integer,
	"mechanics" text[] DEFAULT '{}'::text[] NOT NULL,
	"release_date" date,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"demo_url" text,
	"tile" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_volatility_check" CHECK ("games"."volatility" is null or "games"."volatility" in ('LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH')),
	CONSTRAINT "games_rtp_check" CHECK ("games"."rtp_bp" is null or "games"."rtp_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "company_certifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_certifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"jurisdiction_id" integer,
	"standard" text,
	"certificate_number" text,
	"issued_by" text,
	"issued_at" date,
	"expires_at" date,
	"document_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"review_notes" text,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"submitted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_certifications_status_check" CHECK ("company_certifications"."status" in ('PENDING', 'VERIFIED', 'REJECTED')),
	CONSTRAINT "company_certifications_subject_check" CHECK ("company_certifications"."jurisdiction_id" is not null or "company_certifications"."standard" is not null)
);
--> statement-breakpoint
CREATE TABLE "showcase_listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "showcase_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"category_id" integer,
	"game_id" integer,
	"link_url" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_rank" integer,
	"featured_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(summary, '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_jurisdictions" ADD CONSTRAINT "game_jurisdictions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_jurisdictions" ADD CONSTRAINT "game_jurisdictions_jurisdiction_id_license_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."license_jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_game_type_id_game_types_id_fk" FOREIGN KEY ("game_type_id") REFERENCES "public"."game_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_jurisdiction_id_license_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."license_jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_certifications" ADD CONSTRAINT "company_certifications_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_listings" ADD CONSTRAINT "showcase_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_listings" ADD CONSTRAINT "showcase_listings_category_id_business_types_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_listings" ADD CONSTRAINT "showcase_listings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_jurisdictions_jurisdiction_idx" ON "game_jurisdictions" USING btree ("jurisdiction_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_types_name_lower_key" ON "game_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_name_lower_key" ON "games" USING btree ("provider_id",lower("name"));--> statement-breakpoint
CREATE INDEX "games_active_type_volatility_rtp_idx" ON "games" USING btree ("game_type_id","volatility","rtp_bp") WHERE "games"."is_active";--> statement-breakpoint
CREATE INDEX "games_active_release_idx" ON "games" USING btree ("release_date","id") WHERE "games"."is_active";--> statement-breakpoint
CREATE INDEX "games_active_rtp_idx" ON "games" USING btree ("rtp_bp","id") WHERE "games"."is_active";--> statement-breakpoint
CREATE INDEX "games_active_name_idx" ON "games" USING btree (lower("name"),"id") WHERE "games"."is_active";--> statement-breakpoint
CREATE INDEX "games_themes_idx" ON "games" USING gin ("themes");--> statement-breakpoint
CREATE INDEX "games_search_vector_idx" ON "games" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "games_name_trgm_idx" ON "games" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_certifications_company_idx" ON "company_certifications" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_certifications_status_idx" ON "company_certifications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_certifications_open_key" ON "company_certifications" USING btree ("company_id",coalesce("jurisdiction_id", 0),lower(coalesce("standard", ''))) WHERE "company_certifications"."status" <> 'REJECTED';--> statement-breakpoint
CREATE INDEX "showcase_listings_company_idx" ON "showcase_listings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "showcase_listings_published_idx" ON "showcase_listings" USING btree ("is_featured","featured_rank","id") WHERE "showcase_listings"."is_published";--> statement-breakpoint
CREATE INDEX "showcase_listings_search_vector_idx" ON "showcase_listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "showcase_listings_title_trgm_idx" ON "showcase_listings" USING gin (lower("title") gin_trgm_ops);