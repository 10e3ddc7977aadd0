// Reads an export's CSV stream with progress and hands the file to the browser as a download.

export interface DownloadProgress {
  bytes: number;
  /** Data rows read so far (lines after the header). */
  rows: number;
}

/** Reads every chunk, reporting bytes and rows as they arrive; resolves with the file and its row count. */
export async function readCsv(
  stream: ReadableStream<Uint8Array>,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; rows: number }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  let last = 10;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    // Quoted cells may hold line breaks; rows are counted by line for progress only.
    for (const byte of value) if (byte === 10) lines += 1;
    last = value[value.byteLength - 1] ?? last;
    onProgress({ bytes, rows: Math.max(0, lines - 1) });
  }
  const rows = Math.max(0, lines + (last === 10 || bytes === 0 ? 0 : 1) - 1);
  return { blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), rows };
}

/** `sources-2026-11-23.csv`, the name the server gives the file. */
export function exportFileName(resource: string, now = new Date()): string {
  return `${resource}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Saves the blob through a temporary link (works inside shadow roots and without popups). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
