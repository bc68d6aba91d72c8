DROP INDEX "bid_awards_live_key";--> statement-breakpoint
DROP INDEX "bid_invitations_token_hash_key";--> statement-breakpoint
DROP INDEX "bid_invitations_package_bidder_key";--> statement-breakpoint
DROP INDEX "bid_package_lines_line_key";--> statement-breakpoint
DROP INDEX "bid_submission_items_key";--> statement-breakpoint
DROP INDEX "bid_submissions_invitation_key";--> statement-breakpoint
DROP INDEX "estimate_takeoff_links_line_key";--> statement-breakpoint
DROP INDEX "estimate_takeoff_links_classification_key";--> statement-breakpoint
ALTER TABLE "record_costs" DROP CONSTRAINT "record_costs_record_uid_position_pk";--> statement-breakpoint
ALTER TABLE "cost_index_points" DROP CONSTRAINT "cost_index_points_series_uid_period_pk";--> statement-breakpoint
ALTER TABLE "record_costs" ADD CONSTRAINT "record_costs_record_uid_position_company_uid_pk" PRIMARY KEY("record_uid","position","company_uid");--> statement-breakpoint
ALTER TABLE "cost_index_points" ADD CONSTRAINT "cost_index_points_series_uid_period_company_uid_pk" PRIMARY KEY("series_uid","period","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_awards_live_key" ON "bid_awards" USING btree ("package_uid","company_uid") WHERE "bid_awards"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_invitations_token_hash_key" ON "bid_invitations" USING btree ("token_hash","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_invitations_package_bidder_key" ON "bid_invitations" USING btree ("package_uid","bidder_uid","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_package_lines_line_key" ON "bid_package_lines" USING btree ("line_uid","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submission_items_key" ON "bid_submission_items" USING btree ("submission_uid","scope_item_uid","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submissions_invitation_key" ON "bid_submissions" USING btree ("invitation_uid","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_takeoff_links_line_key" ON "estimate_takeoff_links" USING btree ("line_uid","company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_takeoff_links_classification_key" ON "estimate_takeoff_links" USING btree ("estimate_uid","classification","location","company_uid");