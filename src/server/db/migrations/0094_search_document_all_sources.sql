-- The search document with both sources that landed side by side (issue 32): 0086 added valid
-- certifications, 0088 the vocabulary's terms, and each redefined company_search_document_of from the
-- function before it, so 0088's (applied after 0086) left the certifications out. This is the whole
-- function, every source in it; later migrations that change it copy this one. Existing documents are
-- rebuilt once.
CREATE OR REPLACE FUNCTION "company_search_document_of"(company integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT search_part(c.trade_name || ' ' || c.name, 'A')
    || search_part((SELECT string_agg(k.name_pt || ' ' || k.name_en, ' ')
         FROM company_categories cc JOIN categories k ON k.id = cc.category_id WHERE cc.company_id = c.id), 'A')
    || search_part((SELECT string_agg(p.name_pt || ' ' || coalesce(p.name_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'A')
    || search_part((SELECT string_agg(t.name_pt || ' ' || t.name_en, ' ')
         FROM company_terms ct JOIN vocabulary_terms t ON t.id = ct.term_id
         WHERE ct.company_id = c.id AND t.retired_at IS NULL), 'A')
    || search_part(c.keywords, 'B')
    || search_part(c.about_short, 'B')
    || search_part((SELECT string_agg(p.description_pt || ' ' || coalesce(p.description_en, ''), ' ')
         FROM company_products p WHERE p.company_id = c.id), 'B')
    || search_part((SELECT string_agg(certification_name(r.standard, r.standard_other), ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'B')
    || search_part(c.about, 'C')
    || search_part((SELECT string_agg(coalesce(r.scope, '') || ' ' || r.certification_body, ' ')
         FROM company_certifications r WHERE r.company_id = c.id AND r.valid_until >= sao_paulo_today()), 'C')
  FROM companies c WHERE c.id = company
$$;--> statement-breakpoint
UPDATE "company_search" SET "document" = company_search_document_of("company_id");
