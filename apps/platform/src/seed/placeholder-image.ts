/**
 * Demo images are inline SVG data URLs: nothing is fetched from the internet, in tests or in the
 * browser, and each picture still shows what it stands for.
 */
export interface PlaceholderImage {
  id: string;
  url: string;
  width: number;
  height: number;
  altText: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** An average sans-serif character's width in em, generous so that a line errs on fitting. */
const CHAR_EM = 0.6;
const LINE_EM = 1.2;

/** The label's words in lines of at most `max` characters; a longer word has a line to itself. */
function wrapWords(label: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const joined = lines.length ? `${lines[lines.length - 1]} ${word}` : '';
    if (joined && joined.length <= max) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  return lines;
}

/**
 * The label centred in lines inside the middle square of the picture, four fifths of it: the
 * storefront shows a product's picture square (`object-fit: cover`), which cuts the sides of an
 * 800×600 one, and a long name on one line ("Photography Presets Pack") lost its ends there.
 */
function labelText(label: string, width: number, height: number): string {
  const room = Math.min(width, height) * 0.8;
  const lines = wrapWords(label, Math.floor(room / ((height / 12) * CHAR_EM)));
  const longest = Math.max(1, ...lines.map((line) => line.length));
  // A long word or many lines make the text smaller, until it fits across and down.
  const size = Math.floor(
    Math.min(height / 12, room / (longest * CHAR_EM), room / (lines.length * LINE_EM)),
  );
  const top = height / 2 - ((lines.length - 1) * size * LINE_EM) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="50%" y="${Math.round(top + i * size * LINE_EM)}" fill="#ffffff" ` +
        `font-family="sans-serif" font-size="${size}" text-anchor="middle" ` +
        `dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function placeholderImage(
  id: string,
  label: string,
  color: string,
  width = 800,
  height = 600,
): PlaceholderImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${color}"/>` +
    `${labelText(label, width, height)}</svg>`;
  const url = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { id, url, width, height, altText: label };
}
