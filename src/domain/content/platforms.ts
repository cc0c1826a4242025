/** The streaming platforms a release links to, in the order the release page lists them. */
export const PLATFORMS = [
  'Spotify',
  'Apple Music',
  'Youtube Music',
  'Youtube',
  'Audiomack',
  'Deezer',
  'Tidal',
] as const;
