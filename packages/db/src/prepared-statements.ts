import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements kept prepared on each PostgreSQL connection (ADR 0042). Without them PostgreSQL
 * plans every query afresh at each call: the tile query of a listing spent 3.7 ms planning and
 * 1.4 ms running at 100,000 products. A statement sent by name is parsed once per connection,
 * and after five runs PostgreSQL may keep one generic plan for it (its usual rule, as pgjdbc's
 * and Npgsql's prepared statements get).
 *
 * Only parameterised `select`s are named (see PREPARABLE); a statement without parameters (DDL,
 * the migrations' multi-statement scripts, `begin`/`commit`) goes as a simple query, as before.
 * Each connection keeps at most `MAX_PREPARED_PER_CONNECTION` names; past that, new texts run
 * unnamed. A transaction pooler that does not keep prepared statements (PgBouncer before 1.21,
 * or without `max_prepared_statements`) needs them off: `DATABASE_PREPARED_STATEMENTS=false`.
 */
export const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Reads only. A write's `on conflict (…) where column = $1` names its unique index by a predicate
 * that a generic plan cannot prove (PostgreSQL answers "there is no unique or exclusion constraint
 * matching the ON CONFLICT specification" from the sixth run on), and writes are not where the
 * planning time goes. A `with` may hold a write, so it stays unnamed too.
 */
const PREPARABLE = /^\s*select\s/i;

/** Names by text, so a hot statement is hashed once per process (bounded). */
const names = new Map<string, string>();
const MAX_NAMES = 5_000;

/** A statement's name: a digest of its text, so every connection and process agrees on it. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `k_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Whether a query is sent by name: a `select` with parameters. */
export const isPreparable = (text: string, values: unknown) =>
  Array.isArray(values) && values.length > 0 && PREPARABLE.test(text);

/** A pg client that sends parameterised statements by name (see above). */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const send = pg.Client.prototype.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text === 'string' && isPreparable(text, values)) {
        const name = statementName(text);
        if (this.#prepared.has(name) || this.#prepared.size < MAX_PREPARED_PER_CONNECTION) {
          this.#prepared.add(name);
          const named: pg.QueryConfig = { name, text, values: values as unknown[] };
          return callback === undefined ? send(named) : send(named, callback);
        }
      }
      return send(...args);
    }) as pg.Client['query'];
  }

  /** How many statements this connection has named (tests). */
  get preparedCount() {
    return this.#prepared.size;
  }
}
