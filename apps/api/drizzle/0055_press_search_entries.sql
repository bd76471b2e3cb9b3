CREATE TABLE "press_search_entries" (
	"release_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category" text NOT NULL,
	"tags" text[] NOT NULL,
	"embargo_until" timestamp with time zone,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "press_search_entries" ADD CONSTRAINT "press_search_entries_release_id_press_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "press_search_entries_search_vector_idx" ON "press_search_entries" USING gin ("search_vector");--> statement-breakpoint
-- Filled here once; from now on kept by the triggers of src/db/read-models/press-search-entries.sql.
INSERT INTO "press_search_entries" ("release_id", "company_id", "category", "tags", "embargo_until", "published_at", "search_vector")
  SELECT id, company_id, category, tags, embargo_until, published_at, search_vector FROM "press_releases"
  WHERE status = 'PUBLISHED' AND is_public AND company_active;
