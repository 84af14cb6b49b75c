import type { RosterRef } from '@shared/schemas/entities';

export interface RosterGroups {
  men: RosterRef[];
  women: RosterRef[];
  tagTeams: RosterRef[];
  stables: RosterRef[];
  /** Wrestlers whose division is not known (and anyone else): listed as "Roster". */
  other: RosterRef[];
}

/** A promotion's roster by group, each by name: men, women, tag teams, stables, the rest. */
export function rosterGroups(roster: readonly RosterRef[]): RosterGroups {
  const groups: RosterGroups = { men: [], women: [], tagTeams: [], stables: [], other: [] };
  for (const r of roster) {
    if (r.kind === 'wrestler' && r.division === 'men') groups.men.push(r);
    else if (r.kind === 'wrestler' && r.division === 'women') groups.women.push(r);
    else if (r.kind === 'team' && r.teamKind === 'stable') groups.stables.push(r);
    else if (r.kind === 'team') groups.tagTeams.push(r);
    else groups.other.push(r);
  }
  for (const list of Object.values(groups))
    list.sort((a: RosterRef, b: RosterRef) => a.name.localeCompare(b.name));
  return groups;
}
