/**
 * The reference's introduction (OpenAPI `info.description`, Markdown): auth,
 * errors, idempotency and the signature-verification guide. The three
 * verification programs are exported as they are shown, and
 * test/appliance/docs/signature-guide.test.ts runs each of them against
 * deliveries our signer made.
 */

/** Node 20+, no dependency: `WEBHOOK_SECRET=whsec_... node verify.mjs 't=...,v1=...' < body.json` */
export const verifyNode = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** rawBody: the request body exactly as received (a Buffer), before any JSON parsing. */
export function verifySignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = String(header ?? '').split(',').map((part) => part.trim().split('='));
  const t = parts.find(([key]) => key === 't')?.[1] ?? '';
  if (!/^[0-9]+$/.test(t) || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\`).update(rawBody).digest();
  return parts
    .filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''))
    .some(([, value]) => timingSafeEqual(Buffer.from(value, 'hex'), expected));
}

// As a command: body on stdin, header as the argument, secret in WEBHOOK_SECRET.
if (process.argv[2]) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const ok = verifySignature(Buffer.concat(chunks), process.argv[2], process.env.WEBHOOK_SECRET);
  console.log(ok ? 'verified' : 'rejected');
  process.exitCode = ok ? 0 : 1;
}
`;

/** Python 3, standard library only: `WEBHOOK_SECRET=whsec_... python3 verify.py 't=...,v1=...' < body.json` */
export const verifyPython = `import hashlib
import hmac
import os
import sys
import time


def verify_signature(raw_body: bytes, header: str, secret: str, tolerance_seconds: int = 300) -> bool:
    """raw_body: the request body exactly as received (bytes), before any JSON parsing."""
    parts = [part.strip().split("=", 1) for part in (header or "").split(",") if "=" in part]
    t = next((value for key, value in parts if key == "t"), "")
    if not t.isdigit() or abs(time.time() - int(t)) > tolerance_seconds:
        return False
    expected = hmac.new(secret.encode(), t.encode() + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(value.encode(), expected.encode()) for key, value in parts if key == "v1")


if __name__ == "__main__":
    ok = verify_signature(sys.stdin.buffer.read(), sys.argv[1], os.environ["WEBHOOK_SECRET"])
    print("verified" if ok else "rejected")
    sys.exit(0 if ok else 1)
`;

/** POSIX shell with openssl: checks a saved delivery. `WEBHOOK_SECRET=whsec_... sh verify.sh 't=...,v1=...' body.json` */
export const verifyShell = `#!/bin/sh
# Checks a saved delivery: the raw body in a file, the Service-Signature header as the first argument.
set -eu
header=$1
body_file=$2
t=$(printf '%s' "$header" | tr ',' '\\n' | sed -n 's/^ *t=\\([0-9][0-9]*\\)$/\\1/p')
[ -n "$t" ] || { echo rejected; exit 1; }
age=$(( $(date +%s) - t ))
[ "\${age#-}" -le 300 ] || { echo rejected; exit 1; }
expected=$({ printf '%s.' "$t"; cat "$body_file"; } | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)
if printf '%s' "$header" | tr ',' '\\n' | sed 's/^ *//' | grep -qx "v1=$expected"; then
  echo verified
else
  echo rejected
  exit 1
fi
`;

/** Sends your receiver a correctly signed test delivery, to check your own verification end to end. */
export const signedCurl = `body='{"id":"evt_local_check","object":"event","type":"webhook.test","data":{"object":{}}}'
t=$(date +%s)
sig=$(printf '%s.%s' "$t" "$body" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -r | cut -d' ' -f1)
curl -sS -X POST "$RECEIVER_URL" \\
  -H 'Content-Type: application/json' \\
  -H "Service-Event-Id: evt_local_check" \\
  -H "Service-Signature: t=$t,v1=$sig" \\
  --data-binary "$body"
`;

const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code.trimEnd()}\n\`\`\``;

export const introduction = `Estimates for home-service jobs: hours, rate, steps and a price range.

# Authentication

Send \`Authorization: Bearer svc_test_...\` (test environment: sandbox inputs, no credits) or \`Bearer svc_live_...\`.
Every answer carries \`X-Request-Id\`; quote it to support.

# Errors

Every error is \`application/problem+json\` (RFC 9457) with a stable \`code\` (listed per status on each operation),
a \`detail\` that says what to do next, the \`request_id\`, and, for validation errors, \`errors\` with JSON pointers.

# Idempotency

\`POST /v1/estimates\` requires an \`Idempotency-Key\` (1 to 255 visible ASCII characters): a retry with the same key and body
answers the first result again with \`Idempotent-Replayed: true\` and never charges twice.

# Verifying signatures

Every delivery is a \`POST\` with the event as its JSON body and a \`Service-Signature\` header:
\`t=<unix seconds>,v1=<signature>\`. The signature is the hex HMAC-SHA256, keyed with the endpoint's whole secret
(\`whsec_...\`), of the timestamp, a dot and the raw body: \`<t>.<raw body>\`. While a rotated secret still signs (24 hours),
the header carries two \`v1\` values: accept the delivery if any of them matches.

1. Keep the raw body: compute the HMAC over the bytes you received, before parsing JSON.
2. Refuse a timestamp more than 5 minutes from your clock (replays).
3. Compare in constant time.
4. Deduplicate on the event \`id\` (also in \`Service-Event-Id\`): an attempt in flight when a sender stops may be sent again.

With this package: \`import { verifyWebhook } from 'estimate-appliance/webhooks'\` (no database driver needed), then
\`verifyWebhook(rawBody, req.headers['service-signature'], [secret])\` returns \`{ ok: true, timestamp }\` or \`{ ok: false, reason }\`.
Without it:

## Node

${fence('js', verifyNode)}

## Python

${fence('python', verifyPython)}

## curl and openssl

Check a saved delivery from a shell (for debugging: it does not compare in constant time):

${fence('sh', verifyShell)}

Send your own receiver a signed test delivery:

${fence('sh', signedCurl)}
`;
