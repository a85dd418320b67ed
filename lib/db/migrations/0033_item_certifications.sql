-- What a product is certified for (lib/product-fields/certifications-field.ts): codes from a fixed
-- list whose names every language translates (messages' ItemFields.certifications.options). The
-- list matches lib/db/column-values.ts (PRODUCT_CERTIFICATIONS). None = an empty array.

alter table items add column if not exists certifications text[] not null default '{}'::text[];

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'items_certifications_check') then
    alter table items add constraint items_certifications_check
      check (certifications <@ array['fsc', 'food-grade', 'iso-9001', 'halal', 'sni']::text[]);
  end if;
end
$$;
