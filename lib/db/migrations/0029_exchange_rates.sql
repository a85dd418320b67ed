-- The owner's exchange rates for Insights (docs/decisions/079-insights-value-and-countries.md): for
-- each quotation currency other than the rupiah, how many IDR one unit is worth. Quotation amounts
-- are integers of minor units; the rate is an exact decimal (numeric, never a float), so a sum
-- converted in SQL is exact until its one final rounding to the chosen currency's minor unit.
-- A currency without a row has no rate: Insights shows its amounts apart instead of guessing.
-- `updated_by` is the e-mail of the administrator who set it (kept when the account goes, like the
-- audit log's actor_email). Server only: on Supabase, policies.sql's loop turns RLS on with no grant.
create table if not exists exchange_rates (
  currency text primary key check (currency in ('USD', 'CNY')),
  -- Positive, at most 4 decimals, below 100,000,000 IDR per unit.
  idr_per_unit numeric not null check (idr_per_unit > 0 and idr_per_unit < 100000000 and idr_per_unit = round(idr_per_unit, 4)),
  updated_at timestamptz not null default now(),
  updated_by text not null
);
