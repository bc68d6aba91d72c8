CREATE INDEX "project_records_company_stage_idx" ON "project_records" USING btree ("company_uid","stage","cost_basis_date");--> statement-breakpoint
CREATE INDEX "project_records_company_metro_idx" ON "project_records" USING btree ("company_uid","metro","cost_basis_date");--> statement-breakpoint
CREATE INDEX "project_records_company_total_idx" ON "project_records" USING btree ("company_uid","total_cents");--> statement-breakpoint
CREATE INDEX "project_records_company_name_idx" ON "project_records" USING btree ("company_uid","project_name");