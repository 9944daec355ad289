import { csvDocument } from '../../lib/csv';
import { renderTablePdf } from '../../lib/playlist-export/pdf-table';
import type { Language } from '../../plugins/language';
import type { ExportRow } from '../../repositories/playlist-export-repository';

export type ExportFormat = 'csv' | 'pdf';

const HEADERS: Record<Language, string[]> = {
  en: ['#', 'Title', 'Version', 'Album', 'Composers', 'BPM', 'Length'],
  pt: ['#', 'Título', 'Versão', 'Álbum', 'Compositores', 'BPM', 'Duração'],
};
const SUBTITLE: Record<Language, (count: number) => string> = {
  en: (count) => `${count} ${count === 1 ? 'track' : 'tracks'}`,
  pt: (count) => `${count} ${count === 1 ? 'faixa' : 'faixas'}`,
};
const WIDTHS = [4, 22, 12, 20, 28, 6, 7];

/** m:ss, as the player shows lengths. */
export const duration = (seconds: number | null): string =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const cells = (row: ExportRow) => [
  row.position,
  row.name,
  row.version ?? '',
  row.album,
  row.composers,
  row.bpm ?? '',
  duration(row.length),
];

/** The export's body and content type: a spreadsheet-safe CSV or a PDF with the playlist's name and its table. */
export async function exportDocument(
  format: ExportFormat,
  name: string,
  rows: ExportRow[],
  language: Language,
): Promise<{ type: string; body: string | Buffer }> {
  if (format === 'csv')
    return { type: 'text/csv; charset=utf-8', body: csvDocument([HEADERS[language], ...rows.map(cells)]) };
  const pdf = await renderTablePdf({
    title: name,
    subtitle: SUBTITLE[language](rows.length),
    columns: HEADERS[language].map((title, i) => ({
      title,
      width: WIDTHS[i]!,
      align: i === 0 || i >= 5 ? 'right' : 'left',
    })),
    rows: rows.map((row) => cells(row).map(String)),
  });
  return { type: 'application/pdf', body: Buffer.from(pdf) };
}
