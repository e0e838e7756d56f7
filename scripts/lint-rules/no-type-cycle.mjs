// The lint rule `orbis/no-type-cycle`: an import cycle that a type-only import closes. The
// import-x/no-cycle rule skips type-only imports (`import type`, `export type … from`), which have
// no run-time effect, and has no option to follow them; a cycle through them still ties two
// files into one. This rule reports exactly the cycles import-x/no-cycle skips, so each cycle is
// reported once. Imports resolve through import-x's own resolvers (its settings); only relative
// imports are followed, since no cycle leaves its package.
import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** @typedef {{ target: string, typeOnly: boolean, node: object }} Edge */

/** The files the graph follows: sources, never a package's build or dependencies. */
const SOURCE = /\.(ts|tsx|js|mjs)$/;

/** The edges of each file read from disk, with the modification time they were read at. */
const fromDisk = new Map();

/** Whether an import or re-export declaration names types only, as import-x decides it. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type')
  );
}

/** Every node of `ast` that names a module: static imports, re-exports and `import()`. */
function moduleReferences(ast, visitorKeys) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && node.source)
    ) {
      found.push({ node, source: node.source.value, typeOnly: isTypeOnly(node) });
      return;
    }
    if (node.type === 'ImportExpression' && typeof node.source.value === 'string') {
      found.push({ node, source: node.source.value, typeOnly: false });
    }
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else visit(child);
    }
  };
  visit(ast);
  return found;
}

/** The edges of a parsed file to the source files it imports by relative path. */
function edgesOf(ast, visitorKeys, file, resolvers) {
  /** @type {Edge[]} */
  const edges = [];
  for (const { node, source, typeOnly } of moduleReferences(ast, visitorKeys)) {
    if (!source.startsWith('.')) continue;
    for (const resolver of resolvers) {
      const resolved = resolver.resolve(source, file);
      if (!resolved.found) continue;
      if (resolved.path && SOURCE.test(resolved.path) && !resolved.path.includes('node_modules')) {
        edges.push({ target: resolved.path, typeOnly, node });
      }
      break;
    }
  }
  return edges;
}

/** The edges of a file on disk, parsed once per modification. */
function edgesOnDisk(file, resolvers) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = fromDisk.get(file);
  if (cached?.mtime === mtime) return cached.edges;
  let edges = [];
  try {
    const { ast, visitorKeys } = tseslint.parser.parseForESLint(fs.readFileSync(file, 'utf8'), {
      sourceType: 'module',
      ecmaVersion: 'latest',
      jsx: file.endsWith('.tsx'),
      filePath: file,
    });
    edges = edgesOf(ast, visitorKeys, file, resolvers);
  } catch {
    // A file that does not parse has its own lint error; it adds no edges here.
  }
  fromDisk.set(file, { mtime, edges });
  return edges;
}

/** The files from `start` back to `home` (breadth first), or null when there is no way back. */
function wayBack(start, home, resolvers, valueOnly) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === home) {
      const way = [];
      for (let at = file; at != null; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    for (const edge of edgesOnDisk(file, resolvers)) {
      if ((valueOnly && edge.typeOnly) || cameFrom.has(edge.target)) continue;
      cameFrom.set(edge.target, file);
      queue.push(edge.target);
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Forbid the import cycles that import-x/no-cycle skips: those a type import closes.',
    },
    schema: [],
    messages: {
      cycle: 'Import cycle through a type-only import: {{route}}.',
    },
  },
  create(context) {
    const home = context.physicalFilename;
    if (!path.isAbsolute(home)) return {};
    const resolvers = context.settings['import-x/resolver-next'] ?? [];
    return {
      'Program:exit'(program) {
        const { visitorKeys } = context.sourceCode;
        for (const edge of edgesOf(program, visitorKeys, home, resolvers)) {
          const way = wayBack(edge.target, home, resolvers, false);
          if (!way) continue;
          // A value import with a value-only way back is import-x/no-cycle's to report.
          if (!edge.typeOnly && wayBack(edge.target, home, resolvers, true)) continue;
          const route = [home, ...way].map((f) => path.relative(context.cwd, f)).join(' → ');
          context.report({ node: edge.node, messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};
