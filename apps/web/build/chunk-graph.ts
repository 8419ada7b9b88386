/** What the build plugins read of a rolldown output chunk. */
export type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};

/** A finished bundle's chunks as a graph: which file holds a module, and what a file loads at once. */
export function chunkGraph(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [id, c] as const)));
  /** The file and its static imports, transitively. */
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into);
    return into;
  };
  const entry = chunks.find((c) => c.isEntry);
  return {
    byFile,
    closure,
    /** What the entry loads at once. */
    eager: entry ? closure(entry.fileName) : new Set<string>(),
    /** What a landing page's modules load at once: their files and those files' static imports. */
    filesOf: (modules: readonly string[]): Set<string> => {
      const files = new Set<string>();
      for (const module of modules) {
        const chunk = byModule.get(module);
        if (!chunk) throw new Error(`No chunk holds ${module} (did it move?)`);
        closure(chunk.fileName, files);
      }
      return files;
    },
  };
}
