import { KeptUntilWrite } from './kept-until-write';

function counted(writesSent: (() => number) | null) {
  const kept = new KeptUntilWrite<string>(writesSent, 2);
  let reads = 0;
  const get = (key: string, during?: () => void) =>
    kept.get(key, async () => {
      reads += 1;
      during?.();
      return `${key} #${reads}`;
    });
  return { get, reads: () => reads };
}

test('a value is read again only once the process has sent a write', async () => {
  let writes = 0;
  const { get, reads } = counted(() => writes);
  expect(await get('a')).toBe('a #1');
  expect(await get('a')).toBe('a #1');
  writes += 1;
  expect(await get('a')).toBe('a #2');
  expect(reads()).toBe(2);
});

test('a value read while a write was sent is not kept', async () => {
  let writes = 0;
  const { get } = counted(() => writes);
  expect(await get('a', () => (writes += 1))).toBe('a #1');
  expect(await get('a')).toBe('a #2');
  expect(await get('a')).toBe('a #2');
});

test('beyond its bound the kept values are dropped', async () => {
  const { get } = counted(() => 0);
  await get('a');
  await get('b');
  await get('c');
  expect(await get('a')).toBe('a #4');
});

test('on a server, where others write, every value is read', async () => {
  const { get } = counted(null);
  await get('a');
  expect(await get('a')).toBe('a #2');
});
