ALTER TABLE "estimates" ADD COLUMN "rollup_mode" text;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "parent_uid" uuid;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_parent_uid_estimates_uid_fk" FOREIGN KEY ("parent_uid") REFERENCES "public"."estimates"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimates_parent_idx" ON "estimates" USING btree ("parent_uid");