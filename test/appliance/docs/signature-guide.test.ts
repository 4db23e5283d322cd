import { join } from 'node:path';
import { verifyNode } from '../../../appliance/http/openapi-guide.js';
import { describeSignatureGuide } from '../../support/signature-guide.js';

// The Python, shell+openssl and curl versions need those programs: signature-guide.tools.test.ts (npm run test:tools).
describeSignatureGuide({
  node: { files: { 'verify.mjs': verifyNode }, command: (dir, header) => [process.execPath, [join(dir, 'verify.mjs'), header]] },
});
