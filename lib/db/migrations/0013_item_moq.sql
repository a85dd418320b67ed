-- A product's minimum order (MOQ) becomes one structured field: a quantity and a unit from a small
-- fixed set. It used to be a specification row ("MOQ" / "500 pcs") with free-text translations, so
-- a stale translation could state another number than the English row, and each language's page
-- and check read its own text. Every check and every language now reads these two columns.
--
-- Existing data: the English MOQ rows whose number can be read move into the columns (the largest
-- when a product states several), then the rows and their translations are removed. Translations
-- are keyed by the English row's 0-based rank by id (migration 0011), so removing a row in the
-- middle would shift every later row's rank: the later translations move down with it. Rows whose
-- number cannot be read ("MOQ: on request") stay as they are. Safe to run again: a second run finds
-- no MOQ rows left.

alter table items add column if not exists moq_quantity integer;
alter table items add column if not exists moq_unit text;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'items_moq_quantity_check') then
    alter table items add constraint items_moq_quantity_check
      check (moq_quantity is null or moq_quantity between 1 and 10000000);
  end if;
  if not exists (select 1 from pg_constraint where conname = 'items_moq_unit_check') then
    -- The unit only qualifies a quantity; the list matches lib/catalog/moq.ts (MOQ_UNITS).
    alter table items add constraint items_moq_unit_check
      check (moq_unit is null or (moq_quantity is not null and moq_unit in ('pcs', 'sets', 'boxes')));
  end if;
end
$$;

create temporary table moq_rows on commit drop as
with ranked as (
  select s.id, s.item_id, s.spec_name, s.spec_value,
         row_number() over (partition by s.item_id order by s.id) - 1 as position
    from item_specifications s
), labelled as (
  -- The row's name is the label ("MOQ", "Minimum order quantity"), or its value starts with it
  -- ("MOQ 500 pcs"): then the number is read after the label.
  select r.id, r.item_id, r.position,
         case
           when r.spec_name ~* '^\s*(moq|min(imum|\.)?\s*order(\s*(quantity|qty))?)\s*:?\s*$' then r.spec_value
           when r.spec_value ~* '^\s*(moq|min(imum|\.)?\s*order(\s*(quantity|qty))?)\y'
             then regexp_replace(r.spec_value, '^\s*(moq|min(imum|\.)?\s*order(\s*(quantity|qty))?)\s*:?', '', 'i')
         end as stated
    from ranked r
), parsed as (
  select l.id, l.item_id, l.position, lower(l.stated) as stated,
         substring(l.stated from '(\d{1,3}(?:[.,\s]\d{3}){1,2}|\d{1,9})') as digits
    from labelled l
   where l.stated is not null
)
select p.id, p.item_id, p.position,
       regexp_replace(p.digits, '[^0-9]', '', 'g')::bigint as quantity,
       case
         when p.stated ~ '\y(pcs|pc|pieces?|units?|buah)\y' or p.stated ~ '[个只件]' then 'pcs'
         when p.stated ~ '\ysets?\y' or p.stated ~ '套' then 'sets'
         when p.stated ~ '\y(box|boxes|kotak)\y' or p.stated ~ '盒' then 'boxes'
       end as unit
  from parsed p
 where p.digits is not null;

delete from moq_rows where quantity not between 1 and 10000000;

update items i
   set moq_quantity = m.quantity, moq_unit = m.unit
  from (select distinct on (item_id) item_id, quantity, unit
          from moq_rows
         order by item_id, quantity desc, id) m
 where i.id = m.item_id and i.moq_quantity is null;

-- The removed rows' translations go; each later translation moves down by the number of removed
-- rows ranked before it. Two steps through a high offset, so no intermediate position collides
-- with a translation that has not moved yet (the primary key is checked row by row).
delete from item_specification_translations t
 using moq_rows m
 where t.item_id = m.item_id and t.position = m.position;

update item_specification_translations t
   set position = t.position + 1000000
                  - (select count(*) from moq_rows m where m.item_id = t.item_id and m.position < t.position)
 where exists (select 1 from moq_rows m where m.item_id = t.item_id and m.position < t.position);

update item_specification_translations set position = position - 1000000 where position >= 1000000;

delete from item_specifications s using moq_rows m where s.id = m.id;
