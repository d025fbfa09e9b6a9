/**
 * A Brazilian phone as people write it: 11 digits → (00) 00000-0000, 10 → (00) 0000-0000; anything else as it came.
 * One rule for the screens and for the documents the services write (the LGPD export).
 */
export function formatPhone(phone: string | null | undefined): string {
  const d = (phone ?? '').replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return phone ?? '';
}
