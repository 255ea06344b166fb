-- What happened, told to each person it concerns: the top bar's list and the mails come from these
-- rows. A time-based event carries a key naming it, so however many servers look for it, and
-- however often, it is recorded (and mailed) once.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  position bigint generated always as identity,
  recipient_role text not null check (recipient_role in ('owner', 'tenant')),
  recipient_id uuid not null,
  kind text not null,
  title text not null,
  body text not null default '',
  link text,
  event_key text unique,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_recipient_newest on notifications (recipient_id, position desc);
create index notifications_recipient_unread on notifications (recipient_id) where read_at is null;

-- Each person's choice of which events are also mailed; a missing row means the kind's default.
create table notification_mail_choices (
  recipient_role text not null check (recipient_role in ('owner', 'tenant')),
  recipient_id uuid not null,
  kind text not null,
  mail boolean not null,
  primary key (recipient_id, kind)
);
