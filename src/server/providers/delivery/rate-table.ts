import { z } from 'zod';
import type { DeliveryLocation } from '../../../domain/checkout/checkout';
import { FCT, NIGERIA, type NigerianState } from '../../../domain/checkout/nigeria';

/** Kobo per state (by its bundled name), and '*' for every state not listed. */
export type RateTable = Readonly<Record<string, number>>;
const ANY_STATE = '*';

// The shop ships from Lagos: the further the state, the higher the flat rate.
const zones: [kobo: number, states: string[]][] = [
  [250_000, ['Lagos']],
  [400_000, ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti']],
  [
    550_000,
    [
      'Edo',
      'Delta',
      'Kwara',
      'Kogi',
      'Anambra',
      'Enugu',
      'Imo',
      'Abia',
      'Ebonyi',
      'Rivers',
      'Bayelsa',
      'Akwa Ibom',
      'Cross River',
    ],
  ],
  [650_000, [FCT, 'Niger', 'Nasarawa', 'Benue', 'Plateau', 'Kaduna']],
];

/** The built-in table: Lagos cheapest, its neighbours next, the far north dearest. */
export const DEFAULT_RATES: RateTable = Object.freeze({
  ...Object.fromEntries(zones.flatMap(([kobo, states]) => states.map((state) => [state, kobo]))),
  [ANY_STATE]: 800_000,
});

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bstate\b/g, '')
    .replace(/[^a-z]/g, '');
}

const aliases: Record<string, string> = {
  fct: FCT,
  abuja: FCT,
  fctabuja: FCT,
  abujafct: FCT,
  nassarawa: 'Nasarawa',
};
const byKey = new Map<string, NigerianState>(NIGERIA.states.map((state) => [key(state.name), state]));
for (const [alias, name] of Object.entries(aliases)) {
  const state = byKey.get(key(name));
  if (state) byKey.set(alias, state);
}

/** Finds a state however people write it: "Lagos State", "akwa-ibom", "FCT", "Abuja". */
export function findNigerianState(name: string): NigerianState | undefined {
  return byKey.get(key(name));
}

/** The flat rate in kobo for a state; undefined when the state is not a Nigerian one. */
export function rateFor(table: RateTable, stateName: string): number | undefined {
  const state = findNigerianState(stateName);
  if (!state) return undefined;
  return table[state.name] ?? table[ANY_STATE];
}

/** The bundled states and their local areas, in the API's shape; `delivers` says whether delivery goes there. */
export function bundledLocations(delivers = true): DeliveryLocation[] {
  return NIGERIA.states.map((state) => ({
    state: state.name,
    locals: [...state.localGovernmentAreas],
    delivers,
  }));
}

/**
 * DELIVERY_RATES: a JSON object of state → kobo that replaces the built-in table, so a typo in a
 * state name or a missing '*' stops the server at start-up instead of mispricing orders.
 */
export const rateTableSchema = z
  .record(z.string(), z.number().int('Rates are whole kobo.').nonnegative())
  .superRefine((table, context) => {
    if (!(ANY_STATE in table)) {
      context.addIssue({ code: 'custom', message: `Add a "${ANY_STATE}" rate for the states not listed.` });
    }
    for (const name of Object.keys(table)) {
      if (name !== ANY_STATE && !findNigerianState(name)) {
        context.addIssue({ code: 'custom', message: `"${name}" is not a Nigerian state.` });
      }
    }
  })
  .transform((table): RateTable => {
    const entries = Object.entries(table).map(([name, kobo]) => [
      findNigerianState(name)?.name ?? name,
      kobo,
    ]);
    return Object.freeze(Object.fromEntries(entries));
  });
