// What a device key is known by on the server: its SHA-256 (the key itself is never stored).
import { createHash } from 'node:crypto';

export function ownerIdOf(deviceKey: string): string {
  return createHash('sha256').update(deviceKey).digest('hex');
}
