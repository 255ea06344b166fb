-- An owner's charges still owed, oldest first and, on the same day, by lease: a page of overdue rent
-- or open late fees is read straight off the index after the last charge of the page before, and
-- how many there are and what they owe is summed from the index alone.
drop index rent_ledger_charges_owed;
create index rent_ledger_charges_owed on rent_ledger_charges (owner_id, kind, due_on, lease_id)
  include (owed_cents, paid_cents)
  where paid_cents < owed_cents;
