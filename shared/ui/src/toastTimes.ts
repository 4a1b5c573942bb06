/** Toasts top right, 5 s by default; login and checkout toasts pass `toastShort`. */
export const toastDefaultMs = 5000;
export const toastShort = { autoClose: 3000 } as const;
