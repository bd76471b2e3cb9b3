CREATE INDEX "jobs_published_at_idx" ON "jobs" USING btree ("published_at") WHERE "jobs"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "press_releases_published_at_idx" ON "press_releases" USING btree ("published_at") WHERE "press_releases"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "partnerships_created_at_idx" ON "partnerships" USING btree ("created_at");