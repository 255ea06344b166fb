import { owaspPasswordHashing } from '../config';
import { passwordsWithCost } from './passwords';

test('production hashes are argon2id at m=19456 KiB, t=2, p=1, and check the password', async () => {
  const passwords = passwordsWithCost(owaspPasswordHashing);
  const passwordHash = await passwords.hash('rent-day-1');
  expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await passwords.verify(passwordHash, 'rent-day-1')).toBe(true);
  expect(await passwords.verify(passwordHash, 'rent-day-2')).toBe(false);
  expect(await passwords.verifyNothing('rent-day-1')).toBe(false);
});
