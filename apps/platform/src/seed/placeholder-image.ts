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
    `<text x="50%" y="50%" fill="#ffffff" font-family="sans-serif" font-size="${Math.round(height / 12)}" ` +
    `text-anchor="middle" dominant-baseline="middle">${escapeXml(label)}</text></svg>`;
  const url = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
  return { id, url, width, height, altText: label };
}
