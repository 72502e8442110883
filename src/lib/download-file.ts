/** Saves text as a file through the browser's download, with no network (a blob URL). */
export function downloadFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
