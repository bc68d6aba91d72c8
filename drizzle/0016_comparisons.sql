CREATE TABLE "comparisons" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"record_uids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"estimate_uids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reference_estimate_uid" uuid,
	"basis" text DEFAULT 'total' NOT NULL,
	"target_date" date,
	"target_location" text,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparisons_company_updated_idx" ON "comparisons" USING btree ("company_uid","updated_at","uid");--> statement-breakpoint
CREATE INDEX "comparisons_company_name_idx" ON "comparisons" USING btree ("company_uid",lower("name"));