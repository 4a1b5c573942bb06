// The check-in page's door (docs/product-rules.md#offline-check-in): online, each scan asks the
// server; with an event's list downloaded, a scan made without a connection is decided on the
// device and queued, and the queue is sent when the connection is back.
import { doorApi, doorKeys, errorMessage, ticketApi, unreachable, useGateCounts } from '@shared/api';
import { type CheckInResult, type GateCounts, isTicketQr, type SyncedScan } from '@shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deviceSettings } from './deviceSettings';
import { type DoorStore, type KeptList, openDoorStore } from './doorStore';
import { readScan } from './scannedCode';
import { syncWaiting } from './syncQueue';
import { useOnline } from './useOnline';

/** How often an online door sends what is waiting, and how old its list may grow before it is downloaded again. */
export const SYNC_SECONDS = 15;
export const LIST_REFRESH_SECONDS = 60;

export interface Door {
  online: boolean;
  /** This device's name ('Door 2'), told to the other doors that scan a ticket it let in. */
  device: string;
  setDevice(name: string): void;
  /** False where the browser cannot keep a list (no IndexedDB): the door then works online only. */
  canKeepList: boolean;
  /** The downloaded list in use, if any. */
  list?: KeptList;
  counts?: GateCounts;
  /** Scans made offline, not yet sent. */
  waiting: number;
  /** What the server decided otherwise about let-ins made offline, newest first. */
  reports: SyncedScan[];
  clearReports(): void;
  syncFailure?: string;
  download(eventId: string): Promise<void>;
  leave(): void;
  check(text: string): Promise<CheckInResult>;
}

export function useDoor(): Door {
  const online = useOnline();
  const client = useQueryClient();
  // null: this browser cannot keep a list (no IndexedDB); undefined while it is being opened.
  const [store, setStore] = useState<DoorStore | null | undefined>(() => (typeof indexedDB === 'undefined' ? null : undefined));
  const [device, setDeviceName] = useState(deviceSettings.device);
  const [list, setList] = useState<KeptList>();
  const [waiting, setWaiting] = useState(0);
  const [localCounts, setLocalCounts] = useState<GateCounts>();
  const [reports, setReports] = useState<SyncedScan[]>([]);
  const [syncFailure, setSyncFailure] = useState<string>();
  const eventId = list?.event.id;
  const serverCounts = useGateCounts(eventId, online);

  // The store being opened: a download asked for meanwhile waits for it rather than being refused.
  const opening = useRef<Promise<DoorStore | null>>(undefined);
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    let gone = false;
    const opened = openDoorStore()
      .then(async (door) => {
        // The event chosen on an earlier visit, still kept: the door carries on where it was.
        const kept = await door.list(deviceSettings.eventId());
        if (!gone) {
          setStore(door);
          setList(kept);
        }
        return door;
      })
      .catch((reason: unknown) => {
        console.error('This browser cannot keep a door list', reason);
        if (!gone) setStore(null);
        return null;
      });
    opening.current = opened;
    return () => {
      gone = true;
      void opened.then((door) => door?.close());
    };
  }, []);

  const refresh = useCallback(async () => {
    if (!store || !eventId) return;
    try {
      setWaiting(await store.pendingCount(eventId));
      setLocalCounts(await store.counts(eventId));
    } catch (reason) {
      // The page was left meanwhile and its store closed: nothing is shown any more.
      console.warn('The door list could not be read', reason);
    }
  }, [store, eventId]);

  useEffect(() => void refresh(), [refresh]);

  const busy = useRef(false);
  /** Sends what is waiting, then downloads the list again when it sent something or has grown old. */
  const sync = useCallback(async () => {
    if (!store || !list || busy.current || !navigator.onLine) return;
    const id = list.event.id;
    busy.current = true;
    try {
      const found = await syncWaiting(store, id, doorApi.sync);
      if (found.length > 0) setReports((shown) => [...found.reverse(), ...shown]);
      setSyncFailure(undefined);
      const age = Date.now() - new Date(list.downloadedAt).getTime();
      if (found.length > 0 || (await store.pendingCount(id)) > 0 || age > LIST_REFRESH_SECONDS * 1000) {
        const [list, key] = await Promise.all([doorApi.list(id), doorApi.key()]);
        await store.saveList(list);
        deviceSettings.setPublicKey(key);
        setList(await store.list(id));
      }
      void client.invalidateQueries({ queryKey: doorKeys.counts(id) });
    } catch (error) {
      if (!unreachable(error)) setSyncFailure(errorMessage(error, 'The waiting scans could not be sent. They are kept and sent again.'));
    } finally {
      busy.current = false;
      await refresh();
    }
  }, [store, list, client, refresh]);

  // Back online: send at once; online, every few seconds, so nothing waits long.
  useEffect(() => {
    if (online && waiting > 0) void sync();
  }, [online, waiting, sync]);
  useEffect(() => {
    const timer = setInterval(() => void sync(), SYNC_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [sync]);

  const setDevice = (name: string) => {
    setDeviceName(name);
    deviceSettings.setDevice(name.trim());
  };

  const download = async (id: string) => {
    const kept = store ?? (await opening.current);
    if (!kept) throw new Error('This browser cannot keep the list.');
    const [list, key] = await Promise.all([doorApi.list(id), doorApi.key()]);
    await kept.saveList(list);
    deviceSettings.setPublicKey(key);
    deviceSettings.setEventId(id);
    setList(await kept.list(id));
  };

  const leave = () => {
    deviceSettings.setEventId('');
    setList(undefined);
    setLocalCounts(undefined);
    setWaiting(0);
  };

  const check = async (text: string): Promise<CheckInResult> => {
    const scanned = text.trim();
    const typed = await readScan(scanned, undefined);
    if (!typed || 'forged' in typed) return { result: 'UNKNOWN' };
    // Online, the server reads a QR's whole text, signature included; a typed code goes in its stored form.
    const sent = isTicketQr(scanned) ? scanned : typed.code;
    const name = device.trim() || undefined;
    if (!store || !eventId) return ticketApi.checkIn(sent, { device: name });
    if (navigator.onLine) {
      try {
        const answer = await ticketApi.checkIn(sent, { device: name, eventId });
        await store.remember(eventId, answer);
        void client.invalidateQueries({ queryKey: doorKeys.counts(eventId) });
        await refresh();
        return answer;
      } catch (error) {
        // The server cannot be reached: the list decides, as when the browser knows it is offline.
        if (!unreachable(error)) throw error;
      }
    }
    const read = await readScan(scanned, deviceSettings.publicKey());
    if (read && 'forged' in read) return { result: 'FORGED' };
    // A genuine ticket of another event is not on this door's list.
    if (read?.signed && read.signed.eventId !== eventId) return { result: 'UNKNOWN' };
    const answer = await store.checkOffline(eventId, read?.code ?? null, name ?? '', new Date(), read?.signed?.attendeeName);
    await refresh();
    return answer;
  };

  return {
    online,
    device,
    setDevice,
    canKeepList: store !== null,
    list,
    counts: online && serverCounts.data ? serverCounts.data : localCounts,
    waiting,
    reports,
    clearReports: () => setReports([]),
    syncFailure,
    download,
    leave,
    check,
  };
}
