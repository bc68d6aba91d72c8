DROP INDEX "estimate_lines_estimate_position_idx";--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_position_idx" ON "estimate_lines" USING btree ("estimate_uid","position","uid");