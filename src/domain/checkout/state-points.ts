import type { Position } from './contract';
import { FCT } from './nigeria';

/**
 * Where a delivery is sent when the device's position says nothing about the address (decision
 * 0049): each state's reference point, its capital (Lagos's is the specification's fallback position
 * on the mainland), and the towns that tell one state from its neighbours when asking which state a
 * position lies in. Bundled, like the states themselves: nothing is looked up.
 */
type Town = readonly [name: string, lat: number, long: number];

// biome-ignore format: one line per state reads as a table.
const towns: Readonly<Record<string, readonly [Town, ...Town[]]>> = {
  Abia: [['Umuahia', 5.53, 7.49], ['Aba', 5.11, 7.37], ['Ohafia', 5.62, 7.83]],
  Adamawa: [['Yola', 9.21, 12.48], ['Mubi', 10.27, 13.27], ['Numan', 9.47, 12.03], ['Ganye', 8.43, 12.05]],
  'Akwa Ibom': [['Uyo', 5.04, 7.91], ['Eket', 4.65, 7.93], ['Ikot Ekpene', 5.18, 7.71], ['Oron', 4.83, 8.23]],
  Anambra: [['Awka', 6.21, 7.07], ['Onitsha', 6.15, 6.79], ['Nnewi', 6.02, 6.92], ['Ekwulobia', 6.03, 7.08]],
  Bauchi: [['Bauchi', 10.31, 9.84], ['Azare', 11.68, 10.19], ['Misau', 11.31, 10.47]],
  Bayelsa: [['Yenagoa', 4.92, 6.26], ['Brass', 4.32, 6.24], ['Sagbama', 5.16, 6.2]],
  Benue: [['Makurdi', 7.73, 8.54], ['Gboko', 7.32, 9.0], ['Otukpo', 7.19, 8.13], ['Katsina-Ala', 7.17, 9.28]],
  Borno: [['Maiduguri', 11.85, 13.16], ['Biu', 10.61, 12.19], ['Bama', 11.52, 13.69]],
  'Cross River': [['Calabar', 4.95, 8.32], ['Ikom', 5.96, 8.71], ['Ogoja', 6.66, 8.8], ['Ugep', 5.81, 8.08]],
  Delta: [['Asaba', 6.2, 6.73], ['Warri', 5.52, 5.75], ['Sapele', 5.89, 5.68], ['Ughelli', 5.5, 5.99], ['Agbor', 6.25, 6.19]],
  Ebonyi: [['Abakaliki', 6.32, 8.11], ['Afikpo', 5.89, 7.94]],
  Edo: [['Benin City', 6.34, 5.63], ['Auchi', 7.07, 6.27], ['Ekpoma', 6.74, 6.14], ['Uromi', 6.7, 6.33]],
  Ekiti: [['Ado-Ekiti', 7.62, 5.22], ['Ikere', 7.5, 5.23], ['Ikole', 7.79, 5.51], ['Ijero', 7.81, 5.07]],
  Enugu: [['Enugu', 6.44, 7.49], ['Nsukka', 6.86, 7.4], ['Agbani', 6.31, 7.55], ['Awgu', 6.07, 7.48]],
  [FCT]: [['Abuja', 9.06, 7.49], ['Gwagwalada', 8.94, 7.08], ['Kubwa', 9.15, 7.32], ['Bwari', 9.28, 7.38]],
  Gombe: [['Gombe', 10.29, 11.17], ['Billiri', 9.86, 11.23], ['Kaltungo', 9.81, 11.31]],
  Imo: [['Owerri', 5.48, 7.03], ['Orlu', 5.8, 7.04], ['Okigwe', 5.83, 7.35]],
  Jigawa: [['Dutse', 11.76, 9.34], ['Hadejia', 12.45, 10.04], ['Kazaure', 12.65, 8.41], ['Gumel', 12.63, 9.39]],
  Kaduna: [['Kaduna', 10.52, 7.44], ['Zaria', 11.09, 7.72], ['Kafanchan', 9.58, 8.29]],
  Kano: [['Kano', 12.0, 8.52], ['Wudil', 11.79, 8.84]],
  Katsina: [['Katsina', 12.99, 7.6], ['Funtua', 11.52, 7.31], ['Daura', 13.03, 8.32], ['Malumfashi', 11.79, 7.62]],
  Kebbi: [['Birnin Kebbi', 12.45, 4.2], ['Argungu', 12.74, 4.52], ['Jega', 12.22, 4.38], ['Zuru', 11.43, 5.23], ['Yelwa', 10.84, 4.74]],
  Kogi: [['Lokoja', 7.8, 6.74], ['Okene', 7.55, 6.24], ['Idah', 7.11, 6.73], ['Anyigba', 7.49, 7.17], ['Kabba', 7.83, 6.07]],
  Kwara: [['Ilorin', 8.5, 4.55], ['Offa', 8.15, 4.72], ['Omu-Aran', 8.14, 5.1], ['Patigi', 8.73, 5.76]],
  Lagos: [['Lagos mainland', 6.5244, 3.3792], ['Ikeja', 6.6, 3.35], ['Ikorodu', 6.62, 3.51], ['Ajah', 6.47, 3.57], ['Epe', 6.58, 3.98], ['Ojo', 6.46, 3.18], ['Badagry', 6.42, 2.88]],
  Nasarawa: [['Lafia', 8.49, 8.52], ['Keffi', 8.85, 7.87], ['Mararaba', 9.02, 7.59], ['Akwanga', 8.91, 8.39]],
  Niger: [['Minna', 9.61, 6.56], ['Bida', 9.08, 6.01], ['Kontagora', 10.4, 5.47], ['Suleja', 9.18, 7.18], ['New Bussa', 9.88, 4.51]],
  Ogun: [['Abeokuta', 7.16, 3.35], ['Ijebu-Ode', 6.82, 3.92], ['Sagamu', 6.84, 3.65], ['Ota', 6.69, 3.23], ['Ilaro', 6.89, 3.01]],
  Ondo: [['Akure', 7.25, 5.19], ['Ondo', 7.09, 4.84], ['Owo', 7.2, 5.59], ['Okitipupa', 6.5, 4.78], ['Ikare', 7.53, 5.76]],
  Osun: [['Osogbo', 7.77, 4.56], ['Ile-Ife', 7.48, 4.56], ['Ilesa', 7.63, 4.74], ['Iwo', 7.63, 4.18]],
  Oyo: [['Ibadan', 7.38, 3.94], ['Ogbomoso', 8.13, 4.24], ['Oyo', 7.85, 3.93], ['Saki', 8.67, 3.39], ['Iseyin', 7.97, 3.6]],
  Plateau: [['Jos', 9.9, 8.86], ['Bukuru', 9.79, 8.87], ['Pankshin', 9.33, 9.45], ['Shendam', 8.88, 9.53]],
  Rivers: [['Port Harcourt', 4.82, 7.05], ['Bonny', 4.45, 7.17], ['Ahoada', 5.08, 6.65], ['Bori', 4.67, 7.37]],
  Sokoto: [['Sokoto', 13.06, 5.24], ['Tambuwal', 12.41, 4.65], ['Illela', 13.73, 5.3]],
  Taraba: [['Jalingo', 8.89, 11.36], ['Wukari', 7.87, 9.78], ['Bali', 7.86, 10.97], ['Takum', 7.26, 9.98]],
  Yobe: [['Damaturu', 11.75, 11.96], ['Potiskum', 11.71, 11.08], ['Nguru', 12.88, 10.45], ['Gashua', 12.87, 11.05]],
  Zamfara: [['Gusau', 12.16, 6.66], ['Kaura Namoda', 12.59, 6.59], ['Talata Mafara', 12.57, 6.07], ['Anka', 12.11, 5.93]],
};

/** A box around Nigeria: a position outside it lies in no state. */
const NIGERIA_BOX = { south: 4.2, north: 13.9, west: 2.6, east: 14.7 };

/** A state's reference point (its capital, by the bundled name), or undefined for a name not bundled. */
export function referencePoint(state: string): Position | undefined {
  const [, lat, long] = towns[state]?.[0] ?? [];
  return lat === undefined || long === undefined ? undefined : { lat, long };
}

/** Squared distance on a small patch of the globe: a degree of longitude shrinks with the latitude. */
function distance2(a: Position, lat: number, long: number): number {
  const dLong = (a.long - long) * Math.cos((a.lat * Math.PI) / 180);
  return (a.lat - lat) ** 2 + dLong ** 2;
}

/**
 * The state a position lies in, as near as the bundled towns tell: the state of the nearest town,
 * or null outside Nigeria. Near a border it may name the neighbour; it never names a far state.
 */
export function stateAt(position: Position): string | null {
  const { lat, long } = position;
  const box = NIGERIA_BOX;
  if (lat < box.south || lat > box.north || long < box.west || long > box.east) return null;
  let nearest: { state: string; d: number } | null = null;
  for (const [state, list] of Object.entries(towns)) {
    for (const [, townLat, townLong] of list) {
      const d = distance2(position, townLat, townLong);
      if (!nearest || d < nearest.d) nearest = { state, d };
    }
  }
  return nearest?.state ?? null;
}

/**
 * The coordinates a courier is given for a delivery to `state` (its bundled name): the device's
 * position when it lies in that state, else the state's reference point, so the coordinates match
 * the address. A state not bundled keeps the device's position.
 */
export function dropPosition(state: string, device: Position): Position {
  if (stateAt(device) === state) return device;
  return referencePoint(state) ?? device;
}
