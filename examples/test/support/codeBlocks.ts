/** The ```ts and ```tsx blocks of a Markdown file, with the line each starts on. */
export function codeBlocks(markdown: string): { lang: 'ts' | 'tsx'; line: number; code: string }[] {
  const blocks: { lang: 'ts' | 'tsx'; line: number; code: string }[] = [];
  const pattern = /^```(ts|tsx)\n([\s\S]*?)^```$/gm;
  for (const m of markdown.matchAll(pattern)) {
    const line = markdown.slice(0, m.index).split('\n').length;
    blocks.push({ lang: m[1] as 'ts' | 'tsx', line, code: m[2] ?? '' });
  }
  return blocks;
}
