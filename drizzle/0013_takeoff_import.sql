CREATE TABLE "estimate_takeoff_links" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"estimate_uid" uuid NOT NULL,
	"line_uid" uuid NOT NULL,
	"classification" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"source_file" text NOT NULL,
	"sheets" text[] DEFAULT '{}'::text[] NOT NULL,
	"quantity" text NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takeoff_mappings" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"description" text,
	"unit" text,
	"depth_in" numeric(12, 4),
	"location" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimate_takeoff_links" ADD CONSTRAINT "estimate_takeoff_links_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_takeoff_links" ADD CONSTRAINT "estimate_takeoff_links_estimate_uid_estimates_uid_fk" FOREIGN KEY ("estimate_uid") REFERENCES "public"."estimates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_takeoff_links" ADD CONSTRAINT "estimate_takeoff_links_line_uid_estimate_lines_uid_fk" FOREIGN KEY ("line_uid") REFERENCES "public"."estimate_lines"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_takeoff_links" ADD CONSTRAINT "estimate_takeoff_links_imported_by_users_uid_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takeoff_mappings" ADD CONSTRAINT "takeoff_mappings_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_takeoff_links_line_key" ON "estimate_takeoff_links" USING btree ("line_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "estimate_takeoff_links_classification_key" ON "estimate_takeoff_links" USING btree ("estimate_uid","classification","location");--> statement-breakpoint
CREATE INDEX "estimate_takeoff_links_company_idx" ON "estimate_takeoff_links" USING btree ("company_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "takeoff_mappings_company_kind_name_key" ON "takeoff_mappings" USING btree ("company_uid","kind","name");