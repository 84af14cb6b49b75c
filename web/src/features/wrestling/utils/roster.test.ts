import type { RosterRef } from '@shared/schemas/entities';
import { describe, expect, it } from 'vitest';
import { rosterGroups } from './roster';

const colors = { primary: '#000000', secondary: '#ffffff' };
const r = (name: string, extra: Partial<RosterRef>): RosterRef =>
  ({ id: name, slug: name, name, colors, kind: 'wrestler', ...extra }) as RosterRef;

describe('rosterGroups', () => {
  it('groups men, women, tag teams and stables by name; an unknown division goes to the rest', () => {
    const groups = rosterGroups([
      r('Zed', { division: 'men' }),
      r('Adam', { division: 'men' }),
      r('Bea', { division: 'women' }),
      r('Nobody Knows', { division: null }),
      r('Old Answer', {}),
      r('The Duo', { kind: 'team', teamKind: 'team' }),
      r('The Faction', { kind: 'team', teamKind: 'stable' }),
      r('Unsaid Team', { kind: 'team' }),
    ]);
    const names = (list: RosterRef[]) => list.map((x) => x.name);
    expect(names(groups.men)).toEqual(['Adam', 'Zed']);
    expect(names(groups.women)).toEqual(['Bea']);
    expect(names(groups.tagTeams)).toEqual(['The Duo', 'Unsaid Team']);
    expect(names(groups.stables)).toEqual(['The Faction']);
    expect(names(groups.other)).toEqual(['Nobody Knows', 'Old Answer']);
  });
});
