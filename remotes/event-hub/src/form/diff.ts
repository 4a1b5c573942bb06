// An edit sends only what changed against the server's copy (docs/product-rules.md#editing-events).

/** The keys of `after` whose value differs from `before` (values are plain strings and numbers). */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== undefined && after[key] !== before[key]) changed[key] = after[key];
  }
  return changed;
}

/** What to add to and remove from `before` to get `after`, each entry once. */
export function listChanges(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  return {
    added: [...new Set(after.filter((entry) => !before.includes(entry)))],
    removed: [...new Set(before.filter((entry) => !after.includes(entry)))],
  };
}

/**
 * An edit of the event's images: what was added and removed, and, when the admin rearranged
 * them, the whole list in its new order (the API appends additions, so an order that differs
 * from that is sent as imageOrder).
 */
export function imageChanges(before: readonly string[], after: readonly string[]) {
  const { added, removed } = listChanges(before, after);
  const appended = [...before.filter((image) => !removed.includes(image)), ...added];
  const rearranged = appended.some((image, i) => image !== after[i]);
  return { addImages: added, removeImages: removed, ...(rearranged ? { imageOrder: [...after] } : {}) };
}

const nonEmpty = <T extends object>(value: T | undefined): value is T =>
  value !== undefined && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);

/** An edit body without its empty parts; undefined when nothing is left, i.e. nothing changed. */
export function compactEdit<T extends Record<string, object | undefined>>(edit: T): Partial<T> | undefined {
  const kept = Object.fromEntries(Object.entries(edit).filter(([, value]) => nonEmpty(value))) as Partial<T>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
