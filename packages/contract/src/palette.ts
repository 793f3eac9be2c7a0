/**
 * One palette for every page a person sees: the storefront's shell (its :root custom properties in
 * apps/storefront/app/globals.css, held equal to these by apps/storefront/lib/palette.test.ts) and
 * the platform's hosted pages, front door and inspector (hosted/html.ts declares them). Plain values,
 * no zod: the storefront imports them as `@headless/contract/palette`.
 */
export const PALETTE = {
  bg: '#f7f7fb',
  surface: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  border: '#e5e7eb',
  'field-border': '#6b7280',
  /** The ring around a colour swatch: 3:1 on white, so a White swatch stays visible (WCAG 1.4.11). */
  'swatch-ring': '#767676',
  accent: '#4f46e5',
  'accent-strong': '#4338ca',
  'accent-soft': '#eef2ff',
  danger: '#b91c1c',
  'danger-soft': '#fef2f2',
  success: '#047857',
  'success-soft': '#ecfdf5',
  warning: '#92400e',
} as const;

export type PaletteColor = keyof typeof PALETTE;

/** The palette as CSS custom properties (`--accent` …), for a page's stylesheet. */
export function paletteCss(): string {
  const properties = Object.entries(PALETTE).map(([name, value]) => `--${name}:${value}`);
  return `:root{${properties.join(';')}}`;
}
