/** The texts that an element's aria-describedby points at, in order: what a screen reader reads after its name. */
export function describedBy(el: Element): string[] {
  const ids = el.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => el.ownerDocument.getElementById(id)?.textContent ?? `(no element #${id})`);
}
