/**
 * Hands a file to the browser as a download under `fileName`: a hidden link, clicked. Works
 * for same-origin URLs (signed file links) and object URLs alike.
 */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** A Blob made in the page as a download; its object URL is let go once the browser has it. */
export function downloadBlob(blob: Blob, fileName: string, keepUrlMs = 60_000): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), keepUrlMs);
}
