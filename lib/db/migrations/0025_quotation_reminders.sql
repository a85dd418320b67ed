-- Reminders before a quotation expires (npm run quotes:remind): when the buyer was reminded of a
-- version, set only once the mail went out, so each version is reminded at most once and a failed
-- mail is tried again on the next run. The partial index keeps the run's search to the open,
-- not yet reminded versions.
alter table quotation_versions add column if not exists reminded_at timestamptz;
create index if not exists quotation_versions_open_idx on quotation_versions (valid_until)
  where status in ('sent', 'viewed') and decided_at is null and superseded_at is null;
