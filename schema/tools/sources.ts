import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type GraphQLSchema, printSchema } from 'graphql';
import { buildSchema as buildServedSchema } from '../../server/gateway/schema.js';
import { fromRoot } from '../../server/lib/paths.js';
import { renderReference } from './render-reference.js';

/** The files the schema tools read and write, from the checkout's root. */
export const FILES = {
  snapshot: 'schema/release/schema.graphql',
  changelog: 'docs/schema-changes.md',
  reference: 'docs/schema-reference.md',
} as const;

/** The gateway's executable schema, directives and resolvers applied. */
export const servedSchema = (): GraphQLSchema => buildServedSchema();

/**
 * The SDL as clients see it: the gateway's executable schema printed back, so `@auth`/`@public` on fields are not in
 * it (introspection does not show them) and what the resolvers add is (graphql-scalars' `@specifiedBy`).
 */
export const servedSdl = (schema: GraphQLSchema = servedSchema()): string => printSchema(schema);

/** docs/schema-reference.md as it should be committed. It reads the access directives off the served schema's AST. */
export const freshReference = (schema: GraphQLSchema = servedSchema()): string =>
  formatLikeBiome(renderReference(schema), FILES.reference);

export function readFile(file: string): string | undefined {
  const at = fromRoot(file);
  return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
}

export function writeFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(fromRoot(file)), { recursive: true });
  fs.writeFileSync(fromRoot(file), text);
}

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

/**
 * `text` as `biome format` writes `file` (GraphQL, Markdown): the files we generate are linted by `biome check .`, and
 * the reference is compared with a fresh rendering, so both sides must be in Biome's layout.
 */
export function formatLikeBiome(text: string, file: string): string {
  const run = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${file}`], {
    cwd: fromRoot(),
    input: text,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`biome format ${file} failed:\n${run.stderr}`);
  return run.stdout;
}
