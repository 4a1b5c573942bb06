// What a door device remembers of its set-up between visits: its name, the event it is for and the
// public key that checks tickets' QR codes offline (public: anyone may hold it).
// localStorage can be missing (private modes): the page then asks again on each visit.

const DEVICE = 'evently:door-device';
const EVENT = 'evently:door-event';
const KEY = 'evently:door-key';

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // No storage: kept for this visit only.
  }
}

export const deviceSettings = {
  device: () => read(DEVICE),
  setDevice: (name: string) => write(DEVICE, name),
  eventId: () => read(EVENT),
  setEventId: (id: string) => write(EVENT, id),
  publicKey: () => read(KEY) || undefined,
  setPublicKey: (key: string) => write(KEY, key),
};
