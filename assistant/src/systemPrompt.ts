import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A line break inside a paragraph or list item (the next line is not a new block). */
const SOFT_BREAK = /([^\n])\n(?![ \t]*(?:[\n#-]|\d+\.))[ \t]*/g;

/**
 * The system prompt: assistant/prompt.md with `{{productName}}` filled in and the lines of each
 * paragraph joined (the file is wrapped for reading; the model gets whole sentences).
 */
export function systemPrompt(productName: string, markdown = readPromptFile()): string {
  return markdown.replaceAll('{{productName}}', productName).replace(SOFT_BREAK, '$1 ').trim();
}

function readPromptFile(): string {
  return readFileSync(join(import.meta.dirname, '..', 'prompt.md'), 'utf8');
}
