/** A window this wide or narrower is a mobile device. */
export const MOBILE_MAX_WIDTH = 768;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
