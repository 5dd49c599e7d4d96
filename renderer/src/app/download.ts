// Saves text the console made (CSV exports, the audit export) as a file the user downloads.

/** Saves text as a file through a temporary object URL and an <a download>. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name with the local date and time, e.g. vigil-queue-2026-11-27-0305.csv. */
export function stampedName(prefix: string, ext: string, at = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}.${ext}`;
}
