import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { dayIn } from '@shared/days';
import { CATALOGUE_TAB_TEXTS as T } from '@shared/messages-wrestling';
import { useState } from 'react';
import { crownChampion, useCatalogueAction } from '@/features/admin/api/catalogue';
import { apiErrorMessage } from '@/lib/api-client';
import { EntityPicker, type Picked } from './entity-picker';

/** Crown a championship's new holders from a date, or vacate it. */
export function CrownForm({ championshipId }: { championshipId: string }) {
  const [holders, setHolders] = useState<Picked[]>([]);
  // Today where the admin is (the date input's own day), not in UTC.
  const [from, setFrom] = useState(() => dayIn(Date.now()));
  const crown = useCatalogueAction(crownChampion);
  const send = (holderIds: string[]) => crown.mutate({ championshipId, holderIds, from });
  return (
    <Stack spacing={1.5} component="section" aria-label={T.crown}>
      <Typography sx={{ fontWeight: 800 }}>{T.crown}</Typography>
      <EntityPicker
        kinds={['wrestler', 'team']}
        label={T.holders}
        multiple
        value={holders}
        onChange={setHolders}
      />
      <TextField
        size="small"
        type="date"
        label={T.from}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {crown.isError && <Alert severity="error">{apiErrorMessage(crown.error) ?? String(crown.error)}</Alert>}
      {crown.isSuccess && <Alert severity="success">{T.saved}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!holders.length || crown.isPending}
          onClick={() => send(holders.map((h) => h.id))}
        >
          {T.crown}
        </Button>
        <Button color="error" disabled={crown.isPending} onClick={() => send([])}>
          {T.vacate}
        </Button>
      </Stack>
    </Stack>
  );
}
