-- Product codes (items.item_code) are unique across the whole catalogue, ignoring case and
-- surrounding spaces: the code identifies a product in WhatsApp enquiries and quotes whatever its
-- category, and a product moved to another category keeps its code. Blank codes mean "no code".
--
-- A database that already holds duplicates (the company's existing data) must still migrate, so
-- the index is created only when the data allows it; otherwise a warning names the first
-- duplicate, and the application's own check on save keeps new duplicates out. Once the
-- duplicates are fixed, run the `create unique index` statement below by hand.
do $$
declare
  duplicate text;
begin
  if exists (select 1 from pg_indexes where indexname = 'items_item_code_key') then
    return;
  end if;
  select lower(btrim(item_code)) into duplicate
    from items
    where btrim(item_code) <> ''
    group by lower(btrim(item_code))
    having count(*) > 1
    limit 1;
  if duplicate is not null then
    raise warning 'items.item_code is not unique (e.g. "%"): unique index items_item_code_key not created', duplicate;
    return;
  end if;
  create unique index items_item_code_key on items (lower(btrim(item_code))) where btrim(item_code) <> '';
end
$$;
