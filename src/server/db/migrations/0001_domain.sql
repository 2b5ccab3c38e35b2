CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"href" text,
	"mobile_file_id" integer,
	"desktop_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_pt" text NOT NULL,
	"question_en" text NOT NULL,
	"answer_pt" text NOT NULL,
	"answer_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "magazines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"date" date NOT NULL,
	"cover_file_id" integer,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazines_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value_pt" jsonb NOT NULL,
	"value_en" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"caption_pt" text NOT NULL,
	"caption_en" text NOT NULL,
	"href" text,
	"mobile_file_id" integer,
	"desktop_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"owner_id" integer NOT NULL,
	"trade_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_valid" boolean DEFAULT false NOT NULL,
	"cnpj" char(14) NOT NULL,
	"accepts_quotes" boolean DEFAULT true NOT NULL,
	"phone_1" text,
	"phone_2" text,
	"whatsapp" text,
	"website" text,
	"video_url" text,
	"map_url" text,
	"instagram" text,
	"facebook" text,
	"youtube" text,
	"linkedin" text,
	"about" text NOT NULL,
	"about_short" text NOT NULL,
	"keywords" text,
	"postal_code" char(8) NOT NULL,
	"address" text NOT NULL,
	"address_number" text NOT NULL,
	"address_adjunct" text,
	"address_neighborhood" text NOT NULL,
	"city_id" integer NOT NULL,
	"logo_file_id" integer,
	"cover_file_id" integer,
	"rate" numeric(3, 2),
	"rates_count" integer DEFAULT 0 NOT NULL,
	"proposals_sent" integer DEFAULT 0 NOT NULL,
	"proposals_chosen" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "companies_owner_id_unique" UNIQUE("owner_id"),
	CONSTRAINT "companies_cnpj_unique" UNIQUE("cnpj"),
	CONSTRAINT "companies_cnpj_digits" CHECK ("companies"."cnpj" ~ '^[0-9]{14}$'),
	CONSTRAINT "companies_postal_code_digits" CHECK ("companies"."postal_code" ~ '^[0-9]{8}$'),
	CONSTRAINT "companies_rate_range" CHECK ("companies"."rate" is null or ("companies"."rate" >= 1 and "companies"."rate" <= 5))
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_categories_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "company_portfolio" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_portfolio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_portfolio_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "company_portfolio_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"doc" char(11) NOT NULL,
	"email" text NOT NULL,
	"email_valid" boolean DEFAULT false NOT NULL,
	"cellphone" text NOT NULL,
	"city_id" integer NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"password_hash" text NOT NULL,
	"lang" text DEFAULT 'pt-BR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_doc_unique" UNIQUE("doc"),
	CONSTRAINT "customers_doc_digits" CHECK ("customers"."doc" ~ '^[0-9]{11}$'),
	CONSTRAINT "customers_lang_known" CHECK ("customers"."lang" in ('pt-BR', 'en'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"lang" text DEFAULT 'pt-BR' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_email_lower" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletter_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"label" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "quote_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_attachments_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "quote_exclusions" (
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "quote_exclusions_quote_id_company_id_pk" PRIMARY KEY("quote_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "quote_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"chosen_at" timestamp with time zone,
	CONSTRAINT "quote_proposals_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
CREATE TABLE "quote_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"question" text NOT NULL,
	"date_question" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"date_answer" timestamp with time zone,
	CONSTRAINT "quote_questions_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
CREATE TABLE "quote_recipients" (
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_recipients_quote_id_company_id_pk" PRIMARY KEY("quote_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "quote_targets" (
	"quote_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "quote_targets_quote_id_company_id_pk" PRIMARY KEY("quote_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"req_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" char(1) DEFAULT 'a' NOT NULL,
	"all_companies" boolean DEFAULT false NOT NULL,
	"date_open" timestamp with time zone DEFAULT now() NOT NULL,
	"date_update" timestamp with time zone,
	"date_close" timestamp with time zone,
	CONSTRAINT "quotes_req_id_unique" UNIQUE("req_id"),
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('a', 'c', 'x'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposal_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"concluded" boolean NOT NULL,
	"product_rate" smallint NOT NULL,
	"delivered_in_time" boolean NOT NULL,
	"price_as_quote" boolean NOT NULL,
	"comunication" smallint NOT NULL,
	"recomend_3rd_party" boolean NOT NULL,
	"short_description" text,
	"suggestions" text,
	"general_evaluation" smallint NOT NULL,
	"system_recommend" boolean NOT NULL,
	"system_description" text,
	"system_suggestions" text,
	"system_evaluation" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_proposal_id_unique" UNIQUE("proposal_id"),
	CONSTRAINT "ratings_scores_range" CHECK ("ratings"."product_rate" between 1 and 5 and "ratings"."comunication" between 1 and 5 and "ratings"."general_evaluation" between 1 and 5 and "ratings"."system_evaluation" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "app_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"auth_hash" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"login_expires_at" timestamp with time zone,
	"device" text,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_sessions_auth_hash_unique" UNIQUE("auth_hash")
);
--> statement-breakpoint
CREATE TABLE "persistent_logins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "persistent_logins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"device" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persistent_logins_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_confirm_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirm_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirm_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "email_confirm_tokens_type_known" CHECK ("email_confirm_tokens"."type" in ('customer', 'company'))
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_mobile_file_id_stored_files_id_fk" FOREIGN KEY ("mobile_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_desktop_file_id_stored_files_id_fk" FOREIGN KEY ("desktop_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_mobile_file_id_stored_files_id_fk" FOREIGN KEY ("mobile_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_desktop_file_id_stored_files_id_fk" FOREIGN KEY ("desktop_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_categories" ADD CONSTRAINT "company_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_portfolio" ADD CONSTRAINT "company_portfolio_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_portfolio" ADD CONSTRAINT "company_portfolio_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_tokens" ADD CONSTRAINT "newsletter_tokens_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_attachments" ADD CONSTRAINT "quote_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_exclusions" ADD CONSTRAINT "quote_exclusions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_exclusions" ADD CONSTRAINT "quote_exclusions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_proposals" ADD CONSTRAINT "quote_proposals_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_questions" ADD CONSTRAINT "quote_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_recipients" ADD CONSTRAINT "quote_recipients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_targets" ADD CONSTRAINT "quote_targets_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_targets" ADD CONSTRAINT "quote_targets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_proposal_id_quote_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."quote_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_sessions" ADD CONSTRAINT "app_sessions_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persistent_logins" ADD CONSTRAINT "persistent_logins_user_id_customers_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faqs_position_idx" ON "faqs" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "magazines_date_idx" ON "magazines" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "slides_position_idx" ON "slides" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position");--> statement-breakpoint
CREATE INDEX "companies_city_idx" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_trade_name_idx" ON "companies" USING btree ("trade_name","id");--> statement-breakpoint
CREATE INDEX "companies_rate_idx" ON "companies" USING btree ("rate","id");--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm_idx" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_categories_category_idx" ON "company_categories" USING btree ("category_id","company_id");--> statement-breakpoint
CREATE INDEX "company_portfolio_company_idx" ON "company_portfolio" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "stored_files_sha256_idx" ON "stored_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "newsletter_tokens_subscriber_idx" ON "newsletter_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "notifications_customer_created_idx" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_customer_unread_idx" ON "notifications" USING btree ("customer_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE INDEX "cities_state_name_idx" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "quote_attachments_quote_idx" ON "quote_attachments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_exclusions_company_idx" ON "quote_exclusions" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_proposals_one_chosen_idx" ON "quote_proposals" USING btree ("quote_id") WHERE "quote_proposals"."chosen";--> statement-breakpoint
CREATE INDEX "quote_proposals_quote_company_idx" ON "quote_proposals" USING btree ("quote_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_proposals_company_idx" ON "quote_proposals" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_questions_quote_company_idx" ON "quote_questions" USING btree ("quote_id","company_id");--> statement-breakpoint
CREATE INDEX "quote_questions_company_idx" ON "quote_questions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quote_recipients_company_idx" ON "quote_recipients" USING btree ("company_id","quote_id");--> statement-breakpoint
CREATE INDEX "quote_targets_company_idx" ON "quote_targets" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quotes_customer_status_idx" ON "quotes" USING btree ("customer_id","status","date_open");--> statement-breakpoint
CREATE INDEX "quotes_customer_date_idx" ON "quotes" USING btree ("customer_id","date_open");--> statement-breakpoint
CREATE INDEX "quotes_category_idx" ON "quotes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ratings_company_date_idx" ON "ratings" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "app_sessions_user_idx" ON "app_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "app_sessions_last_used_idx" ON "app_sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "persistent_logins_user_idx" ON "persistent_logins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_confirm_tokens_target_idx" ON "email_confirm_tokens" USING btree ("type","target_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_code_hash_idx" ON "recovery_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "recovery_codes_customer_idx" ON "recovery_codes" USING btree ("customer_id");