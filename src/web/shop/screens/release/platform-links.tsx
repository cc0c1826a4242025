import type { Link as PlatformLink } from '../../../../domain/content/releases';

/** Each streaming platform with its 'Play' link; one without a link yet says so. */
export function PlatformLinks({ links, title }: { links: PlatformLink[]; title: string }) {
  return (
    <ul className="platform-list">
      {links.map((link) => {
        const playable = /^https?:\/\//.test(link.link);
        return (
          <li key={link.platform}>
            <span className="platform-name">{link.platform}</span>
            {playable ? (
              <a
                className="play-link"
                href={link.link}
                target="_blank"
                rel="noreferrer"
                aria-label={`Play ${title} on ${link.platform}`}
              >
                Play
              </a>
            ) : (
              <span className="play-soon">Coming soon</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
