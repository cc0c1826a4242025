import { expect, it } from 'vitest';
import { FCT, NIGERIA } from './nigeria';

function areasOf(name: string) {
  return NIGERIA.states.find((state) => state.name === name)?.localGovernmentAreas ?? [];
}

it('has the 36 states and the Federal Capital Territory, in alphabetical order', () => {
  const names = NIGERIA.states.map((state) => state.name);
  expect(names).toHaveLength(37);
  expect(new Set(names).size).toBe(37);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names).toContain(FCT);
  expect(NIGERIA).toMatchObject({ name: 'Nigeria', code: 'NG' });
});

it('has all 774 local government areas, none repeated within a state', () => {
  const total = NIGERIA.states.reduce((sum, state) => sum + state.localGovernmentAreas.length, 0);
  expect(total).toBe(774);
  for (const state of NIGERIA.states) {
    expect(new Set(state.localGovernmentAreas).size, state.name).toBe(state.localGovernmentAreas.length);
  }
});

it('knows the well-known areas', () => {
  expect(areasOf('Lagos')).toHaveLength(20);
  expect(areasOf('Lagos')).toEqual(expect.arrayContaining(['Ikeja', 'Eti-Osa', 'Surulere', 'Lagos Island']));
  expect(areasOf(FCT)).toEqual(['Abaji', 'Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
  expect(areasOf('Kano')).toHaveLength(44);
  expect(areasOf('Bayelsa')).toHaveLength(8);
  expect(areasOf('Rivers')).toContain('Port Harcourt');
  expect(areasOf('Oyo')).toContain('Ibadan North');
});
