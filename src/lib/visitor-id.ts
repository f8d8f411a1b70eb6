import { readStorage, StorageKey, writeStorage } from './storage';

// Apart from storage.ts, which every page loads: only the forms and the help feedback need the visitor id.

/** A visitor id: the timestamp in base 36 and a random number, kept for later visits. */
export function makeUuid(now = Date.now(), random = Math.random()): string {
  return `${now.toString(36)}-${Math.floor(random * 1e9).toString(36)}`;
}

/** The visitor id sent with requests (SPEC 3 uuid), made on first use. */
export function visitorId(): string {
  const existing = readStorage(StorageKey.uuid);
  if (existing) return existing;
  const id = makeUuid();
  writeStorage(StorageKey.uuid, id);
  return id;
}
