-- The owner's books (migration 0071) are drawn from their expenses as well as the rent ledger: a
-- write to an expense moves the owner's count of writes (migration 0016) too, so that a server may
-- keep the books' answers as it keeps the other pages'.
create trigger expenses_insert_counted_for_owner after insert on expenses
  referencing new table as touched_rows
  for each statement execute function count_owner_writes();
create trigger expenses_update_counted_for_owner after update on expenses
  referencing new table as touched_rows
  for each statement execute function count_owner_writes();
create trigger expenses_delete_counted_for_owner after delete on expenses
  referencing old table as touched_rows
  for each statement execute function count_owner_writes();
