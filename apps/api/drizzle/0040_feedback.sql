CREATE TABLE "bug_report_screenshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bug_report_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bug_report_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bug_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reporter_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"steps_to_reproduce" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"error_reports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_report_count" smallint DEFAULT 0 NOT NULL,
	"screenshot_count" smallint DEFAULT 0 NOT NULL,
	"assignee_id" integer,
	"duplicate_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_reports_severity_check" CHECK ("bug_reports"."severity" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "bug_reports_status_check" CHECK ("bug_reports"."status" in ('new', 'confirmed', 'in_progress', 'fixed', 'wont_fix', 'duplicate')),
	CONSTRAINT "bug_reports_screenshot_count_check" CHECK ("bug_reports"."screenshot_count" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "qa_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_run_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_run_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"instruction" text NOT NULL,
	"expected_result" text NOT NULL,
	"outcome" text,
	"notes" text DEFAULT '' NOT NULL,
	"screenshot_key" text,
	"screenshot_name" text,
	"screenshot_type" text,
	"recorded_at" timestamp with time zone,
	CONSTRAINT "qa_run_steps_outcome_check" CHECK ("qa_run_steps"."outcome" is null or "qa_run_steps"."outcome" in ('pass', 'fail', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "qa_task_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_task_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"instruction" text NOT NULL,
	"expected_result" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qa_test_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_test_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer,
	"category_id" integer,
	"task_title" text NOT NULL,
	"category_name" text NOT NULL,
	"tester_id" integer,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "qa_test_runs_status_check" CHECK ("qa_test_runs"."status" in ('in_progress', 'passed', 'failed', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "suggestion_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggestion_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"suggestion_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_votes" (
	"suggestion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_votes_pkey" PRIMARY KEY("suggestion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"response" text,
	"responded_by_id" integer,
	"responded_at" timestamp with time zone,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestions_status_check" CHECK ("suggestions"."status" in ('new', 'under_review', 'planned', 'done', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "bug_report_screenshots" ADD CONSTRAINT "bug_report_screenshots_bug_report_id_bug_reports_id_fk" FOREIGN KEY ("bug_report_id") REFERENCES "public"."bug_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD CONSTRAINT "bug_reports_duplicate_of_id_bug_reports_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."bug_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_run_steps" ADD CONSTRAINT "qa_run_steps_run_id_qa_test_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."qa_test_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_task_steps" ADD CONSTRAINT "qa_task_steps_task_id_qa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."qa_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_tasks" ADD CONSTRAINT "qa_tasks_category_id_qa_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qa_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_tasks" ADD CONSTRAINT "qa_tasks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_test_runs" ADD CONSTRAINT "qa_test_runs_task_id_qa_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."qa_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_test_runs" ADD CONSTRAINT "qa_test_runs_category_id_qa_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."qa_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_test_runs" ADD CONSTRAINT "qa_test_runs_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_comments" ADD CONSTRAINT "suggestion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_votes" ADD CONSTRAINT "suggestion_votes_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_votes" ADD CONSTRAINT "suggestion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_responded_by_id_users_id_fk" FOREIGN KEY ("responded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_report_screenshots_report_idx" ON "bug_report_screenshots" USING btree ("bug_report_id");--> statement-breakpoint
CREATE INDEX "bug_reports_created_idx" ON "bug_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bug_reports_status_idx" ON "bug_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "bug_reports_reporter_idx" ON "bug_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_categories_name_key" ON "qa_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "qa_run_steps_order_key" ON "qa_run_steps" USING btree ("run_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_task_steps_order_key" ON "qa_task_steps" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "qa_tasks_category_idx" ON "qa_tasks" USING btree ("category_id","title");--> statement-breakpoint
CREATE INDEX "qa_test_runs_started_idx" ON "qa_test_runs" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "qa_test_runs_task_idx" ON "qa_test_runs" USING btree ("task_id","started_at");--> statement-breakpoint
CREATE INDEX "qa_test_runs_completed_idx" ON "qa_test_runs" USING btree ("completed_at","category_id");--> statement-breakpoint
CREATE INDEX "suggestion_comments_suggestion_idx" ON "suggestion_comments" USING btree ("suggestion_id","created_at");--> statement-breakpoint
CREATE INDEX "suggestion_votes_user_idx" ON "suggestion_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suggestions_votes_idx" ON "suggestions" USING btree ("vote_count","created_at");--> statement-breakpoint
CREATE INDEX "suggestions_created_idx" ON "suggestions" USING btree ("created_at","id");