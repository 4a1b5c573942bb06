// Public pages carry no CSS-in-JS runtime: each component module adds its plain stylesheet once,
// when the module is first evaluated, so the styles exist before the first render.
const added = new Set<string>();

export function addStyles(id: string, css: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.styles = id;
  style.textContent = css;
  document.head.appendChild(style);
}
