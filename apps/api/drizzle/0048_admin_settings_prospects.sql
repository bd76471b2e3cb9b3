CREATE TABLE "platform_setting_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_setting_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"actor_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prospects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"website" text,
	"contact_name" text,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"owner_user_id" integer,
	"notes" text,
	"next_step" text,
	"next_step_date" date,
	"invited_at" timestamp with time zone,
	"invite_count" integer DEFAULT 0 NOT NULL,
	"linked_user_id" integer,
	"linked_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospects_status_check" CHECK ("prospects"."status" in ('NEW', 'CONTACTED', 'INTERESTED', 'ONBOARDED', 'LOST'))
);
--> statement-breakpoint
ALTER TABLE "platform_setting_changes" ADD CONSTRAINT "platform_setting_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_setting_changes_setting_idx" ON "platform_setting_changes" USING btree ("setting","id");--> statement-breakpoint
CREATE INDEX "platform_setting_changes_actor_idx" ON "platform_setting_changes" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_contact_email_key" ON "prospects" USING btree ("contact_email");--> statement-breakpoint
CREATE INDEX "prospects_created_idx" ON "prospects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prospects_status_idx" ON "prospects" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "prospects_owner_idx" ON "prospects" USING btree ("owner_user_id");