// Reads a hosted page the way an app's end-to-end test on the real platform looks at it: the
// `#SITE_CONTAINER` element, headings by their text, list items by their text. No HTML parser is
// a dependency here, and the pages are our own well-formed markup, so scanning tags is enough.

/** The markup inside `<div id="SITE_CONTAINER">`, or undefined when the page has none. */
export function siteContainerOf(body: string): string | undefined {
  const open = /<div\s+id="SITE_CONTAINER"\s*>/.exec(body);
  if (!open) return undefined;
  const start = open.index + open[0].length;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let m = tags.exec(body); m; m = tags.exec(body)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return body.slice(start, m.index);
  }
  return undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The text a reader gets from a piece of markup: tags dropped, spaces collapsed. */
export function textOf(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text as a browser's `textContent` (and Playwright's getByText) reads it: tags add nothing,
 * so elements written without whitespace between them read as one word; spaces collapsed.
 */
export function textContentOf(markup: string): string {
  return textOf(markup.replace(/<[^>]+>/g, ''));
}

/** Every heading as `h<level> <text>`, in document order. */
export function headingsOf(markup: string): string[] {
  return [...markup.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(
    ([, level, inner]) => `h${level} ${textOf(inner ?? '')}`,
  );
}

/**
 * The text of each `<li>` (not nested) inside the element labelled `label` by aria-label; `read`
 * says how (a reader's words by default, or `textContentOf`).
 */
export function listItemsOf(markup: string, label: string, read = textOf): string[] {
  const list = new RegExp(`<(ul|ol)\\b[^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</\\1>`).exec(
    markup,
  );
  return [...(list?.[2] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner]) =>
    read(inner ?? ''),
  );
}
