import { Autocomplete, TextField } from '@mui/material';
import type { AdminEntity } from '@shared/schemas/catalogue-admin';
import type { EntityKind } from '@shared/schemas/wrestling';
import { useMemo, useState } from 'react';
import { useCatalogueList } from '@/features/admin/api/catalogue';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

export interface Picked {
  id: string;
  name: string;
}

/** Picks catalogue entities of the given kinds by name (one or many). */
export function EntityPicker({
  kinds,
  label,
  value,
  onChange,
  multiple = false,
}: {
  kinds: readonly EntityKind[];
  label: string;
  value: Picked[];
  onChange: (picked: Picked[]) => void;
  multiple?: boolean;
}) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 250);
  // At most two kinds (a side: wrestlers and teams), one list each.
  const first = useCatalogueList(kinds[0] as EntityKind, q);
  const second = useCatalogueList((kinds[1] ?? kinds[0]) as EntityKind, q, kinds.length > 1);
  const options = useMemo(
    () =>
      [...(first.data ?? []), ...(kinds.length > 1 ? (second.data ?? []) : [])]
        .map((e: AdminEntity) => e)
        .map((e) => ({ id: e.id, name: e.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [first.data, second.data, kinds.length],
  );
  const common = {
    options,
    getOptionLabel: (o: Picked) => o.name,
    isOptionEqualToValue: (a: Picked, b: Picked) => a.id === b.id,
    filterOptions: (o: Picked[]) => o,
    onInputChange: (_e: unknown, text: string, reason: string) => {
      if (reason === 'input') setInput(text);
    },
    renderInput: (params: object) => <TextField {...params} label={label} size="small" />,
    size: 'small' as const,
    fullWidth: true,
  };
  return multiple ? (
    <Autocomplete multiple {...common} value={value} onChange={(_e, v) => onChange(v)} />
  ) : (
    <Autocomplete {...common} value={value[0] ?? null} onChange={(_e, v) => onChange(v ? [v] : [])} />
  );
}
