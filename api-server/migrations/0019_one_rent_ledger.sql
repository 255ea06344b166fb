-- One rent ledger. The ledger's rules live only here, in the database (migration 0011 and this
-- file), and every reader reads the rows they derive; the server draws nothing again.
--
-- The deposit and the first month fall due when the move-in payment is asked for (the day the
-- tenant reported it), or on the start date if that comes first: the owner's figures count them
-- in the period they were collected. A rent row keeps its month in rent_due_on for its label.
-- A lease recorded after it began (late_fees_from) earns no late fee before it was recorded.
--
-- One bank transfer is one payment, however many times it is told of: the tenant's report, the
-- owner's own record and a bank statement line each attach to the payment of the same amount near
-- the same day that has none of its kind yet, and create a payment only when there is none. Each
-- kind is kept on the payment, one of each.

alter table leases add column late_fees_from date;

alter table rent_payments add column statement_line text;
alter table rent_payments add column reported_as text;
alter table rent_payments add column recorded_as text;
create unique index rent_payments_statement_line on rent_payments (owner_id, statement_line)
  where statement_line is not null;
create unique index rent_payments_reported_as on rent_payments (lease_id, reported_as)
  where reported_as is not null;
create unique index rent_payments_recorded_as on rent_payments (lease_id, recorded_as)
  where recorded_as is not null;
update rent_payments set reported_as = substring(request_key from 8)
  where request_key like 'tenant:%';
update rent_payments set recorded_as = substring(request_key from 7)
  where request_key like 'owner:%';
update rent_payments set statement_line = substring(request_key from 11)
  where request_key like 'statement:%';
update rent_payments p set statement_line = substring(d.note from 11)
  from rent_payment_decisions d
  where d.payment_id = p.id and d.note like 'statement:%' and p.statement_line is null;

create or replace function rent_ledger_charges_of(lease_ids uuid[])
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
  e_id text; e_kind text; e_due date; e_amount bigint; e_rent uuid; e_rent_due date; e_waived boolean;
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
      l.late_fee_after_days, l.late_fees_from, m.amount_cents as move_in_cents,
      least(l.start_date, m.move_in_day) as move_in_due,
      coalesce(r.days, '{}') as pay_days, coalesce(r.amounts, '{}') as pay_amounts,
      coalesce(r.total, 0) as rent_received,
      coalesce(c.ids, '{}') as rent_ids, coalesce(c.dues, '{}') as rent_dues,
      coalesce(c.amounts, '{}') as rent_amounts, coalesce(c.waived, '{}') as rent_waived
    from leases l
    cross join lateral (
      select m.amount_cents, (coalesce(m.reported_at, m.created_at) at time zone 'UTC')::date as move_in_day
      from payments m
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
      if deposit_due and (next_rent > rents or lease.move_in_due <= lease.rent_dues[next_rent]) then
        e_id := 'deposit'; e_kind := 'deposit'; e_due := lease.move_in_due;
        e_amount := lease.security_deposit_cents; e_rent := null; e_rent_due := null;
        deposit_due := false;
      else
        e_id := lease.rent_ids[next_rent]::text; e_kind := 'rent';
        e_rent_due := lease.rent_dues[next_rent];
        -- The first month falls due with the deposit, when the move-in payment is asked for.
        e_due := case when e_rent_due = lease.start_date then lease.move_in_due else e_rent_due end;
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
      c_rent_due := c_rent_due || e_rent_due;
      c_waived := c_waived || false;
      owed_so_far := owed_so_far + e_amount;
      continue when e_kind <> 'rent' or lease.late_fee_cents <= 0;
      fee_day := e_due + lease.late_fee_after_days + 1;
      -- A tenancy recorded after it began earns no late fee for the days before it was recorded.
      continue when fee_day < coalesce(lease.late_fees_from, fee_day);
      -- Fee days only grow, so the money received by the day before is a running sum.
      while next_pay <= coalesce(array_length(lease.pay_days, 1), 0)
        and lease.pay_days[next_pay] <= fee_day - 1 loop
        received_by := received_by + lease.pay_amounts[next_pay];
        next_pay := next_pay + 1;
      end loop;
      continue when received_by
        + case when lease.move_in_due <= fee_day - 1 then lease.move_in_cents else 0 end
        >= owed_so_far;
      f_due := f_due || fee_day;
      f_owed := f_owed || case when e_waived then 0 else lease.late_fee_cents end;
      f_for := f_for || e_rent;
      f_rent_due := f_rent_due || e_rent_due;
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


select refresh_rent_ledgers(array(
  select distinct lease_id from payments where kind = 'move_in' and status = 'received'
));
