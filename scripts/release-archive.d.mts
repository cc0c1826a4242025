/** `stagefront-<version>.tar.gz`. */
export declare function releaseFileName(version: string): string;

/**
 * Packs the release built in `root` (the project's folder) into `outDir`: the archive, and its
 * sha256sum-style checksum file beside it.
 */
export declare function packRelease(options: { root?: string; outDir?: string; mtime: Date }): Promise<{
  archive: string;
  sumFile: string;
  version: string;
  sha256: string;
  /** Files and folders in the archive. */
  files: number;
  bytes: number;
}>;

/**
 * Checks `archive` against its checksum file (by default `<archive>.sha256`); returns the sum.
 * Throws an Error saying what is wrong and that nothing was installed.
 */
export declare function verifyChecksum(archive: string, sumFile?: string): Promise<string>;

/**
 * Unpacks a release archive into `intoDir` (new or empty), without its top folder, refusing paths
 * and links that reach outside it; returns the release's version, from its package.json.
 */
export declare function extractRelease(archive: string, intoDir: string): Promise<string>;
