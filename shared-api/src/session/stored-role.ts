import { storageKeys } from '../storage-keys';
import type { SessionRole } from './session-slice';

const roleByTenantFlag: Record<string, SessionRole> = { yes: 'tenant', no: 'owner' };

/**
 * The role the last sign-in stored, or null. It needs no store: the shell reads it to start loading
 * a page's remote before its own libraries have arrived.
 */
export function storedRole(): SessionRole | null {
  return roleByTenantFlag[localStorage.getItem(storageKeys.isTenant) ?? ''] ?? null;
}
