-- The tenant's lease page shows their owner's name, e-mail and phone beside the bank details, and
-- is kept under the owner's count of writes (migration 0016, src/answers/owner-answers.ts) like the
-- tenant's other pages: a change to any of them is counted as the owner's write too.
create trigger owners_contact_counted_for_owner
  after update of name, email, phone on owners
  for each row
  when ((old.name, old.email, old.phone) is distinct from (new.name, new.email, new.phone))
  execute function count_owner_bank_details_writes();
