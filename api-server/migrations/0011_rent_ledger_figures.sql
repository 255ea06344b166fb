-- What each lease's ledger owes and has been paid, derived once per write instead of on every read.
-- Triggers on the ledger's facts (leases, move-in payments, rent charges, rent payments, decisions,
-- waivers) recompute the ledgers they touch in the same transaction, so the derived rows never
-- disagree with the facts. A ledger is drawn as it stands once every late fee has fallen due (as of
-- the end of time): the charges due by any day, late fees included, owe and were paid exactly that,
-- and a late fee exists on a day when its due date has come. Whatever depends on today is then a
-- comparison of stored dates with today, made by the reader.

-- One row per charge of a lease whose rent is collected (its move-in payment was received).
create table rent_ledger_charges (
  lease_id uuid not null,
  charge_id text not null,
  owner_id uuid not null,
  kind text not null check (kind in ('deposit', 'rent', 'late_fee')),
  due_on date not null,
  amount_cents bigint not null,
  -- the amount, or nothing once waived
  owed_cents bigint not null,
  paid_cents bigint not null,
  -- what the charges before this one owe: with received_cents it gives what is paid on a day before
  -- later late fees fell due
  owed_before_cents bigint not null,
  -- all the money the lease's tenants were received
  received_cents bigint not null,
  -- for a late fee: the rent charge it is for and that rent's due date
  fee_for uuid,
  rent_due_on date,
  waived boolean not null default false,
  primary key (lease_id, charge_id)
);
-- An owner's charges still owed, by kind and due date: overdue rent and open late fees.
create index rent_ledger_charges_owed on rent_ledger_charges (owner_id, kind, due_on)
  where paid_cents < owed_cents;
-- Rent still owed around a day, over every owner: the date-driven notices.
create index rent_ledger_charges_rent_owed on rent_ledger_charges (due_on)
  where kind = 'rent' and paid_cents < owed_cents;

-- One row per payment of a collected lease (its move-in payment, then each rent payment), with the
-- day, status and order the owner's payment history shows.
create table rent_ledger_payments (
  lease_id uuid not null,
  payment_id uuid not null,
  owner_id uuid not null,
  property_id uuid not null,
  lease_position bigint not null,
  -- 0 for the move-in payment, then the rent payment's own position
  payment_position bigint not null,
  tenant_id uuid,
  day date not null,
  status text not null check (status in ('pending', 'completed', 'failed')),
  type text not null,
  method text not null,
  amount_cents bigint not null,
  reference text not null,
  primary key (lease_id, payment_id)
);
-- The history's order, newest first and on the same day the one recorded last first; by status too.
create index rent_ledger_payments_newest
  on rent_ledger_payments (owner_id, day desc, lease_position desc, payment_position desc);
create index rent_ledger_payments_status_newest
  on rent_ledger_payments (owner_id, status, day desc, lease_position desc, payment_position desc);
create index rent_ledger_payments_property
  on rent_ledger_payments (property_id, day desc, lease_position desc, payment_position desc);

-- An owner's money by day: charges due (what they owe and what is paid of it) and payments by
-- status (how many, how much). The payment summary reads a period as a sum over its days.
create table owner_rent_days (
  owner_id uuid not null,
  day date not null,
  due_cents bigint not null default 0,
  settled_cents bigint not null default 0,
  completed integer not null default 0,
  completed_cents bigint not null default 0,
  pending integer not null default 0,
  pending_cents bigint not null default 0,
  failed integer not null default 0,
  failed_cents bigint not null default 0,
  primary key (owner_id, day)
);

-- The charges of the given leases as of the end of time: the deposit and the monthly rent in date
-- order, settled oldest first by the money received; a rent charge not settled by the money
-- received up to its last grace day earns one late fee on the day after (see ledger.ts, which
-- draws the same ledger as of one day).
create function rent_ledger_charges_of(lease_ids uuid[])
returns table (
  lease_id uuid, charge_id text, owner_id uuid, kind text, due_on date, amount_cents bigint,
  owed_cents bigint, paid_cents bigint, owed_before_cents bigint, received_cents bigint,
  fee_for uuid, rent_due_on date, waived boolean
)
language plpgsql stable as $$
#variable_conflict use_column
declare
  lease record;
  received bigint;
  received_by bigint;
  next_pay integer;
  next_rent integer;
  rents integer;
  deposit_due boolean;
  owed_so_far bigint;
  fee_day date;
  e_id text; e_kind text; e_due date; e_amount bigint; e_rent uuid; e_waived boolean;
  -- the charges in order, then the late fees waiting for their place among them
  c_id text[]; c_kind text[]; c_due date[]; c_amount bigint[]; c_owed bigint[];
  c_for uuid[]; c_rent_due date[]; c_waived boolean[];
  f_due date[]; f_owed bigint[]; f_for uuid[]; f_rent_due date[]; f_waived boolean[];
  f_next integer;
  unspent bigint;
  before bigint;
  paid bigint;
begin
  -- Each lease with its facts in arrays, in one query for all of them.
  for lease in
    select l.id, l.owner_id, l.start_date, l.security_deposit_cents, l.late_fee_cents,
      l.late_fee_after_days, m.amount_cents as move_in_cents,
      coalesce(r.days, '{}') as pay_days, coalesce(r.amounts, '{}') as pay_amounts,
      coalesce(r.total, 0) as rent_received,
      coalesce(c.ids, '{}') as rent_ids, coalesce(c.dues, '{}') as rent_dues,
      coalesce(c.amounts, '{}') as rent_amounts, coalesce(c.waived, '{}') as rent_waived
    from leases l
    cross join lateral (
      select m.amount_cents from payments m
      where m.lease_id = l.id and m.kind = 'move_in' and m.status = 'received'
      order by m.created_at, m.id
      limit 1
    ) m
    cross join lateral (
      select array_agg(p.paid_on order by p.paid_on) as days,
        array_agg(p.amount_cents order by p.paid_on) as amounts, sum(p.amount_cents) as total
      from rent_payments p
      join rent_payment_decisions d on d.payment_id = p.id and d.result = 'received'
      where p.lease_id = l.id
    ) r
    cross join lateral (
      select array_agg(c.id order by c.due_on) as ids, array_agg(c.due_on order by c.due_on) as dues,
        array_agg(c.amount_cents order by c.due_on) as amounts,
        array_agg(w.charge_id is not null order by c.due_on) as waived
      from rent_charges c
      left join late_fee_waivers w on w.charge_id = c.id
      where c.lease_id = l.id
    ) c
    where l.id = any(lease_ids)
  loop
    -- The move-in payment settles the deposit and the first month, which fall due on the start date.
    received := lease.move_in_cents + lease.rent_received;
    c_id := '{}'; c_kind := '{}'; c_due := '{}'; c_amount := '{}'; c_owed := '{}';
    c_for := '{}'; c_rent_due := '{}'; c_waived := '{}';
    f_due := '{}'; f_owed := '{}'; f_for := '{}'; f_rent_due := '{}'; f_waived := '{}';
    f_next := 1;
    owed_so_far := 0;
    received_by := 0;
    next_pay := 1;
    next_rent := 1;
    rents := coalesce(array_length(lease.rent_ids, 1), 0);
    deposit_due := lease.security_deposit_cents > 0;
    while deposit_due or next_rent <= rents loop
      -- The deposit comes before rent due on the same day.
      if deposit_due and (next_rent > rents or lease.start_date <= lease.rent_dues[next_rent]) then
        e_id := 'deposit'; e_kind := 'deposit'; e_due := lease.start_date;
        e_amount := lease.security_deposit_cents; e_rent := null;
        deposit_due := false;
      else
        e_id := lease.rent_ids[next_rent]::text; e_kind := 'rent'; e_due := lease.rent_dues[next_rent];
        e_amount := lease.rent_amounts[next_rent]; e_rent := lease.rent_ids[next_rent];
        e_waived := lease.rent_waived[next_rent];
        next_rent := next_rent + 1;
      end if;
      -- A late fee comes before a charge due after it (on the same day, after it).
      while f_next <= coalesce(array_length(f_due, 1), 0) and f_due[f_next] < e_due loop
        c_id := c_id || ('late-fee:' || f_for[f_next]);
        c_kind := c_kind || 'late_fee'::text;
        c_due := c_due || f_due[f_next];
        c_amount := c_amount || lease.late_fee_cents;
        c_owed := c_owed || f_owed[f_next];
        c_for := c_for || f_for[f_next];
        c_rent_due := c_rent_due || f_rent_due[f_next];
        c_waived := c_waived || f_waived[f_next];
        owed_so_far := owed_so_far + f_owed[f_next];
        f_next := f_next + 1;
      end loop;
      c_id := c_id || e_id;
      c_kind := c_kind || e_kind;
      c_due := c_due || e_due;
      c_amount := c_amount || e_amount;
      c_owed := c_owed || e_amount;
      c_for := c_for || null::uuid;
      c_rent_due := c_rent_due || null::date;
      c_waived := c_waived || false;
      owed_so_far := owed_so_far + e_amount;
      continue when e_kind <> 'rent' or lease.late_fee_cents <= 0;
      fee_day := e_due + lease.late_fee_after_days + 1;
      -- Fee days only grow, so the money received by the day before is a running sum.
      while next_pay <= coalesce(array_length(lease.pay_days, 1), 0)
        and lease.pay_days[next_pay] <= fee_day - 1 loop
        received_by := received_by + lease.pay_amounts[next_pay];
        next_pay := next_pay + 1;
      end loop;
      continue when received_by
        + case when lease.start_date <= fee_day - 1 then lease.move_in_cents else 0 end
        >= owed_so_far;
      f_due := f_due || fee_day;
      f_owed := f_owed || case when e_waived then 0 else lease.late_fee_cents end;
      f_for := f_for || e_rent;
      f_rent_due := f_rent_due || e_due;
      f_waived := f_waived || e_waived;
    end loop;
    while f_next <= coalesce(array_length(f_due, 1), 0) loop
      c_id := c_id || ('late-fee:' || f_for[f_next]);
      c_kind := c_kind || 'late_fee'::text;
      c_due := c_due || f_due[f_next];
      c_amount := c_amount || lease.late_fee_cents;
      c_owed := c_owed || f_owed[f_next];
      c_for := c_for || f_for[f_next];
      c_rent_due := c_rent_due || f_rent_due[f_next];
      c_waived := c_waived || f_waived[f_next];
      f_next := f_next + 1;
    end loop;

    unspent := received;
    before := 0;
    for i in 1 .. coalesce(array_length(c_id, 1), 0) loop
      paid := least(c_owed[i], unspent);
      unspent := unspent - paid;
      lease_id := lease.id;
      charge_id := c_id[i];
      owner_id := lease.owner_id;
      kind := c_kind[i];
      due_on := c_due[i];
      amount_cents := c_amount[i];
      owed_cents := c_owed[i];
      paid_cents := paid;
      owed_before_cents := before;
      received_cents := received;
      fee_for := c_for[i];
      rent_due_on := c_rent_due[i];
      waived := c_waived[i];
      return next;
      before := before + c_owed[i];
    end loop;
  end loop;
end
$$;

-- The payments of the given collected leases as the history shows them: the first move-in payment
-- received (on the day it was received), then every rent payment with the owner's decision.
create function rent_ledger_payments_of(lease_ids uuid[])
returns table (
  lease_id uuid, payment_id uuid, owner_id uuid, property_id uuid, lease_position bigint,
  payment_position bigint, tenant_id uuid, day date, status text, type text, method text,
  amount_cents bigint, reference text
)
language sql stable as $$
  select l.id, m.id, l.owner_id, l.property_id, l.position, 0::bigint, m.tenant_id,
    (coalesce(m.decided_at, m.created_at) at time zone 'UTC')::date, 'completed',
    'Move-in payment', 'bank_transfer', m.amount_cents, 'HS-' || upper(left(m.tenant_id::text, 8))
  from leases l
  cross join lateral (
    select m.* from payments m
    where m.lease_id = l.id and m.kind = 'move_in' and m.status = 'received'
    order by m.created_at, m.id
    limit 1
  ) m
  where l.id = any(lease_ids)
  union all
  select l.id, p.id, l.owner_id, l.property_id, l.position, p.position, p.tenant_id, p.paid_on,
    case d.result when 'received' then 'completed' when 'failed' then 'failed' else 'pending' end,
    case
      when p.source = 'tenant' then 'Rent by bank transfer'
      when p.source = 'bank_statement' then 'Bank statement'
      when p.method = 'cash' then 'Cash'
      when p.method = 'cheque' then 'Cheque'
      else 'Bank transfer'
    end,
    p.method, p.amount_cents, p.reference
  from leases l
  join rent_payments p on p.lease_id = l.id
  left join rent_payment_decisions d on d.payment_id = p.id
  where l.id = any(lease_ids)
    and exists (
      select 1 from payments m
      where m.lease_id = l.id and m.kind = 'move_in' and m.status = 'received'
    )
$$;

-- Recomputes the derived rows of the given leases, and the owners' days by the difference. The
-- leases are locked first, so a second write to the same lease recomputes from the first one's
-- facts once it has committed.
create function refresh_rent_ledgers(lease_ids uuid[]) returns void language plpgsql as $$
declare
  gone_charges jsonb;
  gone_payments jsonb;
  new_charges jsonb;
  new_payments jsonb;
begin
  if coalesce(array_length(lease_ids, 1), 0) = 0 then
    return;
  end if;
  perform 1 from leases where id = any(lease_ids) order by id for no key update;

  -- What the derived rows add to each owner's days, before and after, summed by day.
  with gone as (
    delete from rent_ledger_charges c where c.lease_id = any(lease_ids)
    returning c.owner_id, c.due_on, c.owed_cents, c.paid_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'day', due_on, 'due', -due, 'settled', -settled))
  into gone_charges
  from (
    select owner_id, due_on, sum(owed_cents) as due, sum(paid_cents) as settled
    from gone group by owner_id, due_on
  ) by_day;
  with gone as (
    delete from rent_ledger_payments p where p.lease_id = any(lease_ids)
    returning p.owner_id, p.day, p.status, p.amount_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'day', day, 'status', status,
    'counted', -counted, 'amount', -amount))
  into gone_payments
  from (
    select owner_id, day, status, count(*) as counted, sum(amount_cents) as amount
    from gone group by owner_id, day, status
  ) by_day;
  with added as (
    insert into rent_ledger_charges select * from rent_ledger_charges_of(lease_ids)
    returning owner_id, due_on, owed_cents, paid_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'day', due_on, 'due', due, 'settled', settled))
  into new_charges
  from (
    select owner_id, due_on, sum(owed_cents) as due, sum(paid_cents) as settled
    from added group by owner_id, due_on
  ) by_day;
  with added as (
    insert into rent_ledger_payments select * from rent_ledger_payments_of(lease_ids)
    returning owner_id, day, status, amount_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'day', day, 'status', status,
    'counted', counted, 'amount', amount))
  into new_payments
  from (
    select owner_id, day, status, count(*) as counted, sum(amount_cents) as amount
    from added group by owner_id, day, status
  ) by_day;

  -- One statement takes the owners' days in order: two ledgers of one owner written at once wait
  -- for each other instead of deadlocking.
  with changes as (
    select * from jsonb_to_recordset(coalesce(gone_charges, '[]') || coalesce(new_charges, '[]'))
      as x (owner_id uuid, day date, due bigint, settled bigint)
  ),
  payment_changes as (
    select * from jsonb_to_recordset(coalesce(gone_payments, '[]') || coalesce(new_payments, '[]'))
      as x (owner_id uuid, day date, status text, counted integer, amount bigint)
  ),
  by_day as (
    select owner_id, day,
      sum(due) as due_cents,
      sum(settled) as settled_cents,
      sum(counted) filter (where status = 'completed') as completed,
      sum(amount) filter (where status = 'completed') as completed_cents,
      sum(counted) filter (where status = 'pending') as pending,
      sum(amount) filter (where status = 'pending') as pending_cents,
      sum(counted) filter (where status = 'failed') as failed,
      sum(amount) filter (where status = 'failed') as failed_cents
    from (
      select owner_id, day, due, settled, null::text as status, 0 as counted, 0::bigint as amount
      from changes
      union all
      select owner_id, day, 0, 0, status, counted, amount from payment_changes
    ) all_changes
    group by owner_id, day
  ),
  nonzero as (
    select owner_id, day, coalesce(due_cents, 0) as due_cents,
      coalesce(settled_cents, 0) as settled_cents, coalesce(completed, 0) as completed,
      coalesce(completed_cents, 0) as completed_cents, coalesce(pending, 0) as pending,
      coalesce(pending_cents, 0) as pending_cents, coalesce(failed, 0) as failed,
      coalesce(failed_cents, 0) as failed_cents
    from by_day
  )
  insert into owner_rent_days as days (owner_id, day, due_cents, settled_cents, completed,
    completed_cents, pending, pending_cents, failed, failed_cents)
  select * from nonzero
  where due_cents <> 0 or settled_cents <> 0 or completed <> 0 or completed_cents <> 0
    or pending <> 0 or pending_cents <> 0 or failed <> 0 or failed_cents <> 0
  order by owner_id, day
  on conflict (owner_id, day) do update set
    due_cents = days.due_cents + excluded.due_cents,
    settled_cents = days.settled_cents + excluded.settled_cents,
    completed = days.completed + excluded.completed,
    completed_cents = days.completed_cents + excluded.completed_cents,
    pending = days.pending + excluded.pending,
    pending_cents = days.pending_cents + excluded.pending_cents,
    failed = days.failed + excluded.failed,
    failed_cents = days.failed_cents + excluded.failed_cents;
end
$$;

-- Every statement that changes a ledger's facts recomputes the ledgers it touched, unless the
-- transaction writes many ledgers at once and recomputes them itself at the end
-- (set local rent_ledgers.deferred = 'on').
create function refresh_touched_rent_ledgers() returns trigger language plpgsql as $$
begin
  if current_setting('rent_ledgers.deferred', true) = 'on' then
    return null;
  end if;
  perform refresh_rent_ledgers(array(
    select distinct touched.lease_id from (
      select case tg_table_name
          when 'leases' then (to_jsonb(touched_row) ->> 'id')::uuid
          when 'rent_payment_decisions' then (
            select p.lease_id from rent_payments p
            where p.id = (to_jsonb(touched_row) ->> 'payment_id')::uuid)
          when 'late_fee_waivers' then (
            select c.lease_id from rent_charges c
            where c.id = (to_jsonb(touched_row) ->> 'charge_id')::uuid)
          else (to_jsonb(touched_row) ->> 'lease_id')::uuid
        end as lease_id
      from touched_rows touched_row
    ) touched
    where touched.lease_id is not null
  ));
  return null;
end
$$;

create trigger leases_update_refreshes_rent_ledgers after update on leases
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger leases_delete_refreshes_rent_ledgers after delete on leases
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger payments_insert_refreshes_rent_ledgers after insert on payments
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger payments_update_refreshes_rent_ledgers after update on payments
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger payments_delete_refreshes_rent_ledgers after delete on payments
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_charges_insert_refreshes_rent_ledgers after insert on rent_charges
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_charges_update_refreshes_rent_ledgers after update on rent_charges
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_charges_delete_refreshes_rent_ledgers after delete on rent_charges
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payments_insert_refreshes_rent_ledgers after insert on rent_payments
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payments_update_refreshes_rent_ledgers after update on rent_payments
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payments_delete_refreshes_rent_ledgers after delete on rent_payments
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payment_decisions_insert_refreshes_rent_ledgers after insert on rent_payment_decisions
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payment_decisions_update_refreshes_rent_ledgers after update on rent_payment_decisions
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger rent_payment_decisions_delete_refreshes_rent_ledgers after delete on rent_payment_decisions
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger late_fee_waivers_insert_refreshes_rent_ledgers after insert on late_fee_waivers
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger late_fee_waivers_update_refreshes_rent_ledgers after update on late_fee_waivers
  referencing new table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();
create trigger late_fee_waivers_delete_refreshes_rent_ledgers after delete on late_fee_waivers
  referencing old table as touched_rows
  for each statement execute function refresh_touched_rent_ledgers();

-- The ledgers of an install that ran before this migration.
select refresh_rent_ledgers(array(
  select distinct lease_id from payments where kind = 'move_in' and status = 'received'
));
