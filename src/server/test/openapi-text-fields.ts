/**
 * The text fields of every call, read from the OpenAPI document the app generates from the shared
 * zod schemas (plugins/docs.ts), so a call added later is walked without a line here.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** A step into a body: a property name, or 0 for the first item of a list. */
export type FieldPath = (string | 0)[];

export interface TextFieldCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As in the document, `{name}` for a path parameter. */
  url: string;
  public: boolean;
  /**
   * The string-typed leaves of the body that are free text (no enum or constant), one list per
   * spelling when the body is a union of spellings (POST /customer/register).
   */
  bodyVariants: FieldPath[][];
  pathParams: string[];
  queryParams: string[];
}

const isText = (schema: Schema) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && schema.enum === undefined && schema.const === undefined;
};

function textLeaves(schema: Schema | undefined, at: FieldPath, out: FieldPath[], seen: Set<string>): void {
  if (!schema) return;
  const key = at.join('.');
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    textLeaves(branch, at, out, seen);
  if (isText(schema) && at.length > 0 && !seen.has(key)) {
    seen.add(key);
    out.push(at);
  }
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    textLeaves(property, [...at, name], out, seen);
  if (schema.items) textLeaves(schema.items, [...at, 0], out, seen);
}

export function textFieldCalls(doc: OpenApiDocument): TextFieldCall[] {
  const calls: TextFieldCall[] = [];
  for (const [url, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const bodyVariants = (body?.anyOf ?? body?.oneOf ?? (body ? [body] : [])).map((variant) => {
        const leaves: FieldPath[] = [];
        textLeaves(variant, [], leaves, new Set());
        return leaves;
      });
      const params = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where && (!p.schema || isText(p.schema)))
          .map((p) => p.name);
      calls.push({
        method: method.toUpperCase() as TextFieldCall['method'],
        url,
        public: Array.isArray(op.security) && op.security.length === 0,
        bodyVariants: bodyVariants.filter((leaves) => leaves.length > 0),
        pathParams: params('path'),
        queryParams: params('query'),
      });
    }
  }
  return calls;
}

/**
 * A body with `value` at `path` and `filler` at every other leaf of `leaves`: `['items', 0, 'name']`
 * gives `{ items: [{ name: value }] }`.
 */
export function bodyWith(
  leaves: FieldPath[],
  path: FieldPath,
  value: string,
  filler: string,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const leaf of leaves) {
    let at: Record<string | number, unknown> = body;
    leaf.forEach((step, i) => {
      if (i === leaf.length - 1) at[step] = leaf === path ? value : filler;
      else {
        at[step] ??= leaf[i + 1] === 0 ? [] : {};
        at = at[step] as Record<string | number, unknown>;
      }
    });
  }
  return body;
}
