import { describe, expect, it } from 'vitest';
import { initialsOf, mainRole, menuFor } from './menu.js';

const labels = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).map((i) => i.label);

describe('side menu', () => {
  it('shows each role its items (spec section 2, Shell)', () => {
    const staff = ['Dashboard', 'Oportunidades', 'Revendas', 'Usuários', 'Dados pessoais (LGPD)', 'Configurações'];
    expect(labels(['REPRESENTATIVE'])).toEqual(staff);
    expect(labels(['SUPPORT'])).toEqual(staff);
    expect(labels(['RESALE'])).toEqual(['Oportunidades', 'Avisos de liberação', 'Usuários', 'Configurações']);
    expect(labels(['SELLER'])).toEqual(['Oportunidades', 'Avisos de liberação', 'Configurações']);
    expect(labels(['SELLER', 'RESALE'])).toEqual(['Oportunidades', 'Avisos de liberação', 'Usuários', 'Configurações']);
  });

  it('badge: initials of up to two words and the broadest role', () => {
    expect(initialsOf('Rita Representante')).toBe('RR');
    expect(initialsOf('  vicente   de souza vendedor ')).toBe('VD');
    expect(initialsOf('Renata')).toBe('R');
    expect(mainRole(['SELLER', 'RESALE'])).toBe('RESALE');
  });
});
