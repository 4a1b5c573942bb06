/** Sends the browser to another site (the payment provider, or the sandbox page); a seam the tests replace. */
export function leavePage(url: string): void {
  window.location.assign(url);
}
