import {
  Box,
  Button,
  Card,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { CATALOGUE_TAB_TEXTS as T, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { AdminEntity } from '@shared/schemas/catalogue-admin';
import { ENTITY_KINDS, type EntityKind } from '@shared/schemas/wrestling';
import { useState } from 'react';
import { useCatalogueList } from '@/features/admin/api/catalogue';
import { formatShowTime } from '@/lib/dates';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { CardBuilder } from './card-builder';
import { CrownForm } from './crown-form';
import { EntityForm } from './entity-form';

/**
 * The Catalogue tab (issue 28, B): entities by kind (shows newest first, the rest by name) and a
 * search by any word of a name (also-known-as and short names too); a new one or the chosen one's
 * form; for a show its card builder, for a championship the crowning.
 */
export function CatalogueTab() {
  const [kind, setKind] = useState<EntityKind>('show');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const list = useCatalogueList(kind, q);
  const [chosen, setChosen] = useState<AdminEntity | 'new' | null>(null);
  // The chosen entity as the list has it now (after a save or a status change: its new updatedAt).
  const entity =
    chosen === 'new' || chosen === null ? null : (list.data?.find((e) => e.id === chosen.id) ?? chosen);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as EntityKind);
            setChosen(null);
          }}
          sx={{ minWidth: 150 }}
        >
          {ENTITY_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {WRESTLING_LABELS.kind[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={T.search}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ flex: 1, minWidth: 160 }}
        />
        <Button variant="contained" onClick={() => setChosen('new')}>
          {T.create}
        </Button>
      </Stack>
      <Card variant="outlined">
        <List dense aria-label={`${kind} list`} sx={{ maxHeight: 280, overflow: 'auto' }}>
          {(list.data ?? []).map((e) => (
            <ListItem key={e.id} disablePadding>
              <ListItemButton selected={entity?.id === e.id} onClick={() => setChosen(e)}>
                <ListItemText
                  primary={e.name}
                  // A show by its start in its own zone, as its form enters it: "Sat, Jul 4 · 8 PM PT".
                  secondary={
                    e.kind === 'show' && e.startsAt
                      ? formatShowTime(e.startsAt, { timeZone: e.timeZone })
                      : e.slug
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Card>
      {chosen && (
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
            {entity ? `${T.edit}: ${entity.name}` : `${T.create} ${kind}`}
          </Typography>
          <EntityForm
            key={entity ? `${entity.id}-${entity.updatedAt}` : `new-${kind}`}
            kind={kind}
            entity={entity}
            onSaved={(saved) => setChosen(saved)}
          />
          {entity?.kind === 'show' && (
            <>
              <Divider sx={{ my: 3 }} />
              <CardBuilder showId={entity.id} />
            </>
          )}
          {entity?.kind === 'championship' && (
            <>
              <Divider sx={{ my: 3 }} />
              <CrownForm championshipId={entity.id} />
            </>
          )}
        </Box>
      )}
    </Stack>
  );
}

export default CatalogueTab;
