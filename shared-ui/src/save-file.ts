/** Hands a file made or downloaded in the page to the browser, to save under the given name. */
export function saveFile(file: Blob, fileName: string) {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(address);
}
