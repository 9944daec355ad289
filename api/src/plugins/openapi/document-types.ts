/** The few parts of an OpenAPI 3.0 document the finishing steps touch, loosely typed: they only add to it. */
export type SchemaObject = Record<string, unknown>;
export interface ResponseObject {
  description: string;
  content?: Record<string, { schema: SchemaObject }>;
  headers?: Record<string, { schema: SchemaObject; description?: string }>;
}
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject & { type?: string; properties?: Record<string, SchemaObject & { type?: string }> };
  style?: string;
  explode?: boolean;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: SchemaObject }>; required?: boolean };
  responses?: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, SchemaObject>; securitySchemes?: Record<string, SchemaObject> };
  [key: string]: unknown;
}
