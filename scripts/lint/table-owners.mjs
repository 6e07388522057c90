import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Every table has one owner (decision 0039): a module of `apps/server/src/modules` or a folder of
 * `apps/server/src` (messaging, jobs, db, http). Only code of the owner inserts, updates or deletes its
 * rows; everyone else calls a function the owner exports. Reading stays open to all.
 *
 * The rule `table-owners/owner-writes` reports, in files under `srcDir`:
 * - `db.insert(t)`, `tx.update(t)`, `handle.delete(t)` where `t` is (or holds, through the file's own
 *   constants, parameter types and loops) a table of another owner, imported from `db/schema/<area>.ts`;
 * - such a call through a database handle (`db`, `tx`, anything typed `Db`) whose table lint cannot
 *   trace to a schema import (a table from another file, an untyped parameter): write it traceably;
 * - `insert into`, `update` and `delete from` in a `sql` template naming another owner's table, by its
 *   SQL name or as `${table}`.
 */

/** The tables of each area file, `{ exportName: sqlName }`, read from the schema folder. */
export function readSchemaTables(schemaDir) {
  const areas = {};
  for (const file of readdirSync(schemaDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(schemaDir, file), 'utf8');
    const tables = {};
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
      tables[match[1]] = match[2];
    if (Object.keys(tables).length) areas[file.slice(0, -'.ts'.length)] = tables;
  }
  return areas;
}

/**
 * Checks the owners map against the schema and the source tree, as eslint.config.js checks that every
 * server module is placed: every table has an owner, every owner exists, nothing names a table that is gone.
 * Returns the problems (empty when all is well).
 */
export function ownerProblems(owners, schemaTables, srcDir) {
  const problems = [];
  for (const [area, tables] of Object.entries(schemaTables))
    for (const table of Object.keys(tables))
      if (!owners[area]?.[table]) problems.push(`place table ${table} (db/schema/${area}.ts) in tableOwners`);
  for (const [area, tables] of Object.entries(owners))
    for (const [table, owner] of Object.entries(tables)) {
      if (!schemaTables[area]?.[table])
        problems.push(`tableOwners names ${area}.${table}, which is not a table`);
      try {
        readdirSync(join(srcDir, owner));
      } catch {
        problems.push(`tableOwners: the owner of ${table}, ${owner}, is no folder of ${srcDir}`);
      }
    }
  return problems;
}

const WRITES = new Set(['insert', 'update', 'delete']);
const SQL_WRITE = /(insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?(\w+)"?/gi;
const SQL_WRITE_BEFORE_VALUE = /(insert\s+into|update|delete\s+from)\s+(?:only\s+)?$/i;

/** The owner unit of a file: `modules/<name>` or the first folder under src (null outside src). */
function unitOf(srcDir, filename) {
  const path = relative(srcDir, filename);
  if (path.startsWith('..') || path === filename) return null;
  const parts = path.split(sep);
  if (parts.length < 2) return '.';
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const ownerWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owner of a table writes it (decision 0039).' },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          owners: { type: 'object' },
          sqlNames: { type: 'object' },
        },
        required: ['srcDir', 'owners'],
        additionalProperties: false,
      },
    ],
    messages: {
      notOwner:
        '{{table}} belongs to {{owner}} (eslint.config.js, tableOwners): write it through a function {{owner}} exports.',
      untraced:
        'Lint cannot tell which table this writes: pass a table imported from db/schema/ (or a constant of this file holding one).',
    },
  },
  create(context) {
    const { srcDir, owners, sqlNames = {} } = context.options[0];
    const unit = unitOf(resolve(srcDir), resolve(context.filename));
    if (!unit) return {};
    const schemaDir = resolve(srcDir, 'db', 'schema');
    /** SQL name -> { area, table }, for raw SQL */
    const bySqlName = new Map();
    for (const [area, tables] of Object.entries(owners))
      for (const table of Object.keys(tables)) bySqlName.set(sqlNames[table] ?? table, { area, table });
    /** local binding -> { area, table } for named imports, local name -> area for namespace imports */
    const imported = new Map();
    const namespaces = new Map();
    const dir = dirname(resolve(context.filename));

    function report(node, found) {
      const owner = owners[found.area]?.[found.table];
      if (owner && owner !== unit)
        context.report({ node, messageId: 'notOwner', data: { table: found.table, owner } });
    }

    /** The schema tables a value may be, following this file's constants, parameter types and loops. */
    function tablesOf(node, seen = new Set()) {
      if (!node || seen.has(node)) return [];
      seen.add(node);
      if (node.type === 'Identifier') {
        const local = imported.get(node.name);
        const variable = findVariable(context.sourceCode.getScope(node), node.name);
        if (local && variable?.defs[0]?.type === 'ImportBinding') return [local];
        return variable ? variable.defs.flatMap((def) => definitionTables(def, seen)) : [];
      }
      if (
        node.type === 'MemberExpression' &&
        node.object.type === 'Identifier' &&
        namespaces.has(node.object.name)
      ) {
        const table = node.computed ? null : node.property.name;
        return table ? [{ area: namespaces.get(node.object.name), table }] : [];
      }
      return childrenOf(node).flatMap((child) => tablesOf(child, seen));
    }

    function definitionTables(def, seen) {
      if (def.type === 'Variable') {
        const declarator = def.node;
        const loop = declarator.parent?.parent;
        if (
          loop &&
          (loop.type === 'ForOfStatement' || loop.type === 'ForInStatement') &&
          loop.left === declarator.parent
        )
          return tablesOf(loop.right, seen);
        return tablesOf(declarator.init, seen);
      }
      if (def.type === 'Parameter') return tablesOf(def.name.typeAnnotation ?? def.name, seen);
      return [];
    }

    /** The parts of an expression that may hold a table; a `typeof users` in a type names it too. */
    function childrenOf(node) {
      if ((node.type === 'Property' || node.type === 'MemberExpression') && !node.computed)
        return [node.type === 'Property' ? node.value : node.object];
      const children = [];
      for (const [key, value] of Object.entries(node)) {
        if (key === 'parent' || key === 'loc' || key === 'range') continue;
        if (Array.isArray(value))
          children.push(...value.filter((item) => item && typeof item.type === 'string'));
        else if (value && typeof value.type === 'string') children.push(value);
      }
      return children.map((child) => (child.type === 'TSTypeQuery' ? child.exprName : child));
    }

    /** Whether a call's receiver is a database handle: named db, tx or handle, or typed `Db`. */
    function isDatabase(node) {
      const name =
        node.type === 'Identifier'
          ? node.name
          : node.type === 'MemberExpression' && !node.computed
            ? node.property.name
            : null;
      if (name && ['db', 'tx', 'handle'].includes(name)) return true;
      if (node.type !== 'Identifier') return false;
      const def = findVariable(context.sourceCode.getScope(node), node.name)?.defs[0];
      const annotation = def?.name?.typeAnnotation?.typeAnnotation;
      return annotation?.type === 'TSTypeReference' && annotation.typeName.name === 'Db';
    }

    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        const target = resolve(dir, node.source.value);
        if (dirname(target) !== schemaDir || !target.endsWith('.ts')) return;
        const area = basename(target, '.ts');
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') namespaces.set(specifier.local.name, area);
          else if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type')
            imported.set(specifier.local.name, { area, table: specifier.imported.name });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !WRITES.has(callee.property.name))
          return;
        if (node.arguments.length !== 1) return;
        const found = [
          ...new Map(
            tablesOf(node.arguments[0])
              .filter((table) => owners[table.area]?.[table.table])
              .map((table) => [`${table.area}.${table.table}`, table]),
          ).values(),
        ];
        if (found.length === 0) {
          if (isDatabase(callee.object)) context.report({ node, messageId: 'untraced' });
          return;
        }
        for (const table of found) report(node, table);
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const isSql =
          (tag.type === 'Identifier' && tag.name === 'sql') ||
          (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');
        if (!isSql) return;
        const { quasis, expressions } = node.quasi;
        quasis.forEach((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          for (const match of text.matchAll(SQL_WRITE)) {
            const found = bySqlName.get(match[2].toLowerCase());
            if (found) report(node, found);
          }
          if (index < expressions.length && SQL_WRITE_BEFORE_VALUE.test(text))
            for (const table of tablesOf(expressions[index])) report(node, table);
        });
      },
    };
  },
};

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

export const tableOwnersPlugin = { rules: { 'owner-writes': ownerWrites } };
