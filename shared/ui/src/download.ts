/** Hands `file` to the browser as a download named `name`, through an object URL let go of once the browser has it. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns: it is let go of a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
