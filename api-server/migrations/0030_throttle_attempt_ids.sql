-- Each counted attempt is recorded before it is checked; its id lets an attempt that turned out
-- not to count (a sign-in that succeeded, one refused by the limit) take back its own rows.
alter table throttle_events add column id bigint generated always as identity;
create index throttle_events_id on throttle_events (id);
