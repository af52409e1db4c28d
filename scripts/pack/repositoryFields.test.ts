import { describe, expect, test } from 'vitest';
import {
  checkRepository,
  readRootRepository,
  repositoryFields,
  webUrl,
} from './repositoryFields.ts';

describe('webUrl', () => {
  test.each([
    ['git+https://github.com/o/r.git', 'https://github.com/o/r'],
    ['https://github.com/o/r', 'https://github.com/o/r'],
    ['https://github.com/o/r/', 'https://github.com/o/r'],
    ['git@github.com:o/r.git', 'https://github.com/o/r'],
    ['ssh://git@gitlab.com/o/r.git', 'https://gitlab.com/o/r'],
    ['https://token@github.com/o/r.git', 'https://github.com/o/r'],
  ])('%s', (url, web) => {
    expect(webUrl(url)).toBe(web);
  });
});

describe('repositoryFields', () => {
  test('homepage, repository with the folder, bugs, from the one root URL', () => {
    const root = readRootRepository({
      repository: { type: 'git', url: 'git+https://github.com/acme/voice.git' },
    });
    expect(repositoryFields(root, 'packages/voice-client')).toEqual({
      homepage: 'https://github.com/acme/voice/tree/main/packages/voice-client#readme',
      repository: {
        type: 'git',
        url: 'git+https://github.com/acme/voice.git',
        directory: 'packages/voice-client',
      },
      bugs: { url: 'https://github.com/acme/voice/issues' },
    });
  });

  test('a root without repository.url is refused with what to do', () => {
    expect(() => readRootRepository({})).toThrow('has no repository.url');
    expect(() => readRootRepository({ repository: 'not a url' })).toThrow();
  });
});

describe('checkRepository', () => {
  const root = { url: 'git+https://github.com/acme/voice.git' };
  test('the same repository over ssh or https passes; no origin passes', () => {
    expect(checkRepository(root, 'git@github.com:acme/voice.git')).toBeNull();
    expect(checkRepository(root, 'https://github.com/Acme/Voice')).toBeNull();
    expect(checkRepository(root, null)).toBeNull();
  });
  test('another repository is named in the message', () => {
    expect(checkRepository(root, 'git@github.com:fork/voice.git')).toContain(
      "this clone's origin is https://github.com/fork/voice",
    );
  });
});
