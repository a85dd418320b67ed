-- A product's lead time (lib/product-fields/lead-time-field.ts): a range of working days, "10 to
-- 14", or one number when both ends are equal. Optional; both ends or none, 1-365, from ≤ to.
-- Free "Lead Time" specification rows stay as they are (their text is not always a number).

alter table items add column if not exists lead_time_min_days integer;
alter table items add column if not exists lead_time_max_days integer;

do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'items_lead_time_check') then
    alter table items add constraint items_lead_time_check check (
      (lead_time_min_days is null and lead_time_max_days is null)
      or (lead_time_min_days between 1 and 365 and lead_time_max_days between lead_time_min_days and 365)
    );
  end if;
end
$$;
