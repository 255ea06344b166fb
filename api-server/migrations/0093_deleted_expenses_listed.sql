-- The owner's deleted expenses (kept with their history, migration 0071) are listed newest first
-- when asked for: an index of their own, as the kept ones have, instead of every expense of the
-- owner read to find them.
create index expenses_owner_deleted_day on expenses (owner_id, spent_on, position)
  where deleted_at is not null;
