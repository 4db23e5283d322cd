/**
 * `estimate-appliance/webhooks`: what a webhook receiver needs and nothing
 * else. It imports only node:crypto, so a receiver installs no database
 * driver, native module or mailer to use it.
 */
export { verifyWebhook, type VerifyResult } from '../core/webhooks/signer.js';
