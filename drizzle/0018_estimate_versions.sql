CREATE TABLE "estimate_versions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"estimate_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"reason" text,
	"header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_mix" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"direct_cents" bigint DEFAULT 0 NOT NULL,
	"grand_total_cents" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"estimate_version" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "published_record_uid" uuid;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_records" ADD COLUMN "estimate_uid" uuid;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_estimate_uid_estimates_uid_fk" FOREIGN KEY ("estimate_uid") REFERENCES "public"."estimates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_versions" ADD CONSTRAINT "estimate_versions_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_versions_estimate_idx" ON "estimate_versions" USING btree ("estimate_uid","created_at");--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_published_record_uid_project_records_uid_fk" FOREIGN KEY ("published_record_uid") REFERENCES "public"."project_records"("uid") ON DELETE set null ON UPDATE no action;