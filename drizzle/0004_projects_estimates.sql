CREATE TABLE "estimate_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_uid" uuid NOT NULL,
	"company_uid" uuid NOT NULL,
	"position" double precision NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"description" text,
	"quantity" text DEFAULT '0' NOT NULL,
	"unit" text,
	"unit_cost_cents" numeric(24, 5),
	"lump_sum_cents" bigint,
	"split" jsonb,
	"cost_type" text,
	"alternate" boolean DEFAULT false NOT NULL,
	"allowance" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"area" text,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_views" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estimate_uid" uuid NOT NULL,
	"company_uid" uuid NOT NULL,
	"owner_uid" uuid,
	"name" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"project_uid" uuid,
	"client" text,
	"location" text,
	"state" text,
	"metro" text,
	"building_type_uid" uuid,
	"classification" text DEFAULT 'masterformat' NOT NULL,
	"design_stage" text DEFAULT 'conceptual' NOT NULL,
	"pricing_date" date,
	"construction_start" date,
	"duration_months" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"inputs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"direct_cents" bigint DEFAULT 0 NOT NULL,
	"grand_total_cents" bigint DEFAULT 0 NOT NULL,
	"gsf" numeric(20, 5),
	"line_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"company_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_company_uid_kind_pk" PRIMARY KEY("company_uid","kind")
);
--> statement-breakpoint
CREATE TABLE "project_records" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"project_uid" uuid NOT NULL,
	"stage" text NOT NULL,
	"classification" text DEFAULT 'masterformat' NOT NULL,
	"bid_date" date,
	"start_date" date,
	"completion_date" date,
	"cost_basis_date" date NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gsf" numeric(20, 5),
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"cost_per_gsf_cents" bigint,
	"notes" text,
	"project_name" text NOT NULL,
	"building_type_uid" uuid,
	"state" text,
	"metro" text,
	"latitude" double precision,
	"longitude" double precision,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"client" text,
	"architect" text,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"metro" text,
	"latitude" double precision,
	"longitude" double precision,
	"building_type_uid" uuid,
	"construction_type" text,
	"work_type" text,
	"delivery_method" text,
	"stories" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_costs" (
	"record_uid" uuid NOT NULL,
	"position" integer NOT NULL,
	"company_uid" uuid NOT NULL,
	"cost_code" text NOT NULL,
	"description" text,
	"division" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "record_costs_record_uid_position_pk" PRIMARY KEY("record_uid","position")
);
--> statement-breakpoint
CREATE TABLE "record_files" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"record_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_estimate_uid_estimates_uid_fk" FOREIGN KEY ("estimate_uid") REFERENCES "public"."estimates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_lines" ADD CONSTRAINT "estimate_lines_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_views" ADD CONSTRAINT "estimate_views_estimate_uid_estimates_uid_fk" FOREIGN KEY ("estimate_uid") REFERENCES "public"."estimates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_views" ADD CONSTRAINT "estimate_views_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_views" ADD CONSTRAINT "estimate_views_owner_uid_users_uid_fk" FOREIGN KEY ("owner_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_views" ADD CONSTRAINT "estimate_views_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_uid_projects_uid_fk" FOREIGN KEY ("project_uid") REFERENCES "public"."projects"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_building_type_uid_building_types_uid_fk" FOREIGN KEY ("building_type_uid") REFERENCES "public"."building_types"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_records" ADD CONSTRAINT "project_records_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_records" ADD CONSTRAINT "project_records_project_uid_projects_uid_fk" FOREIGN KEY ("project_uid") REFERENCES "public"."projects"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_records" ADD CONSTRAINT "project_records_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_building_type_uid_building_types_uid_fk" FOREIGN KEY ("building_type_uid") REFERENCES "public"."building_types"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_costs" ADD CONSTRAINT "record_costs_record_uid_project_records_uid_fk" FOREIGN KEY ("record_uid") REFERENCES "public"."project_records"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_costs" ADD CONSTRAINT "record_costs_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_record_uid_project_records_uid_fk" FOREIGN KEY ("record_uid") REFERENCES "public"."project_records"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_files" ADD CONSTRAINT "record_files_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_lines_estimate_position_idx" ON "estimate_lines" USING btree ("estimate_uid","position");--> statement-breakpoint
CREATE INDEX "estimate_views_estimate_idx" ON "estimate_views" USING btree ("estimate_uid");--> statement-breakpoint
CREATE INDEX "estimates_company_updated_idx" ON "estimates" USING btree ("company_uid","updated_at");--> statement-breakpoint
CREATE INDEX "estimates_company_status_idx" ON "estimates" USING btree ("company_uid","status");--> statement-breakpoint
CREATE INDEX "project_records_project_idx" ON "project_records" USING btree ("project_uid");--> statement-breakpoint
CREATE INDEX "project_records_company_basis_idx" ON "project_records" USING btree ("company_uid","cost_basis_date");--> statement-breakpoint
CREATE INDEX "project_records_company_type_idx" ON "project_records" USING btree ("company_uid","building_type_uid","cost_per_gsf_cents");--> statement-breakpoint
CREATE INDEX "project_records_company_state_idx" ON "project_records" USING btree ("company_uid","state","cost_basis_date");--> statement-breakpoint
CREATE INDEX "project_records_company_cpg_idx" ON "project_records" USING btree ("company_uid","cost_per_gsf_cents");--> statement-breakpoint
CREATE INDEX "project_records_company_gsf_idx" ON "project_records" USING btree ("company_uid","gsf");--> statement-breakpoint
CREATE INDEX "project_records_company_geo_idx" ON "project_records" USING btree ("company_uid","latitude","longitude");--> statement-breakpoint
CREATE INDEX "project_records_company_updated_idx" ON "project_records" USING btree ("company_uid","updated_at");--> statement-breakpoint
CREATE INDEX "project_records_tags_idx" ON "project_records" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "projects_company_name_idx" ON "projects" USING btree ("company_uid",lower("name"));--> statement-breakpoint
CREATE INDEX "projects_company_updated_idx" ON "projects" USING btree ("company_uid","updated_at");--> statement-breakpoint
CREATE INDEX "record_files_record_idx" ON "record_files" USING btree ("record_uid");