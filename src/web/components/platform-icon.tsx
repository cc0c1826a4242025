import spriteUrl from 'virtual:platform-icons.svg';
import type { SocialPlatform } from '../../domain/content/site';
import { PLATFORM_ICON_SLUGS } from './platform-icons';

export function PlatformIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${PLATFORM_ICON_SLUGS[platform]}`} />
    </svg>
  );
}
