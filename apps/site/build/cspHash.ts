// The CSP source expression that allows one inline block (a <style> or a <script>) by its content.
import { createHash } from 'node:crypto';

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
