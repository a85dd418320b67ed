-- A product's inner dimensions (lib/product-fields/inner-size-field.ts): length × width × height in
-- whole millimetres, the inside a buyer's product must fit (FEFCO's convention). Optional; all three
-- or none, each 1-3,000 mm. Free "Size" specification rows stay as they are: they do not say whether
-- they are inner or outer sizes, so they are not moved here.

alter table items add column if not exists inner_length_mm integer;
alter table items add column if not exists inner_width_mm integer;
alter table items add column if not exists inner_height_mm integer;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'items_inner_size_check') then
    alter table items add constraint items_inner_size_check check (
      (inner_length_mm is null and inner_width_mm is null and inner_height_mm is null)
      or (inner_length_mm between 1 and 3000 and inner_width_mm between 1 and 3000 and inner_height_mm between 1 and 3000)
    );
  end if;
end
$$;
