import { type AccountExportPage, EXPORT_SECTIONS, type ExportSection } from '@shared/schemas/account';

type ListSection = Exclude<ExportSection, 'profile'>;

/** The downloaded file: when it was made, the profile, then every other section's items in order. */
export type AccountExport = { exportedAt: string; profile: unknown } & Record<ListSection, unknown[]>;

/** Groups the export's pages by section into one object (the profile section holds a single item). */
export function assembleExport(pages: readonly AccountExportPage[], exportedAt: Date): AccountExport {
  const lists = Object.fromEntries(
    EXPORT_SECTIONS.filter((s): s is ListSection => s !== 'profile').map((s) => [s, [] as unknown[]]),
  ) as Record<ListSection, unknown[]>;
  let profile: unknown = null;
  for (const page of pages) {
    if (page.section === 'profile') profile = page.items[0] ?? profile;
    else lists[page.section].push(...page.items);
  }
  return { exportedAt: exportedAt.toISOString(), profile, ...lists };
}

/** Saves JSON as a file the browser downloads (a Blob behind a temporary <a download>). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
