import type { PressRelease } from '@paytable/contracts';
import { parseStorageKey, storageKey, type Storage } from '../../platform/storage';
import type { DownloadSource } from './downloads';

/** The stored file a files URL names (`/api/v1/files/folder/owner/name`), if it is one of ours. */
function keyOfUrl(url: string): string | undefined {
  const match = /^\/api\/v1\/files\/(.+)$/.exec(url);
  return match && parseStorageKey(match[1]!) ? match[1] : undefined;
}

/** Reads the logo and the images of a release from storage for a download; a missing file is left out. */
export async function readDownloadSource(storage: Storage, release: PressRelease, logo: string | null, url: string): Promise<DownloadSource> {
  const logoKey = logo === null ? undefined : release.company.logoUrl ? keyOfUrl(release.company.logoUrl) : storageKey('companyLogos', release.company.id, logo);
  const [logoBytes, ...images] = await Promise.all([
    logoKey ? storage.readIfExists(logoKey) : Promise.resolve(undefined),
    ...release.images.map(async (image) => {
      const key = keyOfUrl(image.url);
      return key ? storage.readIfExists(key) : undefined;
    }),
  ]);
  return {
    release,
    url,
    logo: logoBytes,
    images: release.images.flatMap((image, index) => {
      const buffer = images[index];
      return buffer ? [{ buffer, caption: image.caption, altText: image.altText }] : [];
    }),
  };
}
