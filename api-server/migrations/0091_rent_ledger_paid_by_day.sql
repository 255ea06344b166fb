-- The owner's books read what of each charge is paid, by the day it fell due (income by month, the
-- Schedule E year, and the transactions export a month at a time): one range of this index per
-- owner and period, in place of a scan of every owner's ledger.
create index rent_ledger_charges_paid on rent_ledger_charges (owner_id, due_on)
  include (kind, paid_cents, lease_id, currency)
  where paid_cents > 0;
