const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function decode(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/** Reads a page's head the way a crawler would: the title, one tag's value, the JSON-LD. */
export function readHead(html: string) {
  const head = html.slice(0, html.search(/<\/head>|<div id="root">/i));
  return {
    head,
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: decode(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ''),
    /** The content of `<meta name|property="key">`, or undefined when the page has none. */
    meta(key: string): string | undefined {
      const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
      const match = pattern.exec(head);
      return match ? decode(match[1] ?? '') : undefined;
    },
    jsonLd(): Record<string, unknown> {
      const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
      if (!match?.[1]) throw new Error('The page has no JSON-LD.');
      return JSON.parse(match[1]);
    },
  };
}
