// SPEC §9: sizes in MiB from 1,000,000 bytes, else KiB, one decimal; the extension label is
// cut to 4 characters plus an ellipsis (as the Editor.js attaches tool shows them).
export function formatFileSize(bytes: number | undefined): string | null {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes >= 1_000_000) return `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  return `${(bytes / 2 ** 10).toFixed(1)} KiB`;
}

export function extensionLabel(extension: string | undefined, name: string | undefined): string {
  const fromName = name && name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  const ext = (extension || fromName || 'file').replace(/^\./, '');
  return ext.length > 4 ? `${ext.slice(0, 4)}…` : ext;
}
