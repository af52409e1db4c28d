// The site's feature folders (apps/site/src/features/<name>/) import each other only through the
// other feature's index.ts: what a feature offers the rest of the site is listed in one file, and
// its other modules can be moved or split without reaching into its neighbours. The site's
// package declares its modules free of side effects (package.json `sideEffects`), so a feature's
// index.ts costs a page only what it uses from it. Two kinds of import may name a module:
// `import('../other/Module.tsx')`, a lazy chunk's entry (through index.ts the chunk would be the
// whole feature), and tests with their fakes (`testing/`), which drive a module directly.
import { describe, expect, test } from 'vitest';
import { findingsInRepository } from './guard-findings.ts';

const FEATURES = 'apps/site/src/features/';

/** Each static import of another feature's module other than its index.ts, as `path:line: ...`. */
function deepImports(path: string, text: string): string[] {
  if (!path.startsWith(FEATURES) || !/\.tsx?$/.test(path)) return [];
  if (/\.test\.tsx?$/.test(path) || /\/testing\//.test(path)) return [];
  const own = path.slice(FEATURES.length).split('/')[0];
  const found: string[] = [];
  // `from '...'` ends a static import or re-export, however many lines its names take
  for (const match of text.matchAll(/\bfrom\s*'\.\.\/([^/.'][^/']*)\/([^']+)'/g)) {
    const [, feature, module] = match;
    if (feature === own || module === 'index.ts') continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push(`${path}:${line}: imports ${feature}/${module}`);
  }
  return found;
}

describe('deepImports', () => {
  const at = `${FEATURES}landing/VoiceOrb.tsx`;

  test("another feature's module is found, however the import is written", () => {
    const code = [
      `import { useVoicePhase } from '../voice-session/useVoicePhase.ts';`,
      `import type { VoiceSession } from '../voice-session/voiceSession.ts';`,
      'import {',
      '  isInCall,',
      `} from '../voice-session/voicePhase.ts';`,
      `export { Transcript } from '../transcript/Transcript.tsx';`,
    ].join('\n');
    expect(deepImports(at, code)).toEqual([
      `${at}:1: imports voice-session/useVoicePhase.ts`,
      `${at}:2: imports voice-session/voiceSession.ts`,
      `${at}:5: imports voice-session/voicePhase.ts`,
      `${at}:6: imports transcript/Transcript.tsx`,
    ]);
  });

  test('index.ts, its own folder, shared folders, lazy chunks and tests are not', () => {
    const code = [
      `import { useVoiceSession } from '../voice-session/index.ts';`,
      `import { VoiceCallPanel } from './VoiceCallPanel.tsx';`,
      `import { config } from '../../config.ts';`,
      `const panel = () => import('../text-chat/SiteTextChatPanel.tsx');`,
    ].join('\n');
    expect(deepImports(at, code)).toEqual([]);
    const deep = `import { fakeDeps } from '../demo-request/testing/fakeDeps.ts';`;
    expect(deepImports(`${FEATURES}slot-booking/SlotBookingCard.test.tsx`, deep)).toEqual([]);
  });
});

test("no feature reaches past another feature's index.ts", () => {
  const scanned = (path: string) => path.startsWith(FEATURES) && /\.tsx?$/.test(path);
  expect(findingsInRepository(scanned, deepImports)).toEqual([]);
});
