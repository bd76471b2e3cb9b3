CREATE INDEX "refresh_tokens_created_at_idx" ON "refresh_tokens" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_last_login_at_idx" ON "users" USING btree ("last_login_at");--> statement-breakpoint
CREATE INDEX "company_connections_connected_at_idx" ON "company_connections" USING btree ("responded_at") WHERE "company_connections"."status" = 'connected';--> statement-breakpoint
CREATE INDEX "user_connections_connected_at_idx" ON "user_connections" USING btree ("responded_at") WHERE "user_connections"."status" = 'connected';--> statement-breakpoint
CREATE INDEX "direct_messages_created_at_idx" ON "direct_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "group_messages_created_at_idx" ON "group_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_date_idx" ON "invoices" USING btree ("issue_date","currency") WHERE "invoices"."state" = 'ISSUED';