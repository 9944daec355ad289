/**
 * Adds `<link rel="preload" as="script">` to index.html for every chunk the host needs before its first render:
 * the chunks of the bootstrap import and of the shared libraries it consumes when they are not in main.js. Without
 * them the browser learns of those chunks only once main.js has downloaded and run, one round trip later. main.js
 * itself is fetched at high priority (a deferred script is otherwise fetched at low priority, behind the preloads),
 * and so are the source locale's message catalogs.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compilation, Compiler, Module } from 'webpack';

const NAME = 'PreloadBootChunksPlugin';

interface ConsumeSharedModule extends Module {
  options: { shareKey: string };
}
interface ProvideSharedModule extends Module {
  _name: string;
}

/** The JS files of the chunks loaded at start: what the entry imports, followed through the modules it shares. */
export function bootChunkFiles(compilation: Compilation, entryName: string): string[] {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  // The app's own copy of each shared library is the one the page runs (the host provides them all).
  const providers = new Map<string, ChunkGroup[]>();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    providers.set((module as ProvideSharedModule)._name, groups as ChunkGroup[]);
  }
  const entryChunks = new Set(entry.chunks);
  // The entry module itself (src/index.ts, maybe concatenated with what it imports): its dynamic import of
  // ./bootstrap is the start-up. The lazy imports of the other modules in main.js (a schema, a dialog) load on demand.
  const entryModules = new Set(
    entry.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]),
  );
  const seen = new Set<Chunk>();
  const files = new Set<string>();
  const visitGroup = (group: ChunkGroup | null | undefined) => group?.chunks.forEach(visitChunk);
  const visitChunk = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    if (!entryChunks.has(chunk)) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') {
        providers.get((module as ConsumeSharedModule).options.shareKey)?.forEach(visitGroup);
      } else if (entryModules.has(module)) {
        for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  entry.chunks.forEach(visitChunk);
  return [...files].sort();
}

/**
 * The chunks of the message catalogs of `locale` (the host's and those of the libraries it bundles): the first
 * render waits for them, and a visitor who never chose a language gets the source locale.
 */
export function catalogChunkFiles(compilation: Compilation, locale: string): string[] {
  const catalog = new RegExp(`[\\/]locales[\\/]${locale}[\\/]messages\\.[jt]s$`);
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    const modules = [...compilation.chunkGraph.getChunkModulesIterable(chunk)];
    if (!modules.some((module) => 'resource' in module && catalog.test(String(module.resource)))) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}

export class PreloadBootChunksPlugin {
  constructor(private readonly options: { entryName?: string; sourceLocale?: string } = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath;
        const { entryName = 'main', sourceLocale = 'en' } = this.options;
        const files = [
          ...bootChunkFiles(compilation, entryName),
          ...catalogChunkFiles(compilation, sourceLocale),
        ];
        for (const file of new Set(files)) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
              // As main.js (a deferred script): needed together with it, not ahead of it.
              fetchpriority: 'low',
            }),
          );
        }
        return data;
      });
    });
  }
}
