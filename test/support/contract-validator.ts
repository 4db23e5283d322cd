import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// CommonJS modules whose function is their `default` export.
const Ajv2020 = ((Ajv2020Module as any).default ?? Ajv2020Module) as new (options: object) => any;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: unknown) => void;

type Json = Record<string, any>;

/**
 * Judges requests by the served document (JSON Schema 2020-12, as OpenAPI 3.1 uses): whether
 * a body or a parameter value is one the document allows. Lengths count code points.
 */
export function createDocumentValidator(contract: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, unicodeRegExp: true });
  addFormats(ajv);
  const compiled = new Map<string, (data: unknown) => boolean>();
  const compile = (schema: Json) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate)
      compiled.set(key, (validate = ajv.compile({ ...schema, components: contract.components }) as (data: unknown) => boolean));
    return validate;
  };
  return {
    body(operation: { op: Json }, body: unknown): boolean {
      const schema = operation.op.requestBody?.content['application/json'].schema;
      return schema ? compile(schema)(body) : body === undefined;
    },
    value(schema: Json, value: unknown): boolean {
      return compile(schema)(value);
    },
  };
}
