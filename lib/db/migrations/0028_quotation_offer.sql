-- The quotation as a formal offer (docs/decisions/080-sales-loop-and-formal-offer.md).
-- 0. Quotation numbers read QT-2026-0001 from now on, told apart at a glance from an inquiry's
--    reference (Q-2611-7F3KQ); the numbers given before (Q-2026-0001) stay valid.
alter table quotations drop constraint if exists quotations_reference_check;
alter table quotations add constraint quotations_reference_check check (reference ~ '^QT?-[0-9]{4}-[0-9]{4,}$');

-- 1. A sample line: a quotation line may be a sample (from an inquiry's sample line), printed as
--    "Sample" with its pieces and allowed a price of 0 (a free sample).
alter table quotation_lines drop constraint if exists quotation_lines_kind_check;
alter table quotation_lines add constraint quotation_lines_kind_check check (kind in ('product', 'custom', 'sample'));

-- 2. Who sent a version, as the buyer reads it on the PDF and in the mail (a snapshot at sending:
--    a later change of the sender's profile does not change a sent quotation).
alter table quotation_versions add column if not exists sent_by_name text not null default '';
alter table quotation_versions add column if not exists sent_by_email text not null default '';
alter table quotation_versions add column if not exists sent_by_phone text not null default '';

-- 3. An administrator's name and phone as quotations name the sender (Settings). Keyed by the account
--    id with no foreign key: on Supabase the accounts are auth.users, in another schema.
create table if not exists admin_profiles (
  user_id uuid primary key,
  display_name text not null default '' check (length(display_name) <= 120),
  phone text not null default '' check (length(phone) <= 40),
  updated_at timestamptz not null default now()
);
