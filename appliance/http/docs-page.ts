/** A readable API reference rendered from the contract, self-contained (no CDN, no script). */
type Json = Record<string, any>;

const escape = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text with `backticks` shown as code, as the contract's descriptions use them. */
const prose = (s: unknown) => escape(s).replace(/`([^`]+)`/g, '<code>$1</code>');

function schemaTable(schema: Json | undefined): string {
  const props = schema?.properties as Record<string, Json> | undefined;
  if (!props) return '';
  const rows = Object.entries(props).map(([name, s]) => {
    const type = s.enum ? s.enum.map((e: unknown) => `<code>${escape(e)}</code>`).join(' | ') : escape(s.type ?? (s.anyOf ? 'one of several shapes' : 'object'));
    const required = schema?.required?.includes(name) ? 'required' : '';
    return `<tr><td><code>${escape(name)}</code></td><td>${type}</td><td>${required}</td></tr>`;
  });
  return `<table><tr><th>Field</th><th>Type</th><th></th></tr>${rows.join('')}</table>`;
}

export function renderDocsPage(contract: Json): string {
  const sections: string[] = [];
  const toc: string[] = [];
  for (const [path, ops] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(ops)) {
      const params = (op.parameters as Json[]).map((p) => `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.required ? ', required' : ''})</li>`).join('');
      const responses = Object.entries(op.responses as Json).map(([status, r]) => `<li><b>${escape(status)}</b> ${prose(r.description)}</li>`).join('');
      toc.push(`<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} /v1${escape(path.slice(3))}</a></li>`);
      sections.push(`<section id="${escape(op.operationId)}"><h2><span class="m">${method.toUpperCase()}</span> <code>/v1${escape(path.slice(3))}</code></h2>
<p>${prose(op.summary)}</p>${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${op.requestBody ? `<h3>Body</h3>${schemaTable(op.requestBody.content['application/json'].schema)}` : ''}
<h3>Responses</h3><ul>${responses}</ul></section>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(contract.info.title)} ${escape(contract.info.version)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}code{background:#f3f3f3;padding:0 .2rem}
section{border-top:1px solid #ddd;padding:.5rem 0}.m{font-size:.8em;background:#24292f;color:#fff;padding:.1rem .4rem;border-radius:3px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}</style>
</head><body><h1>${escape(contract.info.title)}</h1><p>Version <code>${escape(contract.info.version)}</code>. Contract: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).
Authenticate with <code>Authorization: Bearer svc_test_...</code>. Errors are <code>application/problem+json</code> with a stable <code>code</code>.</p>
<nav><h2>Operations</h2><ul>${toc.join('')}</ul></nav>
${sections.join('\n')}</body></html>`;
}
