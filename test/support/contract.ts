import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv and ajv-formats are CommonJS modules whose function is their `default` export.
const Ajv = ((AjvModule as any).default ?? AjvModule) as new (options: object) => any;
const addFormats = ((addFormatsModule as any).default ?? addFormatsModule) as (ajv: unknown) => void;

type Json = Record<string, any>;

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks answers against the served OpenAPI contract: the status must be
 * declared for the operation, and a JSON body must match its schema.
 */
export function createContractChecker(contract: Json) {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(contract, 'contract');
  const templates = Object.keys(contract.paths as Json).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
  }));
  const compiled = new Map<string, (data: unknown) => boolean>();

  return function check(method: string, pathname: string, status: number, contentType: string | null, body: unknown): string | null {
    const match = templates
      .filter((t) => t.pattern.test(pathname))
      .sort((a, b) => b.template.split('{').length - a.template.split('{').length || 0)
      .at(-1);
    if (!match) return null; // not an API path (unknown paths answer the catch-all 404)
    const operation = contract.paths[match.template][method.toLowerCase()];
    if (!operation) return null; // 405: the method is not an operation of the path
    const response = operation.responses[String(status)];
    if (!response) return `${method} ${match.template} answered ${status}, which the contract does not declare`;
    const media = contentType?.split(';')[0]?.trim() ?? null;
    if (!response.content)
      return body === null || body === '' ? null : `${method} ${match.template} ${status} has a body the contract does not declare`;
    if (!media || !response.content[media])
      return `${method} ${match.template} ${status} answered ${media}, not ${Object.keys(response.content).join(', ')}`;
    if (!media.includes('json')) return null;
    const pointer = `contract#/paths/${escapePointer(match.template)}/${method.toLowerCase()}/responses/${status}/content/${escapePointer(media)}/schema`;
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: pointer }) as (data: unknown) => boolean;
      compiled.set(pointer, validate);
    }
    if (validate(body)) return null;
    const errors = (validate as unknown as { errors: Array<{ instancePath: string; message: string }> }).errors;
    return `${method} ${match.template} ${status} does not match the contract: ${errors.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ')}`;
  };
}
