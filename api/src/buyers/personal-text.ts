import { ERASED } from '@shared/domain';

// Free text kept for the accounts (why money was given back, why an order was cancelled) is staff's
// own words, but staff may have quoted the buyer in it. Erasure keeps the words and takes out every
// value of the buyer it knows: their names, addresses and phone numbers as the rows held them.

/** Shorter values would take letters out of ordinary words and say nothing about anyone. */
const SHORTEST = 2;

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Replaces each of `values` (any letter case) in a text with ERASED; the longest first, so an address goes whole before the name in it. */
export function scrubberOf(values: Iterable<string>): (text: string) => string {
  const wanted = [...new Set([...values].map((value) => value.trim()).filter((value) => value.length >= SHORTEST && value !== ERASED))];
  if (wanted.length === 0) return (text) => text;
  const pattern = new RegExp(
    wanted
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|'),
    'giu',
  );
  return (text) => text.replace(pattern, ERASED);
}

/** A JSON value with `scrub` applied to every string in it (keys are the code's, never personal). */
export function scrubJson(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, scrub));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, scrub)]));
  }
  return value;
}
