-- The tenant's rent page shows where to pay: their owner's bank details. A tenant's own pages are
-- kept under their owner's count of writes (migration 0016, src/answers/owner-answers.ts), so a
-- change to those details is counted as the owner's write too.
create function count_owner_bank_details_writes() returns trigger language plpgsql as $$
begin
  perform count_owner_answer_writes(array[new.id]);
  return null;
end
$$;

create trigger owners_bank_details_counted_for_owner
  after update of bank_account_name, bank_name, bank_account_number, bank_routing_number on owners
  for each row
  when (
    (old.bank_account_name, old.bank_name, old.bank_account_number, old.bank_routing_number)
      is distinct from
    (new.bank_account_name, new.bank_name, new.bank_account_number, new.bank_routing_number)
  )
  execute function count_owner_bank_details_writes();
