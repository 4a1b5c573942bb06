/** A route option that takes one hook or several (onRequest, onSend...), as a list to add to. */
export const hookList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
