/** Hands `file` to the browser as a download named `name` (the spreadsheet export, the LGPD export). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click's task is over; a moment later the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
