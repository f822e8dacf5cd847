// Packages that ship no type declarations of their own.

declare module 'exiftool-vendored.pl' {
  /** The path of the ExifTool script this package ships (run with Perl). */
  const exiftoolPath: string;
  export default exiftoolPath;
}

declare module 'heic-decode' {
  /** Decodes the primary image of a HEIC/HEIF file to RGBA pixels. */
  export default function decode(input: {
    buffer: Uint8Array;
  }): Promise<{width: number; height: number; data: Uint8ClampedArray}>;
}
