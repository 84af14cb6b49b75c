import * as routes from '@shared/manifest/http-route-entries';
import { type AccountExportPage, accountExportPageSchema } from '@shared/schemas/account';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type AccountExport, assembleExport } from '@/features/settings/utils/export-file';
import { apiJson } from '@/lib/api-client';
import { apiPath } from '@/lib/api-paths';

/** GET /api/account/export?cursor=: one page of one section of the fan's data (from no cursor to null). */
export async function getAccountExportPage(cursor?: string): Promise<AccountExportPage> {
  return accountExportPageSchema.parse(await apiJson('GET', apiPath(routes.exportAccount, {}, { cursor })));
}

/**
 * Follows the export's cursors from the first page to the last and puts the pages together as one object.
 * `onItems` hears the running count of items read (for the progress line).
 */
export async function exportAccount(
  onItems: (itemsRead: number) => void = () => undefined,
  now: () => Date = () => new Date(),
): Promise<AccountExport> {
  const pages: AccountExportPage[] = [];
  let itemsRead = 0;
  let cursor: string | undefined;
  do {
    const page = await getAccountExportPage(cursor);
    // A cursor that does not move would loop for ever: stop instead.
    if (page.nextCursor !== null && page.nextCursor === cursor) throw new Error('The export did not advance');
    pages.push(page);
    itemsRead += page.items.length;
    onItems(itemsRead);
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
  return assembleExport(pages, now());
}

/** Reads the whole export, then hands it to `save` (the download); `itemsRead` counts while it runs. */
export function useExportAccount(save: (data: AccountExport) => void) {
  const [itemsRead, setItemsRead] = useState(0);
  const mutation = useMutation({
    mutationFn: async () => {
      setItemsRead(0);
      save(await exportAccount(setItemsRead));
    },
  });
  return { ...mutation, itemsRead };
}
