-- The owner orders the product categories (the header menu, the footer and the "other categories"
-- lists follow it) from the admin, so the order is a column instead of a list in the code. Existing
-- rows keep the order the menu showed before (Hardbox, Softbox, Paper Bag), the others follow by id.
-- Safe to run again: only rows still at the default 0 are numbered.

alter table categories add column if not exists sort_order integer not null default 0;

update categories c
   set sort_order = o.position
  from (select id, row_number() over (order by array_position(array[6, 5, 42]::bigint[], id) nulls last, id) as position
          from categories) o
 where c.id = o.id and c.sort_order = 0;

create index if not exists categories_sort_order_idx on categories (sort_order, id);
