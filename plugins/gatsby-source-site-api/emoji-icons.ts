/**
 * Marks that content uses as symbols (❌ ✅ ✔ ✖) drawn as inline SVG icons: on a machine without an emoji
 * font the characters show as empty boxes. The character stays in the markup, hidden visually, for screen
 * readers and copy-paste. Applied to article HTML at build time, after the allowlist (sanitizeArticleHtml).
 */
const ICONS: Record<string, { name: string; color: string; path: string }> = {
  '❌': { name: 'cross', color: '#d93036', path: 'M6 6l8 8M14 6l-8 8' },
  '✖': { name: 'cross', color: '#d93036', path: 'M6 6l8 8M14 6l-8 8' },
  '✅': { name: 'tick', color: '#12a36b', path: 'M5.5 10.5l3 3 6-7' },
  '✔': { name: 'tick', color: '#12a36b', path: 'M5.5 10.5l3 3 6-7' },
};

const PATTERN = new RegExp(`(${Object.keys(ICONS).join('|')})\\uFE0F?`, 'gu');

export function emojiToIcons(html: string): string {
  return html.replace(PATTERN, (_m, ch: string) => {
    const icon = ICONS[ch]!;
    return (
      `<span class="emoji-icon emoji-${icon.name}">` +
      `<svg viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">` +
      `<circle cx="10" cy="10" r="9" fill="${icon.color}"/>` +
      `<path d="${icon.path}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>` +
      `<span class="visually-hidden">${ch}</span></span>`
    );
  });
}
