CREATE TABLE "case_people" (
	"lead_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_people_lead_id_person_id_role_pk" PRIMARY KEY("lead_id","person_id","role"),
	CONSTRAINT "case_people_role_check" CHECK (role in ('applicant', 'director', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "case_references" (
	"reference" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"former_lead_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"company_number" text,
	"company_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"full_name" text,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_by_user_id" uuid,
	"source" text NOT NULL,
	"full_name" text,
	"company_name" text,
	"email" text,
	"phone" text,
	"loan_amount" integer,
	"company_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "possible_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"other_lead_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_user_id" uuid,
	"resolution" text,
	CONSTRAINT "possible_duplicates_pair_key" UNIQUE("lead_id","other_lead_id"),
	CONSTRAINT "possible_duplicates_distinct_check" CHECK (lead_id <> other_lead_id)
);
--> statement-breakpoint
-- Cases and clients (docs/decisions/0027-cases-and-clients.md). A case (a row of "leads") now
-- holds many submissions, so the answer tables get their own keys.
ALTER TABLE "application_directors" DROP CONSTRAINT "application_directors_position_key";--> statement-breakpoint
ALTER TABLE "application_directors" DROP CONSTRAINT "application_directors_lead_id_applications_lead_id_fk";--> statement-breakpoint
ALTER TABLE "uploaded_documents" DROP CONSTRAINT "uploaded_documents_application_id_applications_application_id_fk";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_application_id_unique";--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_pkey";--> statement-breakpoint
ALTER TABLE "applications" ADD PRIMARY KEY ("application_id");--> statement-breakpoint
ALTER TABLE "uploaded_documents" ADD CONSTRAINT "uploaded_documents_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_pkey";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_pkey";--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
DROP INDEX "leads_name_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_company_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_email_trgm_idx";--> statement-breakpoint
DROP INDEX "leads_phone_trgm_idx";--> statement-breakpoint
ALTER TABLE "application_directors" ADD COLUMN "application_id" uuid;--> statement-breakpoint
UPDATE "application_directors" d SET "application_id" = a."application_id" FROM "applications" a WHERE a."lead_id" = d."lead_id";--> statement-breakpoint
ALTER TABLE "application_directors" ALTER COLUMN "application_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "application_directors" ADD COLUMN "person_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "case_people" ADD CONSTRAINT "case_people_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_people" ADD CONSTRAINT "case_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_references" ADD CONSTRAINT "case_references_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_enquiries" ADD CONSTRAINT "phone_enquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_enquiries" ADD CONSTRAINT "phone_enquiries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_other_lead_id_leads_id_fk" FOREIGN KEY ("other_lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_resolved_by_user_id_users_id_fk" FOREIGN KEY ("resolved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_people_person_idx" ON "case_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "case_references_lead_idx" ON "case_references" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_references_former_lead_key" ON "case_references" USING btree ("former_lead_id");--> statement-breakpoint
CREATE INDEX "clients_company_number_idx" ON "clients" USING btree ("company_number") WHERE company_number is not null;--> statement-breakpoint
CREATE INDEX "people_client_idx" ON "people" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "people_email_idx" ON "people" USING btree ("email") WHERE email is not null;--> statement-breakpoint
CREATE INDEX "people_phone_idx" ON "people" USING btree ("phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "phone_enquiries_lead_idx" ON "phone_enquiries" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "possible_duplicates_other_idx" ON "possible_duplicates" USING btree ("other_lead_id");--> statement-breakpoint
CREATE INDEX "possible_duplicates_open_idx" ON "possible_duplicates" USING btree ("found_at") WHERE resolved_at is null;--> statement-breakpoint
ALTER TABLE "application_directors" ADD CONSTRAINT "application_directors_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_directors" ADD CONSTRAINT "application_directors_application_id_applications_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_directors" ADD CONSTRAINT "application_directors_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_directors_lead_idx" ON "application_directors" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "applications_lead_idx" ON "applications" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_lead_idx" ON "contact_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_lead_idx" ON "enquiries" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A search word's share of the cases is guessed from a sample of the column; a larger sample
-- keeps a common surname from being guessed rare, and searched the slow way.
ALTER TABLE "leads" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "leads_client_idx" ON "leads" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "application_directors" ADD CONSTRAINT "application_directors_position_key" UNIQUE("application_id","position");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK (type in ('status', 'assignment', 'note', 'email', 'submission', 'document', 'call', 'task', 'details', 'removal', 'created', 'commission', 'introducer', 'joined', 'merged', 'split'));--> statement-breakpoint
-- Each submission keeps where its form was; until now that was the lead's.
UPDATE "enquiries" e SET "source" = l."source" FROM "leads" l WHERE l."id" = e."lead_id";--> statement-breakpoint
UPDATE "applications" a SET "source" = l."source" FROM "leads" l WHERE l."id" = a."lead_id";--> statement-breakpoint
UPDATE "contact_messages" c SET "source" = l."source" FROM "leads" l WHERE l."id" = c."lead_id";--> statement-breakpoint
-- Text folded for searching: lower case, accents and apostrophes gone, anything but letters,
-- digits, "@" and "." a space ("O'Connell" is "oconnell", "Café" "cafe", "Smith-Jones" "smith
-- jones"). The inbox folds what a broker types the same way (app/server/admin/lead/search.server.ts).
CREATE FUNCTION search_fold(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT btrim(regexp_replace(regexp_replace(
		replace(replace(replace(translate(
			regexp_replace(normalize(lower(coalesce(p, '')), NFKD), '[\u0300-\u036f]', '', 'g'),
			'łøđħı', 'lodhi'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'),
		'[''`´‘’ʼ]', '', 'g'),
		'[^a-z0-9@.]+', ' ', 'g'))
$$;--> statement-breakpoint
-- A stored phone number (E.164) as a search finds it: its digits, and a UK number's national
-- form too ("+447700900123" is "447700900123 07700900123").
CREATE FUNCTION search_phone(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE
		WHEN p IS NULL OR p = '' THEN ''
		WHEN p LIKE '+44%' THEN substr(p, 2) || ' 0' || substr(p, 4)
		ELSE regexp_replace(p, '[^0-9]', '', 'g')
	END
$$;--> statement-breakpoint
-- Everything a case is searched by: its reference (and any merged into it) without the hyphen,
-- its own name, company, email, phone and company number, its client's, and every one of its
-- people's name, email and phone.
CREATE FUNCTION case_search_text(p_lead uuid, p_reference text, p_full_name text,
	p_company text, p_email text, p_phone text, p_company_number text, p_client uuid)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(' ',
		lower(replace(p_reference, '-', '')),
		nullif(search_fold(p_full_name), ''), nullif(search_fold(p_company), ''),
		nullif(search_fold(p_email), ''), nullif(search_phone(p_phone), ''),
		nullif(search_fold(p_company_number), ''),
		(SELECT string_agg(lower(replace(r.reference, '-', '')), ' ' ORDER BY r.reference)
			FROM case_references r WHERE r.lead_id = p_lead),
		(SELECT nullif(concat_ws(' ', nullif(search_fold(c.name), ''),
				nullif(search_fold(c.company_number), '')), '')
			FROM clients c WHERE c.id = p_client),
		(SELECT string_agg(concat_ws(' ', nullif(search_fold(p.full_name), ''),
				nullif(search_fold(p.email), ''), nullif(search_phone(p.phone), '')), ' '
				ORDER BY p.created_at, p.id)
			FROM (SELECT DISTINCT person_id FROM case_people WHERE lead_id = p_lead) cp
			JOIN people p ON p.id = cp.person_id)
	)
$$;--> statement-breakpoint
CREATE FUNCTION leads_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := case_search_text(NEW.id, NEW.reference, NEW.full_name, NEW.company_name,
		NEW.email, NEW.phone, NEW.company_number, NEW.client_id);
	RETURN NEW;
END $$;--> statement-breakpoint
-- Setting search_text (to anything) makes it again; the triggers below do that when a case's
-- people, client or merged references change.
CREATE TRIGGER leads_search_text
	BEFORE INSERT OR UPDATE OF reference, full_name, company_name, email, phone, company_number,
		client_id, search_text
	ON leads FOR EACH ROW EXECUTE FUNCTION leads_search_text();--> statement-breakpoint
CREATE FUNCTION case_search_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'people' THEN
		UPDATE leads SET search_text = '' WHERE id IN (
			SELECT lead_id FROM case_people WHERE person_id = coalesce(NEW.id, OLD.id));
	ELSIF TG_TABLE_NAME = 'clients' THEN
		UPDATE leads SET search_text = '' WHERE client_id = NEW.id;
	ELSE
		UPDATE leads SET search_text = '' WHERE id IN (OLD.lead_id, NEW.lead_id);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER case_people_search AFTER INSERT OR UPDATE OR DELETE ON case_people
	FOR EACH ROW EXECUTE FUNCTION case_search_touch();--> statement-breakpoint
CREATE TRIGGER case_references_search AFTER INSERT OR UPDATE OR DELETE ON case_references
	FOR EACH ROW EXECUTE FUNCTION case_search_touch();--> statement-breakpoint
CREATE TRIGGER people_search AFTER UPDATE OF full_name, email, phone ON people
	FOR EACH ROW EXECUTE FUNCTION case_search_touch();--> statement-breakpoint
CREATE TRIGGER clients_search AFTER UPDATE OF name, company_number ON clients
	FOR EACH ROW EXECUTE FUNCTION case_search_touch();--> statement-breakpoint
-- Today's leads become cases, each under a client of its own (a referral partner's application
-- is not a case). Nothing is merged here: likely duplicates are listed below for a broker.
INSERT INTO clients (id, name, company_number, company_type, created_at, updated_at)
SELECT l.id, coalesce(a.company_name, l.company_name), l.company_number, a.business_type,
	l.created_at, l.updated_at
FROM leads l LEFT JOIN applications a ON a.lead_id = l.id
WHERE l.kind <> 'referral';--> statement-breakpoint
UPDATE leads SET client_id = id WHERE kind <> 'referral';--> statement-breakpoint
-- A director is a person of the client (the first is the applicant); their mobile in E.164 for
-- the UK numbers the form takes.
INSERT INTO people (id, client_id, full_name, email, phone, created_at, updated_at)
SELECT d.id, d.lead_id, nullif(btrim(d.first_name || ' ' || d.last_name), ''), lower(d.email),
	CASE
		WHEN m.digits LIKE '+%' THEN m.digits
		WHEN m.digits LIKE '00%' THEN '+' || substr(m.digits, 3)
		WHEN m.digits LIKE '0%' THEN '+44' || substr(m.digits, 2)
		ELSE nullif(m.digits, '')
	END,
	a.created_at, a.created_at
FROM application_directors d
JOIN applications a ON a.application_id = d.application_id
JOIN leads l ON l.id = d.lead_id AND l.kind <> 'referral',
LATERAL (SELECT regexp_replace(d.mobile, '[^0-9+]', '', 'g') AS digits) m;--> statement-breakpoint
UPDATE application_directors d SET person_id = d.id WHERE EXISTS (SELECT 1 FROM people p WHERE p.id = d.id);--> statement-breakpoint
INSERT INTO case_people (lead_id, person_id, role, created_at)
SELECT d.lead_id, d.id, 'director', p.created_at FROM application_directors d JOIN people p ON p.id = d.id;--> statement-breakpoint
INSERT INTO case_people (lead_id, person_id, role, created_at)
SELECT d.lead_id, d.id, 'applicant', p.created_at FROM application_directors d JOIN people p ON p.id = d.id
WHERE d.position = 0;--> statement-breakpoint
-- Every other case's person is the one on the lead: the applicant, or the one who wrote.
INSERT INTO people (client_id, full_name, email, phone, created_at, updated_at)
SELECT l.id, l.full_name, lower(l.email), l.phone, l.created_at, l.created_at
FROM leads l
WHERE l.kind <> 'referral'
	AND (l.full_name IS NOT NULL OR l.email IS NOT NULL OR l.phone IS NOT NULL)
	AND NOT EXISTS (SELECT 1 FROM case_people cp WHERE cp.lead_id = l.id);--> statement-breakpoint
INSERT INTO case_people (lead_id, person_id, role, created_at)
SELECT l.id, p.id, CASE WHEN l.kind = 'contact' THEN 'contact' ELSE 'applicant' END, p.created_at
FROM people p JOIN leads l ON l.id = p.client_id
WHERE NOT EXISTS (SELECT 1 FROM case_people cp WHERE cp.person_id = p.id);--> statement-breakpoint
-- A broker's own "New lead" kept as what they typed, as a form's answers are.
INSERT INTO phone_enquiries (lead_id, created_by_user_id, source, full_name, company_name, email,
	phone, loan_amount, company_number, created_at)
SELECT id, created_by_user_id, source, full_name, company_name, email, phone,
	loan_amount, company_number, created_at
FROM leads WHERE source LIKE 'manual:%';--> statement-breakpoint
UPDATE leads SET search_text = '';--> statement-breakpoint
-- Likely duplicates for a broker to review: each case paired with the one before it that has
-- the same email, phone or company number.
INSERT INTO possible_duplicates (lead_id, other_lead_id, reason)
SELECT DISTINCT ON (earlier, later) earlier, later, reason FROM (
	SELECT lag(id) OVER (PARTITION BY lower(email) ORDER BY created_at, id) AS earlier, id AS later,
		'email' AS reason
	FROM leads WHERE kind <> 'referral' AND erased_at IS NULL AND email IS NOT NULL
	UNION ALL
	SELECT lag(id) OVER (PARTITION BY phone ORDER BY created_at, id), id, 'phone'
	FROM leads WHERE kind <> 'referral' AND erased_at IS NULL AND phone IS NOT NULL
	UNION ALL
	SELECT lag(id) OVER (PARTITION BY upper(company_number) ORDER BY created_at, id), id,
		'company_number'
	FROM leads WHERE kind <> 'referral' AND erased_at IS NULL AND company_number IS NOT NULL
) pairs
WHERE earlier IS NOT NULL
ORDER BY earlier, later, reason;
