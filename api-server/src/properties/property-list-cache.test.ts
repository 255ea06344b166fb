import type { Property } from 'shared-api/contract';
import { type ListedProperty, PropertyListCache, listed } from './property-list-cache';

const listOf = (count: number): ListedProperty[] =>
  Array.from({ length: count }, (_, index) =>
    listed(index, { propertyId: `p${index}`, name: `Home ${index}` } as Property),
  );

test('keeps whole lists up to a number of properties, dropping the least recently used owner', () => {
  const cache = new PropertyListCache(10);
  cache.keep('ada', listOf(4), cache.writesSoFar);
  cache.keep('bea', listOf(4), cache.writesSoFar);
  expect(cache.get('ada')).toHaveLength(4);

  cache.keep('cal', listOf(4), cache.writesSoFar);
  expect(cache.get('bea')).toBeUndefined();
  expect(cache.get('ada')).toHaveLength(4);
  expect(cache.get('cal')).toHaveLength(4);
});

test('keeps no list larger than the whole capacity, and counts a replaced list once', () => {
  const cache = new PropertyListCache(10);
  cache.keep('ada', listOf(11), cache.writesSoFar);
  expect(cache.get('ada')).toBeUndefined();

  cache.keep('bea', listOf(6), cache.writesSoFar);
  cache.keep('bea', listOf(6), cache.writesSoFar);
  cache.keep('cal', listOf(4), cache.writesSoFar);
  expect(cache.get('bea')).toHaveLength(6);
  expect(cache.get('cal')).toHaveLength(4);
});

test('keeps nothing read before a write, and forgets an owner on a write', () => {
  const cache = new PropertyListCache(10);
  const before = cache.writesSoFar;
  cache.forget('ada');
  cache.keep('ada', listOf(2), before);
  expect(cache.get('ada')).toBeUndefined();

  cache.keep('ada', listOf(2), cache.writesSoFar);
  cache.forget('ada');
  expect(cache.get('ada')).toBeUndefined();
});
