CREATE TABLE "daily_counters" (
	"series" text NOT NULL,
	"day" date NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_counters_series_day_subject_pk" PRIMARY KEY("series","day","subject")
);
--> statement-breakpoint
CREATE TABLE "daily_rollups" (
	"series" text NOT NULL,
	"day" date NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_rollups_series_day_pk" PRIMARY KEY("series","day")
);
