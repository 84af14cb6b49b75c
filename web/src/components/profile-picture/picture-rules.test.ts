import { describe, expect, it } from 'vitest';
import { PICTURE_RESTRICTIONS, pictureProblem } from './picture-rules';

const MB = 1024 * 1024;

describe('profile picture rules (SPEC 5 and 9)', () => {
  it('allows one image/* file of at most 5 MB', () => {
    expect(PICTURE_RESTRICTIONS).toEqual({
      maxNumberOfFiles: 1,
      maxFileSize: 5 * MB,
      allowedFileTypes: ['image/*'],
    });
  });

  it.each(['text/plain', 'application/pdf', undefined, 'image/svg+xml'])(
    'refuses %s with "Invalid file type"',
    (type) => {
      expect(pictureProblem({ type, size: 10 })).toEqual({
        title: 'Invalid file type',
        description: 'Please select an image file.',
        variant: 'destructive',
      });
    },
  );

  it('refuses images over 5 MB with "File too large"', () => {
    expect(pictureProblem({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
      variant: 'destructive',
    });
  });

  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(pictureProblem({ type, size: 5 * MB })).toBeNull();
  });
});
