import { playerPageUrl } from '../../../../../domain/content/player';
import type { Release } from '../../../../../domain/content/releases';
import { Field } from '../../../../components/field';
import type { FormSectionProps } from '../../../hooks/use-admin-form';

/**
 * The artist's player on the release page: the address of a YouTube video or a Spotify item, as
 * staff copy it. The API answers the player as its service and id; the form shows its address.
 */
export function PlayerField({ value: release, fields, change }: FormSectionProps<Release>) {
  const player: Release['player'] | string = release.player;
  const text = player === undefined ? '' : typeof player === 'string' ? player : playerPageUrl(player);
  return (
    <Field
      id="release-player"
      label="Player on the release page"
      error={fields.player}
      optional
      // A hint, not the label: the streaming links below are labelled by their platforms' names.
      hint="The address of a YouTube video or a Spotify track, album or playlist. Fans load it with a click."
    >
      {(props) => (
        <input
          {...props}
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://www.youtube.com/watch?v=…"
          value={text}
          // Sent as typed: the server reads it as the player, or names what is wrong with it.
          onChange={(e) => change({ player: e.target.value as unknown as Release['player'] })}
        />
      )}
    </Field>
  );
}
