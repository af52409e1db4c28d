export interface HeadInput {
  title: string;
  description: string;
  /** Absolute canonical URL; omitted for the 404 page. */
  canonical: string | null;
  siteUrl: string;
  siteName: string;
  indexable: boolean;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** SEO and Open Graph tags for one prerendered page. */
export function headTags(input: HeadInput): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(input.title)}</title>`,
    `<meta name="description" content="${e(input.description)}" />`,
    input.indexable ? '' : '<meta name="robots" content="noindex" />',
    input.canonical ? `<link rel="canonical" href="${e(input.canonical)}" />` : '',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="sk_SK" />',
    `<meta property="og:site_name" content="${e(input.siteName)}" />`,
    `<meta property="og:title" content="${e(input.title)}" />`,
    `<meta property="og:description" content="${e(input.description)}" />`,
    input.canonical ? `<meta property="og:url" content="${e(input.canonical)}" />` : '',
    `<meta property="og:image" content="${e(`${input.siteUrl}/og-image.svg`)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
  ];
  return tags.filter(Boolean).join('\n    ');
}
