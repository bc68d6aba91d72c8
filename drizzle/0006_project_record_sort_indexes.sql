DROP INDEX "project_records_project_idx";--> statement-breakpoint
DROP INDEX "project_records_company_basis_idx";--> statement-breakpoint
DROP INDEX "project_records_company_updated_idx";--> statement-breakpoint
DROP INDEX "project_records_company_total_idx";--> statement-breakpoint
DROP INDEX "project_records_company_name_idx";--> statement-breakpoint
CREATE INDEX "project_records_project_idx" ON "project_records" USING btree ("project_uid","company_uid");--> statement-breakpoint
CREATE INDEX "project_records_company_basis_idx" ON "project_records" USING btree ("company_uid","cost_basis_date","uid");--> statement-breakpoint
CREATE INDEX "project_records_company_updated_idx" ON "project_records" USING btree ("company_uid","updated_at","uid");--> statement-breakpoint
CREATE INDEX "project_records_company_total_idx" ON "project_records" USING btree ("company_uid","total_cents","uid");--> statement-breakpoint
CREATE INDEX "project_records_company_name_idx" ON "project_records" USING btree ("company_uid","project_name","uid");