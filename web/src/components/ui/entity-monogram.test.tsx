import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { EntityMonogram, monogram } from './entity-monogram';

const WWE = { primary: '#d50000', secondary: '#ffffff' };

describe('EntityMonogram', () => {
  it('takes the short name, a short name in capitals whole, else two initials without small words', () => {
    expect(monogram('Consejo Mundial de Lucha Libre', 'CMLL')).toBe('CMLL');
    expect(monogram('All Elite Wrestling', 'AEW')).toBe('AEW');
    expect(monogram('Consejo Mundial de Lucha Libre')).toBe('CM');
    expect(monogram('WWE')).toBe('WWE');
    expect(monogram('Rhea Ripley')).toBe('RR');
    expect(monogram('The Young Bucks')).toBe('YB');
    expect(monogram('Último Guerrero')).toBe('ÚG');
    expect(monogram('  ')).toBe('?');
  });

  it('draws the letters in the entity’s colours, with no picture', () => {
    renderWithProviders(
      <EntityMonogram entity={{ name: 'Consejo Mundial de Lucha Libre', shortName: 'CMLL', colors: WWE }} />,
    );
    const avatar = screen.getByText('CMLL');
    expect(getComputedStyle(avatar).backgroundColor).toBe('rgb(213, 0, 0)');
    expect(getComputedStyle(avatar).color).toBe('rgb(255, 255, 255)');
    expect(document.querySelector('img')).toBeNull();
  });
});
