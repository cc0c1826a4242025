type Position = { lat: number; long: number };

/** The specification's time limit and words for the device's position (the browser's alone). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this device.';

export function geolocationErrorMessage(code: number, message: string): string {
  return `Error (${code}): ${message}`;
}
export type PositionResult = { position: Position; error: string | null };

type Options = {
  timeoutMs: number;
  fallback: Position;
  unsupportedMessage: string;
  errorMessage(code: number, message: string): string;
};

/**
 * Reads the device's position with high accuracy, no cached fix and a time limit. Any failure
 * falls back to a fixed position and reports why, so a checkout never stops here.
 */
export function readPosition({
  timeoutMs,
  fallback,
  unsupportedMessage,
  errorMessage,
}: Options): Promise<PositionResult> {
  if (!('geolocation' in navigator))
    return Promise.resolve({ position: fallback, error: unsupportedMessage });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ position: { lat: coords.latitude, long: coords.longitude }, error: null }),
      (failure) => resolve({ position: fallback, error: errorMessage(failure.code, failure.message) }),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 0 },
    );
  });
}
