import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './images';

describe('resolveImageUrl', () => {
  it('builds the storage location of a bare file name from its folder and owner', () => {
    expect(resolveImageUrl('abc.webp', { folder: 'profileImages', ownerId: 12 })).toBe('/api/v1/files/profileImages/12/abc.webp');
    expect(resolveImageUrl('logo 1.png', { folder: 'companyLogos', ownerId: '7' })).toBe('/api/v1/files/companyLogos/7/logo%201.png');
  });

  it('uses absolute http(s) URLs and API paths as given', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png', { folder: 'gameTiles', ownerId: 3 })).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('HTTP://old.example.com/a.png')).toBe('HTTP://old.example.com/a.png');
    expect(resolveImageUrl('/api/v1/files/profileImages/12/abc.webp')).toBe('/api/v1/files/profileImages/12/abc.webp');
  });

  it('gives null for nothing, or a file name whose owner is unknown', () => {
    expect(resolveImageUrl(null)).toBeNull();
    expect(resolveImageUrl('   ', { folder: 'profileImages', ownerId: 1 })).toBeNull();
    expect(resolveImageUrl('abc.webp')).toBeNull();
    expect(resolveImageUrl('abc.webp', { folder: 'profileImages', ownerId: null })).toBeNull();
  });
});
