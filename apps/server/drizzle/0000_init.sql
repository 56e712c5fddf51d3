CREATE TYPE "public"."account_status" AS ENUM('active', 'pending_review', 'disabled');--> statement-breakpoint
CREATE TYPE "public"."code_purpose" AS ENUM('set_password', 'confirm_email');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('admin', 'editor');--> statement-breakpoint
CREATE TYPE "public"."news_category" AS ENUM('community', 'insights', 'impact');--> statement-breakpoint
CREATE TYPE "public"."saved_kind" AS ENUM('event', 'article', 'employer', 'school');--> statement-breakpoint
CREATE TYPE "public"."subscriber_state" AS ENUM('pending', 'active', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."subscriber_status" AS ENUM('employer', 'learning-provider');--> statement-breakpoint
CREATE TYPE "public"."enquiry_kind" AS ENUM('join_employers', 'get_accredited');--> statement-breakpoint
CREATE TYPE "public"."enquiry_status" AS ENUM('new', 'in_progress', 'closed');--> statement-breakpoint
CREATE TABLE "ethnicities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ethnicities_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "genders" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "genders_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"contact_email" text,
	"phone_number" text,
	"address" text,
	"avatar_url" text,
	"gender_id" integer,
	"ethnicity_id" integer,
	"disabilities" text,
	"alerts_preference" boolean DEFAULT false NOT NULL,
	"marketing_preference" boolean DEFAULT false NOT NULL,
	"job_title" text,
	"user_type_id" smallint DEFAULT 1 NOT NULL,
	"school_id" integer,
	"course_id" integer,
	"employer_id" integer,
	"start_year" smallint,
	"can_write_articles" boolean DEFAULT false NOT NULL,
	"staff_role" "staff_role",
	"status" "account_status" DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"funded_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" smallint NOT NULL,
	"ts_uuid" uuid NOT NULL,
	"news_category" "news_category",
	CONSTRAINT "tags_type_check" CHECK ("tags"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "employer_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"employer_id" integer NOT NULL,
	"domain" text NOT NULL,
	CONSTRAINT "employer_domains_lower_check" CHECK ("employer_domains"."domain" = lower("employer_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "employer_tags" (
	"employer_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "employer_tags_employer_id_tag_id_pk" PRIMARY KEY("employer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"ts_uuid" uuid NOT NULL,
	"address_state" text,
	"profile" text,
	"logo_url" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"domain" text NOT NULL,
	CONSTRAINT "school_domains_lower_check" CHECK ("school_domains"."domain" = lower("school_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"ts_uuid" uuid NOT NULL,
	"address_state" text,
	"profile" text,
	"logo_url" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"criteria" text,
	"duration" text,
	"url" text,
	"badge_id" text,
	"school_id" integer NOT NULL,
	"programme_type_id" integer,
	"programme_level_id" integer,
	"subject_id" integer,
	"location_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "locations_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "programme_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "programme_levels_level_unique" UNIQUE("level"),
	CONSTRAINT "programme_levels_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "programme_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "programme_types_key_unique" UNIQUE("key"),
	CONSTRAINT "programme_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "subjects_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "insight_tags" (
	"insight_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "insight_tags_insight_id_tag_id_pk" PRIMARY KEY("insight_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"body" jsonb NOT NULL,
	"url" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"edit_key_hash" text NOT NULL,
	"thumbnail" text,
	"user_id" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("subtitle", '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image_url" text,
	"url" text,
	"description_html" text,
	"external_id" text,
	"venue_id" integer,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("name", '')), 'A')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"region" text,
	"address1" text,
	"address2" text,
	"city" text,
	"country" text,
	"postcode" text,
	"external_id" text
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"user_id" integer NOT NULL,
	"kind" "saved_kind" NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_kind_item_id_pk" PRIMARY KEY("user_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text,
	"active_by_default" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_types_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credential_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"badge_design_id" text,
	"external_id" text,
	CONSTRAINT "credential_groups_name_unique" UNIQUE("name"),
	CONSTRAINT "credential_groups_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"external_id" text,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ctas" (
	"id" serial PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"location" text NOT NULL,
	"heading" text NOT NULL,
	"description" text,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"name" text NOT NULL,
	"source" text,
	"avatar" text,
	"pages" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"wording" text NOT NULL,
	"page" text,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" "subscriber_status" NOT NULL,
	"state" "subscriber_state" DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscribers_email_lower_check" CHECK ("subscribers"."email" = lower("subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "enquiry_kind" NOT NULL,
	"status" "enquiry_status" DEFAULT 'new' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"address" text,
	"job_title" text,
	"organisation" text,
	"course_type" text,
	"course_title" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"enquiry_id" integer,
	"kind" text NOT NULL,
	"wording" text NOT NULL,
	"form" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"data" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ethnicity_id_ethnicities_id_fk" FOREIGN KEY ("ethnicity_id") REFERENCES "public"."ethnicities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employer_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_domains" ADD CONSTRAINT "employer_domains_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_tags" ADD CONSTRAINT "employer_tags_employer_id_employers_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."employers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_tags" ADD CONSTRAINT "employer_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_domains" ADD CONSTRAINT "school_domains_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_programme_type_id_programme_types_id_fk" FOREIGN KEY ("programme_type_id") REFERENCES "public"."programme_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_programme_level_id_programme_levels_id_fk" FOREIGN KEY ("programme_level_id") REFERENCES "public"."programme_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tags" ADD CONSTRAINT "insight_tags_insight_id_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_tags" ADD CONSTRAINT "insight_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_notification_type_id_notification_types_id_fk" FOREIGN KEY ("notification_type_id") REFERENCES "public"."notification_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_notification_type_id_notification_types_id_fk" FOREIGN KEY ("notification_type_id") REFERENCES "public"."notification_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_group_id_credential_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."credential_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriber_consents" ADD CONSTRAINT "subscriber_consents_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_hash_key" ON "one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_school_idx" ON "users" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "users_employer_idx" ON "users" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "users_course_idx" ON "users" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_ts_uuid_key" ON "tags" USING btree ("ts_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_news_category_key" ON "tags" USING btree ("news_category");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_type_title_key" ON "tags" USING btree ("type","title");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_domains_domain_key" ON "employer_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "employer_domains_employer_idx" ON "employer_domains" USING btree ("employer_id");--> statement-breakpoint
CREATE INDEX "employer_tags_tag_idx" ON "employer_tags" USING btree ("tag_id","employer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employers_ts_uuid_key" ON "employers" USING btree ("ts_uuid");--> statement-breakpoint
CREATE INDEX "employers_title_idx" ON "employers" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "employers_state_idx" ON "employers" USING btree ("address_state");--> statement-breakpoint
CREATE INDEX "employers_search_idx" ON "employers" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "school_domains_domain_key" ON "school_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "school_domains_school_idx" ON "school_domains" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_ts_uuid_key" ON "schools" USING btree ("ts_uuid");--> statement-breakpoint
CREATE INDEX "schools_title_idx" ON "schools" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "schools_state_idx" ON "schools" USING btree ("address_state");--> statement-breakpoint
CREATE INDEX "schools_search_idx" ON "schools" USING gin ("search");--> statement-breakpoint
CREATE INDEX "courses_school_idx" ON "courses" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "courses_programme_type_idx" ON "courses" USING btree ("programme_type_id");--> statement-breakpoint
CREATE INDEX "courses_programme_level_idx" ON "courses" USING btree ("programme_level_id");--> statement-breakpoint
CREATE INDEX "courses_subject_idx" ON "courses" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "courses_location_idx" ON "courses" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "insight_tags_tag_idx" ON "insight_tags" USING btree ("tag_id","insight_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insights_url_key" ON "insights" USING btree ("url");--> statement-breakpoint
CREATE INDEX "insights_user_created_idx" ON "insights" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "insights_live_created_idx" ON "insights" USING btree ("created_at") WHERE "insights"."live";--> statement-breakpoint
CREATE INDEX "insights_public_created_idx" ON "insights" USING btree ("created_at") WHERE "insights"."live" and "insights"."public";--> statement-breakpoint
CREATE INDEX "insights_search_idx" ON "insights" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_status_start_idx" ON "events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_external_id_key" ON "events" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_name_idx" ON "events" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "venues_external_id_key" ON "venues" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "saved_items_item_idx" ON "saved_items" USING btree ("kind","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_user_type_key" ON "notification_preferences" USING btree ("user_id","notification_type_id");--> statement-breakpoint
CREATE INDEX "notification_preferences_type_idx" ON "notification_preferences" USING btree ("notification_type_id") WHERE "notification_preferences"."active";--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_type_idx" ON "notifications" USING btree ("notification_type_id");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "credentials_group_idx" ON "credentials" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credentials_external_id_key" ON "credentials" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "ctas_location_idx" ON "ctas" USING btree ("location") WHERE "ctas"."active";--> statement-breakpoint
CREATE INDEX "quotes_pages_idx" ON "quotes" USING gin ("pages");--> statement-breakpoint
CREATE INDEX "subscriber_consents_subscriber_idx" ON "subscriber_consents" USING btree ("subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_key" ON "subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_confirm_token_key" ON "subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_key" ON "subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "subscribers_state_status_idx" ON "subscribers" USING btree ("state","status");--> statement-breakpoint
CREATE INDEX "enquiries_kind_status_created_idx" ON "enquiries" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_idempotency_key" ON "enquiries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consents_enquiry_idx" ON "consents" USING btree ("enquiry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_key" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "mail_messages_created_idx" ON "mail_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");