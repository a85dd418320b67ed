import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile, checkPhotoFiles } from './photo-check';
import { MAX_FILE_BYTES } from './preview-url';

const fixture = (name: string, type = '') => new File([fs.readFileSync(path.resolve('tests/fixtures/uploads', name))], name, { type });

describe('photo check on selection', () => {
  it('accepts JPEG, PNG and WebP by their bytes', async () => {
    for (const name of ['photo-a.jpg', 'photo-b.png', 'photo-c.webp']) expect(await checkPhotoFile(fixture(name))).toBeNull();
  });

  it('refuses a non-image even when its name and type claim an image', async () => {
    expect(await checkPhotoFile(fixture('wrong-extension.jpg', 'image/jpeg'))).toBe('notImage');
    expect(await checkPhotoFile(fixture('script.svg', 'image/svg+xml'))).toBe('notImage');
    expect(await checkPhotoFile(fixture('animated.gif', 'image/gif'))).toBe('notImage');
    expect(await checkPhotoFile(new File(['hello, not a photo'], 'notes.txt', { type: 'text/plain' }))).toBe('notImage');
  });

  it('refuses an empty file and one over 10 MB before reading it', async () => {
    expect(await checkPhotoFile(new File([], 'empty.jpg'))).toBe('empty');
    expect(await checkPhotoFile(new File([new Uint8Array(MAX_FILE_BYTES + 1)], 'big.jpg'))).toBe('tooLarge');
  });

  it('keeps the good files of a selection and reports the first refusal', async () => {
    const { accepted, refused } = await checkPhotoFiles([
      fixture('photo-a.jpg'),
      fixture('script.svg'),
      fixture('photo-b.png'),
      fixture('animated.gif'),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['photo-a.jpg', 'photo-b.png']);
    expect(refused).toMatchObject({ problem: 'notImage', file: { name: 'script.svg' } });
  });
});
