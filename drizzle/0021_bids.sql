CREATE TABLE "bid_awards" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"invitation_uid" uuid NOT NULL,
	"submission_uid" uuid,
	"amount_cents" bigint NOT NULL,
	"previous_line_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awarded_by" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bid_invitations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"bidder_uid" uuid NOT NULL,
	"contact_name" text,
	"contact_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"decline_reason" text,
	"viewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone,
	"invited_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_leveling_adjustments" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"invitation_uid" uuid NOT NULL,
	"scope_item_uid" uuid,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_package_documents" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_package_lines" (
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"line_uid" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_packages" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"estimate_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"trade" text,
	"due_at" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"instructions" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_questions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"invitation_uid" uuid NOT NULL,
	"text" text NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_scope_items" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"package_uid" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_submission_files" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"submission_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_submission_items" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"submission_uid" uuid NOT NULL,
	"scope_item_uid" uuid NOT NULL,
	"status" text DEFAULT 'included' NOT NULL,
	"text" text,
	"amount_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "bid_submissions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"invitation_uid" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"base_bid_cents" bigint,
	"alternates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" text,
	"submitted_at" timestamp with time zone,
	"revision" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidder_contacts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"bidder_uid" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidders" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"trades" text[] DEFAULT '{}'::text[] NOT NULL,
	"service_area" text,
	"notes" text,
	"prequalified" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_invitation_uid_bid_invitations_uid_fk" FOREIGN KEY ("invitation_uid") REFERENCES "public"."bid_invitations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_submission_uid_bid_submissions_uid_fk" FOREIGN KEY ("submission_uid") REFERENCES "public"."bid_submissions"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_awarded_by_users_uid_fk" FOREIGN KEY ("awarded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_awards" ADD CONSTRAINT "bid_awards_undone_by_users_uid_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_invitations" ADD CONSTRAINT "bid_invitations_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_invitations" ADD CONSTRAINT "bid_invitations_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_invitations" ADD CONSTRAINT "bid_invitations_bidder_uid_bidders_uid_fk" FOREIGN KEY ("bidder_uid") REFERENCES "public"."bidders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_invitations" ADD CONSTRAINT "bid_invitations_invited_by_users_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_leveling_adjustments" ADD CONSTRAINT "bid_leveling_adjustments_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_leveling_adjustments" ADD CONSTRAINT "bid_leveling_adjustments_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_leveling_adjustments" ADD CONSTRAINT "bid_leveling_adjustments_invitation_uid_bid_invitations_uid_fk" FOREIGN KEY ("invitation_uid") REFERENCES "public"."bid_invitations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_leveling_adjustments" ADD CONSTRAINT "bid_leveling_adjustments_scope_item_uid_bid_scope_items_uid_fk" FOREIGN KEY ("scope_item_uid") REFERENCES "public"."bid_scope_items"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_leveling_adjustments" ADD CONSTRAINT "bid_leveling_adjustments_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_documents" ADD CONSTRAINT "bid_package_documents_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_documents" ADD CONSTRAINT "bid_package_documents_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_documents" ADD CONSTRAINT "bid_package_documents_uploaded_by_users_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_lines" ADD CONSTRAINT "bid_package_lines_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_lines" ADD CONSTRAINT "bid_package_lines_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_package_lines" ADD CONSTRAINT "bid_package_lines_line_uid_estimate_lines_uid_fk" FOREIGN KEY ("line_uid") REFERENCES "public"."estimate_lines"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_packages" ADD CONSTRAINT "bid_packages_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_packages" ADD CONSTRAINT "bid_packages_estimate_uid_estimates_uid_fk" FOREIGN KEY ("estimate_uid") REFERENCES "public"."estimates"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_packages" ADD CONSTRAINT "bid_packages_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_packages" ADD CONSTRAINT "bid_packages_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_questions" ADD CONSTRAINT "bid_questions_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_questions" ADD CONSTRAINT "bid_questions_invitation_uid_bid_invitations_uid_fk" FOREIGN KEY ("invitation_uid") REFERENCES "public"."bid_invitations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_questions" ADD CONSTRAINT "bid_questions_answered_by_users_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_scope_items" ADD CONSTRAINT "bid_scope_items_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_scope_items" ADD CONSTRAINT "bid_scope_items_package_uid_bid_packages_uid_fk" FOREIGN KEY ("package_uid") REFERENCES "public"."bid_packages"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_files" ADD CONSTRAINT "bid_submission_files_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_files" ADD CONSTRAINT "bid_submission_files_submission_uid_bid_submissions_uid_fk" FOREIGN KEY ("submission_uid") REFERENCES "public"."bid_submissions"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_items" ADD CONSTRAINT "bid_submission_items_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_items" ADD CONSTRAINT "bid_submission_items_submission_uid_bid_submissions_uid_fk" FOREIGN KEY ("submission_uid") REFERENCES "public"."bid_submissions"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submission_items" ADD CONSTRAINT "bid_submission_items_scope_item_uid_bid_scope_items_uid_fk" FOREIGN KEY ("scope_item_uid") REFERENCES "public"."bid_scope_items"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_submissions" ADD CONSTRAINT "bid_submissions_invitation_uid_bid_invitations_uid_fk" FOREIGN KEY ("invitation_uid") REFERENCES "public"."bid_invitations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_contacts" ADD CONSTRAINT "bidder_contacts_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_contacts" ADD CONSTRAINT "bidder_contacts_bidder_uid_bidders_uid_fk" FOREIGN KEY ("bidder_uid") REFERENCES "public"."bidders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_awards_package_idx" ON "bid_awards" USING btree ("package_uid","awarded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_awards_live_key" ON "bid_awards" USING btree ("package_uid") WHERE "bid_awards"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_invitations_token_hash_key" ON "bid_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_invitations_package_bidder_key" ON "bid_invitations" USING btree ("package_uid","bidder_uid");--> statement-breakpoint
CREATE INDEX "bid_invitations_bidder_idx" ON "bid_invitations" USING btree ("bidder_uid");--> statement-breakpoint
CREATE INDEX "bid_leveling_adjustments_package_idx" ON "bid_leveling_adjustments" USING btree ("package_uid","invitation_uid");--> statement-breakpoint
CREATE INDEX "bid_package_documents_package_idx" ON "bid_package_documents" USING btree ("package_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_package_lines_line_key" ON "bid_package_lines" USING btree ("line_uid");--> statement-breakpoint
CREATE INDEX "bid_package_lines_package_idx" ON "bid_package_lines" USING btree ("package_uid");--> statement-breakpoint
CREATE INDEX "bid_packages_estimate_idx" ON "bid_packages" USING btree ("estimate_uid","created_at");--> statement-breakpoint
CREATE INDEX "bid_packages_company_status_due_idx" ON "bid_packages" USING btree ("company_uid","status","due_at");--> statement-breakpoint
CREATE INDEX "bid_questions_invitation_idx" ON "bid_questions" USING btree ("invitation_uid","created_at");--> statement-breakpoint
CREATE INDEX "bid_scope_items_package_idx" ON "bid_scope_items" USING btree ("package_uid","position");--> statement-breakpoint
CREATE INDEX "bid_submission_files_submission_idx" ON "bid_submission_files" USING btree ("submission_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submission_items_key" ON "bid_submission_items" USING btree ("submission_uid","scope_item_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_submissions_invitation_key" ON "bid_submissions" USING btree ("invitation_uid");--> statement-breakpoint
CREATE INDEX "bidder_contacts_bidder_idx" ON "bidder_contacts" USING btree ("bidder_uid","position");--> statement-breakpoint
CREATE INDEX "bidders_company_name_idx" ON "bidders" USING btree ("company_uid",lower("name"),"uid");--> statement-breakpoint
CREATE INDEX "bidders_company_updated_idx" ON "bidders" USING btree ("company_uid","updated_at","uid");