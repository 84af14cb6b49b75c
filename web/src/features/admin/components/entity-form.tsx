import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { CATALOGUE_TEXTS, CATALOGUE_TAB_TEXTS as T, WRESTLING_LABELS } from '@shared/messages-wrestling';
import type { AdminEntity } from '@shared/schemas/catalogue-admin';
import {
  type EntityKind,
  isTimeZone,
  WRESTLER_DIVISIONS,
  type WrestlerDivision,
} from '@shared/schemas/wrestling';
import { useState } from 'react';
import { saveEntity, useCatalogueAction, useCatalogueList } from '@/features/admin/api/catalogue';
import { instantToZoned, zonedToInstant } from '@/features/admin/utils/zoned-time';
import { apiErrorMessage } from '@/lib/api-client';
import { fanTimeZone, formatDateTime } from '@/lib/dates';
import { EntityPicker, type Picked } from './entity-picker';

type Values = Record<string, unknown>;
type Field =
  | { name: string; label: string; type: 'text' | 'number' | 'datetime' | 'color' | 'list' | 'zone' }
  | { name: string; label: string; type: 'bool' }
  /** `options`: the values and their labels (WRESTLING_LABELS), in the order shown. */
  | { name: string; label: string; type: 'select'; options: Readonly<Record<string, string>> }
  | { name: string; label: string; type: 'refs' | 'ref'; kinds: readonly EntityKind[] };

/** A wrestler's division, or not known (stored as null: the roster lists them under "Roster"). */
const NOT_KNOWN = 'not known';
const DIVISION_OPTIONS = { [NOT_KNOWN]: 'Not known', ...WRESTLING_LABELS.division };
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
    { name: 'status', label: 'Status', type: 'select', options: WRESTLING_LABELS.wrestlerStatus },
    { name: 'hometown', label: 'Hometown', type: 'text' },
    { name: 'debutYear', label: 'Debut year', type: 'number' },
    { name: 'division', label: 'Division', type: 'select', options: DIVISION_OPTIONS },
  ],
  team: [
    ...NAME,
    { name: 'teamKind', label: 'Team or stable', type: 'select', options: WRESTLING_LABELS.teamKind },
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
    { name: 'showKind', label: 'Kind', type: 'select', options: WRESTLING_LABELS.showKind },
    // The zone first: the times are entered in it.
    { name: 'timeZone', label: T.timeZone, type: 'zone' },
    { name: 'startsAt', label: 'Starts', type: 'datetime' },
    { name: 'endsAt', label: 'Ends', type: 'datetime' },
    { name: 'venue', label: 'Venue', type: 'text' },
    { name: 'city', label: 'City', type: 'text' },
    { name: 'hashtag', label: 'Hashtag (without #)', type: 'text' },
    { name: 'status', label: 'Status', type: 'select', options: WRESTLING_LABELS.showStatus },
  ],
};

/** The admin's own zone (the browser's). */
const browserZone = fanTimeZone;

/** Every zone the browser knows, for the show's zone field (with UTC and the show's own). */
const zoneOptions = (current: string) => [
  ...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', ...(current ? [current] : [])]),
];

function initialValues(kind: EntityKind, entity: AdminEntity | null): Values {
  const e = (entity ?? {}) as Values;
  const soon = new Date(Date.now() + 24 * 3600_000).toISOString();
  const later = new Date(Date.now() + 27 * 3600_000).toISOString();
  const timeZone = (e.timeZone as string | undefined) ?? browserZone();
  return {
    ...e,
    active: e.active ?? true,
    status: e.status ?? (kind === 'show' ? 'scheduled' : 'active'),
    teamKind: e.teamKind ?? 'team',
    ...(kind === 'wrestler' ? { division: e.division ?? NOT_KNOWN } : {}),
    showKind: e.showKind ?? 'weekly',
    timeZone,
    // A show's times as its venue's clock shows them (datetime-local: "YYYY-MM-DDTHH:mm").
    startsAt: instantToZoned((e.startsAt as string) ?? soon, timeZone),
    endsAt: instantToZoned((e.endsAt as string) ?? later, timeZone),
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
        // Entered in the show's zone: the instants they name there ('' if not a time: the API says so).
        startsAt: zonedToInstant(String(v.startsAt), String(v.timeZone)) ?? '',
        endsAt: zonedToInstant(String(v.endsAt), String(v.timeZone)) ?? '',
        timeZone: String(v.timeZone ?? ''),
        venue: orNull(v.venue),
        city: orNull(v.city),
        hashtag: orNull(v.hashtag),
        status: v.status,
      };
  }
}

/** Under a show's time, when the admin is elsewhere: the same moment on their own clock. */
function yourTime(local: string, zone: string): string | undefined {
  if (!zone || zone === browserZone()) return undefined;
  const instant = zonedToInstant(local, zone);
  return instant ? T.yourTime(formatDateTime(instant)) : undefined;
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
  const [zoneError, setZoneError] = useState(false);
  const save = useCatalogueAction(saveEntity);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const refName = (name: string) => (name === 'promotionId' ? 'promotionIds' : name);
  const zone = String(values.timeZone ?? '');
  return (
    <Stack
      component="form"
      spacing={1.5}
      aria-label={entity ? `${T.edit} ${entity.name}` : `${T.create} ${kind}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (kind === 'show' && !isTimeZone(zone)) {
          setZoneError(true);
          return;
        }
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
                {Object.entries(field.options).map(([o, label]) => (
                  <MenuItem key={o} value={o}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'zone':
            return (
              <Autocomplete
                key={field.name}
                options={zoneOptions(zone)}
                value={zone || null}
                onChange={(_e, picked) => {
                  set(field.name, picked ?? '');
                  setZoneError(false);
                }}
                size="small"
                fullWidth
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={field.label}
                    error={zoneError}
                    helperText={zoneError ? CATALOGUE_TEXTS.timeZoneUnknown : undefined}
                  />
                )}
              />
            );
          case 'datetime':
            return (
              <TextField
                key={field.name}
                size="small"
                type="datetime-local"
                // The show's zone named: the times are its venue's clock, not the admin's.
                label={zone ? T.inZone(field.label, zone) : field.label}
                value={String(value ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
                helperText={yourTime(String(value ?? ''), zone)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
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
                type={field.type === 'color' ? 'color' : field.type === 'number' ? 'number' : 'text'}
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
