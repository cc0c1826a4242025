import {
  siApplemusic,
  siAudiomack,
  siFacebook,
  siInstagram,
  siSpotify,
  siTiktok,
  siX,
  siYoutube,
} from 'simple-icons';
import type { SocialPlatform } from '../../domain/site';

const icons: Record<SocialPlatform, { path: string }> = {
  Spotify: siSpotify,
  'Apple Music': siApplemusic,
  YouTube: siYoutube,
  Audiomack: siAudiomack,
  TikTok: siTiktok,
  Instagram: siInstagram,
  X: siX,
  Facebook: siFacebook,
};

export function PlatformIcon({ platform }: { platform: SocialPlatform }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={icons[platform].path} fill="currentColor" />
    </svg>
  );
}
