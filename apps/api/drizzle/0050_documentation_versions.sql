CREATE TABLE "documentation_versions" (
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"markdown" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentation_versions_slug_version_pk" PRIMARY KEY("slug","version"),
	CONSTRAINT "documentation_versions_version_positive" CHECK ("documentation_versions"."version" >= 1),
	CONSTRAINT "documentation_versions_markdown_length" CHECK (char_length("documentation_versions"."markdown") <= 100000)
);
--> statement-breakpoint
ALTER TABLE "documentation_versions" ADD CONSTRAINT "documentation_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentation_versions_author_idx" ON "documentation_versions" USING btree ("author_id");