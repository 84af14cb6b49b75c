import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { CATALOGUE_TAB_TEXTS as T } from '@shared/messages-wrestling';
import type { AdminEntity } from '@shared/schemas/catalogue-admin';
import {
  type EntityKind,
  SHOW_KINDS,
  SHOW_STATUSES,
  TEAM_KINDS,
  WRESTLER_DIVISIONS,
  WRESTLER_STATUSES,
  type WrestlerDivision,
} from '@shared/schemas/wrestling';
import { useState } from 'react';
import { saveEntity, useCatalogueAction, useCatalogueList } from '@/features/admin/api/catalogue';
import { apiErrorMessage } from '@/lib/api-client';
import { EntityPicker, type Picked } from './entity-picker';

type Values = Record<string, unknown>;
type Field =
  | { name: string; label: string; type: 'text' | 'number' | 'datetime' | 'color' | 'list' }
  | { name: string; label: string; type: 'bool' }
  | { name: string; label: string; type: 'select'; options: readonly string[] }
  | { name: string; label: string; type: 'refs' | 'ref'; kinds: readonly EntityKind[] };

/** A wrestler's division, or not known (stored as null: the roster lists them under "Roster"). */
const NOT_KNOWN = 'not known';
const DIVISION_OPTIONS = [NOT_KNOWN, ...WRESTLER_DIVISIONS] as const;
const NAME: Field[] = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'slug', label: 'Slug', type: 'text' },
];
/** The form of each kind: its facts as shared/schemas/wrestling.ts's inputs name them. */
const FIELDS: Record<EntityKind, Field[]> = {
  promotion: [
    ...NAME,
    { name: 'shortName', label: 'Short name', type: 'text' },
    { name: 'country', label: 'Country', type: 'text' },
    { name: 'founded', label: 'Founded', type: 'number' },
    { name: 'website', label: 'Website', type: 'text' },
    { name: 'active', label: 'Active', type: 'bool' },
    { name: 'primary', label: 'Primary colour', type: 'color' },
    { name: 'secondary', label: 'Secondary colour', type: 'color' },
  ],
  wrestler: [
    ...NAME,
    { name: 'akas', label: 'Also known as (comma separated)', type: 'list' },
    { name: 'promotionIds', label: 'Promotions', type: 'refs', kinds: ['promotion'] },
    { name: 'status', label: 'Status', type: 'select', options: WRESTLER_STATUSES },
    { name: 'hometown', label: 'Hometown', type: 'text' },
    { name: 'debutYear', label: 'Debut year', type: 'number' },
    { name: 'division', label: 'Division', type: 'select', options: DIVISION_OPTIONS },
  ],
  team: [
    ...NAME,
    { name: 'teamKind', label: 'Team or stable', type: 'select', options: TEAM_KINDS },
    { name: 'promotionIds', label: 'Promotions', type: 'refs', kinds: ['promotion'] },
    { name: 'members', label: 'Members', type: 'refs', kinds: ['wrestler'] },
  ],
  championship: [
    ...NAME,
    { name: 'promotionId', label: 'Promotion', type: 'ref', kinds: ['promotion'] },
    { name: 'division', label: 'Division', type: 'text' },
    { name: 'active', label: 'Active', type: 'bool' },
  ],
  show: [
    ...NAME,
    { name: 'promotionId', label: 'Promotion', type: 'ref', kinds: ['promotion'] },
    { name: 'showKind', label: 'Kind', type: 'select', options: SHOW_KINDS },
    { name: 'startsAt', label: 'Starts', type: 'datetime' },
    { name: 'endsAt', label: 'Ends', type: 'datetime' },
    { name: 'timeZone', label: 'Time zone', type: 'text' },
    { name: 'venue', label: 'Venue', type: 'text' },
    { name: 'city', label: 'City', type: 'text' },
    { name: 'hashtag', label: 'Hashtag (without #)', type: 'text' },
    { name: 'status', label: 'Status', type: 'select', options: SHOW_STATUSES },
  ],
};

/** datetime-local wants the local "YYYY-MM-DDTHH:mm". */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function initialValues(kind: EntityKind, entity: AdminEntity | null): Values {
  const e = (entity ?? {}) as Values;
  const soon = new Date(Date.now() + 24 * 3600_000).toISOString();
  const later = new Date(Date.now() + 27 * 3600_000).toISOString();
  return {
    ...e,
    active: e.active ?? true,
    status: e.status ?? (kind === 'show' ? 'scheduled' : 'active'),
    teamKind: e.teamKind ?? 'team',
    ...(kind === 'wrestler' ? { division: e.division ?? NOT_KNOWN } : {}),
    showKind: e.showKind ?? 'weekly',
    timeZone: e.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    startsAt: toLocalInput((e.startsAt as string) ?? soon),
    endsAt: toLocalInput((e.endsAt as string) ?? later),
    akas: ((e.akas as string[] | undefined) ?? []).join(', '),
    members: ((e.members as { entityId: string }[] | undefined) ?? []).map((m) => m.entityId),
    promotionIds: (e.promotionIds as string[] | undefined) ?? (e.promotionId ? [e.promotionId] : []),
    primary: (e.colors as { primary?: string } | undefined)?.primary ?? '#455a64',
    secondary: (e.colors as { secondary?: string } | undefined)?.secondary ?? '#eceff1',
  };
}

const orNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const numOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** The input the API takes for a kind, from the form's values. */
function inputOf(kind: EntityKind, v: Values, entity: AdminEntity | null): Values {
  const base = { kind, slug: String(v.slug ?? '').trim(), name: String(v.name ?? '') };
  const promotionIds = (v.promotionIds as string[]) ?? [];
  switch (kind) {
    case 'promotion':
      return {
        ...base,
        shortName: String(v.shortName ?? ''),
        country: String(v.country ?? ''),
        founded: numOrNull(v.founded),
        website: orNull(v.website),
        active: Boolean(v.active),
        colors: { primary: v.primary, secondary: v.secondary },
      };
    case 'wrestler':
      return {
        ...base,
        akas: String(v.akas ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        promotionIds,
        status: v.status,
        hometown: orNull(v.hometown),
        debutYear: numOrNull(v.debutYear),
        division: WRESTLER_DIVISIONS.includes(v.division as WrestlerDivision) ? v.division : null,
      };
    case 'team': {
      const before = new Map((entity?.members ?? []).map((m) => [m.entityId, m]));
      return {
        ...base,
        teamKind: v.teamKind,
        promotionIds,
        members: ((v.members as string[]) ?? []).map(
          (entityId) => before.get(entityId) ?? { entityId, from: null, to: null },
        ),
      };
    }
    case 'championship':
      return {
        ...base,
        promotionId: promotionIds[0] ?? '',
        division: orNull(v.division),
        active: Boolean(v.active),
      };
    case 'show':
      return {
        ...base,
        promotionId: promotionIds[0] ?? '',
        showKind: v.showKind,
        startsAt: new Date(String(v.startsAt)).toISOString(),
        endsAt: new Date(String(v.endsAt)).toISOString(),
        timeZone: String(v.timeZone ?? ''),
        venue: orNull(v.venue),
        city: orNull(v.city),
        hashtag: orNull(v.hashtag),
        status: v.status,
      };
  }
}

/** The ids of a refs field as picker values, named from the kind's first page of the list. */
function usePicked(kinds: readonly EntityKind[], ids: string[]): Picked[] {
  const list = useCatalogueList(kinds[0] as EntityKind, '', ids.length > 0);
  const names = new Map((list.data ?? []).map((e) => [e.id, e.name]));
  return ids.map((id) => ({ id, name: names.get(id) ?? id }));
}

function RefsField({
  field,
  ids,
  onChange,
}: {
  field: Extract<Field, { type: 'refs' | 'ref' }>;
  ids: string[];
  onChange: (ids: string[]) => void;
}) {
  const value = usePicked(field.kinds, ids);
  return (
    <EntityPicker
      kinds={field.kinds}
      label={field.label}
      value={value}
      multiple={field.type === 'refs'}
      onChange={(picked) => onChange(picked.map((p) => p.id))}
    />
  );
}

/** Create (entity null) or edit one entity of a kind. */
export function EntityForm({
  kind,
  entity,
  onSaved,
}: {
  kind: EntityKind;
  entity: AdminEntity | null;
  onSaved: (saved: AdminEntity) => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(kind, entity));
  const save = useCatalogueAction(saveEntity);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const refName = (name: string) => (name === 'promotionId' ? 'promotionIds' : name);
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-label={entity ? `${T.edit} ${entity.name}` : `${T.create} ${kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: entity?.id, updatedAt: entity?.updatedAt, entity: inputOf(kind, values, entity) },
          { onSuccess: onSaved },
        );
      }}
    >
      {FIELDS[kind].map((field) => {
        const value = values[field.type === 'ref' ? refName(field.name) : field.name];
        switch (field.type) {
          case 'bool':
            return (
              <FormControlLabel
                key={field.name}
                label={field.label}
                control={
                  <Checkbox checked={Boolean(value)} onChange={(e) => set(field.name, e.target.checked)} />
                }
              />
            );
          case 'select':
            return (
              <TextField
                key={field.name}
                select
                size="small"
                label={field.label}
                value={String(value ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
              >
                {field.options.map((o) => (
                  <MenuItem key={o} value={o}>
                    {o}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'refs':
          case 'ref':
            return (
              <RefsField
                key={field.name}
                field={field}
                ids={(value as string[]) ?? []}
                onChange={(ids) => set(refName(field.name), ids)}
              />
            );
          default:
            return (
              <TextField
                key={field.name}
                size="small"
                label={field.label}
                type={
                  field.type === 'datetime'
                    ? 'datetime-local'
                    : field.type === 'color'
                      ? 'color'
                      : field.type === 'number'
                        ? 'number'
                        : 'text'
                }
                value={value === null || value === undefined ? '' : String(value)}
                onChange={(e) => set(field.name, e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
        }
      })}
      {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? String(save.error)}</Alert>}
      {save.isSuccess && <Alert severity="success">{T.saved}</Alert>}
      <Button type="submit" variant="contained" disabled={save.isPending}>
        {T.save}
      </Button>
    </Stack>
  );
}
