-- Each property has a currency (ISO 4217), by default its country's: every amount of its leases,
-- rent and payments is in it. The owner's figures are kept per currency, so totals are never summed
-- across currencies.

alter table properties add column currency text not null default 'USD'
  check (currency ~ '^[A-Z]{3}$');
update properties p set currency = c.currency
from (values
  ('AF', 'AFN'), ('AX', 'EUR'), ('AL', 'ALL'), ('DZ', 'DZD'), ('AS', 'USD'), ('AD', 'EUR'), ('AO', 'AOA'), ('AI', 'XCD'),
  ('AQ', 'AAD'), ('AG', 'XCD'), ('AR', 'ARS'), ('AM', 'AMD'), ('AW', 'AWG'), ('AU', 'AUD'), ('AT', 'EUR'), ('AZ', 'AZN'),
  ('BS', 'BSD'), ('BH', 'BHD'), ('BD', 'BDT'), ('BB', 'BBD'), ('BY', 'BYN'), ('BE', 'EUR'), ('BZ', 'BZD'), ('BJ', 'XOF'),
  ('BM', 'BMD'), ('BT', 'BTN'), ('BO', 'BOB'), ('BA', 'BAM'), ('BW', 'BWP'), ('BV', 'NOK'), ('BR', 'BRL'), ('IO', 'USD'),
  ('BN', 'BND'), ('BG', 'BGN'), ('BF', 'XOF'), ('BI', 'BIF'), ('KH', 'KHR'), ('CM', 'XAF'), ('CA', 'CAD'), ('CV', 'CVE'),
  ('KY', 'KYD'), ('CF', 'XAF'), ('TD', 'XAF'), ('CL', 'CLP'), ('CN', 'CNY'), ('CX', 'AUD'), ('CC', 'AUD'), ('CO', 'COP'),
  ('KM', 'KMF'), ('CG', 'XAF'), ('CD', 'CDF'), ('CK', 'NZD'), ('CR', 'CRC'), ('CI', 'XOF'), ('HR', 'HRK'), ('CU', 'CUP'),
  ('CY', 'EUR'), ('CZ', 'CZK'), ('DK', 'DKK'), ('DJ', 'DJF'), ('DM', 'XCD'), ('DO', 'DOP'), ('TL', 'USD'), ('EC', 'USD'),
  ('EG', 'EGP'), ('SV', 'USD'), ('GQ', 'XAF'), ('ER', 'ERN'), ('EE', 'EUR'), ('ET', 'ETB'), ('FK', 'FKP'), ('FO', 'DKK'),
  ('FJ', 'FJD'), ('FI', 'EUR'), ('FR', 'EUR'), ('GF', 'EUR'), ('PF', 'XPF'), ('TF', 'EUR'), ('GA', 'XAF'), ('GM', 'GMD'),
  ('GE', 'GEL'), ('DE', 'EUR'), ('GH', 'GHS'), ('GI', 'GIP'), ('GR', 'EUR'), ('GL', 'DKK'), ('GD', 'XCD'), ('GP', 'EUR'),
  ('GU', 'USD'), ('GT', 'GTQ'), ('GG', 'GBP'), ('GN', 'GNF'), ('GW', 'XOF'), ('GY', 'GYD'), ('HT', 'HTG'), ('HM', 'AUD'),
  ('HN', 'HNL'), ('HK', 'HKD'), ('HU', 'HUF'), ('IS', 'ISK'), ('IN', 'INR'), ('ID', 'IDR'), ('IR', 'IRR'), ('IQ', 'IQD'),
  ('IE', 'EUR'), ('IL', 'ILS'), ('IT', 'EUR'), ('JM', 'JMD'), ('JP', 'JPY'), ('JE', 'GBP'), ('JO', 'JOD'), ('KZ', 'KZT'),
  ('KE', 'KES'), ('KI', 'AUD'), ('KP', 'KPW'), ('KR', 'KRW'), ('KW', 'KWD'), ('KG', 'KGS'), ('LA', 'LAK'), ('LV', 'EUR'),
  ('LB', 'LBP'), ('LS', 'LSL'), ('LR', 'LRD'), ('LY', 'LYD'), ('LI', 'CHF'), ('LT', 'EUR'), ('LU', 'EUR'), ('MO', 'MOP'),
  ('MK', 'MKD'), ('MG', 'MGA'), ('MW', 'MWK'), ('MY', 'MYR'), ('MV', 'MVR'), ('ML', 'XOF'), ('MT', 'EUR'), ('IM', 'GBP'),
  ('MH', 'USD'), ('MQ', 'EUR'), ('MR', 'MRO'), ('MU', 'MUR'), ('YT', 'EUR'), ('MX', 'MXN'), ('FM', 'USD'), ('MD', 'MDL'),
  ('MC', 'EUR'), ('MN', 'MNT'), ('ME', 'EUR'), ('MS', 'XCD'), ('MA', 'MAD'), ('MZ', 'MZN'), ('MM', 'MMK'), ('NA', 'NAD'),
  ('NR', 'AUD'), ('NP', 'NPR'), ('BQ', 'USD'), ('NL', 'EUR'), ('NC', 'XPF'), ('NZ', 'NZD'), ('NI', 'NIO'), ('NE', 'XOF'),
  ('NG', 'NGN'), ('NU', 'NZD'), ('NF', 'AUD'), ('MP', 'USD'), ('NO', 'NOK'), ('OM', 'OMR'), ('PK', 'PKR'), ('PW', 'USD'),
  ('PS', 'ILS'), ('PA', 'PAB'), ('PG', 'PGK'), ('PY', 'PYG'), ('PE', 'PEN'), ('PH', 'PHP'), ('PN', 'NZD'), ('PL', 'PLN'),
  ('PT', 'EUR'), ('PR', 'USD'), ('QA', 'QAR'), ('RE', 'EUR'), ('RO', 'RON'), ('RU', 'RUB'), ('RW', 'RWF'), ('SH', 'SHP'),
  ('KN', 'XCD'), ('LC', 'XCD'), ('PM', 'EUR'), ('VC', 'XCD'), ('BL', 'EUR'), ('MF', 'EUR'), ('WS', 'WST'), ('SM', 'EUR'),
  ('ST', 'STD'), ('SA', 'SAR'), ('SN', 'XOF'), ('RS', 'RSD'), ('SC', 'SCR'), ('SL', 'SLL'), ('SG', 'SGD'), ('SK', 'EUR'),
  ('SI', 'EUR'), ('SB', 'SBD'), ('SO', 'SOS'), ('ZA', 'ZAR'), ('GS', 'GBP'), ('SS', 'SSP'), ('ES', 'EUR'), ('LK', 'LKR'),
  ('SD', 'SDG'), ('SR', 'SRD'), ('SJ', 'NOK'), ('SZ', 'SZL'), ('SE', 'SEK'), ('CH', 'CHF'), ('SY', 'SYP'), ('TW', 'TWD'),
  ('TJ', 'TJS'), ('TZ', 'TZS'), ('TH', 'THB'), ('TG', 'XOF'), ('TK', 'NZD'), ('TO', 'TOP'), ('TT', 'TTD'), ('TN', 'TND'),
  ('TR', 'TRY'), ('TM', 'TMT'), ('TC', 'USD'), ('TV', 'AUD'), ('UG', 'UGX'), ('UA', 'UAH'), ('AE', 'AED'), ('GB', 'GBP'),
  ('US', 'USD'), ('UM', 'USD'), ('UY', 'UYU'), ('UZ', 'UZS'), ('VU', 'VUV'), ('VA', 'EUR'), ('VE', 'VEF'), ('VN', 'VND'),
  ('VG', 'USD'), ('VI', 'USD'), ('WF', 'XPF'), ('EH', 'MAD'), ('YE', 'YER'), ('ZM', 'ZMW'), ('ZW', 'ZWL'), ('XK', 'EUR'),
  ('CW', 'ANG'), ('SX', 'ANG')
) as c (country, currency)
where p.country = c.country;

alter table rent_ledger_charges add column currency text not null default 'USD';
alter table rent_ledger_payments add column currency text not null default 'USD';
alter table owner_rent_days add column currency text not null default 'USD';
alter table owner_rent_days drop constraint owner_rent_days_pkey;
alter table owner_rent_days add primary key (owner_id, currency, day);

-- The derived rows carry their property's currency, and the owner's days are summed by it.
create or replace function refresh_rent_ledgers(lease_ids uuid[]) returns void language plpgsql as $$
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
    returning c.owner_id, c.currency, c.due_on, c.owed_cents, c.paid_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'currency', currency, 'day', due_on,
    'due', -due, 'settled', -settled))
  into gone_charges
  from (
    select owner_id, currency, due_on, sum(owed_cents) as due, sum(paid_cents) as settled
    from gone group by owner_id, currency, due_on
  ) by_day;
  with gone as (
    delete from rent_ledger_payments p where p.lease_id = any(lease_ids)
    returning p.owner_id, p.currency, p.day, p.status, p.amount_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'currency', currency, 'day', day,
    'status', status, 'counted', -counted, 'amount', -amount))
  into gone_payments
  from (
    select owner_id, currency, day, status, count(*) as counted, sum(amount_cents) as amount
    from gone group by owner_id, currency, day, status
  ) by_day;
  with added as (
    insert into rent_ledger_charges
    select c.*, p.currency from rent_ledger_charges_of(lease_ids) c
    join leases l on l.id = c.lease_id
    join properties p on p.id = l.property_id
    returning owner_id, currency, due_on, owed_cents, paid_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'currency', currency, 'day', due_on,
    'due', due, 'settled', settled))
  into new_charges
  from (
    select owner_id, currency, due_on, sum(owed_cents) as due, sum(paid_cents) as settled
    from added group by owner_id, currency, due_on
  ) by_day;
  with added as (
    insert into rent_ledger_payments
    select r.*, p.currency from rent_ledger_payments_of(lease_ids) r
    join properties p on p.id = r.property_id
    returning owner_id, currency, day, status, amount_cents
  )
  select jsonb_agg(jsonb_build_object('owner_id', owner_id, 'currency', currency, 'day', day,
    'status', status, 'counted', counted, 'amount', amount))
  into new_payments
  from (
    select owner_id, currency, day, status, count(*) as counted, sum(amount_cents) as amount
    from added group by owner_id, currency, day, status
  ) by_day;

  -- One statement takes the owners' days in order: two ledgers of one owner written at once wait
  -- for each other instead of deadlocking.
  with changes as (
    select * from jsonb_to_recordset(coalesce(gone_charges, '[]') || coalesce(new_charges, '[]'))
      as x (owner_id uuid, currency text, day date, due bigint, settled bigint)
  ),
  payment_changes as (
    select * from jsonb_to_recordset(coalesce(gone_payments, '[]') || coalesce(new_payments, '[]'))
      as x (owner_id uuid, currency text, day date, status text, counted integer, amount bigint)
  ),
  by_day as (
    select owner_id, currency, day,
      sum(due) as due_cents,
      sum(settled) as settled_cents,
      sum(counted) filter (where status = 'completed') as completed,
      sum(amount) filter (where status = 'completed') as completed_cents,
      sum(counted) filter (where status = 'pending') as pending,
      sum(amount) filter (where status = 'pending') as pending_cents,
      sum(counted) filter (where status = 'failed') as failed,
      sum(amount) filter (where status = 'failed') as failed_cents
    from (
      select owner_id, currency, day, due, settled, null::text as status, 0 as counted,
        0::bigint as amount
      from changes
      union all
      select owner_id, currency, day, 0, 0, status, counted, amount from payment_changes
    ) all_changes
    group by owner_id, currency, day
  ),
  nonzero as (
    select owner_id, currency, day, coalesce(due_cents, 0) as due_cents,
      coalesce(settled_cents, 0) as settled_cents, coalesce(completed, 0) as completed,
      coalesce(completed_cents, 0) as completed_cents, coalesce(pending, 0) as pending,
      coalesce(pending_cents, 0) as pending_cents, coalesce(failed, 0) as failed,
      coalesce(failed_cents, 0) as failed_cents
    from by_day
  )
  insert into owner_rent_days as days (owner_id, currency, day, due_cents, settled_cents, completed,
    completed_cents, pending, pending_cents, failed, failed_cents)
  select * from nonzero
  where due_cents <> 0 or settled_cents <> 0 or completed <> 0 or completed_cents <> 0
    or pending <> 0 or pending_cents <> 0 or failed <> 0 or failed_cents <> 0
  order by owner_id, currency, day
  on conflict (owner_id, currency, day) do update set
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


-- The derived rows of an install that ran before this migration, drawn again by currency.
delete from rent_ledger_charges;
delete from rent_ledger_payments;
delete from owner_rent_days;
select refresh_rent_ledgers(array(
  select distinct lease_id from payments where kind = 'move_in' and status = 'received'
));
