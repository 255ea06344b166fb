import { signUpOwner } from '../test-support/owners';
import { startTestApp } from '../test-support/test-app';

// A throwaway probe (not committed): books routes at 10,000 properties and 200,000 expenses.
jest.setTimeout(900_000);

it('books at scale', async () => {
  const server = await startTestApp();
  const run = (text: string) => server.app.db.execute(text as never);
  const owner = await signUpOwner(server);
  await signUpOwner(server);
  const t0 = Date.now();
  await run(`insert into owners (name, email, password_hash)
    select 'Bench ' || n, 'bench' || n || '@example.com', 'x' from generate_series(1, 998) n`);
  await run(`insert into properties (owner_id, name, type, address, city, state, country, units, monthly_rent_cents)
    select o.id, 'P ' || o.email || ' ' || k, 'house', '1 Road', 'Austin', 'TX', 'US', 1, 100000
    from owners o cross join generate_series(1, 10) k`);
  await run(`insert into expenses (owner_id, property_id, spent_on, amount_cents, currency, category, payee)
    select p.owner_id, p.id, date '2026-01-01' + (k * 17 % 330), 1000 + k * 37 % 90000, 'USD',
      (array['repairs','utilities','taxes','insurance','supplies','mortgage_interest'])[1 + k % 6], 'Payee ' || k
    from properties p cross join generate_series(1, 20) k`);
  await run('analyze');
  const counts = await run(
    'select (select count(*) from properties) as properties, (select count(*) from expenses) as expenses',
  );
  console.log(
    'seeded in',
    Date.now() - t0,
    'ms',
    JSON.stringify((counts as never as { rows: unknown[] }).rows),
  );
  const time = async (url: string, headers: Record<string, string>, times = 40) => {
    const took: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const start = process.hrtime.bigint();
      const answer = await server.request({ url, headers });
      took.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    }
    took.sort((a, b) => a - b);
    const at = (q: number) =>
      took[Math.min(took.length - 1, Math.floor(q * took.length))]!.toFixed(1);
    console.log(`${url}  p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`);
  };
  for (const [who, as] of [['owner with 10 properties, 200 expenses', owner]] as const) {
    console.log(who);
    await time('/api/books/summary?from=2026-01-01&to=2026-12-31', as.headers);
    await time('/api/expenses?from=2026-01-01&to=2026-12-31', as.headers);
    await time('/api/books/transactions.csv?from=2026-01-01&to=2026-12-31', as.headers);
    await time('/api/books/schedule-e.csv?year=2026', as.headers);
    await time('/api/books/schedule-e.pdf?year=2026', as.headers, 10);
  }
  await server.close();
});
