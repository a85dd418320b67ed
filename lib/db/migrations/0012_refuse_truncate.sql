-- TRUNCATE fires no row trigger, so the append-only guard on audit_log (0009) let the table's owner
-- (the app's own database role) empty it in one statement. A statement-level BEFORE TRUNCATE trigger
-- closes that gap on both engines. Revisions are pruned and forgotten row by row by rule (see 0010
-- and lib/revisions/record.ts), so only TRUNCATE is refused there: deletes stay as they are.
-- Safe to run again: the function is replaced and the triggers are dropped and recreated.

create or replace function refuse_truncate() returns trigger
  language plpgsql
as $$
begin
  raise exception '% cannot be truncated: its rows are a record that must be kept', tg_table_name
    using errcode = 'insufficient_privilege';
end;
$$;

drop trigger if exists audit_log_no_truncate on audit_log;
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function refuse_truncate();

drop trigger if exists revisions_no_truncate on revisions;
create trigger revisions_no_truncate before truncate on revisions
  for each statement execute function refuse_truncate();
