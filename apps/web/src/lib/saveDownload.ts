/**
 * Saves text made in the browser as a file, the way a browser saves any download: through a
 * temporary object URL, released once the download has started. Nothing goes to a server.
 *
 * @example
 * saveDownload('# Report', 'text/markdown;charset=utf-8', 'security-report.md');
 */
export function saveDownload(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
