import { describe, expect, it } from 'vitest';
import { FALLBACK_POSITION } from './checkout';
import { FCT, NIGERIA } from './nigeria';
import { dropPosition, referencePoint, stateAt } from './state-points';

const inIkeja = { lat: 6.6018, long: 3.3515 };

describe('referencePoint', () => {
  it('has one for every bundled state, and none for a name that is not one', () => {
    for (const state of NIGERIA.states) expect(referencePoint(state.name), state.name).toBeDefined();
    expect(referencePoint(FCT)).toEqual({ lat: 9.06, long: 7.49 });
    expect(referencePoint('Atlantis')).toBeUndefined();
  });

  it('is Lagos’s fallback position for Lagos, and lies in its own state for every state', () => {
    expect(referencePoint('Lagos')).toEqual(FALLBACK_POSITION);
    for (const state of NIGERIA.states) {
      const point = referencePoint(state.name);
      expect(point && stateAt(point), state.name).toBe(state.name);
    }
  });
});

describe('stateAt', () => {
  it('names the state of well-known places', () => {
    expect(stateAt({ lat: 6.452, long: 3.436 })).toBe('Lagos'); // Ikoyi
    expect(stateAt({ lat: 6.82, long: 3.2 })).toBe('Ogun'); // Ifo
    expect(stateAt({ lat: 7.44, long: 3.9 })).toBe('Oyo'); // Bodija, Ibadan
    expect(stateAt({ lat: 9.04, long: 7.48 })).toBe(FCT); // Garki, Abuja
    expect(stateAt({ lat: 4.84, long: 7.01 })).toBe('Rivers'); // Rumuola, Port Harcourt
    expect(stateAt({ lat: 11.99, long: 8.53 })).toBe('Kano');
  });

  it('names none outside Nigeria', () => {
    expect(stateAt({ lat: 5.6, long: -0.19 })).toBeNull(); // Accra
    expect(stateAt({ lat: 6.37, long: 2.42 })).toBeNull(); // Cotonou
    expect(stateAt({ lat: 51.5, long: -0.12 })).toBeNull();
  });
});

describe('dropPosition', () => {
  it('is the device’s position when it lies in the state of the address', () => {
    expect(dropPosition('Lagos', inIkeja)).toEqual(inIkeja);
    expect(dropPosition('Lagos', FALLBACK_POSITION)).toEqual(FALLBACK_POSITION);
  });

  it('is the state’s reference point when the device is elsewhere, or abroad', () => {
    expect(dropPosition(FCT, inIkeja)).toEqual({ lat: 9.06, long: 7.49 });
    expect(dropPosition('Kano', FALLBACK_POSITION)).toEqual({ lat: 12.0, long: 8.52 });
    expect(dropPosition('Lagos', { lat: 51.5, long: -0.12 })).toEqual(FALLBACK_POSITION);
  });

  it('keeps the device’s position for a state it does not know', () => {
    expect(dropPosition('Atlantis', inIkeja)).toEqual(inIkeja);
  });
});
