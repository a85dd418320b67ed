-- Samples (a visitor asks for a sample of a product beside, or instead of, a quote): a line of an
-- inquiry is either a quote line (quantity at or above the product's MOQ) or a sample line (a small
-- fixed quantity, no MOQ). An inquiry with at least one sample line has a sample status of its own,
-- apart from the sales status: requested → sent (with an optional tracking note) → received. Null
-- when the inquiry asked for no sample.
alter table inquiry_lines add column if not exists kind text not null default 'quote';
alter table inquiries add column if not exists sample_status text;
alter table inquiries add column if not exists sample_tracking text not null default '';
alter table inquiries add column if not exists sample_sent_at timestamptz;
alter table inquiries add column if not exists sample_received_at timestamptz;
do $$
begin
  if not exists (select 1 from pg_constraint where conname = 'inquiry_lines_kind_check') then
    alter table inquiry_lines add constraint inquiry_lines_kind_check check (kind in ('quote', 'sample'));
  end if;
  if not exists (select 1 from pg_constraint where conname = 'inquiries_sample_status_check') then
    alter table inquiries add constraint inquiries_sample_status_check
      check (sample_status is null or sample_status in ('requested', 'sent', 'received'));
  end if;
end
$$;
-- The inbox's "samples" filter and Insights' sample requests per week.
create index if not exists inquiries_sample_status_idx on inquiries (sample_status, created_at desc)
  where sample_status is not null;
