-- An owner's bank account and routing numbers are kept sealed, as a tenant's SSN is: AES-256-GCM
-- under the server's key, bound to the owner (src/owners/bank-numbers.ts), beside their last four
-- digits, which is all the owner's own pages show. The key lives with the server, not the
-- database, so the numbers already stored in bank_account_number and bank_routing_number are
-- sealed by the server as it starts, which then empties those columns.
alter table owners
  add column bank_account_number_sealed text,
  add column bank_account_number_last_four text,
  add column bank_routing_number_sealed text,
  add column bank_routing_number_last_four text;

-- A change to the details is still counted as the owner's write (migration 0017), now through the
-- sealed columns.
drop trigger owners_bank_details_counted_for_owner on owners;
create trigger owners_bank_details_counted_for_owner
  after update of bank_account_name, bank_name, bank_account_number_sealed,
    bank_routing_number_sealed on owners
  for each row
  when (
    (old.bank_account_name, old.bank_name, old.bank_account_number_sealed,
      old.bank_routing_number_sealed)
      is distinct from
    (new.bank_account_name, new.bank_name, new.bank_account_number_sealed,
      new.bank_routing_number_sealed)
  )
  execute function count_owner_bank_details_writes();
