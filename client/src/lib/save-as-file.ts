/** Saves `contents` as a file through the browser's own download. */
export function saveAsFile(contents: Blob, filename: string): void {
  const url = URL.createObjectURL(contents);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
