/** The operations of the app's own OpenAPI document (GET /openapi.json), as the suite needs them. */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  $ref?: string;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: Schema;
  /** Declared without credentials (`security: []`); every other operation needs them. */
  public: boolean;
}

interface Document {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: BodySpec; security?: unknown[] }>
  >;
}
interface BodySpec {
  content?: Record<string, { schema?: Schema }>;
}

export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => {
      const parameters = spec.parameters ?? [];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: spec.requestBody?.content?.['application/json']?.schema,
        public: spec.security?.length === 0,
      };
    }),
  );
}

/** The path with each parameter's value put in as given (the caller encodes, or not, on purpose). */
export function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export const operationName = (op: Operation) => `${op.method} ${op.path}`;
