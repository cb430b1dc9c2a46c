/**
 * Hands a file made in the browser to the visitor as a download (a link to an object URL, clicked, then the URL
 * released). Nothing is sent anywhere: the file never leaves the device.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
