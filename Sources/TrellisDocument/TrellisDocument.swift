// The document format of FORMAT.md.
