import { type Compiler, HtmlRspackPlugin } from '@rspack/core';

// What every page of the site runs before its first render: the shared singletons and the shell's
// bootstrap. The federation runtime asks for their chunks only once main.js has run; naming them
// in the HTML lets the browser fetch them beside main.js instead, one network round trip sooner.
// A chunk's modules may be concatenated into one named after its first source file, with a
// `|hash` after the path: the router's chunk shows only as federation/react-router.ts.
const STARTUP_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|jotai)[\\/]|[\\/]shell[\\/]src[\\/]bootstrap\.tsx\b|[\\/]federation[\\/]react-router\.ts\b|[\\/]shared[\\/]store[\\/]|[\\/]shared[\\/]ui[\\/]core\.ts/;

export class StartupPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartupPreloadPlugin', (data) => {
        const files = new Set<string>();
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue; // main.js has its own script tag
          const modules = compilation.chunkGraph.getChunkModules(chunk);
          if (!modules.some((module) => STARTUP_MODULE.test(module.identifier()))) continue;
          // A chunk reached only as a shared module's fallback never runs here: the shell provides
          // that module itself, and loaded-first takes the provided copy (a second chunk).
          const origins = [...chunk.groupsIterable].flatMap((group) => group.origins);
          if (origins.every((origin) => origin.module?.type === 'consume-shared-module')) continue;
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of [...files].sort()) {
          data.assetTags.scripts.unshift({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          } as (typeof data.assetTags.scripts)[number]);
        }
        return data;
      });
    });
  }
}
