CREATE TABLE "press_follows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "press_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_follows_subject_check" CHECK (("press_follows"."company_id" is null) <> ("press_follows"."category" is null))
);
--> statement-breakpoint
CREATE TABLE "press_release_daily_stats" (
	"release_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "press_release_daily_stats_release_id_day_pk" PRIMARY KEY("release_id","day")
);
--> statement-breakpoint
CREATE TABLE "press_release_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "press_release_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"release_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"caption" text,
	"alt_text" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_release_visitors" (
	"release_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "press_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"category" text DEFAULT 'COMPANY_NEWS' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"jurisdiction_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"markets" text[] DEFAULT '{}'::text[] NOT NULL,
	"scheduled_at" timestamp with time zone,
	"embargo_until" timestamp with time zone,
	"published_at" timestamp with time zone,
	"distributed_at" timestamp with time zone,
	"compliance_override_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"compliance_confirmed_at" timestamp with time zone,
	"compliance_confirmed_by_user_id" integer,
	"created_by_user_id" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("summary", '') || ' ' || coalesce("keywords", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("content_text", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_releases_status_check" CHECK ("press_releases"."status" in ('DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "press_follows" ADD CONSTRAINT "press_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_follows" ADD CONSTRAINT "press_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_release_daily_stats" ADD CONSTRAINT "press_release_daily_stats_release_id_press_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_release_images" ADD CONSTRAINT "press_release_images_release_id_press_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_release_visitors" ADD CONSTRAINT "press_release_visitors_release_id_press_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_compliance_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("compliance_confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "press_follows_company_key" ON "press_follows" USING btree ("user_id","company_id") WHERE "press_follows"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "press_follows_category_key" ON "press_follows" USING btree ("user_id","category") WHERE "press_follows"."category" is not null;--> statement-breakpoint
CREATE INDEX "press_follows_company_idx" ON "press_follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "press_follows_category_idx" ON "press_follows" USING btree ("category");--> statement-breakpoint
CREATE INDEX "press_release_daily_stats_day_idx" ON "press_release_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "press_release_images_release_idx" ON "press_release_images" USING btree ("release_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "press_release_visitors_key" ON "press_release_visitors" USING btree ("release_id","day","kind","visitor_hash");--> statement-breakpoint
CREATE INDEX "press_release_visitors_day_idx" ON "press_release_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "press_releases_company_idx" ON "press_releases" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "press_releases_public_idx" ON "press_releases" USING btree ("published_at","id") WHERE "press_releases"."status" = 'PUBLISHED' and "press_releases"."is_public";--> statement-breakpoint
CREATE INDEX "press_releases_public_company_idx" ON "press_releases" USING btree ("company_id","published_at") WHERE "press_releases"."status" = 'PUBLISHED' and "press_releases"."is_public";--> statement-breakpoint
CREATE INDEX "press_releases_tags_idx" ON "press_releases" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "press_releases_search_vector_idx" ON "press_releases" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "press_releases_compliance_idx" ON "press_releases" USING btree ("compliance_confirmed_at") WHERE "press_releases"."compliance_confirmed_at" is not null;