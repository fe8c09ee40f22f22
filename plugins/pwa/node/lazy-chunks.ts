import fs from 'node:fs';
import path from 'node:path';
import type {LazyChunk} from './precache';

export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

interface StatsChunk {
  initial?: boolean;
  files?: string[];
  origins?: {moduleIdentifier?: string}[];
}

interface Stats {
  toJson(options: object): {chunks?: StatsChunk[]};
}

interface Compiler {
  hooks: {done: {tap(name: string, callback: (stats: Stats) => void): void}};
}

/**
 * A bundler plugin for the client build: writes which modules import each on-demand chunk to
 * `<generatedFilesDir>/lazy-chunks.json`, where the precache selection reads it after the build.
 */
export class RecordLazyChunks {
  constructor(private readonly generatedFilesDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('RecordLazyChunks', (stats) => {
      const {chunks = []} = stats.toJson({all: false, chunks: true, chunkOrigins: true});
      const lazy: LazyChunk[] = chunks
        .filter((chunk) => !chunk.initial)
        .map((chunk) => ({
          files: chunk.files ?? [],
          importers: [...new Set((chunk.origins ?? []).map((origin) => origin.moduleIdentifier ?? ''))],
        }));
      fs.writeFileSync(path.join(this.generatedFilesDir, LAZY_CHUNKS_FILE), JSON.stringify(lazy));
    });
  }
}

export function readLazyChunks(generatedFilesDir: string): LazyChunk[] {
  return JSON.parse(fs.readFileSync(path.join(generatedFilesDir, LAZY_CHUNKS_FILE), 'utf8')) as LazyChunk[];
}
