CREATE TABLE "masked_invitation_tokens" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"invitation_uid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "masked_invitation_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "masked_invitations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_uid" uuid NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"roles" text[] DEFAULT ARRAY['viewer']::text[] NOT NULL,
	"login_type" text DEFAULT 'password' NOT NULL,
	"created_by_uid" uuid,
	"deactivated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "masked_invitation_tokens" ADD CONSTRAINT "masked_invitation_tokens_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masked_invitation_tokens" ADD CONSTRAINT "masked_invitation_tokens_invitation_uid_masked_invitations_uid_fk" FOREIGN KEY ("invitation_uid") REFERENCES "public"."masked_invitations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masked_invitations" ADD CONSTRAINT "masked_invitations_company_uid_companies_uid_fk" FOREIGN KEY ("company_uid") REFERENCES "public"."companies"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masked_invitations" ADD CONSTRAINT "masked_invitations_created_by_uid_users_uid_fk" FOREIGN KEY ("created_by_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "masked_invitation_tokens_invitation_idx" ON "masked_invitation_tokens" USING btree ("invitation_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "masked_invitations_company_email_key" ON "masked_invitations" USING btree ("company_uid",lower("email"));